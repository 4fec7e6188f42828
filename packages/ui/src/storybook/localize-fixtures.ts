// Sample data for the /localize stories: the spec's localization languages (part 1 §3; the app
// passes the api-client's list, which ui may not import), a chosen lecture video (its bytes are
// never read), a transcription, and the localized result (an empty stream: the player shows its
// frame, as a real one does before it plays).
import type { LocalizeContext, LocalizeLanguage } from '@twin/machines/localize';
import type { LocalizeJobContext, LocalizedVideo } from '@twin/machines/localize/localize-job';
import { storySpeechLanguages } from './text-to-speech-fixtures';

/** The speech languages without Swahili and Turkish, which localization does not offer. */
export const storyLocalizationLanguages: LocalizeLanguage[] = storySpeechLanguages.filter(
  (language) => language.code !== 'sw' && language.code !== 'tr',
);

const megabytes = (count: number) => new Uint8Array(Math.round(count * 1024 * 1024));

export const storyLocalizeFiles = {
  lecture: new File([megabytes(24.3)], 'tides-lecture.mp4', { type: 'video/mp4' }),
  notes: new File(['notes'], 'lecture-notes.txt', { type: 'text/plain' }),
};

export const storyTranscription =
  'Hello everyone. Today we learn why the sea rises and falls twice a day. ' +
  'The moon pulls the water towards it, and the earth turns underneath.';

export const storyLocalizedVideo: LocalizedVideo = {
  src: 'data:video/mp4;base64,',
  downloadName: 'localized_tides-lecture_es.mp4',
};

export const storyLocalizeContext: LocalizeContext = {
  languages: storyLocalizationLanguages,
  sourceLanguage: 'auto',
  defaultTargetLanguage: 'es',
  file: null,
  uploadPercent: 0,
  videoFile: null,
  transcription: '',
  segments: [],
  pauses: [],
  segmentsEdited: false,
  translations: null,
  targetLanguage: 'es',
  jobId: null,
  job: null,
  notice: null,
  error: null,
};

/** Step 2's context: the lecture chosen and transcribed. */
export const storyTranscribedContext: Partial<LocalizeContext> = {
  file: storyLocalizeFiles.lecture,
  uploadPercent: 100,
  videoFile: 'upload-1',
  transcription: storyTranscription,
};

/** Ours (issue 25): the transcription's timed rows (seconds), as the server answers them. */
export const storyTranscriptRows = [
  { start: 0.4, end: 1.8, text: 'Hello everyone.' },
  { start: 2.3, end: 5.9, text: 'Today we learn why the sea rises and falls twice a day.' },
  { start: 6.5, end: 10.2, text: 'The moon pulls the water towards it, and the earth turns underneath.' },
];

/** 'Review translation' answered in Spanish, one per row. */
export const storyRowTranslations = [
  'Hola a todos.',
  'Hoy aprendemos por qué el mar sube y baja dos veces al día.',
  'La luna atrae el agua hacia ella, y la tierra gira debajo.',
];

/** Step 2 with the timed rows. */
export const storyRowsContext: Partial<LocalizeContext> = {
  ...storyTranscribedContext,
  segments: storyTranscriptRows,
  pauses: [
    { start: 1.8, end: 2.3 },
    { start: 5.9, end: 6.5 },
  ],
};

export const storyLocalizeJobContext: LocalizeJobContext = {
  jobId: 'job-1',
  progressText: null,
  percent: null,
  secondsLeft: null,
  checks: 0,
  result: null,
  notice: null,
  error: null,
};
