// The localize wizard's texts: the spec's (part 1 §2 Localize, §4, §8), word for word, and a few of
// ours for what the spec names no text for (labels, the preview, a file that is not a video).
import { serverMessageOr } from '../shared/server-message';

export const localizeMessages = {
  title: 'Video Localization',
  steps: ['Upload Video', 'Edit & Localize', 'Result'] as const,
  transcribe: 'Transcribe Video',
  searchLanguage: 'Search language...',
  back: 'Back',
  localize: 'Localize Video',
  localizeAnother: 'Localize Another Video',
  transcribing: 'Extracting and transcribing audio...',
  creatingJob: 'Creating localization job...',
  jobCreated: 'Localization job created! Processing your video...',
  transcriptionFailed: 'Transcription failed. Please try again.',
  /** 'Failed to create localization job: ' followed by the message (default 'Unknown error'). */
  createFailedWith: (error: unknown): string =>
    `Failed to create localization job: ${serverMessageOr(error, 'Unknown error')}`,
  /** Ours (the spec's text for a non-video in the speech page's picker, part 2 §8). */
  notAVideo: 'Please select a video file.',
  /** Ours: labels and hints. */
  chooseVideo: 'Choose a video file',
  chooseHint: 'Any video file. Its speech is transcribed so you can correct it.',
  preview: 'Preview',
  transcription: 'Transcription',
  targetLanguage: 'Target language',
  noLanguages: 'No languages found.',
  download: 'Download',
  localizedVideo: 'Localized video',
} as const;
