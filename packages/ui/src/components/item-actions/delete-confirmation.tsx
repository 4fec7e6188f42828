// DeleteConfirmation: the inside of a "Delete this <noun>?" dialog — for good, what goes with it, a refusal's
// reason, Cancel and 'Deleting...' — shared by ItemActions (voices, videos, library items) and the Takes panel.
import { Button } from '../button/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../dialog/dialog';
import { ErrorMessage } from '../status-message/status-messages';

/** The dialog's texts for an item called `noun` ('voice', 'take'). */
export function deleteConfirmationTexts(noun: string) {
  return {
    deleteTitle: `Delete this ${noun}?`,
    cancel: 'Cancel',
    confirm: `Delete ${noun}`,
    deleting: 'Deleting...',
  } as const;
}

export interface DeleteConfirmationProps {
  noun: string;
  name: string;
  /** What deleting removes besides the item, in a sentence. */
  also?: string | undefined;
  /** A failed delete's reason, kept until it is tried again or the dialog closes. */
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteConfirmation({
  noun,
  name,
  also,
  error,
  busy,
  onCancel,
  onConfirm,
}: DeleteConfirmationProps) {
  const texts = deleteConfirmationTexts(noun);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{texts.deleteTitle}</DialogTitle>
        <DialogDescription>
          “{name}” will be deleted for good.{also ? ` ${also}` : ''} This cannot be undone.
        </DialogDescription>
      </DialogHeader>
      <ErrorMessage text={error} />
      <DialogFooter>
        <Button type="button" variant="outline" disabled={busy} autoFocus onClick={onCancel}>
          {texts.cancel}
        </Button>
        <Button type="button" variant="destructive" disabled={busy} onClick={onConfirm}>
          {busy ? texts.deleting : texts.confirm}
        </Button>
      </DialogFooter>
    </>
  );
}
