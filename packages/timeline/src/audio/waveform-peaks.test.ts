// Waveform peaks: extremes per 128 samples across channels, and merged ranges for any zoom.
import { describe, expect, it } from 'vitest';
import { computePeaks, peakRange } from './waveform-peaks';

describe('computePeaks', () => {
  it('keeps the minimum and maximum of each block, across channels', () => {
    const left = new Float32Array(300);
    const right = new Float32Array(300);
    left[10] = 0.8;
    right[20] = -0.6;
    left[200] = -0.3;
    const peaks = computePeaks([left, right], 128);
    expect(peaks.length).toBe(300);
    expect(peaks.max.length).toBe(3);
    expect([peaks.min[0], peaks.max[0]].map((v) => Number(v!.toFixed(2)))).toEqual([-0.6, 0.8]);
    expect(Number(peaks.min[1]!.toFixed(2))).toBe(-0.3);
    expect(peaks.max[2]).toBe(0);
  });
});

describe('peakRange', () => {
  it('merges the blocks a pixel covers', () => {
    const channel = new Float32Array(512);
    channel[5] = 0.5;
    channel[300] = -0.9;
    const peaks = computePeaks([channel], 128);
    expect(peakRange(peaks, 0, 512).map((v) => Number(v.toFixed(2)))).toEqual([-0.9, 0.5]);
    expect(peakRange(peaks, 0, 128).map((v) => Number(v.toFixed(2)))).toEqual([0, 0.5]);
  });
});
