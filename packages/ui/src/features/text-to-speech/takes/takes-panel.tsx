// TakesPanel: every take the creator generated, newest first (issue 26) — its words, voice, length and date, a
// player, Add to Timeline and Delete — drawn from the takes machine: 'Loading takes…' before the first list, the
// empty note, the failure with Try again, and the delete dialog (asking first, saying the take's clips leave the
// timeline too when it is used there, 'Deleting...', and a failed delete's reason kept in the dialog).
import * as React from 'react';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import type { Take, TakesEvent, TakesSnapshot } from '@twin/machines/text-to-speech/takes';
import { Button } from '../../../components/button/button';
import { Dialog, DialogContent } from '../../../components/dialog/dialog';
import {
  DeleteConfirmation,
  deleteConfirmationTexts,
} from '../../../components/item-actions/delete-confirmation';
import { ErrorMessage } from '../../../components/status-message/status-messages';
import { formatClock } from '../../../lib/format-audio';
import type { MachineBinding } from '../../../lib/machine-binding';

export const takesTexts = {
  title: 'Takes',
  empty: 'Your generated takes will appear here.',
  loading: 'Loading takes…',
  retry: 'Try again',
  add: 'Add to Timeline',
  delete: 'Delete',
  onTimeline: 'It is on your timeline: its clips there are removed too.',
  ...deleteConfirmationTexts('take'),
} as const;

export interface TakesPanelProps {
  binding: MachineBinding<TakesSnapshot, TakesEvent>;
  /** Whether a clip of the timeline plays `take` (its Delete then says the clips go too). */
  isOnTimeline?: (take: Take) => boolean;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const deleteButtonId = (take: Take) => `take-delete-${take.id}`;

export function TakesPanel({ binding, isOnTimeline = () => false }: TakesPanelProps) {
  const { snapshot, send } = binding;
  const { takes, error } = snapshot.context;
  const failed = snapshot.matches('failed');
  return (
    <section aria-labelledby="takes-title" className="grid gap-3" data-slot="takes-panel">
      <h2 id="takes-title" className="text-base font-semibold">
        {takesTexts.title}
      </h2>
      {failed ? (
        <div className="grid justify-items-start gap-2">
          <ErrorMessage text={error} />
          <Button size="sm" variant="outline" onClick={() => send({ type: 'takes.reload' })}>
            {takesTexts.retry}
          </Button>
        </div>
      ) : takes === null ? (
        <p className="text-sm text-subtle-foreground" role="status">
          {takesTexts.loading}
        </p>
      ) : takes.length === 0 ? (
        <p className="text-sm text-subtle-foreground">{takesTexts.empty}</p>
      ) : (
        <ul className="grid gap-2">
          {takes.map((take) => (
            <TakeItem
              key={take.id}
              take={take}
              onAdd={() => send({ type: 'take.add', takeId: take.id })}
              onDelete={() => send({ type: 'take.delete', takeId: take.id, onTimeline: isOnTimeline(take) })}
            />
          ))}
        </ul>
      )}
      <DeleteTakeDialog binding={binding} />
    </section>
  );
}

function TakeItem({ take, onAdd, onDelete }: { take: Take; onAdd: () => void; onDelete: () => void }) {
  const name = take.clip.name;
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3" data-slot="take">
      <p className="line-clamp-2 text-sm">{take.text}</p>
      <p className="text-xs text-subtle-foreground">
        {[take.voiceName, formatClock(take.durationSeconds), dateTime.format(new Date(take.createdAt))]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <audio
        controls
        preload="none"
        src={take.audioUrl}
        className="h-8 w-full"
        aria-label={`Play “${name}”`}
      />
      <div className="flex flex-wrap items-center gap-1">
        <Button size="sm" variant="outline" onClick={onAdd}>
          <PlusIcon aria-hidden />
          {takesTexts.add}
          <span className="sr-only"> “{name}”</span>
        </Button>
        <Button
          id={deleteButtonId(take)}
          size="sm"
          variant="ghost"
          className="text-destructive"
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden />
          {takesTexts.delete}
          <span className="sr-only"> {name}</span>
        </Button>
      </div>
    </li>
  );
}

/** Open while the machine asks, deletes, or holds a failed delete's reason; closing it is Cancel. */
function DeleteTakeDialog({ binding: { snapshot, send } }: Pick<TakesPanelProps, 'binding'>) {
  const target = snapshot.context.deleting;
  const busy = snapshot.matches('deleting');
  const open =
    target !== null && (snapshot.matches('confirming') || busy || snapshot.matches('deleteFailed'));
  // The take stays named while the dialog closes (the machine clears it at once).
  const [last, setLast] = React.useState(target);
  if (target && target !== last) setLast(target);
  const shown = target ?? last;
  const take = shown?.take;
  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : send({ type: 'take.cancel' }))}>
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          // Back to the take's Delete button, when the take is still listed.
          const button = take ? document.getElementById(deleteButtonId(take)) : null;
          if (button) {
            event.preventDefault();
            button.focus();
          }
        }}
      >
        <DeleteConfirmation
          noun="take"
          name={take?.clip.name ?? ''}
          also={shown?.onTimeline ? takesTexts.onTimeline : undefined}
          error={snapshot.matches('deleteFailed') ? snapshot.context.error : null}
          busy={busy}
          onCancel={() => send({ type: 'take.cancel' })}
          onConfirm={() => send({ type: 'take.confirm' })}
        />
      </DialogContent>
    </Dialog>
  );
}
