// The recorder's limits and the presets of spec part 2 §4, §5 and §9: quick clone auto-stops at
// 10 s; emotion samples 5–30 s, auto-stop 30 s; pro clone up to 180 s and at least 120 s; the full
// training modal has no minimum of its own. Plus the pure length check the machine's guards use.
import { recorderMessages } from './recorder.messages';

export interface RecorderLimits {
  /** Longest take accepted, in seconds. */
  maxSeconds: number;
  /** Shortest take accepted, in seconds; none when absent. */
  minSeconds?: number;
  /** The take stops by itself after this many seconds. */
  autoStopSeconds: number;
}

export interface RecorderInput extends RecorderLimits {
  /** Shown when the microphone cannot be opened; each screen has its own spec text. */
  microphoneErrorText?: string;
}

export const recorderPresets = {
  quickClone: {
    maxSeconds: 10,
    autoStopSeconds: 10,
    microphoneErrorText: recorderMessages.failedToStart,
  },
  emotionSample: {
    maxSeconds: 30,
    minSeconds: 5,
    autoStopSeconds: 30,
    microphoneErrorText: recorderMessages.accessDeniedTryAgain,
  },
  proClone: {
    maxSeconds: 180,
    minSeconds: 120,
    autoStopSeconds: 180,
    microphoneErrorText: recorderMessages.accessDenied,
  },
  /** The Record Audio modal of full training: no minimum; 2 hours is the whole range. */
  fullTraining: {
    maxSeconds: 7200,
    autoStopSeconds: 7200,
    microphoneErrorText: recorderMessages.accessDenied,
  },
} as const satisfies Record<string, RecorderInput>;

/** The first broken length rule's text, or null when a take of `seconds` may be kept. */
export function checkRecordingLength(seconds: number, limits: RecorderLimits): string | null {
  if (limits.minSeconds !== undefined && seconds < limits.minSeconds) {
    return recorderMessages.tooShort(limits.minSeconds);
  }
  if (seconds > limits.maxSeconds) return recorderMessages.tooLong(limits.maxSeconds);
  return null;
}

/** How far the take is towards its maximum, 0 to 1 (the progress bar). */
export function recordingProgress(
  elapsedSeconds: number,
  limits: Pick<RecorderLimits, 'maxSeconds'>,
): number {
  if (limits.maxSeconds <= 0) return 0;
  return Math.min(1, Math.max(0, elapsedSeconds / limits.maxSeconds));
}
