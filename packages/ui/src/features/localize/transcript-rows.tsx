// TranscriptRows: the transcript as timed rows on Edit & Localize (issue 25) — the source video, and per row its
// time, a play button for its stretch (plays from its start to its end, then stops), its editable text, 'Merge with
// next' and 'Split at cursor'; after 'Review translation', its translation in an editable box. Every control is a
// labelled button or text box in reading order, so the list works from the keyboard.
import * as React from 'react';
import { CombineIcon, PlayIcon, ScissorsIcon, SquareIcon } from 'lucide-react';
import { localizeMessages, type LocalizeRowView, type VideoFile } from '@twin/machines/localize';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { useObjectUrl } from '../../lib/use-object-url';
import { useStretchPlayer } from './use-stretch-player';

export interface TranscriptRowsProps {
  rows: readonly LocalizeRowView[];
  /** The source video the rows were heard in (its stretches play). */
  file: VideoFile | null;
  editable: boolean;
  onRowChange: (index: number, text: string) => void;
  onRowMerge: (index: number) => void;
  /** `at`: the characters before the text cursor. */
  onRowSplit: (index: number, at: number) => void;
  onTranslationChange: (index: number, text: string) => void;
}

/** 'm:ss.s', a row's time to the tenth of a second. */
function formatRowTime(seconds: number): string {
  const tenths = Math.max(0, Math.round(seconds * 10));
  const minutes = Math.floor(tenths / 600);
  const rest = ((tenths % 600) / 10).toFixed(1).padStart(4, '0');
  return `${minutes}:${rest}`;
}

const boxClass = cn(
  'w-full resize-y rounded-lg border border-input bg-background px-3 py-2 text-[15px] leading-relaxed shadow-xs',
  'outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
  'read-only:opacity-70',
);

export function TranscriptRows({
  rows,
  file,
  editable,
  onRowChange,
  onRowMerge,
  onRowSplit,
  onTranslationChange,
}: TranscriptRowsProps) {
  const src = useObjectUrl(file);
  const { videoRef, playing, play, stop } = useStretchPlayer();
  const titleId = React.useId();
  const reviewed = rows.some((row) => row.translation !== null);
  return (
    <section data-slot="transcript-rows" aria-labelledby={titleId} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={titleId} className="text-sm font-medium">
          {localizeMessages.sentences}
        </h3>
        <p className="text-sm text-subtle-foreground">
          {reviewed ? localizeMessages.translationsHint : localizeMessages.sentencesHint}
        </p>
      </div>
      {src ? (
        <video
          ref={videoRef}
          className="aspect-video w-full max-w-md rounded-lg bg-black"
          src={src}
          preload="metadata"
          playsInline
          aria-label={`${localizeMessages.preview}: ${file?.name ?? ''}`}
        />
      ) : null}
      <ol className="grid gap-3">
        {rows.map((row, index) => (
          <TranscriptRowItem
            key={`${row.start}-${index}`}
            row={row}
            index={index}
            editable={editable}
            canPlay={src !== null}
            playing={playing === index}
            onPlay={() => play(index, row.start, row.end)}
            onStop={stop}
            onRowChange={onRowChange}
            onRowMerge={onRowMerge}
            onRowSplit={onRowSplit}
            onTranslationChange={onTranslationChange}
          />
        ))}
      </ol>
    </section>
  );
}

interface TranscriptRowItemProps extends Pick<
  TranscriptRowsProps,
  'editable' | 'onRowChange' | 'onRowMerge' | 'onRowSplit' | 'onTranslationChange'
> {
  row: LocalizeRowView;
  index: number;
  canPlay: boolean;
  playing: boolean;
  onPlay: () => void;
  onStop: () => void;
}

function TranscriptRowItem({
  row,
  index,
  editable,
  canPlay,
  playing,
  onPlay,
  onStop,
  onRowChange,
  onRowMerge,
  onRowSplit,
  onTranslationChange,
}: TranscriptRowItemProps) {
  const textBox = React.useRef<HTMLTextAreaElement | null>(null);
  const number = index + 1;
  return (
    <li data-slot="transcript-row" className="grid gap-2 rounded-lg border bg-background/40 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!canPlay}
          aria-label={playing ? localizeMessages.stopSentence(number) : localizeMessages.playSentence(number)}
          onClick={playing ? onStop : onPlay}
        >
          {playing ? <SquareIcon aria-hidden /> : <PlayIcon aria-hidden />}
        </Button>
        <span
          data-slot="transcript-row-time"
          className="font-mono text-xs text-subtle-foreground tabular-nums"
        >
          {formatRowTime(row.start)} – {formatRowTime(row.end)}
        </span>
        <span className="ml-auto flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            disabled={!editable}
            aria-label={localizeMessages.splitSentence(number)}
            // Keep the cursor where it is: the split reads it from the text box.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onRowSplit(index, textBox.current?.selectionStart ?? 0)}
          >
            <ScissorsIcon aria-hidden />
            {localizeMessages.split}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={!editable || !row.canMerge}
            aria-label={localizeMessages.mergeSentence(number)}
            onClick={() => onRowMerge(index)}
          >
            <CombineIcon aria-hidden />
            {localizeMessages.merge}
          </Button>
        </span>
      </div>
      <textarea
        ref={textBox}
        aria-label={localizeMessages.sentenceLabel(number)}
        value={row.text}
        readOnly={!editable}
        rows={2}
        onChange={(event) => onRowChange(index, event.currentTarget.value)}
        className={boxClass}
      />
      {row.translation !== null ? (
        <textarea
          aria-label={localizeMessages.translationLabel(number)}
          value={row.translation}
          readOnly={!editable}
          rows={2}
          onChange={(event) => onTranslationChange(index, event.currentTarget.value)}
          className={cn(boxClass, 'border-primary/40')}
        />
      ) : null}
    </li>
  );
}
