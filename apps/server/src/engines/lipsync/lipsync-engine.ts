// The lip-sync engine interface: makes the video in which the speaker delivers a soundtrack, from one of their videos
// and that soundtrack (the timeline's mix). Implementations: the embedded "face" engine (face-engine.ts: tracks the
// face and redraws lips and jaw), the embedded "mux" engine (mux-engine.ts: fits the video to the audio's length and
// replaces its track; it moves no mouth; "face" falls back to it) and the Cog HTTP predictor at LIPSYNC_URL
// (cog-engine.ts: a LatentSync-style model). Errors carry sentences a user can read; `detail` is for the log.
import type { FaceCheck } from './face/face-track';

export type LipsyncEngineName = 'face' | 'mux' | 'http';

export interface LipsyncInput {
  /** The speaker's video: any container and codec ffmpeg reads (normally the processed H.264 MP4). */
  videoPath: string;
  /** The soundtrack to deliver (the timeline mix). Its length is the result's length. */
  audioPath: string;
  /**
   * Where the result goes: an MP4 with H.264 video and AAC 44.1 kHz audio, moov at the front (+faststart), whose
   * video track is as long as the audio (±1 frame). Written whole or not at all: on any failure nothing is there.
   */
  outputPath: string;
  /** The confirmation's "enhance face" toggle: restore faces with CodeFormer after lip-sync where the engine can. */
  useCodeformer: boolean;
  /** Aborting stops the work at once (ffmpeg killed, the remote prediction canceled) and rejects with LipsyncAbortedError. */
  signal: AbortSignal;
  /** A fraction 0..1 as the work advances, never decreasing; 1 once the output is in place. */
  onProgress?: (fraction: number) => void;
  /**
   * The video's face check from when it was processed, if it has one: an engine that looks for a face trusts it
   * instead of looking at sampled frames again (tracking every frame still decides whether the mouth is redrawn).
   */
  knownFaceCheck?: FaceCheck | null;
}

export interface LipsyncResult {
  /** Seconds of the result (its audio's length; the video track matches within one frame). */
  durationSeconds: number;
  /**
   * The "face" engine's finding: 'ready' when the mouth was redrawn; otherwise why not (the result is then the "mux"
   * one: the video fitted to the audio, its own mouth). Absent for engines that do not look for a face.
   */
  faceCheck?: FaceCheck;
}

export interface LipsyncEngine {
  readonly name: LipsyncEngineName;
  /** False for the embedded "mux" engine: the picture is the speaker's own video, the lips do not follow the audio. */
  readonly movesMouth: boolean;
  /** One honest sentence for the UI and the README. */
  readonly description: string;
  /** HTTP engine: whether the predictor accepts a connection (for /api/health; reused for 5 s). Embedded: none. */
  isReachable?(): Promise<boolean>;
  run(input: LipsyncInput): Promise<LipsyncResult>;
}

/** Base of the engine's errors: `message` is for the user, `detail` for the log. */
export class LipsyncError extends Error {
  constructor(
    message: string,
    readonly detail: string = message,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'LipsyncError';
  }
}

/** The video or the audio cannot be used (no picture, no sound, unreadable). → 422, no retry helps. */
export class LipsyncInputError extends LipsyncError {
  constructor(message: string, detail?: string) {
    super(message, detail);
    this.name = 'LipsyncInputError';
  }
}

/** The engine is not answering (down, still starting, busy with another video). → 503, try again later. */
export class LipsyncUnavailableError extends LipsyncError {
  constructor(message: string, detail?: string) {
    super(message, detail);
    this.name = 'LipsyncUnavailableError';
  }
}

/** The engine answered but could not make this video (a failed prediction, ffmpeg failing, unusable output). → 502 */
export class LipsyncFailedError extends LipsyncError {
  constructor(message: string, detail?: string, options?: ErrorOptions) {
    super(message, detail, options);
    this.name = 'LipsyncFailedError';
  }
}

/** The engine took longer than its time limit; the work was stopped (the remote prediction canceled). */
export class LipsyncTimeoutError extends LipsyncError {
  constructor(message: string, detail?: string) {
    super(message, detail);
    this.name = 'LipsyncTimeoutError';
  }
}

/** The caller's signal aborted the run (a job stopping); nothing is left behind. */
export class LipsyncAbortedError extends LipsyncError {
  constructor(detail = 'lip-sync was stopped') {
    super('Lip-sync was stopped.', detail);
    this.name = 'LipsyncAbortedError';
  }
}
