// What a creator is told when an upload is refused by its bytes (not audio or video, unreadable, too long): the
// voice, timeline-audio, video and localize uploads share these words (spec part 2 §5 where it has them).
import { HttpError } from '../http/http-error';
import type { RejectionReason } from './identify-audio';

/** The longest video taken (not shown in the spec): a 100 MB file can hold hours, which would cost hours of CPU. */
export const VIDEO_MAX_SECONDS = 30 * 60;

export const audioRefusalMessages = {
  // Spec §5: uploads.
  notAudio: 'Please select an audio file.',
  unreadable: 'Could not read audio file. Please try a different file.',
} as const;

export const videoRefusalMessages = {
  // Spec §5 (the upload page).
  notVideo: 'Please select valid video files (MP4, WebM, MOV, AVI)',
  // Ours.
  unreadable: 'This video cannot be read: the file is damaged or incomplete. Please try a different file.',
  tooLong: `Videos may be at most ${VIDEO_MAX_SECONDS / 60} minutes long. Please trim the video and try again.`,
} as const;

/** The refusal of an audio upload that identify-audio.ts rejected: 415 when it is no audio, 422 when unreadable. */
export function audioRejectionError(reason: RejectionReason): HttpError {
  return reason === 'not-audio'
    ? new HttpError(415, audioRefusalMessages.notAudio)
    : new HttpError(422, audioRefusalMessages.unreadable);
}
