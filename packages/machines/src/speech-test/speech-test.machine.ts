// The speech test page /test-vibe (spec part 1 §2, §4, §5, §7, §8, §9) as three parallel regions:
// - health: checking → available | unavailable ('VibeVoice API is unavailable: …'; Check again);
// - reference: empty | ready, a chosen audio file ('Please select an audio file' for any other)
//   or the microphone (requestingMicrophone → recording with an m:ss counter, named delay
//   `recordingTick` → stopped) uploaded at once (uploading → ready, or back with 'Failed to upload
//   audio file' / 'Upload failed'; a failed new reference keeps the old one);
// - generation: idle → submitting → polling (queued 30%, processing 70%; a status check every 3 s,
//   named delay `statusPollInterval`) → completed (the audio; its download, a failure giving the
//   right-click hint) or failed ('Failed to submit job', 'Failed to get status', 'Job failed',
//   'Polling failed'). Submit works only with text, an uploaded reference, the service available
//   and nothing uploading or recording.
// Effects are the app's actors: checkHealth, uploadReference, submitJob, checkStatus, downloadAudio
// (promises) and captureAudio (the recorder's microphone callback actor, spawned for one take).
import {
  and,
  assertEvent,
  assign,
  not,
  or,
  sendTo,
  setup,
  spawnChild,
  stateIn,
  stopChild,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { CaptureCommand, CaptureInput } from '../create-voice/recorder/recorder.types';
import { errorMessageOr } from '../shared/error-message';
import { notProvided, notProvidedCallback } from '../shared/not-provided';
import { checkedOutput, jobIdInput, pollAgain, pollWaiting } from '../shared/polling';
import { recordingStates, startTake } from '../shared/recording';
import { serverMessageOr } from '../shared/server-message';
import { speechTestMessages } from './speech-test.messages';
import {
  defaultSpeechTestSliders,
  isAudioReference,
  snapSpeechTestSlider,
  speechTestMaxRecordingSeconds,
  speechTestPollInterval,
  speechTestRecordingTick,
} from './speech-test.rules';
import type {
  CheckSpeechTestStatusInput,
  DownloadSpeechTestAudioInput,
  SpeechTestAudio,
  SpeechTestContext,
  SpeechTestEvent,
  SpeechTestHealthAnswer,
  SpeechTestInput,
  SpeechTestStatusAnswer,
  SpeechTestSubmitAnswer,
  SpeechTestUploadAnswer,
  SubmitSpeechTestInput,
  UploadReferenceInput,
} from './speech-test.types';

/** The capture's id equals its name, so its failures arrive as xstate.error.actor.captureAudio. */
const captureId = 'captureAudio';

const present = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** The service's own error when it gave one, else the fallback. */
const answerError = (error: string | null | undefined, fallback: string) =>
  present(error) ? error : fallback;

/** What a thrown health check says: the server's text, else the error's own, else 'Unknown error'. */
const healthFailure = (error: unknown) =>
  speechTestMessages.unavailable(
    serverMessageOr(error, errorMessageOr(error, speechTestMessages.unknownError)),
  );

const isReferenceBusy = or([
  stateIn({ reference: 'requestingMicrophone' }),
  stateIn({ reference: 'recording' }),
  stateIn({ reference: 'stopped' }),
  stateIn({ reference: 'uploading' }),
]);

export const speechTestMachine = setup({
  types: {
    context: {} as SpeechTestContext,
    input: {} as SpeechTestInput,
    events: {} as SpeechTestEvent,
  },
  actors: {
    checkHealth: notProvided<SpeechTestHealthAnswer, void>('checkHealth'),
    uploadReference: notProvided<SpeechTestUploadAnswer, UploadReferenceInput>('uploadReference'),
    submitJob: notProvided<SpeechTestSubmitAnswer, SubmitSpeechTestInput>('submitJob'),
    checkStatus: notProvided<SpeechTestStatusAnswer, CheckSpeechTestStatusInput>('checkStatus'),
    downloadAudio: notProvided<void, DownloadSpeechTestAudioInput>('downloadAudio'),
    captureAudio: notProvidedCallback<CaptureCommand, CaptureInput>('captureAudio'),
  },
  actions: {
    // health
    markAvailable: assign({ healthError: null }),
    markUnavailable: assign((_, params: { error: string }) => ({ healthError: params.error })),

    // the form
    changeText: assign(({ event }) => {
      assertEvent(event, 'text.change');
      return { text: event.text };
    }),
    changeSlider: assign(({ context, event }) => {
      assertEvent(event, 'settings.change');
      return {
        sliders: { ...context.sliders, [event.name]: snapSpeechTestSlider(event.name, event.value) },
      };
    }),

    // the reference
    refuseFile: assign({ referenceError: speechTestMessages.notAudio }),
    takeFile: assign(({ event }) => {
      assertEvent(event, 'reference.choose');
      return { pendingReference: { source: 'file' as const, file: event.file }, referenceError: null };
    }),
    startCapture: spawnChild('captureAudio', {
      id: captureId,
      input: ({ context }) => ({ maxSeconds: context.maxRecordingSeconds }),
    }),
    askCaptureToStop: sendTo(captureId, { type: 'capture.stop' }),
    releaseCapture: stopChild(captureId),
    startTake: assign({ elapsedSeconds: 0, referenceError: null }),
    countSecond: assign({ elapsedSeconds: ({ context }) => context.elapsedSeconds + 1 }),
    showMicrophoneError: assign({ referenceError: speechTestMessages.microphoneFailed, elapsedSeconds: 0 }),
    forgetTake: assign({ elapsedSeconds: 0 }),
    takeRecording: assign(({ context, event }) => {
      assertEvent(event, 'capture.stopped');
      return {
        pendingReference: {
          source: 'recording' as const,
          audio: event.audio,
          mimeType: event.mimeType,
          durationSeconds: context.elapsedSeconds,
        },
      };
    }),
    keepReference: assign(({ context }, params: { url: string }) => {
      const pending = context.pendingReference;
      return {
        reference: {
          url: params.url,
          source: pending?.source ?? 'file',
          fileName: pending?.source === 'file' ? pending.file.name : null,
          durationSeconds: pending?.source === 'recording' ? pending.durationSeconds : null,
        },
        pendingReference: null,
        referenceError: null,
        elapsedSeconds: 0,
      };
    }),
    showUploadError: assign((_, params: { error: string }) => ({
      pendingReference: null,
      referenceError: params.error,
      elapsedSeconds: 0,
    })),

    // the job
    showTextRequired: assign({ error: speechTestMessages.textRequired }),
    showReferenceRequired: assign({ error: speechTestMessages.referenceRequired }),
    startJob: assign({
      jobId: null,
      jobStatus: null,
      result: null,
      error: null,
      downloadError: null,
    }),
    keepJob: assign((_, params: { jobId: string }) => ({
      jobId: params.jobId,
      jobStatus: 'queued' as const,
    })),
    trackStatus: assign((_, answer: SpeechTestStatusAnswer) => ({
      jobStatus: answer.job?.status ?? null,
    })),
    keepResult: assign((_, params: { result: SpeechTestAudio }) => ({
      jobStatus: 'completed' as const,
      result: params.result,
    })),
    showJobError: assign((_, params: { error: string }) => ({ error: params.error })),
    startDownload: assign({ downloadError: null }),
    showDownloadHint: assign({ downloadError: speechTestMessages.downloadFailed }),
  },
  guards: {
    // health
    answersAvailable: (_, answer: SpeechTestHealthAnswer) => answer.success,

    // the reference
    isAudio: ({ event }) => {
      assertEvent(event, 'reference.choose');
      return isAudioReference(event.file);
    },
    hasReference: ({ context }) => context.reference !== null,
    reachesLimit: ({ context }) => context.elapsedSeconds + 1 >= context.maxRecordingSeconds,
    uploadAccepted: (_, answer: SpeechTestUploadAnswer) => answer.success && present(answer.url),

    // the job
    referenceBusy: isReferenceBusy,
    textIsBlank: ({ context }) => context.text.trim() === '',
    lacksReference: not(stateIn({ reference: 'ready' })),
    canSubmit: and([stateIn({ health: 'available' }), stateIn({ reference: 'ready' })]),
    submitAccepted: (_, answer: SpeechTestSubmitAnswer) => answer.success && present(answer.jobId),
    statusUnreadable: (_, answer: SpeechTestStatusAnswer) => !answer.success || !answer.job,
    completedWithAudio: (_, answer: SpeechTestStatusAnswer) =>
      answer.job?.status === 'completed' && answer.job.result != null,
    jobEnded: (_, answer: SpeechTestStatusAnswer) =>
      answer.job?.status === 'completed' ||
      answer.job?.status === 'failed' ||
      answer.job?.status === 'timeout',
  },
  delays: {
    statusPollInterval: speechTestPollInterval,
    recordingTick: speechTestRecordingTick,
  },
}).createMachine({
  id: 'speechTest',
  type: 'parallel',
  context: ({ input }) => ({
    maxRecordingSeconds: input?.maxRecordingSeconds ?? speechTestMaxRecordingSeconds,
    healthError: null,
    text: '',
    sliders: defaultSpeechTestSliders,
    reference: null,
    pendingReference: null,
    referenceError: null,
    elapsedSeconds: 0,
    jobId: null,
    jobStatus: null,
    result: null,
    error: null,
    downloadError: null,
  }),
  on: {
    'text.change': { actions: 'changeText' },
    'settings.change': { actions: 'changeSlider' },
  },
  states: {
    health: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'checkHealth',
            src: 'checkHealth',
            onDone: [
              {
                guard: { type: 'answersAvailable', params: ({ event }) => event.output },
                target: 'available',
                actions: 'markAvailable',
              },
              {
                target: 'unavailable',
                actions: {
                  type: 'markUnavailable',
                  params: ({ event }) => ({
                    error: speechTestMessages.unavailable(
                      answerError(event.output.error, speechTestMessages.unknownError),
                    ),
                  }),
                },
              },
            ],
            onError: {
              target: 'unavailable',
              actions: {
                type: 'markUnavailable',
                params: ({ event }) => ({ error: healthFailure(event.error) }),
              },
            },
          },
        },
        available: {},
        unavailable: {
          on: { 'health.check': 'checking' },
        },
      },
    },

    reference: {
      initial: 'empty',
      states: {
        empty: {
          entry: 'releaseCapture',
          on: {
            'reference.choose': [
              { guard: 'isAudio', target: 'uploading', actions: 'takeFile' },
              { actions: 'refuseFile' },
            ],
            'recording.start': startTake('requestingMicrophone', 'startTake'),
          },
        },
        /** An uploaded reference: a new file or recording replaces it once uploaded. */
        ready: {
          entry: 'releaseCapture',
          on: {
            'reference.choose': [
              { guard: 'isAudio', target: 'uploading', actions: 'takeFile' },
              { actions: 'refuseFile' },
            ],
            'recording.start': startTake('requestingMicrophone', 'startTake'),
          },
        },
        /** Then `recording` (the m:ss counter; stops by itself at maxRecordingSeconds) and `stopped`
         * (the take assembled, then uploaded by itself). */
        ...recordingStates('requestingMicrophone', {
          capture: captureId,
          stopping: 'stopped',
          tick: 'recordingTick',
          limit: 'reachesLimit',
          started: 'recording',
          stopped: { target: 'uploading', actions: 'takeRecording' },
          failure: { target: 'settling', actions: 'showMicrophoneError' },
          cancel: { target: 'settling', actions: 'forgetTake' },
          cancelWhileStopping: false,
        }),
        uploading: {
          entry: 'releaseCapture',
          invoke: {
            id: 'uploadReference',
            src: 'uploadReference',
            input: ({ context }) => {
              if (!context.pendingReference) throw new Error('No reference to upload');
              return { reference: context.pendingReference };
            },
            onDone: [
              {
                guard: { type: 'uploadAccepted', params: ({ event }) => event.output },
                target: 'ready',
                actions: { type: 'keepReference', params: ({ event }) => ({ url: event.output.url ?? '' }) },
              },
              {
                target: 'settling',
                actions: {
                  type: 'showUploadError',
                  params: ({ event }) => ({
                    error: answerError(event.output.error, speechTestMessages.uploadRefused),
                  }),
                },
              },
            ],
            onError: {
              target: 'settling',
              actions: {
                type: 'showUploadError',
                params: ({ event }) => ({
                  error: serverMessageOr(event.error, speechTestMessages.uploadFailed),
                }),
              },
            },
          },
        },
        /**
         * Transient: after the microphone or an upload, back to the reference there was — ready when
         * one was uploaded before, else empty.
         */
        settling: {
          always: [{ guard: 'hasReference', target: 'ready' }, { target: 'empty' }],
        },
      },
    },

    generation: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'job.submit': submitTransitions() },
        },
        submitting: {
          invoke: {
            id: 'submitJob',
            src: 'submitJob',
            input: ({ context }) => ({
              text: context.text.trim(),
              ref_url: context.reference?.url ?? '',
              ...context.sliders,
            }),
            onDone: [
              {
                guard: { type: 'submitAccepted', params: ({ event }) => event.output },
                target: 'polling',
                actions: { type: 'keepJob', params: ({ event }) => ({ jobId: event.output.jobId ?? '' }) },
              },
              {
                target: 'failed',
                actions: {
                  type: 'showJobError',
                  params: ({ event }) => ({
                    error: answerError(event.output.error, speechTestMessages.submitFailed),
                  }),
                },
              },
            ],
            onError: {
              target: 'failed',
              actions: {
                type: 'showJobError',
                params: ({ event }) => ({
                  error: serverMessageOr(event.error, speechTestMessages.submitFailed),
                }),
              },
            },
          },
        },
        /** Queued (30%) or processing (70%): the status is asked every 3 s until the job ends. */
        polling: {
          initial: 'waiting',
          states: {
            waiting: pollWaiting('statusPollInterval'),
            checking: {
              invoke: {
                id: 'checkStatus',
                src: 'checkStatus',
                input: jobIdInput,
                onDone: [
                  {
                    guard: { type: 'statusUnreadable', params: ({ event }) => event.output },
                    target: '#speechTest.generation.failed',
                    actions: {
                      type: 'showJobError',
                      params: ({ event }) => ({
                        error: answerError(event.output.error, speechTestMessages.statusFailed),
                      }),
                    },
                  },
                  {
                    guard: { type: 'completedWithAudio', params: ({ event }) => event.output },
                    target: '#speechTest.generation.completed',
                    actions: {
                      type: 'keepResult',
                      params: ({ event }) => ({ result: event.output.job!.result! }),
                    },
                  },
                  {
                    guard: { type: 'jobEnded', params: ({ event }) => event.output },
                    target: '#speechTest.generation.failed',
                    actions: [
                      { type: 'trackStatus', params: ({ event }) => event.output },
                      {
                        type: 'showJobError',
                        params: ({ event }) => ({
                          error: answerError(event.output.job?.error, speechTestMessages.jobFailed),
                        }),
                      },
                    ],
                  },
                  pollAgain({ type: 'trackStatus', params: checkedOutput }),
                ],
                onError: {
                  target: '#speechTest.generation.failed',
                  actions: {
                    type: 'showJobError',
                    params: ({ event }) => ({
                      error: serverMessageOr(event.error, speechTestMessages.pollingFailed),
                    }),
                  },
                },
              },
            },
          },
        },
        /** The audio plays; Download saves it, a failure suggests 'Save audio as...'. */
        completed: {
          initial: 'ready',
          on: { 'job.submit': submitTransitions() },
          states: {
            ready: {
              on: { 'result.download': { target: 'downloading', actions: 'startDownload' } },
            },
            downloading: {
              invoke: {
                id: 'downloadAudio',
                src: 'downloadAudio',
                input: ({ context }) => {
                  if (!context.result) throw new Error('No audio to download');
                  return { audio: context.result };
                },
                onDone: 'ready',
                onError: { target: 'downloadFailed', actions: 'showDownloadHint' },
              },
            },
            downloadFailed: {
              on: { 'result.download': { target: 'downloading', actions: 'startDownload' } },
            },
          },
        },
        failed: {
          on: { 'job.submit': submitTransitions() },
        },
      },
    },
  },
});

/**
 * Submit: ignored while the reference is busy (the button is disabled), the spec's texts without
 * text or a reference, and a job only while the service is available.
 */
function submitTransitions() {
  return [
    { guard: 'referenceBusy' as const },
    { guard: 'textIsBlank' as const, actions: 'showTextRequired' as const },
    { guard: 'lacksReference' as const, actions: 'showReferenceRequired' as const },
    {
      guard: 'canSubmit' as const,
      target: '#speechTest.generation.submitting',
      actions: 'startJob' as const,
    },
  ];
}

export type SpeechTestMachine = typeof speechTestMachine;
export type SpeechTestSnapshot = SnapshotFrom<typeof speechTestMachine>;
export type SpeechTestActorRef = ActorRefFrom<typeof speechTestMachine>;
