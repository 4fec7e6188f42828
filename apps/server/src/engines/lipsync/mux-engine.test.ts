// The embedded "mux" lip-sync engine with the real ffmpeg: a short video ping-pongs to the audio's length with no
// jump (every output frame is the source frame the ping-pong order names), in one command or in bounded reverse
// segments; a long video is trimmed (stream copy when it can be exact); the result is H.264/AAC 44.1 kHz MP4 with the
// moov first and a video track as long as the audio (±1 frame); aborting kills ffmpeg and leaves nothing behind.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe as group, expect, it } from 'vitest';
import { tempDir } from '../../test-support/test-server';
import { LipsyncAbortedError, LipsyncInputError } from './lipsync-engine';
import { probeLipsyncInputs } from './lipsync-probe';
import { planMux, reverseSegments } from './mux-commands';
import { MuxLipsyncEngine } from './mux-engine';
import {
  describe,
  difference,
  ffmpegsWorkingIn,
  FPS,
  greyFrames,
  HEIGHT,
  makeAudio,
  makeVideo,
  WIDTH,
} from './test-support/lipsync-media';

const dir = tempDir('twin-lipsync-mux-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let video2s: string;
let audio5s: string;
beforeAll(async () => {
  [video2s, audio5s] = await Promise.all([makeVideo(dir, 'v2.mp4', 2), makeAudio(dir, 'a5.wav', 5)]);
});

const signal = () => new AbortController().signal;
let outputs = 0;
const outputPath = () => {
  const folder = join(dir, `out-${++outputs}`);
  mkdirSync(folder);
  return join(folder, 'result.mp4');
};

/** The source frame the ping-pong order shows at output frame k: 0…n-1, n-2…1, 0…. */
const pingPong = (k: number, n: number) => {
  const period = 2 * n - 2;
  const p = k % period;
  return p < n ? p : period - p;
};

/** Asserts every output frame is the source frame the ping-pong order names, and no step jumps. */
async function expectPingPong(result: string, source: string) {
  const [out, src] = await Promise.all([greyFrames(result), greyFrames(source)]);
  for (let k = 0; k < out.length; k++) {
    const distances = src.map((frame) => difference(out[k]!, frame));
    const closest = distances.indexOf(Math.min(...distances));
    expect({ k, frame: closest }).toEqual({ k, frame: pingPong(k, src.length) });
  }
  const steps = (frames: Buffer[]) => frames.slice(1).map((frame, i) => difference(frames[i]!, frame));
  // No jump cut: no step between output frames is larger than the largest step of the source itself.
  expect(Math.max(...steps(out))).toBeLessThanOrEqual(Math.max(...steps(src)) + 2);
  // And the turnaround is a mirror: the frames either side of the last source frame are the same picture.
  const n = src.length;
  for (const offset of [1, 2, 3]) {
    expect(difference(out[n - 1 - offset]!, out[n - 1 + offset]!)).toBeLessThan(3);
  }
}

/** Checks the result's container, codecs, moov position and lengths against the audio's. */
async function expectResult(path: string, audioSeconds: number) {
  const facts = await describe(path);
  expect(facts.formatName).toContain('mp4');
  expect(facts.video).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p' });
  expect(facts.audio).toMatchObject({ codec: 'aac', sampleRate: 44_100 });
  expect(Math.abs(facts.audio!.seconds - audioSeconds)).toBeLessThan(0.05);
  expect(Math.abs(facts.video!.seconds - audioSeconds)).toBeLessThanOrEqual(1 / FPS + 1e-3);
  expect(Math.abs(facts.video!.frames - audioSeconds * FPS)).toBeLessThanOrEqual(1);
  const bytes = readFileSync(path);
  expect(bytes.indexOf('moov')).toBeGreaterThan(0);
  expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat')); // +faststart
  return facts;
}

group('the mux engine', () => {
  it('says it moves no mouth', () => {
    const engine = new MuxLipsyncEngine();
    expect(engine).toMatchObject({ name: 'mux', movesMouth: false });
    expect(engine.description).toMatch(/does not move the mouth/);
  });

  it('ping-pongs a 2 s video to 5 s of audio: forward, backward, forward, no jump, no frame twice', async () => {
    const output = outputPath();
    const progress: number[] = [];
    const result = await new MuxLipsyncEngine().run({
      videoPath: video2s,
      audioPath: audio5s,
      outputPath: output,
      useCodeformer: true,
      signal: signal(),
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(result.durationSeconds).toBeCloseTo(5, 2);
    await expectResult(output, 5);
    await expectPingPong(output, video2s);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(readdirSync(join(output, '..'))).toEqual(['result.mp4']); // the work folder is gone
  });

  it('plans the ping-pong as one decode of the video, a reverse of only what the audio needs, and a copy', async () => {
    const audio = await makeAudio(dir, 'a2.5.wav', 2.5);
    const facts = await probeLipsyncInputs(video2s, audio);
    const paths = { videoPath: video2s, audioPath: audio, outputPath: '/x/out.mp4', workDir: '/x' };
    const plan = planMux(facts, paths);
    expect(plan.kind).toBe('ping-pong');
    expect(plan.steps).toHaveLength(2);
    const graph = plan.steps[0]!.args[plan.steps[0]!.args.indexOf('-filter_complex') + 1];
    // 25 frames needed from 20: the last 5 before the turnaround (frames 18…14) are reversed, nothing more.
    expect(graph).toBe(
      '[0:v:0]split=2[f][r];[r]trim=start_frame=14:end_frame=19,reverse[b];' +
        '[f][b]concat=n=2:v=1:a=0,setpts=N*1/(10*TB),format=yuv420p[v]',
    );
    expect(plan.steps[0]!.args).toEqual(expect.arrayContaining(['-bf', '0', '-threads', '2']));
    expect(plan.steps[1]!.args).toEqual(
      expect.arrayContaining([
        '-f',
        'concat',
        '-c:v',
        'copy',
        '-ar',
        '44100',
        '-t',
        '2.500000',
        '+faststart',
      ]),
    );
    const output = outputPath();
    await new MuxLipsyncEngine().run({ videoPath: video2s, audioPath: audio, outputPath: output, useCodeformer: false, signal: signal() }); // prettier-ignore
    await expectResult(output, 2.5);
    await expectPingPong(output, video2s);
  });

  it('reverses in bounded segments, cut at key frames, when the frames would not fit the buffer', async () => {
    const video = await makeVideo(dir, 'v2-gop5.mp4', 2, { gop: 5 });
    const reverseBufferBytes = WIDTH * HEIGHT * 1.5 * 6; // six frames
    const facts = await probeLipsyncInputs(video, audio5s);
    expect(facts.video.keyFrames).toEqual([0, 5, 10, 15]);
    const plan = planMux(facts, { videoPath: video, audioPath: audio5s, outputPath: '/x/o.mp4', workDir: '/x' }, { reverseBufferBytes }); // prettier-ignore
    expect(plan.steps.map((step) => step.label)).toEqual([
      'forward 20 frames',
      'backward frames 18…15',
      'backward frames 14…10',
      'backward frames 9…5',
      'backward frames 4…1',
      '2 times, cut at 5.000000 s, with the audio',
    ]);
    const output = outputPath();
    await new MuxLipsyncEngine({ reverseBufferBytes }).run({ videoPath: video, audioPath: audio5s, outputPath: output, useCodeformer: false, signal: signal() }); // prettier-ignore
    await expectResult(output, 5);
    await expectPingPong(output, video);
  });

  it('trims a longer video at the audio’s end: a stream copy without B-frames, an encode with them', async () => {
    const audio = await makeAudio(dir, 'a2.wav', 2);
    for (const [bFrames, kind] of [
      [0, 'trim-copy'],
      [3, 'trim-encode'],
    ] as const) {
      const video = await makeVideo(dir, `v3-bf${bFrames}.mp4`, 3, { bFrames });
      const facts = await probeLipsyncInputs(video, audio);
      expect(planMux(facts, { videoPath: video, audioPath: audio, outputPath: '/x/o.mp4', workDir: '/x' }).kind).toBe(kind); // prettier-ignore
      const output = outputPath();
      const result = await new MuxLipsyncEngine().run({ videoPath: video, audioPath: audio, outputPath: output, useCodeformer: false, signal: signal() }); // prettier-ignore
      expect(result.durationSeconds).toBeCloseTo(2, 2);
      await expectResult(output, 2);
      const [out, src] = await Promise.all([greyFrames(output), greyFrames(video)]);
      out.forEach((frame, k) => expect(difference(frame, src[k]!)).toBeLessThan(3)); // the first 2 s, in order
    }
  });

  it('kills ffmpeg when aborted and leaves no file behind', async () => {
    const video = await makeVideo(dir, 'v-big.mp4', 4, { width: 640, height: 480 });
    const audio = await makeAudio(dir, 'a30.wav', 30);
    const output = outputPath();
    const controller = new AbortController();
    let running: string[] = [];
    const started = Date.now();
    const run = new MuxLipsyncEngine({ x264Preset: 'veryslow' }).run({
      videoPath: video,
      audioPath: audio,
      outputPath: output,
      useCodeformer: false,
      signal: controller.signal,
      onProgress: () => {
        if (controller.signal.aborted) return;
        running = ffmpegsWorkingIn(join(output, '..'));
        controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(LipsyncAbortedError);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(running.length).toBe(1); // ffmpeg was at work when the signal came
    await expect
      .poll(() => running.filter((pid) => existsSync(`/proc/${pid}`)), { timeout: 3_000 })
      .toEqual([]);
    expect(readdirSync(join(output, '..'))).toEqual([]);
  });

  it('refuses a file that is not a video with a clear message', async () => {
    const text = join(dir, 'not-a-video.mp4');
    writeFileSync(text, 'hello, this is not a video');
    await expect(
      new MuxLipsyncEngine().run({ videoPath: text, audioPath: audio5s, outputPath: outputPath(), useCodeformer: false, signal: signal() }), // prettier-ignore
    ).rejects.toThrow(LipsyncInputError);
  });
});

group('reverseSegments', () => {
  it('cuts at most maxFrames, at the last key frame in reach', () => {
    expect(reverseSegments(1, 19, 6, [0, 5, 10, 15])).toEqual([
      [1, 5],
      [5, 10],
      [10, 15],
      [15, 19],
    ]);
    expect(reverseSegments(1, 19, 6, [0])).toEqual([
      [1, 7],
      [7, 13],
      [13, 19],
    ]);
    expect(reverseSegments(3, 3, 6, [])).toEqual([]);
  });
});

/** Pids of ffmpeg processes whose command line names a path under `folder`. */
