// The video recorder machine's data shapes: input, context, events, what it emits, and the
// messages exchanged with the app's camera capture actor and its save actor.
import type { VideoProcessingFields } from '../../shared/video-processing';
import type { VideoRecordingExtension } from './video-recorder.format';
import type { UploadProgressEvent } from '../../shared/upload-progress';

export interface VideoRecorderInput {
  /** The take stops by itself after this many seconds (default videoRecorderMaxSeconds). */
  maxSeconds?: number;
  /** Status checks before giving up; the spec's 60 when absent. */
  maxStatusChecks?: number;
}

/** The kept take. */
export interface VideoRecording {
  video: Blob;
  /** The container the capture produced ('video/mp4', 'video/webm;codecs=vp8,opus', …). */
  mimeType: string;
  extension: VideoRecordingExtension;
  durationSeconds: number;
}

export interface VideoRecorderContext extends VideoProcessingFields {
  maxSeconds: number;
  /** Whole seconds recorded, counted by the machine's own clock. */
  elapsedSeconds: number;
  /**
   * The live camera for the preview (a MediaStream in the browser; opaque here, machines know no
   * DOM), while the camera is open.
   */
  preview: unknown;
  recording: VideoRecording | null;
}

/** What the capture actor sends back. */
export type VideoCaptureReport =
  /** The camera is open and recording has begun; `preview` is its live stream. */
  | { type: 'capture.started'; preview: unknown }
  /** After `capture.stop`: the take. */
  | { type: 'capture.stopped'; video: Blob; mimeType: string }
  /** getUserMedia refused or the device failed. */
  | { type: 'capture.failed'; error?: unknown };

/** What the recorder sends the capture actor: finish the take and report `capture.stopped`. */
export type VideoCaptureCommand = { type: 'capture.stop' };

export interface VideoCaptureInput {
  /** A safety net for the capture; the machine stops the take itself. */
  maxSeconds: number;
}

export interface SaveVideoRecordingInput {
  recording: VideoRecording;
  /** 0–100 of the upload's bytes. */
  reportProgress: (percent: number) => void;
}

/** The saved video, mapped by the app from POST /api/videos/record. */
export interface SavedVideoRecording {
  videoId: string;
}

export type VideoRecorderEvent =
  /** Start Recording, or Record Again. */
  | { type: 'recording.start' }
  /** Stop Recording. */
  | { type: 'recording.stop' }
  /** Leave the camera request or the take (the tab or the modal closed). */
  | { type: 'recording.cancel' }
  /** Save Recording (again after a failure). */
  | { type: 'recording.save' }
  /** From the save actor's reportProgress. */
  | UploadProgressEvent
  | VideoCaptureReport;

export type VideoRecorderEmitted =
  { type: 'videoRecorder.saved'; videoId: string } | { type: 'videoRecorder.processed'; videoIds: string[] };
