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
  /** Ours (issue 25): the timed rows and 'Review translation' (the words for the action). */
  reviewTranslation: 'Review translation',
  reviewing: 'Translating the transcript...',
  /** Ours (issue 25): the overlay's bar labels, and putting the job's overlay away and back. */
  uploadLabel: 'Upload',
  jobLabel: 'Localization',
  dismiss: 'Keep working',
  dismissHint: 'The localization goes on. You can follow it here or in your Library.',
  showProgress: 'Show progress',
  /** 'Translation failed: ' followed by the server's message (default 'Unknown error'). */
  reviewFailedWith: (error: unknown): string =>
    `Translation failed: ${serverMessageOr(error, 'Unknown error')}`,
  sentences: 'Sentences',
  sentencesHint:
    'Play a sentence to hear it. Correct its words, merge it with the next one, or split it at the cursor.',
  sentenceLabel: (number: number) => `Sentence ${number}`,
  translationLabel: (number: number) => `Translation of sentence ${number}`,
  playSentence: (number: number) => `Play sentence ${number}`,
  stopSentence: (number: number) => `Stop sentence ${number}`,
  mergeSentence: (number: number) => `Merge with next (sentence ${number})`,
  splitSentence: (number: number) => `Split at cursor (sentence ${number})`,
  merge: 'Merge with next',
  split: 'Split at cursor',
  translationsHint: 'These translations are spoken as you leave them.',
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
