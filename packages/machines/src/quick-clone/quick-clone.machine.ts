// The Quick Voice Clone form (spec part 2 §2.3, §5, §8, §9): a name and one sample — a 10-second
// take from the recorder machine (`recording.use`) or an uploaded file (audio, under 50MB, checked
// at once; then 5 to 30 seconds as read by the app's `probeAudioDuration` actor within the named
// delay `metadataTimeout`) — then save → the app's `saveQuickClone` actor, with upload progress.
import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { audioFileMessages } from '../voice-common/audio-file.messages';
import { checkQuickCloneDuration, checkQuickCloneFile } from '../voice-common/audio-file-checks';
import {
  clampPercent,
  metadataTimeout,
  type ProbeAudioInput,
  type SavedVoiceClone,
} from '../voice-common/audio-sample';
import { serverMessageOr } from '../voice-common/server-message';
import { quickCloneMessages, quickCloneRecordingName } from './quick-clone.messages';
import type {
  QuickCloneContext,
  QuickCloneEmitted,
  QuickCloneEvent,
  SaveQuickCloneInput,
} from './quick-clone.types';
import { validateQuickCloneSubmission } from './quick-clone.validation';

const emptyForm: QuickCloneContext = {
  name: '',
  sample: null,
  pendingFile: null,
  uploadProgress: null,
  error: null,
  notice: null,
  saved: null,
};

export const quickCloneMachine = setup({
  types: {
    context: {} as QuickCloneContext,
    events: {} as QuickCloneEvent,
    emitted: {} as QuickCloneEmitted,
  },
  actors: {
    /** Resolves with the file's duration in seconds; rejects when the file cannot be read. */
    probeAudioDuration: notProvided<number, ProbeAudioInput>('probeAudioDuration'),
    saveQuickClone: notProvided<SavedVoiceClone, SaveQuickCloneInput>('saveQuickClone'),
  },
  actions: {
    changeName: assign(({ event }) => {
      assertEvent(event, 'name.change');
      return { name: event.name };
    }),
    useRecording: assign(({ event }) => {
      assertEvent(event, 'recording.use');
      const { audio, durationSeconds } = event.recording;
      return {
        sample: { source: 'recording' as const, audio, name: quickCloneRecordingName, durationSeconds },
        error: null,
      };
    }),
    clearSample: assign({ sample: null, error: null }),
    showFileError: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { error: checkQuickCloneFile(event.file) };
    }),
    holdFile: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { pendingFile: event.file, error: null };
    }),
    keepCheckedFile: assign(({ context }, params: { seconds: number }) => ({
      sample: context.pendingFile && {
        source: 'upload' as const,
        audio: context.pendingFile,
        name: context.pendingFile.name,
        durationSeconds: params.seconds,
      },
      pendingFile: null,
    })),
    refuseCheckedFile: assign((_, params: { error: string }) => ({ error: params.error, pendingFile: null })),
    showSubmitError: assign(({ context }) => ({ error: validateQuickCloneSubmission(context) })),
    startSaving: assign({ error: null, notice: quickCloneMessages.saving, uploadProgress: 0 }),
    trackProgress: assign(({ event }) => {
      assertEvent(event, 'upload.progress');
      return { uploadProgress: clampPercent(event.percent) };
    }),
    announceSaved: emit((_, clone: SavedVoiceClone) => ({ type: 'quickClone.saved' as const, clone })),
    dismissError: assign({ error: null }),
  },
  guards: {
    fileIsRefused: ({ event }) => {
      assertEvent(event, 'file.choose');
      return checkQuickCloneFile(event.file) !== null;
    },
    formIsInvalid: ({ context }) => validateQuickCloneSubmission(context) !== null,
  },
  delays: {
    metadataTimeout,
  },
}).createMachine({
  id: 'quickClone',
  context: emptyForm,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'name.change': { actions: 'changeName' },
        'recording.use': { actions: 'useRecording' },
        'sample.clear': { actions: 'clearSample' },
        'file.choose': [
          { guard: 'fileIsRefused', actions: 'showFileError' },
          { target: 'checkingFile', actions: 'holdFile' },
        ],
        'clone.submit': [
          { guard: 'formIsInvalid', actions: 'showSubmitError' },
          { target: 'saving', actions: 'startSaving' },
        ],
        'error.dismiss': { actions: 'dismissError' },
      },
    },
    checkingFile: {
      on: {
        'name.change': { actions: 'changeName' },
      },
      after: {
        metadataTimeout: {
          target: 'editing',
          actions: { type: 'refuseCheckedFile', params: { error: audioFileMessages.unreadable } },
        },
      },
      invoke: {
        id: 'probeAudioDuration',
        src: 'probeAudioDuration',
        input: ({ context }) => {
          if (!context.pendingFile) throw new Error('No file to check');
          return { file: context.pendingFile };
        },
        onDone: [
          {
            guard: ({ event }) => checkQuickCloneDuration(event.output) !== null,
            target: 'editing',
            actions: {
              type: 'refuseCheckedFile',
              params: ({ event }) => ({ error: checkQuickCloneDuration(event.output) ?? '' }),
            },
          },
          {
            target: 'editing',
            actions: { type: 'keepCheckedFile', params: ({ event }) => ({ seconds: event.output }) },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'refuseCheckedFile', params: { error: audioFileMessages.unreadable } },
        },
      },
    },
    saving: {
      on: {
        'upload.progress': { actions: 'trackProgress' },
      },
      invoke: {
        id: 'saveQuickClone',
        src: 'saveQuickClone',
        input: ({ context, self }) => {
          if (!context.sample) throw new Error('The form was not validated');
          return {
            name: context.name.trim(),
            sample: context.sample,
            reportProgress: (percent: number) => self.send({ type: 'upload.progress', percent }),
          };
        },
        onDone: {
          target: 'saved',
          actions: [
            assign({
              saved: ({ event }) => event.output,
              notice: quickCloneMessages.saved,
              uploadProgress: 100,
            }),
            { type: 'announceSaved', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => serverMessageOr(event.error, quickCloneMessages.saveFailed),
            notice: null,
            uploadProgress: null,
          }),
        },
      },
    },
    saved: {
      on: {
        'clone.reset': { target: 'editing', actions: assign(emptyForm) },
      },
    },
  },
});

export type QuickCloneMachine = typeof quickCloneMachine;
export type QuickCloneSnapshot = SnapshotFrom<typeof quickCloneMachine>;
export type QuickCloneActorRef = ActorRefFrom<typeof quickCloneMachine>;
