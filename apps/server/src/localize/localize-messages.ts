// Every text the localization calls and the localization job send to users (spec part 1 has none for the server;
// these are ours), and the limits of the feature: the longest video taken, the CPU budgets of transcription and how
// long and how many transcribed videos are kept.
import { languageName, LOCALIZATION_VIDEO_MAX_FILE_BYTES } from '@twin/api-client';

/** The longest video taken (not shown in the spec): 500 MB can hold hours, and every second costs CPU twice. */
export const LOCALIZATION_MAX_SECONDS = 30 * 60;
/** Transcriptions running at once: per user, and on the whole server (each one is a CPU-bound engine run). */
export const TRANSCRIPTIONS_AT_ONCE_PER_USER = 1;
export const TRANSCRIPTIONS_AT_ONCE = 2;
/** One transcription's time limit (extraction and the engine). */
export const TRANSCRIPTION_TIME_LIMIT_MS = 20 * 60_000;
/** Edited text beyond this many characters per second of video cannot be spoken in it (normal speech: ~15). */
export const MAX_TEXT_CHARACTERS_PER_SECOND = 40;
/** A transcribed video is kept this long after its transcription (longer only while a job of it runs). */
export const SOURCE_VIDEO_LIFETIME_MS = 24 * 60 * 60_000;
/** Transcribed videos a user keeps at once (500 MB each at most); a new one drops the oldest not in use. */
export const SOURCE_VIDEOS_KEPT_PER_USER = 5;
/** How often the process working the jobs looks for transcribed videos to remove. */
export const SOURCE_VIDEO_SWEEP_EVERY_MS = 10 * 60_000;

const credits = (count: number) => (count === 1 ? '1 credit' : `${count} credits`);

export const localizeMessages = {
  missing: 'Please select a video file.',
  tooLarge: `File too large. Maximum size is ${LOCALIZATION_VIDEO_MAX_FILE_BYTES / (1024 * 1024)}MB.`,
  tooLong: `Videos to localize may be at most ${LOCALIZATION_MAX_SECONDS / 60} minutes long. Please trim the video and try again.`,
  noSound: 'This video has no sound to transcribe. Please choose a video in which you speak.',
  unreadable: 'This video cannot be read: the file is damaged or incomplete. Please try a different file.',
  transcriptionTookTooLong: 'Transcription took too long and was stopped. Please try a shorter video.',
  yourTranscriptionRunning: 'A transcription of yours is still running. Please wait for it to finish.',
  serverBusy: 'The server is busy transcribing other videos. Please try again in a minute.',
  videoNotFound: 'Video not found. Please upload and transcribe it again.',
  videoExpired: 'This video has expired. Please upload it again.',
  videosInUse: `You have ${SOURCE_VIDEOS_KEPT_PER_USER} videos being localized. Please wait for one to finish.`,
  jobNotFound: 'Localization job not found.',
  alreadyEnded: 'This localization has already ended.',
  notCompleted: 'This localized video is not finished yet.',
  textTooLong:
    'The text is far longer than the video can hold. Please shorten the transcription to what is said in the video.',
  segmentsOutsideVideo: 'A sentence runs past the end of the video. Please transcribe the video again.',
  // Progress texts of the job, stage by stage.
  preparing: 'Preparing...',
  translating: 'Translating...',
  measuringVoice: "Measuring the speaker's voice...",
  generating: (index: number, count: number) => `Generating speech (${index} of ${count})...`,
  timing: 'Fitting the speech to the video...',
  mixing: 'Mixing the dubbed audio...',
  muxing: 'Creating the video...',
  lipsyncing: 'Lip-syncing the video...',
  saving: 'Saving the video...',
  failed: 'Localization failed. Please try again.',
  noSpeechInVideo: 'No speech was found in the video to take the voice from.',
  interrupted:
    'Localization was interrupted (the server stopped). Your credits were refunded. Please try again.',
  tookTooLong: 'Localization took too long and was stopped. Your credits were refunded.',
} as const;

export function sameLanguageMessage(language: string): string {
  return `The video is already in ${languageName(language)}. Please choose another target language.`;
}

export function speechLanguageMessage(language: string, embedded: boolean): string {
  return embedded
    ? `The built-in voice cannot speak ${languageName(language)} yet. Please choose another language.`
    : `The connected speech service cannot speak ${languageName(language)}. Please choose another language.`;
}

/** 403 at creation: the video's seconds do not fit the balance. */
export function localizeCreditsShortMessage(needed: number, left: number): string {
  return (
    `This video needs ${credits(needed)} to localize (1 credit per second of video), but you have ${credits(left)} ` +
    'left. Please use a shorter video or upgrade your plan on the Account page.'
  );
}
