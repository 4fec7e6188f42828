// Lip-sync start's data (spec part 2 §2 video picker, §5, §7): the timeline's clips, the videos
// the picker offers, the machine's context and events, and the inputs and outputs of the actors
// the app provides (load the videos, mix the timeline, start the job).
import type { ConsentFace, FaceCheck } from '../../shared/face-check';
import type { TimelineClipInSeconds } from '../../timeline';

/** A timeline clip as the timeline reports it (seconds; structurally the api's TimelineClip). */
export type LipsyncClip = TimelineClipInSeconds;

/** A video the picker offers: ready, and not itself a lip-sync result (the app filters). */
export interface LipsyncVideo {
  id: string;
  /** The name shown under the preview (the uploaded file's name). */
  name: string;
  /** A media link that plays the video in the preview, or null when the app has none. */
  previewSrc: string | null;
  /** A media link to the video's poster frame, or null. */
  posterSrc: string | null;
  /** Seconds, when known. */
  duration: number | null;
  /** Whether it shows one face the lips can be animated in, or why not; null or absent when not checked. */
  faceCheck?: FaceCheck | null;
  /** Whether its one face is the face of the creator's consent recording; null or absent when not compared. */
  consentFace?: ConsentFace | null;
}

export interface CompositeAudioInput {
  clips: readonly LipsyncClip[];
}

/** The timeline mixed into one file and stored on the server. */
export interface CompositeAudio {
  /** The stored file's server path (sent as the request's mixedAudioUrl). */
  mixedAudioUrl: string;
}

export interface StartLipsyncInput {
  videoId: string;
  clips: readonly LipsyncClip[];
  mixedAudioUrl: string;
}

export interface StartedLipsync {
  jobId: string | null;
}

/** The picker's tabs when the user has no videos yet (spec part 2 §2). */
export type LipsyncSourceTab = 'upload' | 'record';

export interface LipsyncStartContext {
  /** The timeline's clips when Create Video was pressed. */
  clips: LipsyncClip[];
  videos: LipsyncVideo[];
  /** The video chosen in the picker. */
  videoId: string | null;
  /** The video an upload or a recording in the picker just added (the grid shows it first to focus). */
  newVideoId: string | null;
  mixedAudioUrl: string | null;
  jobId: string | null;
  /** 'Lipsync job started! …' */
  notice: string | null;
  error: string | null;
}

export type LipsyncStartEvent =
  /** Create Video, with the timeline's clips. */
  | { type: 'lipsync.open'; clips: readonly LipsyncClip[] }
  /** A video picked in the grid. */
  | { type: 'video.choose'; videoId: string }
  /** Load the videos again (after a failure, or when the picker's upload panel added one). */
  | { type: 'videos.reload' }
  /** Cancel on the confirmation: back to the grid. */
  | { type: 'confirmation.cancel' }
  /** 'Confirm & Generate' (or again after a failure). */
  | { type: 'lipsync.confirm' }
  /** With no videos: the Upload or the Record tab (leaving Record closes the camera). */
  | { type: 'tab.select'; tab: LipsyncSourceTab }
  /** The picker's close button or Escape. */
  | { type: 'picker.close' }
  /** Dismiss the message under the timeline. */
  | { type: 'status.dismiss' }
  /** The timeline's clips changed: once it holds one, the message asking for clips leaves. */
  | { type: 'timeline.clipsChanged'; clipCount: number };
