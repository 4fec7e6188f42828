// The Quick Voice Clone form (spec part 2 §2.3, §5, §8, §9): a name and one sample — a 10-second
// take from the recorder machine (`recording.use`) or an uploaded file (audio, under 50MB, checked
// at once; then 5 to 30 seconds as read by the app's `probeAudioDuration` actor within the named
// delay `metadataTimeout`) — then save → the app's `saveQuickClone` actor, with upload progress.
// The file check and saving are the clone forms' shared pieces (shared/clone-form.*).
import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../shared/not-provided';
import { checkQuickCloneDuration, checkQuickCloneFile } from '../../shared/audio-file-checks';
import { metadataTimeout, type ProbeAudioInput, type SavedVoiceClone } from '../../shared/audio-sample';
import { cloneFormActions, cloneFormGuards } from '../../shared/clone-form.actions';
import { checkingFileState, cloneFormEditingTransitions, savingState } from '../../shared/clone-form.states';
import type { CloneFormRules } from '../../shared/clone-form.types';
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

/** Where this form differs from the pro one in the shared clone-form pieces (shared/). */
const quickCloneForm: CloneFormRules<QuickCloneContext> = {
  messages: quickCloneMessages,
  checkFile: checkQuickCloneFile,
  checkDuration: checkQuickCloneDuration,
  validate: validateQuickCloneSubmission,
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
    ...cloneFormActions<QuickCloneContext, QuickCloneEvent>(quickCloneForm),
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
    announceSaved: emit((_, clone: SavedVoiceClone) => ({ type: 'quickClone.saved' as const, clone })),
  },
  guards: cloneFormGuards(quickCloneForm),
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
        ...cloneFormEditingTransitions,
      },
    },
    checkingFile: {
      on: {
        'name.change': { actions: 'changeName' },
      },
      ...checkingFileState(quickCloneForm.checkDuration),
    },
    saving: savingState('saveQuickClone', (context: QuickCloneContext) => {
      if (!context.sample) throw new Error('The form was not validated');
      return { name: context.name.trim(), sample: context.sample };
    }),
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
