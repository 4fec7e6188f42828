// The guards and actions both clone forms (pro and quick) share, built from one form's rules for
// its `setup`: a chosen file refused at once, a probed file refused, the submit refused, saving
// started, upload progress, the saved clone kept, the save failure shown (server message
// preferred, spec part 2 §8), the error dismissed. The states that name them: clone-form.states.ts.
import { assign, type EventObject } from 'xstate';
import { clampPercent, type SavedVoiceClone } from './audio-sample';
import type { CloneFormContext, CloneFormEvent, CloneFormRules } from './clone-form.types';
import { serverMessageOr } from './server-message';
import { trackUploadProgress } from './upload-progress';

type FileChooseEvent = Extract<CloneFormEvent, { type: 'file.choose' }>;

function isFileChoice(event: EventObject): event is FileChooseEvent {
  return event.type === 'file.choose';
}

/** `fileIsRefused` (on `file.choose`) and `formIsInvalid` (on `clone.submit`). */
export function cloneFormGuards<TContext>(rules: CloneFormRules<TContext>) {
  return {
    fileIsRefused: ({ event }: { event: EventObject }) =>
      isFileChoice(event) && rules.checkFile(event.file) !== null,
    formIsInvalid: ({ context }: { context: TContext }) => rules.validate(context) !== null,
  };
}

/**
 * `cloneFormActions<ProCloneContext, ProCloneEvent>(proCloneForm)`: the type arguments are the
 * machine's own, so the actions fit its `setup` exactly (xstate checks context and events).
 */
export function cloneFormActions<TContext extends CloneFormContext, TEvent extends EventObject>(
  rules: CloneFormRules<TContext>,
) {
  const { messages } = rules;
  // Every change below writes only CloneFormContext fields, which TContext has.
  const change = (fields: Partial<CloneFormContext>) => fields as Partial<TContext>;
  return {
    showFileError: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) =>
      isFileChoice(event) ? change({ error: rules.checkFile(event.file) }) : {},
    ),
    refuseCheckedFile: assign<TContext, TEvent, { error: string }, TEvent, never>((_, params) =>
      change({ error: params.error, pendingFile: null }),
    ),
    showSubmitError: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) =>
      change({ error: rules.validate(context) }),
    ),
    startSaving: assign<TContext, TEvent, undefined, TEvent, never>(() =>
      change({ error: null, notice: messages.saving, uploadProgress: 0 }),
    ),
    trackProgress: trackUploadProgress<TContext, TEvent>((percent) =>
      change({ uploadProgress: clampPercent(percent) }),
    ),
    keepSavedClone: assign<TContext, TEvent, SavedVoiceClone, TEvent, never>((_, clone) =>
      change({ saved: clone, notice: messages.saved, uploadProgress: 100 }),
    ),
    showSaveError: assign<TContext, TEvent, { error: unknown }, TEvent, never>((_, params) =>
      change({
        error: serverMessageOr(params.error, messages.saveFailed),
        notice: null,
        uploadProgress: null,
      }),
    ),
    dismissError: assign<TContext, TEvent, undefined, TEvent, never>(() => change({ error: null })),
  };
}
