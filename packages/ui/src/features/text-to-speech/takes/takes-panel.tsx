// TakesPanel: every take the creator generated, newest first (issue 26) — its words, voice, length and date, a
// player, Add to Timeline and Delete. Delete always asks; for a take the timeline uses it says its clips go too.
// The app loads the list and does the calls (`onAdd`, `onDelete`); a failed delete's reason stays in the dialog.
import { PlusIcon } from 'lucide-react';
import { Button } from '../../../components/button/button';
import { ItemActions } from '../../../components/item-actions/item-actions';
import { ErrorMessage } from '../../../components/status-message/status-messages';
import { formatClock } from '../../../lib/format-audio';

/** A take as the panel shows it. */
export interface TakeView {
  id: string;
  text: string;
  /** The start of its text, as its clips are named. */
  name: string;
  voiceName: string | null;
  durationSeconds: number;
  /** ISO 8601. */
  createdAt: string;
  /** A link the player can load. */
  audioUrl: string;
  /** Whether a clip of the timeline plays this take. */
  onTimeline: boolean;
}

export const takesTexts = {
  title: 'Takes',
  empty: 'Your generated takes will appear here.',
  loading: 'Loading takes…',
  add: 'Add to Timeline',
  onTimeline: 'It is on your timeline: its clips there are removed too.',
} as const;

export interface TakesPanelProps {
  takes: readonly TakeView[] | null;
  /** The list could not be loaded. */
  error?: string | null;
  onAdd: (take: TakeView) => void;
  onDelete: (take: TakeView) => Promise<void>;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function TakesPanel({ takes, error = null, onAdd, onDelete }: TakesPanelProps) {
  return (
    <section aria-labelledby="takes-title" className="grid gap-3" data-slot="takes-panel">
      <h2 id="takes-title" className="text-base font-semibold">
        {takesTexts.title}
      </h2>
      <ErrorMessage text={error} />
      {takes === null ? (
        error ? null : (
          <p className="text-sm text-subtle-foreground" role="status">
            {takesTexts.loading}
          </p>
        )
      ) : takes.length === 0 ? (
        <p className="text-sm text-subtle-foreground">{takesTexts.empty}</p>
      ) : (
        <ul className="grid gap-2">
          {takes.map((take) => (
            <li key={take.id} className="grid gap-2 rounded-lg border border-border p-3" data-slot="take">
              <p className="line-clamp-2 text-sm">{take.text}</p>
              <p className="text-xs text-subtle-foreground">
                {[
                  take.voiceName,
                  formatClock(take.durationSeconds),
                  dateTime.format(new Date(take.createdAt)),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <audio
                controls
                preload="none"
                src={take.audioUrl}
                className="h-8 w-full"
                aria-label={`Play “${take.name}”`}
              />
              <div className="flex flex-wrap items-center gap-1">
                <Button size="sm" variant="outline" onClick={() => onAdd(take)}>
                  <PlusIcon aria-hidden />
                  {takesTexts.add}
                  <span className="sr-only"> “{take.name}”</span>
                </Button>
                <ItemActions
                  name={take.name}
                  texts={{ noun: 'take', deleteAlso: take.onTimeline ? takesTexts.onTimeline : undefined }}
                  onDelete={() => onDelete(take)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
