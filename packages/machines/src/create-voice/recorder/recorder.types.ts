// The recorder machine's data shapes: context, events, and the messages exchanged with the media
// capture actor the app provides (a callback actor around getUserMedia + MediaRecorder).
import type { Recording } from '../../shared/audio-sample';
import type { RecorderLimits } from './recorder.limits';

export interface RecorderContext {
  limits: Required<Pick<RecorderLimits, 'maxSeconds' | 'autoStopSeconds'>> & { minSeconds: number | null };
  microphoneErrorText: string;
  /** Whole seconds since the microphone started, counted by the machine's own clock. */
  elapsedSeconds: number;
  /** The kept take, once recorded. */
  recording: Recording | null;
  /**
   * A take refused for its length (issue 26): kept, never announced, so it can be played back before it is
   * discarded; gone with the next take or a discard.
   */
  refusedTake: Recording | null;
  error: string | null;
}

/** What the capture actor sends back to the recorder. */
export type CaptureReport =
  /** The microphone is open and recording has begun. */
  | { type: 'capture.started' }
  /** After `capture.stop`: the take, assembled from the recorder's chunks. */
  | { type: 'capture.stopped'; audio: Blob; mimeType: string }
  /** getUserMedia was refused or the device failed. */
  | { type: 'capture.failed'; error?: unknown };

/** What the recorder sends to the capture actor: finish the take and report `capture.stopped`. */
export type CaptureCommand = { type: 'capture.stop' };

export interface CaptureInput {
  /** The capture may use it as a safety net; the machine stops the take itself. */
  maxSeconds: number;
}

export type RecorderEvent =
  /** Start, or Record Again from recorded/error. */
  | { type: 'recording.start' }
  /** Stop Early / Stop & Save. */
  | { type: 'recording.stop' }
  /** Abandon the take in progress (the modal closed). */
  | { type: 'recording.cancel' }
  /** Forget the kept take or the error, back to idle. */
  | { type: 'recording.discard' }
  | CaptureReport;

export type RecorderEmitted = { type: 'recorder.recorded'; recording: Recording };
