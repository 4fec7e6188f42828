// Every text the lip-sync calls and the lip-sync job send to users: spec part 2 words where the spec has them
// ('Please add audio clips to the timeline first.'), ours otherwise.

import { consentFaceMessages } from '../voices/consent-face-gate';

const credits = (count: number) => (count === 1 ? '1 credit' : `${count} credits`);

/** The longest timeline a lip-sync job takes (not shown in the spec): a budget on the CPU one request can claim. */
export const LIPSYNC_MAX_SECONDS = 10 * 60;

export const lipsyncMessages = {
  // Spec part 2 §6.
  emptyTimeline: 'Please add audio clips to the timeline first.',
  // Ours.
  videoNotFound: 'Video not found.',
  videoNotReady: 'This video is still being processed. Please try again in a moment.',
  clipNotYours:
    'A timeline clip does not point to audio of yours. Please add your generated speech or uploaded audio to the timeline.',
  tooLong: `A lip-sync video may be at most ${LIPSYNC_MAX_SECONDS / 60} minutes long. Please shorten the timeline.`,
  jobNotFound: 'Lip-sync job not found.',
  /** Refused at the start, before any credit is taken (issue 23's consent face check, shared with localization). */
  ...consentFaceMessages,
  notCompleted: 'This lip-sync video is not finished yet.',
  mixing: 'Mixing the timeline audio...',
  syncing: 'Fitting the video to the audio...',
  saving: 'Saving the video...',
  failed: 'Lip-sync failed. Please try again.',
  interrupted: 'Lip-sync was interrupted (the server stopped). Your credits were refunded. Please try again.',
  tookTooLong: 'Lip-sync took too long and was stopped. Your credits were refunded.',
  /**
   * On the library card when the result keeps the video's own mouth (the video fitted to the audio): the embedded
   * engine found no single face big enough to animate, and why.
   */
  faceNotes: {
    no_face: 'The lips could not follow: no single face was found in this video.',
    several_faces:
      'The lips could not follow: several faces were found in this video, so no single face could be animated.',
    face_too_small:
      'The lips could not follow: the face is too small in this video. A closer shot works better.',
  },
} as const;

/** 403 at the start: the timeline's seconds do not fit the balance. */
export function lipsyncCreditsShortMessage(needed: number, left: number): string {
  return (
    `This video needs ${credits(needed)} (1 credit per second of video), but you have ${credits(left)} left. ` +
    'Please shorten the timeline or upgrade your plan on the Account page.'
  );
}
