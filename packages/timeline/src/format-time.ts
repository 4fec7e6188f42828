// Time as editors show it: m:ss.t (tenths), and h:mm:ss.t past an hour.
import { samplesToSeconds } from './headless';

export function formatTimelineTime(seconds: number): string {
  const safe = Math.max(0, seconds);
  const tenths = Math.floor(safe * 10 + 1e-6);
  const hours = Math.floor(tenths / 36_000);
  const minutes = Math.floor((tenths % 36_000) / 600);
  const secs = Math.floor((tenths % 600) / 10);
  const tenth = tenths % 10;
  const ss = String(secs).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}.${tenth}`
    : `${minutes}:${ss}.${tenth}`;
}

export function formatSampleTime(samples: number): string {
  return formatTimelineTime(samplesToSeconds(samples));
}
