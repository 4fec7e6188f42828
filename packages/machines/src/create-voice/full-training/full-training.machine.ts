// The Full Voice Training screen (spec part 2 §2.2, §5, §8, §9): a model name, a list of files
// (each accepted file's duration read by the app's `probeAudioDuration` actor, one at a time,
// within the named delay `metadataTimeout`), takes from the Record Audio modal named 'Recording-n',
// per-file delete, and Start Training once the total reaches 30 minutes → the app's
// `startVoiceTraining` actor (upload progress) → started, with the job id to follow. Closing the
// Record Audio modal emits `fullTraining.recordingClosed`; the page cancels the modal's recorder.
import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../shared/not-provided';
import { clampPercent, metadataTimeout, type ProbeAudioInput } from '../../shared/audio-sample';
import { serverMessageOr } from '../../shared/server-message';
import { onUploadProgress, reportUploadProgress, trackUploadProgress } from '../../shared/upload-progress';
import { isTrainingFileAccepted, validateTrainingStart } from './full-training.audio';
import { fullTrainingMessages } from './full-training.messages';
import type {
  FullTrainingContext,
  FullTrainingEmitted,
  FullTrainingEvent,
  StartedTraining,
  StartVoiceTrainingInput,
} from './full-training.types';

const emptyForm: FullTrainingContext = {
  modelName: '',
  files: [],
  queue: [],
  fileCount: 0,
  recordingCount: 0,
  uploadProgress: null,
  error: null,
  notice: null,
  jobId: null,
};

export const fullTrainingMachine = setup({
  types: {
    context: {} as FullTrainingContext,
    events: {} as FullTrainingEvent,
    emitted: {} as FullTrainingEmitted,
  },
  actors: {
    /** Resolves with the file's duration in seconds; rejects when the file cannot be read. */
    probeAudioDuration: notProvided<number, ProbeAudioInput>('probeAudioDuration'),
    startVoiceTraining: notProvided<StartedTraining, StartVoiceTrainingInput>('startVoiceTraining'),
  },
  actions: {
    changeModelName: assign(({ event }) => {
      assertEvent(event, 'modelName.change');
      return { modelName: event.name };
    }),
    queueFiles: assign(({ context, event }) => {
      assertEvent(event, 'files.add');
      const accepted = event.files.filter(isTrainingFileAccepted);
      return {
        queue: [...context.queue, ...accepted],
        error: accepted.length < event.files.length ? fullTrainingMessages.notAudio : null,
      };
    }),
    removeFile: assign(({ context, event }) => {
      assertEvent(event, 'file.remove');
      return { files: context.files.filter((file) => file.id !== event.id) };
    }),
    keepProbedFile: assign(({ context }, params: { seconds: number }) => {
      const [file, ...rest] = context.queue;
      if (!file) return {};
      if (!Number.isFinite(params.seconds) || params.seconds <= 0) {
        return { queue: rest, error: fullTrainingMessages.unreadable };
      }
      const id = `file-${context.fileCount + 1}`;
      return {
        queue: rest,
        fileCount: context.fileCount + 1,
        files: [
          ...context.files,
          { id, name: file.name, audio: file, durationSeconds: params.seconds, source: 'upload' as const },
        ],
      };
    }),
    skipUnreadableFile: assign(({ context }) => ({
      queue: context.queue.slice(1),
      error: fullTrainingMessages.unreadable,
    })),
    keepRecording: assign(({ context, event }) => {
      assertEvent(event, 'recording.save');
      const number = context.recordingCount + 1;
      return {
        recordingCount: number,
        fileCount: context.fileCount + 1,
        files: [
          ...context.files,
          {
            id: `file-${context.fileCount + 1}`,
            name: `Recording-${number}`,
            audio: event.recording.audio,
            durationSeconds: event.recording.durationSeconds,
            source: 'recording' as const,
          },
        ],
      };
    }),
    showStartError: assign(({ context }) => ({ error: validateTrainingStart(context) })),
    startUploading: assign({ error: null, notice: fullTrainingMessages.starting, uploadProgress: 0 }),
    trackProgress: trackUploadProgress<FullTrainingContext, FullTrainingEvent>((percent) => ({
      uploadProgress: clampPercent(percent),
    })),
    announceStarted: emit(({ context }, started: StartedTraining) => ({
      type: 'fullTraining.started' as const,
      jobId: started.jobId,
      modelName: context.modelName.trim(),
    })),
    /** The page machine cancels the modal's recorder when it hears this. */
    announceRecordingClosed: emit({ type: 'fullTraining.recordingClosed' as const }),
    dismissError: assign({ error: null }),
  },
  guards: {
    someFileAccepted: ({ event }) => {
      assertEvent(event, 'files.add');
      return event.files.some(isTrainingFileAccepted);
    },
    moreFilesQueued: ({ context }) => context.queue.length > 1,
    cannotStart: ({ context }) => validateTrainingStart(context) !== null,
  },
  delays: {
    metadataTimeout,
  },
}).createMachine({
  id: 'fullTraining',
  context: emptyForm,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'modelName.change': { actions: 'changeModelName' },
        'files.add': [
          { guard: 'someFileAccepted', target: 'addingFiles', actions: 'queueFiles' },
          { actions: 'queueFiles' },
        ],
        'file.remove': { actions: 'removeFile' },
        'recordingModal.open': { target: 'recordingAudio', actions: 'dismissError' },
        'training.start': [
          { guard: 'cannotStart', actions: 'showStartError' },
          { target: 'starting', actions: 'startUploading' },
        ],
        'error.dismiss': { actions: 'dismissError' },
      },
    },
    addingFiles: {
      on: {
        'modelName.change': { actions: 'changeModelName' },
        'files.add': { actions: 'queueFiles' },
        'file.remove': { actions: 'removeFile' },
      },
      after: {
        metadataTimeout: [
          { guard: 'moreFilesQueued', target: 'addingFiles', reenter: true, actions: 'skipUnreadableFile' },
          { target: 'editing', actions: 'skipUnreadableFile' },
        ],
      },
      invoke: {
        id: 'probeAudioDuration',
        src: 'probeAudioDuration',
        input: ({ context }) => {
          const [file] = context.queue;
          if (!file) throw new Error('No file to read');
          return { file };
        },
        onDone: [
          {
            guard: 'moreFilesQueued',
            target: 'addingFiles',
            reenter: true,
            actions: { type: 'keepProbedFile', params: ({ event }) => ({ seconds: event.output }) },
          },
          {
            target: 'editing',
            actions: { type: 'keepProbedFile', params: ({ event }) => ({ seconds: event.output }) },
          },
        ],
        onError: [
          { guard: 'moreFilesQueued', target: 'addingFiles', reenter: true, actions: 'skipUnreadableFile' },
          { target: 'editing', actions: 'skipUnreadableFile' },
        ],
      },
    },
    recordingAudio: {
      on: {
        'recording.save': { target: 'editing', actions: 'keepRecording' },
        'recordingModal.close': { target: 'editing', actions: 'announceRecordingClosed' },
      },
    },
    starting: {
      on: onUploadProgress,
      invoke: {
        id: 'startVoiceTraining',
        src: 'startVoiceTraining',
        input: ({ context, self }) => ({
          modelName: context.modelName.trim(),
          files: context.files,
          reportProgress: reportUploadProgress(self),
        }),
        onDone: {
          target: 'started',
          actions: [
            assign({
              jobId: ({ event }) => event.output.jobId,
              notice: fullTrainingMessages.started,
              uploadProgress: 100,
            }),
            { type: 'announceStarted', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => serverMessageOr(event.error, fullTrainingMessages.startFailed),
            notice: null,
            uploadProgress: null,
          }),
        },
      },
    },
    started: {
      on: {
        'training.reset': { target: 'editing', actions: assign(emptyForm) },
      },
    },
  },
});

/** The Start Training button: enabled in `editing` once the rules pass. */
export function canStartTraining(snapshot: {
  context: FullTrainingContext;
  matches: (value: 'editing') => boolean;
}): boolean {
  return snapshot.matches('editing') && validateTrainingStart(snapshot.context) === null;
}

export type FullTrainingMachine = typeof fullTrainingMachine;
export type FullTrainingSnapshot = SnapshotFrom<typeof fullTrainingMachine>;
export type FullTrainingActorRef = ActorRefFrom<typeof fullTrainingMachine>;
