// Follows one voice training job (spec part 2 §4 Voice job, §8, §9): checks it at once, then
// every 5 seconds (named delay `pollInterval`) while queued/processing/training, with the spec's
// status texts. completed → success text and the emitted `voiceJob.completed` (the page reloads
// the models and opens categorization); failed → 'Training failed: …'; a 401 or a missing token
// stops checking with its text. Other check failures are logged (action `logError`) and retried.
// The app provides the actor `fetchVoiceJob` ({ jobId } → VoiceJobCheck).
import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../shared/not-provided';
import { checkedOutput, checkError, jobIdInput, pollAgain, pollWaiting } from '../../shared/polling';
import { isMissingTokenError, isUnauthorizedError } from '../../shared/session-errors';
import { voiceJobMessages } from './voice-job.messages';
import type {
  VoiceJobCheck,
  VoiceJobContext,
  VoiceJobEmitted,
  VoiceJobEvent,
  VoiceJobInput,
  VoiceJobStatus,
} from './voice-job.types';

export const voiceJobPollInterval = 5000;

function statusTextOf(status: VoiceJobStatus | null | undefined): string | null {
  if (!status || status === 'failed') return null;
  return voiceJobMessages.statusText[status];
}

const emptyJob = {
  jobId: null,
  status: null,
  statusText: null,
  modelId: null,
  modelName: null,
  notice: null,
  error: null,
} satisfies VoiceJobContext;

export const voiceJobMachine = setup({
  types: {
    context: {} as VoiceJobContext,
    input: {} as VoiceJobInput,
    events: {} as VoiceJobEvent,
    emitted: {} as VoiceJobEmitted,
  },
  actors: {
    fetchVoiceJob: notProvided<VoiceJobCheck, { jobId: string }>('fetchVoiceJob'),
  },
  actions: {
    /** Failures other than 401/missing token are only logged (spec part 2 §8). */
    logError: (_, params: { error: unknown }) => {
      console.error('Could not check the voice job', params.error);
    },
    followJob: assign(({ event }) => {
      assertEvent(event, 'job.track');
      return { ...emptyJob, jobId: event.jobId, modelName: event.modelName ?? null };
    }),
    forgetJob: assign(emptyJob),
    recordCheck: assign((_, check: VoiceJobCheck) => {
      return {
        status: check.status,
        statusText: statusTextOf(check.status),
        modelId: check.model_id,
        modelName: check.model_name,
      };
    }),
    announceCompletion: emit(({ context }) => ({
      type: 'voiceJob.completed' as const,
      jobId: context.jobId ?? '',
      modelId: context.modelId,
      modelName: context.modelName,
    })),
  },
  guards: {
    hasJob: ({ context }) => context.jobId !== null,
  },
  delays: {
    pollInterval: voiceJobPollInterval,
  },
}).createMachine({
  id: 'voiceJob',
  context: ({ input }) => ({
    ...emptyJob,
    jobId: input.jobId !== null && input.jobId.trim() !== '' ? input.jobId : null,
    status: input.status ?? null,
    statusText: statusTextOf(input.status),
    modelName: input.modelName ?? null,
  }),
  initial: 'idle',
  on: {
    'job.track': { target: '.checking', reenter: true, actions: 'followJob' },
  },
  states: {
    idle: {
      always: { guard: 'hasJob', target: 'checking' },
    },
    checking: {
      invoke: {
        id: 'fetchVoiceJob',
        src: 'fetchVoiceJob',
        input: jobIdInput,
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'completed',
            target: 'completed',
            actions: [
              { type: 'recordCheck', params: ({ event }) => event.output },
              assign({ notice: voiceJobMessages.completed }),
              'announceCompletion',
            ],
          },
          {
            guard: ({ event }) => event.output.status === 'failed',
            target: 'failed',
            actions: [
              { type: 'recordCheck', params: ({ event }) => event.output },
              assign({ error: ({ event }) => voiceJobMessages.failed(event.output.error_message) }),
            ],
          },
          pollAgain({ type: 'recordCheck', params: checkedOutput }),
        ],
        onError: [
          {
            guard: ({ event }) => isUnauthorizedError(event.error),
            target: 'sessionExpired',
            actions: assign({ error: voiceJobMessages.sessionExpired }),
          },
          {
            guard: ({ event }) => isMissingTokenError(event.error),
            target: 'sessionExpired',
            actions: assign({ error: voiceJobMessages.authenticationExpired }),
          },
          pollAgain({ type: 'logError', params: checkError }),
        ],
      },
    },
    waiting: pollWaiting('pollInterval'),
    completed: {
      on: { 'job.dismiss': { target: 'idle', actions: 'forgetJob' } },
    },
    failed: {
      on: { 'job.dismiss': { target: 'idle', actions: 'forgetJob' } },
    },
    sessionExpired: {
      on: { 'job.dismiss': { target: 'idle', actions: 'forgetJob' } },
    },
  },
});

export type VoiceJobMachine = typeof voiceJobMachine;
export type VoiceJobSnapshot = SnapshotFrom<typeof voiceJobMachine>;
export type VoiceJobActorRef = ActorRefFrom<typeof voiceJobMachine>;
