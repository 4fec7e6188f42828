// The video upload machine's data shapes: input, context, events, what it emits, and the app's
// `uploadVideos` actor's input and output.
import type { VideoProcessingFields } from '../../shared/video-processing';
import type { VideoFile, VideoUploadAccept } from './video-upload.rules';
import type { UploadProgressEvent } from '../../shared/upload-progress';

export interface VideoUploadInput {
  /** Which files it takes: /video's formats (the default) or, in the speech page's picker, any video/ type. */
  accept?: VideoUploadAccept;
  /** Status checks before giving up; the spec's 60 when absent. */
  maxStatusChecks?: number;
}

export interface VideoUploadContext extends VideoProcessingFields {
  /** The rule its choices follow (from input). */
  accept: VideoUploadAccept;
  /** The chosen files (only accepted ones), in upload order. */
  files: VideoFile[];
  /** Per file, 0–100 of its bytes sent. */
  fileProgress: number[];
}

export interface UploadVideosInput {
  files: readonly VideoFile[];
  /** 0–100 of the whole request's bytes. */
  reportProgress: (percent: number) => void;
}

/** The app maps the answer (videos[] or video) to the new videos' ids. */
export interface UploadedVideos {
  videoIds: string[];
}

export type VideoUploadEvent =
  /** Files picked or dropped: accepted ones are kept, any other shows the spec's text. */
  | { type: 'files.choose'; files: readonly VideoFile[] }
  | { type: 'file.remove'; index: number }
  | { type: 'upload.start' }
  /** From the upload actor's reportProgress. */
  | UploadProgressEvent
  /** Upload more: forget the last upload and its outcome. */
  | { type: 'upload.reset' };

export type VideoUploadEmitted =
  | { type: 'videoUpload.uploaded'; videoIds: string[] }
  | { type: 'videoUpload.processed'; videoIds: string[] };
