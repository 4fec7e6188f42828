// Client-side checks of an uploaded voice sample (spec part 2 §5), as pure functions returning
// the first failing rule's text or null. The type and size are checked before the duration is
// probed; the duration check runs on the probe's answer.
import { audioFileMessages } from './audio-file.messages';
import type { AudioFile } from './audio-sample';

const megabyte = 1024 * 1024;

export const proCloneFileLimits = {
  maxBytes: 200 * megabyte,
  minSeconds: 120,
  /** Only the first 180 s are used: the effective duration is capped. */
  maxEffectiveSeconds: 180,
} as const;

export const quickCloneFileLimits = {
  maxBytes: 50 * megabyte,
  minSeconds: 5,
  maxSeconds: 30,
} as const;

export function isAudioType(file: Pick<AudioFile, 'type'>): boolean {
  return file.type.startsWith('audio/');
}

export function checkProCloneFile(file: Pick<AudioFile, 'type' | 'size'>): string | null {
  if (!isAudioType(file)) return audioFileMessages.notAudio;
  if (file.size > proCloneFileLimits.maxBytes) return audioFileMessages.proTooLarge;
  return null;
}

export function checkProCloneDuration(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return audioFileMessages.unreadable;
  if (seconds < proCloneFileLimits.minSeconds) return audioFileMessages.proTooShort;
  return null;
}

export function effectiveProCloneSeconds(seconds: number): number {
  return Math.min(seconds, proCloneFileLimits.maxEffectiveSeconds);
}

export function checkQuickCloneFile(file: Pick<AudioFile, 'type' | 'size'>): string | null {
  if (!isAudioType(file)) return audioFileMessages.notAudio;
  if (file.size > quickCloneFileLimits.maxBytes) return audioFileMessages.quickTooLarge;
  return null;
}

export function checkQuickCloneDuration(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return audioFileMessages.unreadable;
  if (seconds < quickCloneFileLimits.minSeconds) return audioFileMessages.quickTooShort;
  if (seconds > quickCloneFileLimits.maxSeconds) return audioFileMessages.quickTooLong;
  return null;
}
