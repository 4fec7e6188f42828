// DubEditorScreen: the dubbing editor of a finished localization ("Edit dub", issue 25): the result's player
// (loaded again each time a segment was replaced), and each segment's row — its original sentence and times, its
// translation in an editable box, the timing fit it got in words, and Regenerate (open once the translation was
// changed). The progress of a regeneration, its outcome, and a failed load with Try again, in the machine's words.
import { RefreshCwIcon, RotateCcwIcon } from 'lucide-react';
import {
  dubEditorView,
  type DubEditorEvent,
  type DubEditorRowView,
  type DubEditorSnapshot,
} from '@twin/machines/localize/dub-editor';
import { Button } from '../../components/button/button';
import { Spinner } from '../../components/spinner/spinner';
import { ErrorMessage, NoticeMessage } from '../../components/status-message/status-messages';
import { cn } from '../../lib/cn';

export const dubEditorTexts = {
  title: 'Edit dub',
  openEditor: 'Edit dub',
  loading: 'Loading the sentences...',
  retry: 'Try again',
  regenerate: 'Regenerate',
  player: 'Localized video',
  original: 'Original',
  translationLabel: (number: number) => `Translation of sentence ${number}`,
} as const;

export interface DubEditorScreenProps {
  snapshot: DubEditorSnapshot;
  send: (event: DubEditorEvent) => void;
  /** The result's media link under the app's base URL, or null while there is none. */
  videoSrc: string | null;
}

function formatTime(seconds: number): string {
  const tenths = Math.max(0, Math.round(seconds * 10));
  const minutes = Math.floor(tenths / 600);
  return `${minutes}:${((tenths % 600) / 10).toFixed(1).padStart(4, '0')}`;
}

/** The same link asked again after a replacement (the browser would otherwise keep the old video). */
function versioned(src: string, version: number): string {
  return version === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}v=${version}`;
}

function SegmentRow({ row, send }: { row: DubEditorRowView; send: DubEditorScreenProps['send'] }) {
  const number = row.index + 1;
  return (
    <li data-slot="dub-segment" className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-muted-foreground">
        <span>
          {number}. {formatTime(row.sourceStart)}–{formatTime(row.sourceEnd)}
        </span>
        <span data-slot="dub-segment-fit">{row.fit}</span>
      </div>
      <p className="text-[15px]">
        <span className="sr-only">{dubEditorTexts.original}: </span>
        {row.text}
      </p>
      <textarea
        aria-label={dubEditorTexts.translationLabel(number)}
        value={row.translation}
        rows={2}
        onChange={(event) =>
          send({ type: 'segment.edit', index: row.index, translation: event.currentTarget.value })
        }
        className={cn(
          'w-full resize-y rounded-lg border border-primary/40 bg-background px-3 py-2 text-[15px] leading-relaxed',
          'shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
        )}
      />
      <div className="flex justify-end">
        <Button
          type="button"
          size="sm"
          disabled={!row.canRegenerate}
          aria-busy={row.regenerating || undefined}
          onClick={() => send({ type: 'segment.regenerate', index: row.index })}
        >
          {row.regenerating ? <Spinner decorative size="sm" /> : <RefreshCwIcon aria-hidden />}
          {dubEditorTexts.regenerate}
          <span className="sr-only"> sentence {number}</span>
        </Button>
      </div>
    </li>
  );
}

export function DubEditorScreen({ snapshot, send, videoSrc }: DubEditorScreenProps) {
  const view = dubEditorView(snapshot);
  return (
    <section data-slot="dub-editor" aria-labelledby="dub-editor-title" className="grid gap-4">
      <h2 id="dub-editor-title" className="text-lg font-semibold">
        {dubEditorTexts.title}
      </h2>
      {videoSrc ? (
        <video
          key={view.resultVersion}
          className="aspect-video w-full rounded-lg bg-black"
          src={versioned(videoSrc, view.resultVersion)}
          controls
          preload="metadata"
          playsInline
          aria-label={dubEditorTexts.player}
        />
      ) : null}
      {view.phase === 'loading' ? <NoticeMessage text={dubEditorTexts.loading} busy /> : null}
      <ErrorMessage text={view.error} />
      {view.phase === 'loadFailed' ? (
        <div>
          <Button type="button" variant="outline" onClick={() => send({ type: 'editor.retry' })}>
            <RotateCcwIcon aria-hidden />
            {dubEditorTexts.retry}
          </Button>
        </div>
      ) : null}
      <NoticeMessage text={view.progressText} busy />
      <NoticeMessage text={view.progressText ? null : view.notice} />
      {view.rows.length > 0 ? (
        <ol className="grid gap-3" aria-label="Sentences">
          {view.rows.map((row) => (
            <SegmentRow key={row.index} row={row} send={send} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
