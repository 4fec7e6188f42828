// Lip-sync start's texts: the spec's (part 2 §2, §5, §7, §8), word for word, and a few of ours for
// states the spec names no text for (the picker's title, progress lines, the result's length and cost, the
// engine's note).
import { serverMessageOr } from '../../shared/server-message';
import { timelineMessages } from '../../timeline';

const failed = 'Failed to create lipsync video';

export const lipsyncStartMessages = {
  emptyTimeline: timelineMessages.emptyTimeline,
  confirm: 'Are you sure you want to use this video for lip-sync generation?',
  cancel: 'Cancel',
  confirmAndGenerate: 'Confirm & Generate',
  compositeAudioFailed: 'Error creating composite audio. Please try again.',
  started: 'Lipsync job started! Check the Library page to monitor progress.',
  failed,
  /** 'Failed to create lipsync video' with the server's message when it gave one. */
  failedWith: (error: unknown): string => {
    const message = serverMessageOr(error, '');
    return message === '' || message === failed ? failed : `${failed}: ${message}`;
  },
  videosFailed: 'Failed to load videos',
  noVideos: 'No videos uploaded yet. Upload your first video to get started!',
  /** Ours. */
  pickerTitle: 'Choose a video',
  pickerDescription: 'Pick the video your twin speaks the timeline in.',
  loadingVideos: 'Loading your videos...',
  tryAgain: 'Try again',
  mixing: 'Mixing the timeline audio...',
  starting: 'Starting lip-sync...',
  /** Ours: what the confirmation says before the credits are spent. */
  summaryLength: 'Length',
  summaryCost: 'Cost',
  credits: (count: number) => (count === 1 ? '1 credit' : `${count} credits`),
  perSecond: '1 credit per second of video',
  looped: 'This video is shorter than the audio, so it will be looped to fill the whole length.',
  /** Ours: what the lip-sync engine does, in creators' words (an engine over HTTP needs no note). */
  engineNotes: {
    face: 'The lips and jaw in your video are animated to follow the audio.',
    mux: 'Your video is fitted to the audio, but the lips will not move.',
  },
} as const;
