// The localization job poll (spec part 1 §4 "Localization job polling", §9): after the job is
// created its status is asked every 3 s (named delay `pollInterval`; the app's
// `checkLocalizationJob`). While it runs the progress text shows, or 'Processing...'. Completed →
// 'Localization completed! Redirecting to Library...' and after 2 s (`redirectDelay`) the app's
// `goToLibrary`. Failed → 'Localization failed: ' with the job's error_message (or 'Unknown
// error'), cleared after 5 s (`errorClearDelay`). After 15 minutes (`pollTimeout`) polling stops
// with 'Processing is taking longer than expected. …'. A status call that fails is only logged
// (the app's `logError`) and polling goes on. The machine ends with its outcome as output. Ours
// (issue 25): each answer's percentage and seconds left are kept; `job.cancel` while polling asks
// the app's `cancelLocalizationJob` (canceling) and ends as canceled; a failed cancel is logged and
// polling goes on (the job may have ended meanwhile); a job canceled elsewhere ends so too.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../shared/not-provided';
import { checkedOutput, checkError, jobIdInput, pollAgain, pollWaiting } from '../../shared/polling';
import { localizeJobMessages } from './localize-job.messages';
import type {
  CanceledLocalizationJob,
  CheckLocalizationJobInput,
  LocalizeJobCheck,
  LocalizeJobContext,
  LocalizeJobEvent,
  LocalizeJobInput,
  LocalizeJobOutput,
} from './localize-job.types';

/** The spec's constants (part 1 §9), in milliseconds. */
export const localizeJobTimings = {
  pollInterval: 3000,
  pollTimeout: 900_000,
  redirectDelay: 2000,
  errorClearDelay: 5000,
} as const;

export const localizeJobMachine = setup({
  types: {
    context: {} as LocalizeJobContext,
    input: {} as LocalizeJobInput,
    output: {} as LocalizeJobOutput,
    events: {} as LocalizeJobEvent,
  },
  actors: {
    checkLocalizationJob: notProvided<LocalizeJobCheck, CheckLocalizationJobInput>('checkLocalizationJob'),
    cancelLocalizationJob: notProvided<CanceledLocalizationJob, CheckLocalizationJobInput>(
      'cancelLocalizationJob',
    ),
  },
  actions: {
    /** The app navigates to /library. */
    goToLibrary: () => {},
    /** A failed status call is only logged (the app's console). */
    logError: (_, _params: { error: unknown }) => {},
    showProgress: assign(({ context }, check: LocalizeJobCheck) => ({
      checks: context.checks + 1,
      progressText: check.progress?.trim() ? check.progress : localizeJobMessages.processing,
      percent: check.percent ?? context.percent,
      secondsLeft: check.secondsLeft ?? null,
    })),
    countFailedCheck: assign(({ context }) => ({ checks: context.checks + 1 })),
    showCompleted: assign(({ context }, check: LocalizeJobCheck) => ({
      checks: context.checks + 1,
      result: check.result,
      notice: localizeJobMessages.completed,
      error: null,
    })),
    showFailed: assign(({ context }, check: LocalizeJobCheck) => ({
      checks: context.checks + 1,
      error: localizeJobMessages.failedWith(check.errorMessage),
      notice: null,
    })),
    clearError: assign({ error: null }),
    showCanceled: assign({ notice: localizeJobMessages.canceled, error: null, secondsLeft: null }),
    showTimedOut: assign({ notice: localizeJobMessages.timedOut }),
  },
  guards: {
    isCompleted: (_, check: LocalizeJobCheck) => check.status === 'completed',
    isFailed: (_, check: LocalizeJobCheck) => check.status === 'failed',
    isCanceled: (_, check: LocalizeJobCheck) => check.status === 'canceled',
  },
  delays: localizeJobTimings,
}).createMachine({
  id: 'localizeJob',
  context: ({ input }) => ({
    jobId: input.jobId,
    progressText: null,
    percent: null,
    secondsLeft: null,
    checks: 0,
    result: null,
    notice: null,
    error: null,
  }),
  initial: 'polling',
  output: ({ event }) => event.output as LocalizeJobOutput,
  states: {
    /** Asking every 3 s, for 15 minutes at most. */
    polling: {
      after: { pollTimeout: { target: 'timedOut' } },
      on: { 'job.cancel': { target: 'canceling' } },
      initial: 'waiting',
      states: {
        waiting: pollWaiting('pollInterval'),
        checking: {
          invoke: {
            id: 'checkLocalizationJob',
            src: 'checkLocalizationJob',
            input: jobIdInput,
            onDone: [
              {
                guard: { type: 'isCompleted', params: ({ event }) => event.output },
                target: '#localizeJob.completed',
                actions: { type: 'showCompleted', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isFailed', params: ({ event }) => event.output },
                target: '#localizeJob.failed',
                actions: { type: 'showFailed', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isCanceled', params: ({ event }) => event.output },
                target: '#localizeJob.canceled',
              },
              pollAgain({ type: 'showProgress', params: checkedOutput }),
            ],
            onError: pollAgain([{ type: 'logError', params: checkError }, 'countFailedCheck']),
          },
        },
      },
    },
    /** Ours (issue 25): Cancel asked; 'Canceling...' until the server answers. */
    canceling: {
      invoke: {
        id: 'cancelLocalizationJob',
        src: 'cancelLocalizationJob',
        input: jobIdInput,
        onDone: { target: 'canceled' },
        // Refused (the job ended meanwhile) or unreachable: the poll tells how the job stands.
        onError: { target: 'polling', actions: { type: 'logError', params: checkError } },
      },
    },
    /** Ours (issue 25): stopped; the credits of the part not done are back. */
    canceled: { type: 'final', entry: 'showCanceled', output: { outcome: 'canceled' } },
    /** 'Localization completed! Redirecting to Library...', then /library after 2 s. */
    completed: {
      after: { redirectDelay: { target: 'redirected', actions: 'goToLibrary' } },
    },
    redirected: { type: 'final', output: { outcome: 'redirected' } },
    /** 'Localization failed: …', cleared after 5 s. */
    failed: {
      after: { errorClearDelay: { target: 'failureCleared', actions: 'clearError' } },
    },
    failureCleared: { type: 'final', output: { outcome: 'failureCleared' } },
    /** Polling stopped after 15 minutes. */
    timedOut: { type: 'final', entry: 'showTimedOut', output: { outcome: 'timedOut' } },
  },
});

export type LocalizeJobMachine = typeof localizeJobMachine;
export type LocalizeJobSnapshot = SnapshotFrom<typeof localizeJobMachine>;
export type LocalizeJobActorRef = ActorRefFrom<typeof localizeJobMachine>;
