// The Record Video tab (spec part 2 §2 /video, §4 "idle, recording, recorded (save or redo)", §7,
// §8, §9): idle → requestingCamera (the app's `captureVideo` callback actor: a 480×360 camera,
// MP4/H.264 or WebM/VP8 at 2.5 Mbps, spawned for one take) → recording (the live preview, a tick
// every second, named delay `tick`; stops by itself at `maxSeconds`) → stopping → recorded (Save
// Recording or Record Again) → saving (the app's `saveRecording` actor uploading
// recording_{timestamp}.mp4|webm with real progress, 10 → 60) → 'Recording saved successfully!' and
// processing (shared/video-processing.ts) → processed, failed, timed out or status unknown; or
// saveFailed ('Failed to save recording' or the server's message); a refused camera → cameraError.
// Emits `videoRecorder.saved` and `videoRecorder.processed` so the page refreshes its library.
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
import { betweenTakes, recordingStates, startTake } from '../../shared/recording';
import { onUploadProgress, reportUploadProgress, trackUploadProgress } from '../../shared/upload-progress';
import {
  maxVideoStatusChecks,
  uploadStageProgress,
  videoCallError,
  videoProcessingActions,
  videoProcessingState,
  videoStatusCheckInterval,
  type CheckVideoStatusInput,
  type VideoStatusCheck,
} from '../../shared/video-processing';
import { videoRecorderMaxSeconds, videoRecordingExtension } from './video-recorder.format';
import { videoRecorderMessages } from './video-recorder.messages';
import type {
  SavedVideoRecording,
  SaveVideoRecordingInput,
  VideoCaptureCommand,
  VideoCaptureInput,
  VideoRecorderContext,
  VideoRecorderEmitted,
  VideoRecorderEvent,
  VideoRecorderInput,
} from './video-recorder.types';

/** The capture's id equals its name, so its failures arrive as xstate.error.actor.captureVideo. */
const captureId = 'captureVideo';

export const videoRecorderTickInterval = 1000;

const freshTake = {
  elapsedSeconds: 0,
  preview: null,
  recording: null,
  videoIds: [],
  checks: 0,
  progress: 0,
  notice: null,
  error: null,
} satisfies Omit<VideoRecorderContext, 'maxSeconds' | 'maxChecks'>;

export const videoRecorderMachine = setup({
  types: {
    context: {} as VideoRecorderContext,
    input: {} as VideoRecorderInput,
    events: {} as VideoRecorderEvent,
    emitted: {} as VideoRecorderEmitted,
  },
  actors: {
    captureVideo: notProvidedCallback<VideoCaptureCommand, VideoCaptureInput>('captureVideo'),
    saveRecording: notProvided<SavedVideoRecording, SaveVideoRecordingInput>('saveRecording'),
    checkVideoStatus: notProvided<VideoStatusCheck[], CheckVideoStatusInput>('checkVideoStatus'),
  },
  actions: {
    ...videoProcessingActions<VideoRecorderContext, VideoRecorderEvent>(),
    startCapture: spawnChild('captureVideo', {
      id: captureId,
      input: ({ context }) => ({ maxSeconds: context.maxSeconds }),
    }),
    askCaptureToStop: sendTo(captureId, { type: 'capture.stop' }),
    releaseCapture: stopChild(captureId),
    resetTake: assign(freshTake),
    showPreview: assign(({ event }) => {
      assertEvent(event, 'capture.started');
      return { preview: event.preview };
    }),
    countSecond: assign({ elapsedSeconds: ({ context }) => context.elapsedSeconds + 1 }),
    showCameraError: assign({ preview: null, error: videoRecorderMessages.cameraDenied }),
    keepTake: assign(({ context, event }) => {
      assertEvent(event, 'capture.stopped');
      return {
        preview: null,
        recording: {
          video: event.video,
          mimeType: event.mimeType,
          extension: videoRecordingExtension(event.mimeType),
          durationSeconds: context.elapsedSeconds,
        },
      };
    }),
    startSaving: assign({ progress: uploadStageProgress(0), notice: null, error: null }),
    trackProgress: trackUploadProgress<VideoRecorderContext, VideoRecorderEvent>((percent) => ({
      progress: uploadStageProgress(percent),
    })),
    keepSaved: assign((_, saved: SavedVideoRecording) => ({
      videoIds: [saved.videoId],
      checks: 0,
      progress: 50,
      notice: videoRecorderMessages.saved,
    })),
    showSaveError: assign((_, params: { error: unknown }) => ({
      error: videoCallError(params.error, videoRecorderMessages.saveFailed),
      notice: null,
      progress: 0,
    })),
    announceSaved: emit((_, saved: SavedVideoRecording) => ({
      type: 'videoRecorder.saved' as const,
      videoId: saved.videoId,
    })),
    announceProcessed: emit(({ context }) => ({
      type: 'videoRecorder.processed' as const,
      videoIds: context.videoIds,
    })),
  },
  guards: {
    reachesLimit: ({ context }) => context.elapsedSeconds + 1 >= context.maxSeconds,
  },
  delays: {
    tick: videoRecorderTickInterval,
    statusCheckInterval: videoStatusCheckInterval,
  },
}).createMachine({
  id: 'videoRecorder',
  context: ({ input }) => ({
    ...freshTake,
    maxSeconds: input?.maxSeconds ?? videoRecorderMaxSeconds,
    maxChecks: input?.maxStatusChecks ?? maxVideoStatusChecks,
  }),
  initial: 'idle',
  states: {
    idle: betweenTakes({ 'recording.start': startTake('requestingCamera') }),
    /** Then `recording`: the mirrored preview with REC; the take stops by itself at the limit. */
    ...recordingStates('requestingCamera', {
      capture: captureId,
      limit: 'reachesLimit',
      started: { target: 'recording', actions: 'showPreview' },
      stopped: { target: 'recorded', actions: 'keepTake' },
      failure: { target: 'cameraError', actions: 'showCameraError' },
    }),
    /** The take plays back; Save Recording or Record Again. */
    recorded: {
      entry: 'releaseCapture',
      on: {
        'recording.save': { target: 'saving', actions: 'startSaving' },
        'recording.start': startTake('requestingCamera'),
      },
    },
    saving: {
      on: onUploadProgress,
      invoke: {
        id: 'saveRecording',
        src: 'saveRecording',
        input: ({ context, self }) => {
          if (!context.recording) throw new Error('No recording to save');
          return {
            recording: context.recording,
            reportProgress: reportUploadProgress(self),
          };
        },
        onDone: {
          target: 'processing',
          actions: [
            { type: 'keepSaved', params: ({ event }) => event.output },
            { type: 'announceSaved', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'saveFailed',
          actions: { type: 'showSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The take stays: Save Recording tries again. */
    saveFailed: {
      on: {
        'recording.save': { target: 'saving', actions: 'startSaving' },
        'recording.start': startTake('requestingCamera'),
      },
    },
    /** The saved take is checked until ready; Record Again leaves it to the library. */
    processing: {
      ...videoProcessingState,
      on: {
        'recording.start': startTake('requestingCamera'),
      },
    },
    cameraError: {
      entry: 'releaseCapture',
      on: {
        'recording.start': startTake('requestingCamera'),
        'recording.cancel': { target: 'idle', actions: 'resetTake' },
      },
    },
  },
});

export type VideoRecorderMachine = typeof videoRecorderMachine;
export type VideoRecorderSnapshot = SnapshotFrom<typeof videoRecorderMachine>;
export type VideoRecorderActorRef = ActorRefFrom<typeof videoRecorderMachine>;
