// Sample data for the /localize stories: the spec's localization languages (part 1 §3; the app
// passes the api-client's list, which ui may not import), a chosen lecture video (its bytes are
// never read), a transcription, and the localized result (an empty stream: the player shows its
// frame, as a real one does before it plays).
import type { LocalizeContext, LocalizeLanguage } from '@twin/machines/localize';
import type { LocalizeJobContext, LocalizedVideo } from '@twin/machines/localize-job';
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

export const storyLocalizeJobContext: LocalizeJobContext = {
  jobId: 'job-1',
  progressText: null,
  checks: 0,
  result: null,
  notice: null,
  error: null,
};
