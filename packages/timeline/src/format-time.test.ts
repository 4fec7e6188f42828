// Time readouts: m:ss.t, h:mm:ss.t past an hour, tenths truncated, never negative.
import { describe, expect, it } from 'vitest';
import { formatSampleTime, formatTimelineTime } from './format-time';

describe('formatTimelineTime', () => {
  it('shows minutes, seconds and tenths', () => {
    expect(formatTimelineTime(0)).toBe('0:00.0');
    expect(formatTimelineTime(5.25)).toBe('0:05.2');
    expect(formatTimelineTime(1799.1)).toBe('29:59.1');
  });
  it('adds hours past an hour', () => {
    expect(formatTimelineTime(3725.5)).toBe('1:02:05.5');
  });
  it('clamps negative times to zero', () => {
    expect(formatTimelineTime(-3)).toBe('0:00.0');
  });
  it('formats samples at 44,100 Hz', () => {
    expect(formatSampleTime(44_100 * 12)).toBe('0:12.0');
  });
});
