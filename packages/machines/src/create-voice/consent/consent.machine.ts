// The consent step before a pro clone (issue 23): loadingChallenge (the app's `prepareConsent`:
// a passed consent not yet used goes straight to passed, else the sentence to read) → challenge
// { ready → countdown (3-2-1, named delay `countdownTick`) → opening (the app's `captureConsent`
// callback actor: camera and microphone, or the microphone alone, spawned for one take) →
// recording (a tick a second, named delay `tick`; stops by itself at `maxSeconds`, Stop from 3 s) →
// stopping → recorded (play it back, Retry or Submit) → uploading (the app's `uploadConsent` with
// progress; the server checks the take) → failed (its message, Retry) } → passed, emitting
// `consent.passed`. The sentence runs out after `challengeExpiry` (its time left when it arrived)
// or when the server answers 410 → expired; a sentence that cannot be loaded → error. Both start
// again with `consent.restart`; the page sends `consent.reset` once a voice used the consent.
import {
  assertEvent,
  assign,
  emit,
  sendTo,
  setup,
  spawnChild,
  stopChild,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { notProvided, notProvidedCallback } from '../../shared/not-provided';
import { captureFailure, recordingTickState } from '../../shared/recording';
import { serverMessageOr } from '../../shared/server-message';
import { clampPercent } from '../../shared/audio-sample';
import { onUploadProgress, reportUploadProgress, trackUploadProgress } from '../../shared/upload-progress';
import { consentLimits, consentMessages } from './consent.messages';
import type {
  ConsentCaptureCommand,
  ConsentCaptureInput,
  ConsentContext,
  ConsentEmitted,
  ConsentEvent,
  ConsentOutcome,
  ConsentStart,
  UploadConsentInput,
} from './consent.types';

/** The capture's id equals its name, so its failures arrive as xstate.error.actor.captureConsent. */
const captureId = 'captureConsent';

/** Camera and microphone lost (or never opened): back to the sentence with the message. */
const failure = captureFailure(captureId, { target: 'ready', actions: 'showCaptureError' });

export interface ConsentInput {
  /** The take stops by itself after this many seconds (default: the contract's 60). */
  maxSeconds?: number;
}

type Context = ConsentContext & { maxSeconds: number };

const freshConsent = {
  challenge: null,
  validForMs: 0,
  countdown: consentLimits.countdownFrom,
  elapsedSeconds: 0,
  preview: null,
  hasVideo: null,
  take: null,
  uploadProgress: null,
  record: null,
  error: null,
} satisfies ConsentContext;

function hasStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;
}

export const consentMachine = setup({
  types: {
    context: {} as Context,
    input: {} as ConsentInput | undefined,
    events: {} as ConsentEvent,
    emitted: {} as ConsentEmitted,
  },
  actors: {
    prepareConsent: notProvided<ConsentStart, void>('prepareConsent'),
    captureConsent: notProvidedCallback<ConsentCaptureCommand, ConsentCaptureInput>('captureConsent'),
    uploadConsent: notProvided<ConsentOutcome, UploadConsentInput>('uploadConsent'),
  },
  actions: {
    startOver: assign(freshConsent),
    startCountdown: assign({ countdown: consentLimits.countdownFrom, take: null, record: null, error: null }),
    countDown: assign({ countdown: ({ context }) => context.countdown - 1 }),
    startCapture: spawnChild('captureConsent', {
      id: captureId,
      input: ({ context }) => ({ maxSeconds: context.maxSeconds }),
    }),
    askCaptureToStop: sendTo(captureId, { type: 'capture.stop' }),
    releaseCapture: stopChild(captureId),
    showPreview: assign(({ event }) => {
      assertEvent(event, 'capture.started');
      return { preview: event.preview, hasVideo: event.hasVideo, elapsedSeconds: 0 };
    }),
    countSecond: assign({ elapsedSeconds: ({ context }) => context.elapsedSeconds + 1 }),
    showCaptureError: assign({ preview: null, error: consentMessages.microphoneDenied }),
    keepTake: assign(({ context, event }) => {
      assertEvent(event, 'capture.stopped');
      return {
        preview: null,
        take: {
          media: event.media,
          mimeType: event.mimeType,
          hasVideo: context.hasVideo === true,
          durationSeconds: context.elapsedSeconds,
        },
      };
    }),
    startUpload: assign({ uploadProgress: 0, error: null }),
    trackProgress: trackUploadProgress<Context, ConsentEvent>((percent) => ({
      uploadProgress: clampPercent(percent),
    })),
    keepOutcome: assign((_, outcome: ConsentOutcome) => ({
      record: outcome.record,
      uploadProgress: null,
      error: outcome.record.status === 'passed' ? null : (outcome.message ?? consentMessages.checkFailed),
    })),
    showUploadError: assign((_, params: { error: unknown }) => ({
      uploadProgress: null,
      error: serverMessageOr(params.error, consentMessages.uploadFailed),
    })),
    showCheckError: assign((_, params: { error: unknown }) => ({
      uploadProgress: null,
      record: null,
      error: serverMessageOr(params.error, consentMessages.checkFailed),
    })),
    showExpired: assign({ take: null, preview: null, uploadProgress: null, error: consentMessages.expired }),
    announcePassed: emit(({ context }) => ({
      type: 'consent.passed' as const,
      consentId: context.record?.id ?? '',
    })),
  },
  guards: {
    countdownEnds: ({ context }) => context.countdown <= 1,
    reachesLimit: ({ context }) => context.elapsedSeconds + 1 >= context.maxSeconds,
    longEnough: ({ context }) => context.elapsedSeconds >= consentLimits.minSeconds,
  },
  delays: {
    countdownTick: 1000,
    tick: 1000,
    challengeExpiry: ({ context }) => Math.max(0, context.validForMs),
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({ ...freshConsent, maxSeconds: input?.maxSeconds ?? consentLimits.maxSeconds }),
  initial: 'loadingChallenge',
  states: {
    loadingChallenge: {
      invoke: {
        id: 'prepareConsent',
        src: 'prepareConsent',
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'unused',
            target: 'passed',
            actions: [
              assign(({ event }) => ({
                record: event.output.kind === 'unused' ? event.output.record : null,
              })),
              'announcePassed',
            ],
          },
          {
            target: 'challenge',
            actions: assign(({ event }) =>
              event.output.kind === 'challenge'
                ? { challenge: event.output.challenge, validForMs: event.output.validForMs }
                : {},
            ),
          },
        ],
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => serverMessageOr(event.error, consentMessages.loadFailed) }),
        },
      },
    },
    /** One sentence, from reading it to the server's check; it runs out as a whole. */
    challenge: {
      initial: 'ready',
      exit: 'releaseCapture',
      after: {
        challengeExpiry: { target: 'expired', actions: 'showExpired' },
      },
      states: {
        /** The sentence shown large; Record starts the count-in. */
        ready: {
          entry: 'releaseCapture',
          on: { 'consent.record': { target: 'countdown', actions: 'startCountdown' } },
        },
        countdown: {
          after: {
            countdownTick: [
              { guard: 'countdownEnds', target: 'opening' },
              { target: 'countdown', reenter: true, actions: 'countDown' },
            ],
          },
        },
        /** Camera and microphone asked for; the take begins once they are open. */
        opening: {
          entry: 'startCapture',
          on: {
            'capture.started': { target: 'recording', actions: 'showPreview' },
            ...failure,
          },
        },
        recording: recordingTickState('tick', 'reachesLimit', 'stopping', {
          'consent.stop': { guard: 'longEnough', target: 'stopping' },
          ...failure,
        }),
        stopping: {
          entry: 'askCaptureToStop',
          on: {
            'capture.stopped': { target: 'recorded', actions: 'keepTake' },
            ...failure,
          },
        },
        /** The take plays back; Retry records again, Submit sends it. */
        recorded: {
          entry: 'releaseCapture',
          on: {
            'consent.record': { target: 'countdown', actions: 'startCountdown' },
            'consent.submit': { target: 'uploading', actions: 'startUpload' },
          },
        },
        uploading: {
          on: onUploadProgress,
          invoke: {
            id: 'uploadConsent',
            src: 'uploadConsent',
            input: ({ context, self }) => {
              if (!context.challenge || !context.take) throw new Error('No take to send');
              return {
                challengeId: context.challenge.id,
                take: context.take,
                reportProgress: reportUploadProgress(self),
              };
            },
            onDone: [
              {
                guard: ({ event }) => event.output.record.status === 'passed',
                target: '#consent.passed',
                actions: [{ type: 'keepOutcome', params: ({ event }) => event.output }, 'announcePassed'],
              },
              { target: 'failed', actions: { type: 'keepOutcome', params: ({ event }) => event.output } },
            ],
            onError: [
              {
                guard: ({ event }) => hasStatus(event.error, 410),
                target: '#consent.expired',
                actions: 'showExpired',
              },
              {
                guard: ({ event }) => hasStatus(event.error, 422),
                target: 'failed',
                actions: { type: 'showCheckError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'recorded',
                actions: { type: 'showUploadError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        /** A check failed: the server's message; Retry records the same sentence again. */
        failed: {
          on: { 'consent.record': { target: 'countdown', actions: 'startCountdown' } },
        },
      },
    },
    /** Consent on record for the next voice. */
    passed: {
      on: { 'consent.reset': { target: 'loadingChallenge', actions: 'startOver' } },
    },
    expired: {
      on: { 'consent.restart': { target: 'loadingChallenge', actions: 'startOver' } },
    },
    error: {
      on: { 'consent.restart': { target: 'loadingChallenge', actions: 'startOver' } },
    },
  },
});

export type ConsentMachine = typeof consentMachine;
export type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;
export type ConsentActorRef = ActorRefFrom<typeof consentMachine>;
