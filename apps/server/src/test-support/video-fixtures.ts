// Test videos made on the spot with ffmpeg's lavfi sources (no binary fixtures in the repository): small and short,
// cached per machine in the OS temp directory so test files share them. Each is written under a unique name and
// renamed into place, so parallel test files may race harmlessly.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaTools } from '../media/media-tools';
import { runFfmpeg } from '../media/run-ffmpeg';
import { runProcess } from '../media/run-process';

const cacheDir = join(tmpdir(), 'twin-video-fixtures-v2');

const picture = (size: string, rate: number, seconds: number) => [
  ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`],
  ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
];

/** How each fixture is made: ffmpeg arguments writing to `out`, or a function. */
const recipes: Record<string, (out: string) => Promise<void>> = {
  // H.264/AAC as most cameras and phones write it: moov after mdat (no faststart).
  'camera.mp4': (out) =>
    runFfmpeg([
      ...picture('320x240', 25, 2),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'mp4', out],
    ]),
  // Already web-ready: H.264/AAC with faststart.
  'web.mp4': (out) =>
    runFfmpeg([
      ...picture('320x240', 25, 2),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-movflags', '+faststart', '-f', 'mp4', out],
    ]),
  // A MediaRecorder-like WebM (VP8/Opus) written to a pipe: no duration nor cues in its header.
  'recording.webm': async (out) => {
    const result = await runProcess(mediaTools.ffmpeg, [
      ...['-nostdin', '-v', 'error'],
      ...picture('320x240', 25, 2),
      ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '400k', '-c:a', 'libopus'],
      ...['-f', 'webm', 'pipe:1'],
    ]);
    if (result.exitCode !== 0) throw new Error(result.stderr);
    await writeFile(out, result.stdout);
  },
  // An AVI (MPEG-4 part 2, PCM) as old cameras write.
  'camera.avi': (out) =>
    runFfmpeg([...picture('320x240', 25, 2), ...['-c:v', 'mpeg4', '-c:a', 'pcm_s16le', '-f', 'avi', out]]),
  // 15 s of 640x360: a transcode that takes a second or two, so a restart test can kill the server mid-job.
  'long.avi': (out) =>
    runFfmpeg([
      ...picture('640x360', 30, 15),
      ...['-c:v', 'mpeg4', '-q:v', '5', '-c:a', 'pcm_s16le', '-f', 'avi', out],
    ]),
  'notes.txt': (out) => writeFile(out, 'These are my notes for the video, not a video.\n'.repeat(50)),
  // The camera MP4 cut in half: its moov (at the end) is gone.
  'cut-camera.mp4': async (out) => {
    const whole = await readFile(await videoFixture('camera.mp4'));
    await writeFile(out, whole.subarray(0, Math.floor(whole.length / 2)));
  },
  // A 6 s WebM written to a file (its header states the duration), cut in half: taken, but it ends early.
  'cut-long.webm': async (out) => {
    const whole = join(cacheDir, `${randomUUID()}.whole.webm`);
    await runFfmpeg([
      ...picture('320x240', 25, 6),
      ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '400k', '-c:a', 'libopus'],
      ...['-f', 'webm', whole],
    ]);
    const bytes = await readFile(whole);
    await rm(whole);
    await writeFile(out, bytes.subarray(0, Math.floor(bytes.length / 2)));
  },
  // The camera AVI cut in half: its header still reads, but its RIFF chunk (and index) end early.
  'cut-camera.avi': async (out) => {
    const whole = await readFile(await videoFixture('camera.avi'));
    await writeFile(out, whole.subarray(0, Math.floor(whole.length / 2)));
  },
  // The web-ready MP4 cut in half: ffprobe still reads its moov, but the media data ends early.
  'cut-web.mp4': async (out) => {
    const whole = await readFile(await videoFixture('web.mp4'));
    await writeFile(out, whole.subarray(0, Math.floor(whole.length / 2)));
  },
};

export type VideoFixture = keyof typeof recipes;

/** The path of a fixture, made on first use. */
export async function videoFixture(name: VideoFixture): Promise<string> {
  const path = join(cacheDir, name);
  if (existsSync(path)) return path;
  mkdirSync(cacheDir, { recursive: true });
  const part = join(cacheDir, `${randomUUID()}.part-${name}`);
  await recipes[name]!(part);
  renameSync(part, path);
  return path;
}
