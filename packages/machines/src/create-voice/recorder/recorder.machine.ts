// One audio take (spec part 2 §4 Recording, §5, §9): idle → requestingMicrophone → recording
// (a tick every second, named delay `tick`; auto-stop at the limit) → stopping → recorded (play it
// with the playback machine, or record again) | error. The media capture is the app's callback
// actor `captureAudio` (input CaptureInput, reports CaptureReport, receives CaptureCommand),
// spawned when the take starts and stopped when it ends. Limits and the microphone text are input.
import {
  assertEvent,
  assign,
  emit,
  not,
  sendTo,
  setup,
  spawnChild,
  stopChild,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { Recording } from '../../shared/audio-sample';
import { notProvidedCallback } from '../../shared/not-provided';
import { betweenTakes, recordingStates, startTake } from '../../shared/recording';
import { checkRecordingLength, type RecorderInput } from './recorder.limits';
import { recorderMessages } from './recorder.messages';
import type {
  CaptureCommand,
  CaptureInput,
  RecorderContext,
  RecorderEmitted,
  RecorderEvent,
} from './recorder.types';

/** The capture actor's id equals its name, so its failures arrive as xstate.error.actor.captureAudio. */
const captureId = 'captureAudio';

export const recorderTickInterval = 1000;

/** A take kept or refused: record again, or discard it. */
const afterTake = {
  'recording.start': startTake('requestingMicrophone'),
  'recording.discard': { target: 'idle', actions: 'resetTake' },
} as const;

export const recorderMachine = setup({
  types: {
    context: {} as RecorderContext,
    input: {} as RecorderInput,
    events: {} as RecorderEvent,
    emitted: {} as RecorderEmitted,
  },
  actors: {
    captureAudio: notProvidedCallback<CaptureCommand, CaptureInput>('captureAudio'),
  },
  actions: {
    startCapture: spawnChild('captureAudio', {
      id: captureId,
      input: ({ context }) => ({ maxSeconds: context.limits.maxSeconds }),
    }),
    askCaptureToStop: sendTo(captureId, { type: 'capture.stop' }),
    releaseCapture: stopChild(captureId),
    resetTake: assign({ elapsedSeconds: 0, recording: null, refusedTake: null, error: null }),
    countSecond: assign({ elapsedSeconds: ({ context }) => context.elapsedSeconds + 1 }),
    showMicrophoneError: assign({ error: ({ context }) => context.microphoneErrorText }),
    showLengthError: assign({
      error: ({ context }) => checkRecordingLength(context.elapsedSeconds, limitsOf(context)),
    }),
    keepRefusedTake: assign({
      refusedTake: ({ context, event }) => {
        assertEvent(event, 'capture.stopped');
        return takeFrom(context, event);
      },
    }),
    keepTake: assign({
      recording: ({ context, event }) => {
        assertEvent(event, 'capture.stopped');
        return takeFrom(context, event);
      },
    }),
    announceTake: emit(({ context, event }) => {
      assertEvent(event, 'capture.stopped');
      return { type: 'recorder.recorded' as const, recording: takeFrom(context, event) };
    }),
  },
  guards: {
    reachesAutoStop: ({ context }) => context.elapsedSeconds + 1 >= context.limits.autoStopSeconds,
    takeHasValidLength: ({ context }) =>
      checkRecordingLength(context.elapsedSeconds, limitsOf(context)) === null,
  },
  delays: {
    tick: recorderTickInterval,
  },
}).createMachine({
  id: 'recorder',
  context: ({ input }) => ({
    limits: {
      maxSeconds: input.maxSeconds,
      minSeconds: input.minSeconds ?? null,
      autoStopSeconds: input.autoStopSeconds,
    },
    microphoneErrorText: input.microphoneErrorText ?? recorderMessages.accessDenied,
    elapsedSeconds: 0,
    recording: null,
    refusedTake: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: betweenTakes({ 'recording.start': startTake('requestingMicrophone') }),
    ...recordingStates('requestingMicrophone', {
      capture: captureId,
      limit: 'reachesAutoStop',
      started: 'recording',
      stopped: [
        {
          guard: not('takeHasValidLength'),
          target: 'error',
          actions: ['showLengthError', 'keepRefusedTake'],
        },
        { target: 'recorded', actions: ['keepTake', 'announceTake'] },
      ],
      failure: { target: 'error', actions: 'showMicrophoneError' },
    }),
    recorded: betweenTakes(afterTake),
    error: betweenTakes(afterTake),
  },
});

function takeFrom(context: RecorderContext, event: { audio: Blob; mimeType: string }): Recording {
  return { audio: event.audio, mimeType: event.mimeType, durationSeconds: context.elapsedSeconds };
}

function limitsOf(context: RecorderContext) {
  const { maxSeconds, minSeconds, autoStopSeconds } = context.limits;
  return minSeconds === null ? { maxSeconds, autoStopSeconds } : { maxSeconds, minSeconds, autoStopSeconds };
}

export type RecorderMachine = typeof recorderMachine;
export type RecorderSnapshot = SnapshotFrom<typeof recorderMachine>;
export type RecorderActorRef = ActorRefFrom<typeof recorderMachine>;
