// The Pro Voice Clone form (spec part 2 §2.1, §5, §8, §9): a record tab (the take comes from the
// recorder machine via `recording.use`) and an upload tab (type and size checked at once, then the
// duration read by the app's `probeAudioDuration` actor within the named delay `metadataTimeout`,
// at least 2 minutes, capped at 180 s), a name (default 'Pro Clone'), a reference language, a
// passed consent (`consent.use` from the page's consent step, issue 23; a saved voice used it up),
// and Create Voice → saving (the app's `saveProClone` actor, reporting upload progress) → saved.
// The file check and saving are the clone forms' shared pieces (shared/clone-form.*).
import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../shared/not-provided';
import {
  checkProCloneDuration,
  checkProCloneFile,
  effectiveProCloneSeconds,
} from '../../shared/audio-file-checks';
import { metadataTimeout, type ProbeAudioInput, type SavedVoiceClone } from '../../shared/audio-sample';
import { cloneFormActions, cloneFormGuards } from '../../shared/clone-form.actions';
import { checkingFileState, cloneFormEditingTransitions, savingState } from '../../shared/clone-form.states';
import type { CloneFormRules } from '../../shared/clone-form.types';
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
    consentId: input?.consentId ?? null,
    pendingFile: null,
    uploadProgress: null,
    error: null,
    notice: null,
    saved: null,
  };
}

/** Where this form differs from the quick one in the shared clone-form pieces (shared/). */
const proCloneForm: CloneFormRules<ProCloneContext> = {
  messages: proCloneMessages,
  checkFile: checkProCloneFile,
  checkDuration: checkProCloneDuration,
  validate: validateProCloneSubmission,
};

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
    ...cloneFormActions<ProCloneContext, ProCloneEvent>(proCloneForm),
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
    useConsent: assign(({ event }) => {
      assertEvent(event, 'consent.use');
      return { consentId: event.consentId };
    }),
    clearRecording: assign({ recording: null }),
    clearUpload: assign({ upload: null, error: null }),
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
    announceSaved: emit((_, clone: SavedVoiceClone) => ({ type: 'proClone.saved' as const, clone })),
  },
  guards: cloneFormGuards(proCloneForm),
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
        'consent.use': { actions: 'useConsent' },
        'recording.clear': { actions: 'clearRecording' },
        'file.clear': { actions: 'clearUpload' },
        ...cloneFormEditingTransitions,
      },
    },
    checkingFile: {
      on: {
        'name.change': { actions: 'changeName' },
        'language.select': { actions: 'selectLanguage' },
        'consent.use': { actions: 'useConsent' },
      },
      ...checkingFileState(proCloneForm.checkDuration),
    },
    saving: savingState('saveProClone', (context: ProCloneContext) => {
      const sample = activeProCloneSample(context);
      if (!sample || context.referenceLanguage === null || context.consentId === null) {
        throw new Error('The form was not validated');
      }
      return {
        name: context.name.trim(),
        referenceLanguage: context.referenceLanguage,
        consentId: context.consentId,
        sample,
      };
    }),
    saved: {
      entry: assign({ consentId: null }),
      on: {
        'consent.use': { actions: 'useConsent' },
        'clone.reset': {
          target: 'editing',
          actions: assign(({ context }) =>
            freshForm({ referenceLanguage: context.referenceLanguage, consentId: context.consentId }),
          ),
        },
      },
    },
  },
});

export type ProCloneMachine = typeof proCloneMachine;
export type ProCloneSnapshot = SnapshotFrom<typeof proCloneMachine>;
export type ProCloneActorRef = ActorRefFrom<typeof proCloneMachine>;
