// The embedded "face" lip-sync engine on a real face (the astronaut portrait made into a talking-head-like video) with
// speech that has a 2 s pause: unevenly spaced frames stay in time with the sound (the lip-motion meter on the
// result); a video without a face keeps the "mux" result and says why, as does a video whose check (made as it was
// processed) found none; aborting stops the work at once and leaves nothing behind. The acceptance figures on a 20 s
// video are measured through the real server in video/lipsync-face-motion.test.ts.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../media/run-ffmpeg';
import { tempDir } from '../../test-support/test-server';
import { FaceLipsyncEngine } from './face-engine';
import type { FaceCheck } from './face/face-track';
import { LipsyncAbortedError } from './lipsync-engine';
import { measureLipMotion } from './test-support/lip-motion-meter';
import { describe as describeResult, ffmpegsWorkingIn } from './test-support/lipsync-media';
import {
  hasAstronautPortrait,
  makeFacelessVideo,
  makeFaceVideo,
  makeSpeechWithPause,
} from './test-support/talking-face';

const dir = tempDir('twin-lipsync-face-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let faceVideo: string;
let speech: string;
beforeAll(async () => {
  if (!hasAstronautPortrait()) throw new Error('python3-skimage is missing: npm test installs it');
  [faceVideo, speech] = await Promise.all([makeFaceVideo(dir, 20), makeSpeechWithPause(dir)]);
}, 120_000);

let outputs = 0;
const outputPath = () => {
  const folder = join(dir, `out-${++outputs}`);
  mkdirSync(folder);
  return join(folder, 'result.mp4');
};
const run = (
  videoPath: string,
  {
    signal = new AbortController().signal,
    onProgress,
    knownFaceCheck,
  }: { signal?: AbortSignal; onProgress?: (f: number) => void; knownFaceCheck?: FaceCheck } = {},
) => {
  const output = outputPath();
  const result = new FaceLipsyncEngine().run({
    videoPath,
    audioPath: speech,
    outputPath: output,
    useCodeformer: true,
    signal,
    onProgress,
    knownFaceCheck,
  });
  return { output, result };
};

describe('the face engine on unevenly spaced frames (a browser recording)', () => {
  it('keeps the mouth in time with the sound', async () => {
    // 25 fps for 10 s, then every other frame dropped (12.5 fps) with the frames keeping their times; no B-frames, so
    // the fitted video is a stream copy that keeps the uneven spacing.
    const uneven = join(dir, 'uneven.mp4');
    await runFfmpeg([
      '-i', faceVideo, '-vf', "select='lt(t\\,10)+mod(n\\,2)'", '-fps_mode', 'vfr',
      '-c:v', 'libx264', '-preset', 'veryfast', '-bf', '0', '-pix_fmt', 'yuv420p', uneven,
    ]); // prettier-ignore
    const made = run(uneven);
    expect((await made.result).faceCheck).toBe('ready');
    const motion = await measureLipMotion(made.output, null);
    expect(motion.correlation).toBeGreaterThanOrEqual(0.5);
    expect(motion.lag).toBeLessThanOrEqual(1);
    expect(motion.silenceToSpeechGap).toBeLessThanOrEqual(0.6);
  }, 180_000);
});

describe('the face engine without a usable face', () => {
  it('keeps the mux result and says that no face was found', async () => {
    const made = run(await makeFacelessVideo(dir, 4));
    const result = await made.result;
    expect(result.faceCheck).toBe('no_face');
    const facts = await describeResult(made.output);
    expect(facts.video?.codec).toBe('h264');
    expect(Math.abs(facts.video!.seconds - result.durationSeconds)).toBeLessThanOrEqual(1 / 25 + 0.001);
  }, 120_000);
});

describe('the face engine with the check made as the video was processed', () => {
  it('trusts a verdict of no usable face and keeps the mux result without looking again', async () => {
    const made = run(faceVideo, { knownFaceCheck: 'several_faces' });
    const result = await made.result;
    expect(result.faceCheck).toBe('several_faces');
    const facts = await describeResult(made.output);
    expect(Math.abs(facts.video!.seconds - result.durationSeconds)).toBeLessThanOrEqual(1 / 25 + 0.001);
  }, 120_000);
});

describe('aborting the face engine', () => {
  it('stops ffmpeg and the face thread at once and leaves no file behind', async () => {
    const controller = new AbortController();
    let running: string[] = [];
    const made = run(faceVideo, {
      signal: controller.signal,
      onProgress: (fraction) => {
        // Abort in the middle of face tracking, when ffmpeg is decoding for the thread.
        if (fraction < 0.3 || controller.signal.aborted) return;
        running = ffmpegsWorkingIn(join(made.output, '..'));
        controller.abort();
      },
    });
    const started = Date.now();
    await expect(made.result).rejects.toBeInstanceOf(LipsyncAbortedError);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(running.length).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => running.filter((pid) => existsSync(`/proc/${pid}`)), { timeout: 3_000 })
      .toEqual([]);
    expect(readdirSync(join(made.output, '..'))).toEqual([]);
  }, 120_000);
});
