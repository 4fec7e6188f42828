// ItemActions: Rename and Delete for something a creator owns (issue 26: a voice, a video, a library
// item), each in a Radix dialog reached by keyboard: Rename asks for the new name, Delete asks for a
// confirmation and says it is for good. The app's calls do the work (`onRename`, `onDelete`); a
// refusal's message (e.g. 'This video is being used to create a lip-sync video…') stays in the open
// dialog until it is closed or tried again.
import * as React from 'react';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '../button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog/dialog';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { ErrorMessage } from '../status-message/status-messages';
import { DeleteConfirmation } from './delete-confirmation';
import { cn } from '../../lib/cn';

/** The longest name the server takes (MAX_ITEM_NAME_LENGTH of the contract). */
const MAX_NAME_LENGTH = 100;

/** What the item is called in the dialogs: 'voice', 'video'. */
export interface ItemActionsTexts {
  noun: string;
  /** What deleting removes besides the item, in a sentence ('Its reference recording and clips go too.'). */
  deleteAlso?: string;
}

export interface ItemActionsProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The item's current name, shown in the dialogs and the buttons' accessible names. */
  name: string;
  texts: ItemActionsTexts;
  /** Renames the item; rejects with an Error whose message the dialog shows. */
  onRename?: (name: string) => Promise<void>;
  /** Deletes the item for good; rejects with an Error whose message the dialog shows (a refusal's reason). */
  onDelete?: (() => Promise<void>) | undefined;
  /** For stories: a dialog open from the start. */
  defaultOpen?: 'rename' | 'delete';
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

export function ItemActions({
  name,
  texts,
  onRename,
  onDelete,
  defaultOpen,
  className,
  ...props
}: ItemActionsProps) {
  const [open, setOpen] = React.useState<'rename' | 'delete' | null>(defaultOpen ?? null);
  const close = () => setOpen(null);
  return (
    <div data-slot="item-actions" className={cn('flex items-center gap-1', className)} {...props}>
      {onRename ? (
        <RenameDialog
          open={open === 'rename'}
          onOpen={() => setOpen('rename')}
          onClose={close}
          name={name}
          noun={texts.noun}
          onRename={onRename}
        />
      ) : null}
      {onDelete ? (
        <DeleteDialog
          open={open === 'delete'}
          onOpen={() => setOpen('delete')}
          onClose={close}
          name={name}
          texts={texts}
          onDelete={onDelete}
        />
      ) : null}
    </div>
  );
}

function RenameDialog({
  open,
  onOpen,
  onClose,
  name,
  noun,
  onRename,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  name: string;
  noun: string;
  onRename: (name: string) => Promise<void>;
}) {
  const [value, setValue] = React.useState(name);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const start = () => {
    setValue(name);
    setError(null);
    onOpen();
  };
  const trimmed = value.replace(/\s+/g, ' ').trim();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!trimmed || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onRename(trimmed);
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? start() : busy ? undefined : onClose())}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          <PencilIcon aria-hidden />
          Rename
          <span className="sr-only"> {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <DialogHeader>
            <DialogTitle>Rename {noun}</DialogTitle>
            <DialogDescription>Give “{name}” a name you will recognise.</DialogDescription>
          </DialogHeader>
          <Field label="Name">
            <Input
              value={value}
              maxLength={MAX_NAME_LENGTH}
              autoFocus
              onChange={(event) => setValue(event.target.value)}
            />
          </Field>
          <ErrorMessage text={error} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!trimmed || trimmed === name || busy}>
              {busy ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog({
  open,
  onOpen,
  onClose,
  name,
  texts,
  onDelete,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  name: string;
  texts: ItemActionsTexts;
  onDelete: () => Promise<void>;
}) {
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const start = () => {
    setError(null);
    onOpen();
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDelete();
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? start() : busy ? undefined : onClose())}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" className="text-destructive">
          <Trash2Icon aria-hidden />
          Delete
          <span className="sr-only"> {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DeleteConfirmation
          noun={texts.noun}
          name={name}
          also={texts.deleteAlso}
          error={error}
          busy={busy}
          onCancel={onClose}
          onConfirm={() => void confirm()}
        />
      </DialogContent>
    </Dialog>
  );
}
