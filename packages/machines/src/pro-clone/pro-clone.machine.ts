// The Pro Voice Clone form (spec part 2 §2.1, §5, §8, §9): a record tab (the take comes from the
// recorder machine via `recording.use`) and an upload tab (type and size checked at once, then the
// duration read by the app's `probeAudioDuration` actor within the named delay `metadataTimeout`,
// at least 2 minutes, capped at 180 s), a name (default 'Pro Clone'), a reference language, and
// Create Voice → saving (the app's `saveProClone` actor, reporting upload progress) → saved.
import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { audioFileMessages } from '../voice-common/audio-file.messages';
import {
  checkProCloneDuration,
  checkProCloneFile,
  effectiveProCloneSeconds,
} from '../voice-common/audio-file-checks';
import {
  clampPercent,
  metadataTimeout,
  type ProbeAudioInput,
  type SavedVoiceClone,
} from '../voice-common/audio-sample';
import { serverMessageOr } from '../voice-common/server-message';
import { proCloneDefaultName, proCloneMessages } from './pro-clone.messages';
import type {
  ProCloneContext,
  ProCloneEmitted,
  ProCloneEvent,
  ProCloneInput,
  SaveProCloneInput,
} from './pro-clone.types';
import { activeProCloneSample, validateProCloneSubmission } from './pro-clone.validation';

function freshForm(input: ProCloneInput | undefined): ProCloneContext {
  return {
    tab: 'record',
    name: proCloneDefaultName,
    referenceLanguage: input?.referenceLanguage ?? null,
    recording: null,
    upload: null,
    pendingFile: null,
    uploadProgress: null,
    error: null,
    notice: null,
    saved: null,
  };
}

export const proCloneMachine = setup({
  types: {
    context: {} as ProCloneContext,
    input: {} as ProCloneInput | undefined,
    events: {} as ProCloneEvent,
    emitted: {} as ProCloneEmitted,
  },
  actors: {
    /** Resolves with the file's duration in seconds; rejects when the file cannot be read. */
    probeAudioDuration: notProvided<number, ProbeAudioInput>('probeAudioDuration'),
    saveProClone: notProvided<SavedVoiceClone, SaveProCloneInput>('saveProClone'),
  },
  actions: {
    selectTab: assign(({ event }) => {
      assertEvent(event, 'tab.select');
      return { tab: event.tab, error: null };
    }),
    changeName: assign(({ event }) => {
      assertEvent(event, 'name.change');
      return { name: event.name };
    }),
    selectLanguage: assign(({ event }) => {
      assertEvent(event, 'language.select');
      return { referenceLanguage: event.language, error: null };
    }),
    useRecording: assign(({ event }) => {
      assertEvent(event, 'recording.use');
      const { audio, durationSeconds } = event.recording;
      return {
        recording: { source: 'recording' as const, audio, name: proCloneDefaultName, durationSeconds },
        error: null,
      };
    }),
    clearRecording: assign({ recording: null }),
    clearUpload: assign({ upload: null, error: null }),
    showFileError: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { error: checkProCloneFile(event.file) };
    }),
    holdFile: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { pendingFile: event.file, upload: null, error: null };
    }),
    keepCheckedFile: assign(({ context }, params: { seconds: number }) => ({
      upload: context.pendingFile && {
        source: 'upload' as const,
        audio: context.pendingFile,
        name: context.pendingFile.name,
        durationSeconds: effectiveProCloneSeconds(params.seconds),
      },
      pendingFile: null,
    })),
    refuseCheckedFile: assign((_, params: { error: string }) => ({ error: params.error, pendingFile: null })),
    showSubmitError: assign(({ context }) => ({ error: validateProCloneSubmission(context) })),
    startSaving: assign({ error: null, notice: proCloneMessages.saving, uploadProgress: 0 }),
    trackProgress: assign(({ event }) => {
      assertEvent(event, 'upload.progress');
      return { uploadProgress: clampPercent(event.percent) };
    }),
    announceSaved: emit((_, clone: SavedVoiceClone) => ({ type: 'proClone.saved' as const, clone })),
    dismissError: assign({ error: null }),
  },
  guards: {
    fileIsRefused: ({ event }) => {
      assertEvent(event, 'file.choose');
      return checkProCloneFile(event.file) !== null;
    },
    formIsInvalid: ({ context }) => validateProCloneSubmission(context) !== null,
  },
  delays: {
    metadataTimeout,
  },
}).createMachine({
  id: 'proClone',
  context: ({ input }) => freshForm(input),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'tab.select': { actions: 'selectTab' },
        'name.change': { actions: 'changeName' },
        'language.select': { actions: 'selectLanguage' },
        'recording.use': { actions: 'useRecording' },
        'recording.clear': { actions: 'clearRecording' },
        'file.clear': { actions: 'clearUpload' },
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
        'language.select': { actions: 'selectLanguage' },
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
            guard: ({ event }) => checkProCloneDuration(event.output) !== null,
            target: 'editing',
            actions: {
              type: 'refuseCheckedFile',
              params: ({ event }) => ({ error: checkProCloneDuration(event.output) ?? '' }),
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
        id: 'saveProClone',
        src: 'saveProClone',
        input: ({ context, self }) => {
          const sample = activeProCloneSample(context);
          if (!sample || context.referenceLanguage === null) throw new Error('The form was not validated');
          return {
            name: context.name.trim(),
            referenceLanguage: context.referenceLanguage,
            sample,
            reportProgress: (percent: number) => self.send({ type: 'upload.progress', percent }),
          };
        },
        onDone: {
          target: 'saved',
          actions: [
            assign({
              saved: ({ event }) => event.output,
              notice: proCloneMessages.saved,
              uploadProgress: 100,
            }),
            { type: 'announceSaved', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => serverMessageOr(event.error, proCloneMessages.saveFailed),
            notice: null,
            uploadProgress: null,
          }),
        },
      },
    },
    saved: {
      on: {
        'clone.reset': {
          target: 'editing',
          actions: assign(({ context }) => freshForm({ referenceLanguage: context.referenceLanguage })),
        },
      },
    },
  },
});

export type ProCloneMachine = typeof proCloneMachine;
export type ProCloneSnapshot = SnapshotFrom<typeof proCloneMachine>;
export type ProCloneActorRef = ActorRefFrom<typeof proCloneMachine>;
