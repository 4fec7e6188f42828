// Sample inputs and events for walking the localize wizard's graph: a video and a text file, the
// upload's progress, the transcription answered or failing, an edit and an emptied text, a listed
// and an unlisted target, Back, Localize Video with the job created or refused (the server's
// message, and nothing to say: 'Unknown error'), the poll reporting progress, completion and a
// failure (snapshots resolved from its machine), the poll ending (failure cleared, 15 minutes,
// redirected), Localize Another Video; the 5 s timer bare; ours (issue 25): the transcription's timed rows and
// 'Review translation' answered or refused, the job's overlay put away and shown again, Cancel and the poll ending
// as canceled. Edits and picks are offered only while the text and target are still
// the first ones, and the review only once, so the walk stays small.
import { localizeJobMachine } from './localize-job/localize-job.machine';
import type { LocalizeJobContext } from './localize-job/localize-job.types';
import { localizeJobWalkResult } from './localize-job/localize-job.walk';
import { actorDone, actorFailed, actorSnapshot } from '../testing/actor-events';
import type { MachineWalk } from '../testing/reachable-states';
import type { LocalizeMachine } from './localize.machine';
import type { LocalizeLanguage } from './localize.types';

export const localizeWalkLanguages: LocalizeLanguage[] = [
  { code: 'de', name: 'German' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'hi', name: 'Hindi' },
];

/** A File that names itself when serialized: the graph tells events and contexts apart by their JSON. */
function namedFile(content: string, name: string, type: string): File {
  return Object.assign(new File([content], name, { type }), { toJSON: () => ({ name, type }) });
}

export const localizeWalkFiles = {
  lecture: namedFile('video', 'lecture.mp4', 'video/mp4'),
  notes: namedFile('text', 'notes.txt', 'text/plain'),
};

export const localizeWalkTranscription = 'Hello everyone. Today we learn about tides.';

/** The transcription's timed rows (seconds), as the server answers them. */
export const localizeWalkSegments = [
  { start: 0.4, end: 1.9, text: 'Hello everyone.' },
  { start: 2.5, end: 4.6, text: 'Today we learn about tides.' },
];

/** 'Review translation' answered: one translation per row. */
export const localizeWalkTranslations = ['Hola a todos.', 'Hoy aprendemos sobre las mareas.'];

export const localizeWalkReviewRefused = Object.assign(new Error('Request failed'), {
  status: 429,
  serverMessage:
    "You have used this hour's translation allowance of 20,000 characters. Please try again in 12 minutes.",
});

export const localizeWalkRefused = Object.assign(new Error('Request failed'), {
  status: 403,
  serverMessage: 'This needs 42 credits; 10 are left.',
});

const jobContext: LocalizeJobContext = {
  jobId: 'job-1',
  progressText: null,
  percent: null,
  secondsLeft: null,
  checks: 0,
  result: null,
  notice: null,
  error: null,
};

/** The poll's snapshots as the wizard hears them. */
export const localizeWalkJobSnapshots = {
  translating: localizeJobMachine.resolveState({
    value: { polling: 'waiting' },
    context: {
      ...jobContext,
      checks: 1,
      progressText: 'Translating sentence 2 of 5...',
      percent: 40,
      secondsLeft: 95,
    },
  }),
  completed: localizeJobMachine.resolveState({
    value: 'completed',
    context: {
      ...jobContext,
      checks: 2,
      result: localizeJobWalkResult,
      notice: 'Localization completed! Redirecting to Library...',
    },
  }),
  failed: localizeJobMachine.resolveState({
    value: 'failed',
    context: {
      ...jobContext,
      checks: 2,
      error:
        'Localization failed: The built-in voice cannot speak Hindi yet. Please choose another language.',
    },
  }),
};

export const localizeMachineWalk: MachineWalk<LocalizeMachine> = {
  inputs: [{ languages: localizeWalkLanguages }],
  events: [
    { type: 'file.choose', file: localizeWalkFiles.lecture },
    { type: 'file.choose', file: localizeWalkFiles.notes },
    { type: 'file.choose', file: null },
    { type: 'transcription.start' },
    { type: 'upload.progress', percent: 40 },
    actorDone('transcribeVideo', {
      text: localizeWalkTranscription,
      videoFile: 'upload-1',
      segments: localizeWalkSegments,
    }),
    actorFailed('transcribeVideo', new Error('Failed to fetch')),
    { type: 'text.change', text: 'Hello everyone. Today we learn about the tides.' },
    { type: 'text.change', text: '   ' },
    { type: 'target.choose', code: 'fr' },
    { type: 'target.choose', code: 'sw' },
    { type: 'translation.review' },
    actorDone('translateSegments', { translations: localizeWalkTranslations }),
    actorFailed('translateSegments', localizeWalkReviewRefused),
    { type: 'wizard.back' },
    { type: 'localize.start' },
    actorDone('createLocalizationJob', { jobId: 'job-1' }),
    actorFailed('createLocalizationJob', localizeWalkRefused),
    actorFailed('createLocalizationJob', undefined),
    actorSnapshot('localizeJob', localizeWalkJobSnapshots.translating),
    actorSnapshot('localizeJob', localizeWalkJobSnapshots.completed),
    actorSnapshot('localizeJob', localizeWalkJobSnapshots.failed),
    actorDone('localizeJob', { outcome: 'failureCleared' }),
    actorDone('localizeJob', { outcome: 'timedOut' }),
    actorDone('localizeJob', { outcome: 'redirected' }),
    actorDone('localizeJob', { outcome: 'canceled' }),
    { type: 'overlay.dismiss' },
    { type: 'overlay.show' },
    { type: 'job.cancel' },
    { type: 'wizard.reset' },
  ],
  filterEvents: ({ context }, event) => {
    if (event.type === 'text.change') return context.transcription === localizeWalkTranscription;
    if (event.type === 'target.choose') return context.targetLanguage === 'es';
    if (event.type === 'upload.progress') return context.uploadPercent === 0;
    if (event.type === 'translation.review') return context.translations === null && context.error === null;
    return true;
  },
};
