// The timeline mix: clips cut from their offsets, placed at their starts, summed into 44.1 kHz stereo PCM exactly as
// long as the timeline, with silence where no clip plays.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../media/run-ffmpeg';
import { mixTimeline, timelineSeconds } from './timeline-mix';

let dir: string;

/** A tone of `seconds` at `hz`, 22.05 kHz mono (the mix resamples and spreads it to stereo). */
async function tone(name: string, hz: number, seconds: number): Promise<string> {
  const path = join(dir, `${name}.wav`);
  await runFfmpeg(['-f', 'lavfi', '-i', `sine=frequency=${hz}:sample_rate=22050:duration=${seconds}`, path]);
  return path;
}

/** The 16-bit stereo samples of a canonical WAV ffmpeg wrote (the 'data' chunk found by name). */
async function pcm(path: string): Promise<{ rate: number; channels: number; left: Int16Array }> {
  const bytes = await readFile(path);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  let rate = 0;
  let channels = 0;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ') {
      channels = view.getUint16(offset + 10, true);
      rate = view.getUint32(offset + 12, true);
    }
    if (id === 'data') {
      const frames = size / 2 / channels;
      const left = new Int16Array(frames);
      for (let i = 0; i < frames; i += 1) left[i] = view.getInt16(offset + 8 + i * 2 * channels, true);
      return { rate, channels, left };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}

const peakBetween = (samples: Int16Array, rate: number, from: number, to: number) =>
  samples
    .subarray(Math.round(from * rate), Math.round(to * rate))
    .reduce((peak, value) => Math.max(peak, Math.abs(value)), 0);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'twin-mix-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('mixTimeline', () => {
  it('places each clip at its start from its offset and lasts exactly as long as the timeline', async () => {
    const a = await tone('a', 440, 2);
    const b = await tone('b', 660, 3);
    const clips = [
      { path: a, startTime: 0, duration: 1, sourceOffset: 0.5 },
      // A gap from 1 s to 2 s, then 1.5 s of b from its second second.
      { path: b, startTime: 2, duration: 1.5, sourceOffset: 1 },
    ];
    const output = join(dir, 'mix.wav');
    const { durationSeconds } = await mixTimeline(clips, output);
    expect(durationSeconds).toBe(3.5);
    expect(timelineSeconds(clips)).toBe(3.5);
    const { rate, channels, left } = await pcm(output);
    expect(rate).toBe(44_100);
    expect(channels).toBe(2);
    expect(Math.abs(left.length / rate - 3.5)).toBeLessThan(0.001);
    // lavfi's sine peaks at 1/8 of full scale (4,096), spread to stereo at -3 dB (2,896).
    expect(peakBetween(left, rate, 0.05, 0.95)).toBeGreaterThan(2_500);
    expect(peakBetween(left, rate, 1.05, 1.95)).toBe(0);
    expect(peakBetween(left, rate, 2.05, 3.45)).toBeGreaterThan(2_500);
  });

  it('sums overlapping clips and pads a timeline that starts late with silence', async () => {
    const a = await tone('c', 300, 1);
    const output = join(dir, 'late.wav');
    await mixTimeline(
      [
        { path: a, startTime: 1, duration: 1, sourceOffset: 0 },
        { path: a, startTime: 1, duration: 1, sourceOffset: 0 },
      ],
      output,
    );
    const { rate, left } = await pcm(output);
    expect(Math.abs(left.length / rate - 2)).toBeLessThan(0.001);
    expect(peakBetween(left, rate, 0, 0.95)).toBe(0);
    // Two copies in phase: twice one tone's 2,896 (summed, not normalised).
    expect(peakBetween(left, rate, 1.05, 1.95)).toBeGreaterThan(5_500);
  });

  it('fails with ffmpeg’s words when a source is not audio', async () => {
    const notAudio = join(dir, 'not-audio.wav');
    await runFfmpeg(['-f', 'lavfi', '-i', 'color=c=red:s=16x16:d=1', '-frames:v', '1', join(dir, 'x.png')]);
    await expect(
      mixTimeline([{ path: join(dir, 'x.png'), startTime: 0, duration: 1, sourceOffset: 0 }], notAudio),
    ).rejects.toThrow(/ffmpeg/);
  });
});
