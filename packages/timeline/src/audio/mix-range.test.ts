// mixRange: the export's plain-code mix, sample by sample.
import { describe, expect, it } from 'vitest';
import { testClip } from '../test-clip';
import { canMixInPlainCode, mixRange } from './mix-range';

const ramp = (length: number, from = 1) => Float32Array.from({ length }, (_, index) => (from + index) / 100);

const clip = (id: string, startSample: number, lengthSamples: number, sourceOffsetSamples = 0) => ({
  ...testClip(id, startSample, lengthSamples),
  sourceOffsetSamples,
});
/** Float32 samples added as a float32 mix adds them. */
const sum = (...values: number[]) =>
  values.reduce((total, value) => Math.fround(total + Math.fround(value)), 0);

describe('mixRange', () => {
  it('plays a mono source on both channels, from its offset, at its start', () => {
    const [left, right] = mixRange([clip('a', 2, 3, 1)], [[ramp(10)]], 0, 6);
    expect([...left]).toEqual([0, 0, 0.02, 0.03, 0.04, 0].map(Math.fround));
    expect([...right]).toEqual([...left]);
  });

  it('plays a stereo source channel by channel and sums clips that overlap', () => {
    const stereo = [ramp(4), ramp(4, 11)];
    const [left, right] = mixRange([clip('a', 0, 4), clip('b', 2, 2)], [stereo, [ramp(2, 50)]], 0, 4);
    expect([...left]).toEqual([0.01, 0.02, sum(0.03, 0.5), sum(0.04, 0.51)].map(Math.fround));
    expect([...right]).toEqual([0.11, 0.12, sum(0.13, 0.5), sum(0.14, 0.51)].map(Math.fround));
  });

  it('stops where the source ends, and leaves out clips outside the range', () => {
    const [left] = mixRange([clip('a', 1, 5), clip('b', 20, 3)], [[ramp(3)], [ramp(3)]], 0, 8);
    expect([...left]).toEqual([0, 0.01, 0.02, 0.03, 0, 0, 0, 0].map(Math.fround));
  });

  it('mixes in segments exactly what it mixes in one piece', () => {
    const clips = [clip('a', 3, 40, 5), clip('b', 30, 25), clip('c', 50, 10, 2)];
    const sources = [[ramp(60)], [ramp(30, 7), ramp(30, 9)], [ramp(20, 3)]];
    const [whole] = mixRange(clips, sources, 0, 64);
    const pieces = [0, 17, 34, 51].map((from) => mixRange(clips, sources, from, Math.min(64, from + 17))[0]);
    expect(pieces.flatMap((piece) => [...piece])).toEqual([...whole]);
  });

  it('takes sources of one or two channels only', () => {
    expect(canMixInPlainCode([[ramp(2)], [ramp(2), ramp(2)]])).toBe(true);
    expect(canMixInPlainCode([[ramp(2), ramp(2), ramp(2)]])).toBe(false);
  });
});
