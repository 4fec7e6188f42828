// Sample events for walking the localization job poll's graph: status answers while the job waits
// (no progress text) and runs (with one), completed with its video, failed with and without an
// error_message, a status call that fails; the 3 s, 2 s, 5 s and 15-minute timers bare. Ours (issue 25): the
// percentage and time left, Cancel answered or refused, a job canceled elsewhere.
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import type { LocalizeJobMachine } from './localize-job.machine';
import type { LocalizeJobCheck } from './localize-job.types';

export const localizeJobWalkResult = {
  src: '/api/localization/jobs/job-1/stream?token=media-1',
  downloadName: 'localized_lecture_es.mp4',
};

export const localizeJobWalkChecks = {
  pending: { status: 'pending', progress: null, errorMessage: null, result: null },
  translating: {
    status: 'processing',
    progress: 'Translating sentence 2 of 5...',
    errorMessage: null,
    result: null,
    percent: 40,
    secondsLeft: 95,
  },
  completed: { status: 'completed', progress: null, errorMessage: null, result: localizeJobWalkResult },
  failed: {
    status: 'failed',
    progress: null,
    errorMessage: 'The built-in voice cannot speak Hindi yet. Please choose another language.',
    result: null,
  },
  failedWithoutMessage: { status: 'failed', progress: null, errorMessage: null, result: null },
  canceled: { status: 'canceled', progress: null, errorMessage: null, result: null, percent: 40 },
} satisfies Record<string, LocalizeJobCheck>;

export const localizeJobMachineWalk: MachineWalk<LocalizeJobMachine> = {
  inputs: [{ jobId: 'job-1' }],
  events: [
    ...Object.values(localizeJobWalkChecks).map((check) => actorDone('checkLocalizationJob', check)),
    actorFailed('checkLocalizationJob', new Error('Failed to fetch')),
    { type: 'job.cancel' },
    actorDone('cancelLocalizationJob', { refundedCredits: 11 }),
    actorFailed('cancelLocalizationJob', new Error('This localization has already ended.')),
  ],
  // Two answers are enough to show every text; more would only count checks.
  filterEvents: (snapshot, event) =>
    snapshot.context.checks < 2 || !/^xstate\.(done|error)\.actor\./.test(event.type),
};
