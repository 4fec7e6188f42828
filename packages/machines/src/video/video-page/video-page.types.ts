// The /video page machine's data shapes: its tabs, the library's videos as the app maps them from
// GET /api/videos (with media links for the players), context and events.
import type { ActorRefFrom } from 'xstate';
import type { ConsentFace, FaceCheck } from '../../shared/face-check';
import type { videoRecorderMachine } from '../video-recorder/video-recorder.machine';
import type { videoUploadMachine } from '../video-upload/video-upload.machine';

export const videoPageTabs = ['upload', 'record', 'library'] as const;
export type VideoPageTab = (typeof videoPageTabs)[number];

/** One video of the library, with the URLs its player loads (media links carrying their own token). */
export interface LibraryVideo {
  id: string;
  /** The uploaded file's name ('recording_1732…webm' for recordings). */
  name: string;
  /** 'upload', 'record' or 'lipsync' (the last is never listed). */
  uploadMethod: string;
  /** 'processing', 'ready', 'failed', … */
  status: string;
  /** Seconds, when known. */
  durationSeconds: number | null;
  createdAt: string;
  /** The stream the <video> plays; null until the server offers one (while processing). */
  streamUrl: string | null;
  /** A still to show before playing; null lets the player load the stream's first frame. */
  posterUrl: string | null;
  /** Whether it shows one face the lips can be animated in, or why not; null or absent when not checked. */
  faceCheck?: FaceCheck | null;
  /** Whether its one face is the face of the creator's consent recording; null or absent when not compared. */
  consentFace?: ConsentFace | null;
}

export interface VideoPageContext {
  upload: ActorRefFrom<typeof videoUploadMachine>;
  recorder: ActorRefFrom<typeof videoRecorderMachine>;
  tab: VideoPageTab;
  videos: LibraryVideo[];
  videosError: string | null;
}

export type VideoPageEvent =
  | { type: 'tab.select'; tab: VideoPageTab }
  /** Reload the library (also raised after an upload or a recording). */
  | { type: 'videos.reload' }
  | { type: 'library.changed' };
