// Test support: a "talking" video made on the spot — English sentences spoken by the real espeak-ng with known
// pauses between them, over ffmpeg's testsrc2 picture, as an H.264/AAC MP4 — and where each sentence's speech starts.
// Cached per machine in the OS temp directory by its recipe, so the test files share it, and the /localize journeys
// (e2e, through @twin/server/testing/talking-video).
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { speechStretches } from '../../media/analysis/clip-planner';
import { silencedetectFilter, SilenceLines } from '../../media/analysis/decode-pcm';
import { encodeWav } from '../../media/analysis/pcm-wav';
import { mediaTools } from '../../media/media-tools';
import { runFfmpeg } from '../../media/run-ffmpeg';
import { runProcess } from '../../media/run-process';
import { readMonoWav } from '../../engines/speech/wav-reader';

const cacheDir = join(tmpdir(), 'twin-localize-fixtures-v1');

export interface TalkingVideo {
  path: string;
  /** Where each sentence's speech starts (seconds). */
  starts: number[];
  seconds: number;
}

/** Sentences apertium translates to Spanish cleanly, without commas (no pauses inside a sentence). */
export const lessonSentences = [
  'Welcome to the lesson about the sun.',
  'The sun is a star.',
  'It gives us light and heat every day.',
  'Thank you for watching this video.',
];

export async function talkingVideo(
  sentences: readonly string[] = lessonSentences,
  options: { pauseSeconds?: number; leadSeconds?: number; size?: string } = {},
): Promise<TalkingVideo> {
  const pause = options.pauseSeconds ?? 2;
  const lead = options.leadSeconds ?? 0.5;
  const size = options.size ?? '320x240';
  const key = createHash('sha256')
    .update(JSON.stringify([sentences, pause, lead, size]))
    .digest('hex')
    .slice(0, 16);
  const path = join(cacheDir, `${key}.mp4`);
  const infoPath = join(cacheDir, `${key}.json`);
  if (existsSync(path) && existsSync(infoPath))
    return JSON.parse(readFileSync(infoPath, 'utf8')) as TalkingVideo;
  mkdirSync(cacheDir, { recursive: true });
  const pieces: Int16Array[] = [];
  const starts: number[] = [];
  let sampleRate = 22_050;
  let length = 0;
  const push = (samples: Int16Array) => {
    pieces.push(samples);
    length += samples.length;
  };
  for (const [index, sentence] of sentences.entries()) {
    const result = await runProcess(mediaTools.espeakNg, ['-v', 'en-us', '--stdout', sentence]);
    if (result.exitCode !== 0) throw new Error(`espeak-ng failed: ${result.stderr}`);
    const audio = readMonoWav(result.stdout);
    sampleRate = audio.sampleRate;
    push(new Int16Array(Math.round((index === 0 ? lead : pause) * sampleRate)));
    const firstLoud = audio.samples.findIndex((sample) => Math.abs(sample) > 328); // -40 dBFS
    starts.push((length + Math.max(0, firstLoud)) / sampleRate);
    push(audio.samples);
  }
  push(new Int16Array(Math.round(0.8 * sampleRate)));
  const all = new Int16Array(length);
  let offset = 0;
  for (const piece of pieces) {
    all.set(piece, offset);
    offset += piece.length;
  }
  const seconds = length / sampleRate;
  const wavPath = join(cacheDir, `${randomUUID()}.wav`);
  await writeFile(wavPath, encodeWav(all, sampleRate));
  const part = join(cacheDir, `${randomUUID()}.part.mp4`);
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds.toFixed(3)}`, '-i', wavPath],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-ar', '48000'],
    ...['-shortest', '-f', 'mp4', part],
  ]);
  renameSync(part, path);
  const info: TalkingVideo = { path, starts, seconds };
  writeFileSync(infoPath, JSON.stringify(info));
  return info;
}

/**
 * Where speech starts and ends in a file's sound: ffmpeg silencedetect, with its own threshold (0.25 s under -35 dB is
 * a pause, finer than the product's 0.3 s, so it judges the product rather than repeating it), read as it streams by the
 * product's silence reader and cut into stretches between the silences.
 */
export async function measuredSpeechRuns(path: string): Promise<{ start: number; end: number }[]> {
  const silenceLines = new SilenceLines();
  const result = await runProcess(
    mediaTools.ffmpeg,
    [
      ...['-nostdin', '-hide_banner', '-nostats', '-i', path, '-map', '0:a:0'],
      ...['-af', silencedetectFilter(-35, 0.25), '-f', 'null', '-'],
    ],
    { onStderr: (text) => silenceLines.push(text) },
  );
  if (result.exitCode !== 0) throw new Error(result.stderr);
  const [, hours, minutes, seconds] = /Duration: (\d+):(\d+):([\d.]+)/.exec(result.stderr) ?? [];
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return speechStretches(total, silenceLines.silences(total)).map((stretch) => ({
    start: stretch.startSeconds,
    end: stretch.endSeconds,
  }));
}
