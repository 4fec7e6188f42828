// Media files the voice journeys need, made on the spot with espeak-ng and ffmpeg (Debian
// packages): speech of a given length whose sentences vary in rate and pitch (so the server's clip
// statistics differ), a video renamed .mp3, a truncated file, a sparse over-size file, and the
// WAV the fake microphone plays.
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runEspeak, runFfmpeg } from '@twin/server/testing/media-tools';

const sentences = [
  'Welcome to the studio. Today we are recording a reference for my digital twin.',
  'I speak a little faster when I am excited about an idea, like this one right here.',
  'Sometimes I slow down, and take my time, to explain something carefully.',
  'The weather was lovely this morning, so I walked to the office by the river.',
  'Numbers matter: three hundred and twenty five students joined the course this year.',
  'Honestly, this is the best news I have heard all week, and I am thrilled.',
  'Please read the instructions twice before you start the experiment.',
  'A calm and even voice works well for the evening news and for tutorials.',
  'Let us look at the chart together and see what changed over the last quarter.',
  'Thank you for listening. See you in the next lesson, and have a wonderful day.',
];

/** espeak-ng settings per sentence: words per minute and pitch (0–99). */
const voices = [
  { speed: 150, pitch: 45 },
  { speed: 215, pitch: 60 },
  { speed: 115, pitch: 35 },
  { speed: 165, pitch: 50 },
  { speed: 190, pitch: 40 },
  { speed: 175, pitch: 75 },
  { speed: 130, pitch: 30 },
  { speed: 155, pitch: 48 },
  { speed: 200, pitch: 55 },
  { speed: 140, pitch: 65 },
];

/** Speech of exactly `seconds` (sentences separated by short silences, looped), as a 16-bit mono WAV. */
export async function makeSpeechWav(directory: string, name: string, seconds: number): Promise<string> {
  const dir = resolve(directory);
  await mkdir(dir, { recursive: true });
  const parts: string[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const part = join(dir, `${name}-part-${index}.wav`);
    const voice = voices[index % voices.length] ?? { speed: 160, pitch: 50 };
    await runEspeak([
      '-v',
      'en-us',
      '-s',
      String(voice.speed),
      '-p',
      String(voice.pitch),
      '-w',
      part,
      sentence,
    ]);
    parts.push(part);
  }
  const silence = join(dir, `${name}-silence.wav`);
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
  const list = join(dir, `${name}-list.txt`);
  await writeFile(list, parts.flatMap((part) => [`file '${part}'`, `file '${silence}'`]).join('\n'));
  const once = join(dir, `${name}-once.wav`);
  await runFfmpeg([
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-ar',
    '22050',
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    once,
  ]);
  const output = join(dir, `${name}.wav`);
  await runFfmpeg([
    '-stream_loop',
    '-1',
    '-i',
    once,
    '-t',
    String(seconds),
    '-ar',
    '44100',
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    output,
  ]);
  await Promise.all([...parts, silence, list, once].map((file) => rm(file, { force: true })));
  return output;
}

/** The same speech as MP3. */
export async function toMp3(wav: string, output: string): Promise<string> {
  await runFfmpeg(['-i', wav, '-c:a', 'libmp3lame', '-b:a', '96k', output]);
  return output;
}

/** A real video (picture and sound, `seconds` long) saved under a .mp3 name. */
export async function makeVideoNamedMp3(dir: string, seconds: number): Promise<string> {
  const output = join(dir, 'holiday-video.mp3');
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=320x240:rate=15:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=330:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-f',
    'mp4',
    output,
  ]);
  return output;
}

/** An M4A cut off after its first `keepBytes`: its index (written at the end) is missing. */
export async function makeTruncatedM4a(wav: string, dir: string, keepBytes = 256 * 1024): Promise<string> {
  const whole = join(dir, 'whole-take.m4a');
  await runFfmpeg(['-i', wav, '-c:a', 'aac', '-b:a', '96k', whole]);
  const bytes = await readFile(whole);
  const output = join(dir, 'cut-off-take.m4a');
  await writeFile(output, bytes.subarray(0, Math.min(keepBytes, bytes.length - 1)));
  await rm(whole, { force: true });
  return output;
}

/** A sparse file of `bytes` (no disk used) named like a WAV. */
export async function makeSparseFile(dir: string, name: string, bytes: number): Promise<string> {
  const output = join(dir, name);
  const handle = await open(output, 'w');
  await handle.truncate(bytes);
  await handle.close();
  return output;
}
