// The state configs both clone forms (pro and quick) share, for their `createMachine`: the
// editing transitions that choose a file and submit, `checkingFile` (the app's `probeAudioDuration`
// actor within the named delay `metadataTimeout`, then the form's duration rule) and `saving` (the
// form's save actor with upload progress → `saved`, or back to `editing` with the error). They
// name the actions of clone-form.actions.ts and the machine's own guards and actions
// (`fileIsRefused`, `showFileError`, `holdFile`, `formIsInvalid`, `showSubmitError`,
// `keepCheckedFile`, `announceSaved`); each machine's `createMachine` type-checks them.
import { audioFileMessages } from './audio-file.messages';
import type { AudioFile, SavedVoiceClone } from './audio-sample';
import type { SaveCloneInput } from './clone-form.types';
import { onUploadProgress, reportUploadProgress } from './upload-progress';

type ProbeDone = { event: { output: number } };
type SaveDone = { event: { output: SavedVoiceClone } };

const refuseUnreadableFile = {
  type: 'refuseCheckedFile',
  params: { error: audioFileMessages.unreadable },
} as const;

/** `editing`'s `file.choose`, `clone.submit` and `error.dismiss`; the form's own edits go beside them. */
export const cloneFormEditingTransitions = {
  'file.choose': [
    { guard: 'fileIsRefused', actions: 'showFileError' },
    { target: 'checkingFile', actions: 'holdFile' },
  ],
  'clone.submit': [
    { guard: 'formIsInvalid', actions: 'showSubmitError' },
    { target: 'saving', actions: 'startSaving' },
  ],
  'error.dismiss': { actions: 'dismissError' },
} as const;

/**
 * `checkingFile` without its `on` (the edits allowed meanwhile are the form's): the pending file's
 * duration is read, then refused with `checkDuration`'s text or kept; unreadable or too slow →
 * 'Could not read audio file…'.
 */
export function checkingFileState(checkDuration: (seconds: number) => string | null) {
  return {
    after: {
      metadataTimeout: { target: 'editing', actions: refuseUnreadableFile },
    },
    invoke: {
      id: 'probeAudioDuration',
      src: 'probeAudioDuration',
      input: ({ context }: { context: { pendingFile: AudioFile | null } }) => {
        if (!context.pendingFile) throw new Error('No file to check');
        return { file: context.pendingFile };
      },
      onDone: [
        {
          guard: ({ event }: ProbeDone) => checkDuration(event.output) !== null,
          target: 'editing',
          actions: {
            type: 'refuseCheckedFile',
            params: ({ event }: ProbeDone) => ({ error: checkDuration(event.output) ?? '' }),
          },
        },
        {
          target: 'editing',
          actions: { type: 'keepCheckedFile', params: ({ event }: ProbeDone) => ({ seconds: event.output }) },
        },
      ],
      onError: { target: 'editing', actions: refuseUnreadableFile },
    },
  } as const;
}

/**
 * `saving`: invokes the save actor `actor` (also its id) with `saveInput(context)` and a
 * `reportProgress` that sends `upload.progress` back; done → `saved` (kept and announced), failed →
 * `editing` with the server's message or the form's fallback.
 */
export function savingState<
  const TActor extends string,
  TContext,
  TFields extends Omit<SaveCloneInput, 'reportProgress'>,
>(actor: TActor, saveInput: (context: TContext) => TFields) {
  return {
    on: onUploadProgress,
    invoke: {
      id: actor,
      src: actor,
      input: ({
        context,
        self,
      }: {
        context: TContext;
        self: Parameters<typeof reportUploadProgress>[0];
      }): TFields & Pick<SaveCloneInput, 'reportProgress'> => ({
        ...saveInput(context),
        reportProgress: reportUploadProgress(self),
      }),
      onDone: {
        target: 'saved',
        actions: [
          { type: 'keepSavedClone', params: ({ event }: SaveDone) => event.output },
          { type: 'announceSaved', params: ({ event }: SaveDone) => event.output },
        ],
      },
      onError: {
        target: 'editing',
        actions: {
          type: 'showSaveError',
          params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
        },
      },
    },
  } as const;
}
