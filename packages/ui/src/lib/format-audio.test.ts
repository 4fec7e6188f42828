// The voice screens' clock and size formats.
import { describe, expect, it } from 'vitest';
import { formatClock, formatMegabytes, formatTotalDuration } from './format-audio';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [150, '2:30'],
    [180, '3:00'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('formatMegabytes', () => {
  it('rounds large sizes to whole megabytes and small ones to a tenth', () => {
    expect(formatMegabytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatMegabytes(2.46 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatMegabytes(10)).toBe('0.1 MB');
  });
});

describe('formatTotalDuration', () => {
  it('writes seconds, minutes, then hours and minutes', () => {
    expect(formatTotalDuration(40)).toBe('40 s');
    expect(formatTotalDuration(1800)).toBe('30 min');
    expect(formatTotalDuration(3900)).toBe('1 h 05 min');
  });
});
