// Test audio made on the spot with espeak-ng and ffmpeg (no binary fixtures in the repository), cached per
// machine in the OS temp directory so test files share them. Each fixture is written under a unique name and
// renamed into place, so parallel test files may race harmlessly.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from '../media/run-ffmpeg';
import { runEspeak } from '../media/test-support/media-tool-runs';

const cacheDir = join(tmpdir(), 'twin-voice-fixtures-v2');

/** Sentences read in different tempos and pitches, so the clips of one reference differ measurably. */
const passages: { speed: number; pitch: number; text: string }[] = [
  {
    speed: 120,
    pitch: 35,
    text: 'Welcome back to the channel. Today we are going to build something useful together, one small step at a time, and I will explain every part as we go.',
  },
  {
    speed: 230,
    pitch: 55,
    text: 'Quick recap before we start: we set up the project, we wrote the first function, we tested it, and then we shipped it to the server in under ten minutes.',
  },
  {
    speed: 160,
    pitch: 80,
    text: 'Isn’t that amazing? I am so happy with how this turned out! Honestly, this is my favourite part of the whole lesson, and I hope it is yours too.',
  },
  {
    speed: 175,
    pitch: 45,
    text: 'The second chapter covers energy, motion and force. Energy is the capacity to do work. Motion is a change of position over time. Force changes motion.',
  },
  {
    speed: 140,
    pitch: 50,
    text: 'Please remember to save your work before you close the application. If something goes wrong, you can always open the last version from the history panel.',
  },
  {
    speed: 200,
    pitch: 65,
    text: 'Learning a new language takes patience, practice and a little bit of courage. Speak every day, even if only for five minutes, and listen to native speakers.',
  },
];

async function espeakWav(path: string, passage: (typeof passages)[number]): Promise<void> {
  await runEspeak([
    '-v',
    'en-us',
    '-s',
    String(passage.speed),
    '-p',
    String(passage.pitch),
    '-w',
    path,
    passage.text,
  ]);
}

/** About `seconds` of speech: the passages in a loop with 0.7 s pauses, as mono 22.05 kHz WAV. */
async function speechWav(path: string, seconds: number, work: string): Promise<void> {
  const parts: string[] = [];
  for (const [index, passage] of passages.entries()) {
    const part = join(work, `p${index}.wav`);
    await espeakWav(part, passage);
    parts.push(part);
  }
  const list = join(work, 'list.txt');
  const silence = join(work, 'silence.wav');
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=22050:cl=mono',
    '-t',
    '0.7',
    '-c:a',
    'pcm_s16le',
    silence,
  ]);
  const lines: string[] = [];
  for (let i = 0; i < 40; i++) lines.push(`file '${parts[i % parts.length]}'`, `file '${silence}'`);
  await writeFile(list, lines.join('\n'));
  await runFfmpeg([
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-t',
    String(seconds),
    '-ar',
    '22050',
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    path,
  ]);
}

type FixtureName =
  | 'speech-150s.mp3'
  | 'speech-180s.mp3'
  | 'speech-60s.mp3'
  | 'speech-10s.wav'
  | 'speech-3s.wav'
  | 'speech-40s.wav'
  | 'truncated-150s.m4a'
  | 'truncated-150s.wav'
  | 'video.mp3'
  | 'text.mp3'
  | 'silence-10s.wav'
  | 'training-31min.wav';

async function make(name: FixtureName, path: string, work: string): Promise<void> {
  switch (name) {
    case 'speech-150s.mp3':
    case 'speech-180s.mp3': {
      const wav = join(work, 'speech.wav');
      await speechWav(wav, name === 'speech-150s.mp3' ? 150 : 180, work);
      await runFfmpeg(['-i', wav, '-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3', path]);
      return;
    }
    case 'speech-60s.mp3':
      await runFfmpeg([
        '-i',
        await fixture('speech-150s.mp3'),
        '-t',
        '60',
        '-c:a',
        'libmp3lame',
        '-b:a',
        '64k',
        '-f',
        'mp3',
        path,
      ]);
      return;
    case 'speech-10s.wav':
    case 'speech-3s.wav':
    case 'speech-40s.wav': {
      const seconds = { 'speech-10s.wav': 10, 'speech-3s.wav': 3, 'speech-40s.wav': 40 }[name];
      await runFfmpeg([
        '-i',
        await fixture('speech-150s.mp3'),
        '-t',
        String(seconds),
        '-ar',
        '24000',
        '-ac',
        '1',
        '-f',
        'wav',
        path,
      ]);
      return;
    }
    case 'truncated-150s.m4a': {
      // AAC in MP4 with its index (moov) at the end: cut at 60 %, the index is gone.
      const whole = join(work, 'whole.m4a');
      await runFfmpeg([
        '-i',
        await fixture('speech-150s.mp3'),
        '-c:a',
        'aac',
        '-b:a',
        '64k',
        '-f',
        'mp4',
        whole,
      ]);
      const bytes = await readFile(whole);
      await writeFile(path, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      return;
    }
    case 'truncated-150s.wav': {
      // A WAV whose header promises 150 s but whose data stops at 60 %.
      const whole = join(work, 'whole.wav');
      await runFfmpeg([
        '-i',
        await fixture('speech-150s.mp3'),
        '-ar',
        '16000',
        '-ac',
        '1',
        '-f',
        'wav',
        whole,
      ]);
      const bytes = await readFile(whole);
      await writeFile(path, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      return;
    }
    case 'video.mp3':
      // A real MP4 video (picture and sound) under an audio name.
      await runFfmpeg([
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=160x120:rate=15',
        '-i',
        await fixture('speech-10s.wav'),
        '-t',
        '8',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-c:a',
        'aac',
        '-shortest',
        '-f',
        'mp4',
        path,
      ]);
      return;
    case 'silence-10s.wav':
      await runFfmpeg([
        '-f',
        'lavfi',
        '-i',
        'anullsrc=r=24000:cl=mono',
        '-t',
        '10',
        '-c:a',
        'pcm_s16le',
        '-f',
        'wav',
        path,
      ]);
      return;
    case 'text.mp3':
      await writeFile(path, 'This is a plain text file pretending to be an MP3.\n'.repeat(50));
      return;
    case 'training-31min.wav':
      // 31 minutes of speech as 8 kHz 8-bit mono WAV (15 MB): cheap to make, upload and decode.
      await runFfmpeg([
        '-stream_loop',
        '13',
        '-i',
        await fixture('speech-150s.mp3'),
        '-t',
        '1860',
        '-ar',
        '8000',
        '-ac',
        '1',
        '-c:a',
        'pcm_u8',
        '-f',
        'wav',
        path,
      ]);
      return;
  }
}

/** The path of a cached fixture, generated on first use. */
export async function fixture(name: FixtureName): Promise<string> {
  const path = join(cacheDir, name);
  if (existsSync(path)) return path;
  const work = join(cacheDir, `work-${process.pid}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(work, { recursive: true });
  const partial = join(work, `partial-${name}`);
  await make(name, partial, work);
  renameSync(partial, path);
  await rm(work, { recursive: true, force: true });
  return path;
}

/**
 * A sparse file of `bytes` that starts like a WAV (the header says so) and is zeros after: an over-size upload
 * without writing hundreds of megabytes to disk.
 */
export async function sparseWav(dir: string, bytes: number): Promise<string> {
  const path = join(dir, `big-${bytes}.wav`);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(bytes - 8, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(24000, 24);
  header.writeUInt32LE(48000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(bytes - 44, 40);
  writeFileSync(path, header);
  await truncate(path, bytes);
  return path;
}
