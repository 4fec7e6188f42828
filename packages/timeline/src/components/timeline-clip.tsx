// One clip on the track: a focusable button (dragged through the track's @dnd-kit draggable,
// horizontally only: the machine's preview gives its position, vertical pointer movement is
// ignored) with its name, length and waveform. Positioned in percent of its chunk (clip-chunk.tsx),
// itself in percent of the timeline's span, so zooming (one width on the layer) neither re-renders
// nor restyles it; it follows only its own preview position and selection (ClipStates), so no
// other clip's drag, no zoom and no playback even runs code for it. Off-screen clips skip style,
// layout and paint (content-visibility: auto) but stay in the accessibility tree and the tab order.
import * as React from 'react';
import { Scissors, Trash2 } from 'lucide-react';
import { samplesToSeconds, type TimelineClip } from '../headless';
import { cx } from '../class-names';
import type { ClipState } from '../clip-states';
import { formatSampleTime, formatTimelineTime } from '../format-time';
import { useTimelineView } from '../timeline-view-context';
import { ClipWaveform } from './clip-waveform';

export const laneHeightPx = 76;
const lanePaddingPx = 6;

export interface TimelineClipItemProps {
  clip: TimelineClip;
  lane: number;
}

const clipTone = {
  tts: 'border-primary/45 bg-primary-soft text-primary-soft-foreground',
  upload:
    'border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100',
} as const;

const waveTone = { tts: 'text-primary', upload: 'text-emerald-600 dark:text-emerald-400' } as const;

function ClipBody({ clip }: { clip: TimelineClip }) {
  return (
    <div aria-hidden className="contents">
      <div className="flex h-5 items-center gap-1.5 px-2 text-[11px] leading-none font-medium">
        <span className="truncate">{clip.name}</span>
        <span className="ml-auto shrink-0 tabular-nums opacity-80">
          {formatSampleTime(clip.lengthSamples)}
        </span>
      </div>
      <div className={cx('contents', waveTone[clip.type])}>
        <ClipWaveform
          url={clip.url}
          sourceOffsetSamples={clip.sourceOffsetSamples}
          lengthSamples={clip.lengthSamples}
        />
      </div>
    </div>
  );
}
const MemoClipBody = React.memo(ClipBody);

function ClipActions({ clip }: { clip: TimelineClip }) {
  const { commands } = useTimelineView();
  return (
    <div className="absolute -top-3 right-1 z-20 flex gap-0.5 rounded-md border bg-surface p-0.5 shadow-sm">
      <button
        type="button"
        aria-label={`Split ${clip.name} at the cursor`}
        title="Split at cursor (S)"
        className="grid size-6 cursor-pointer place-items-center rounded text-foreground hover:bg-subtle focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        onClick={() => commands.send({ type: 'clip.split', clipId: clip.id })}
      >
        <Scissors className="size-3.5" aria-hidden />
      </button>
      <button
        type="button"
        aria-label={`Delete ${clip.name}`}
        title="Delete (Del)"
        className="grid size-6 cursor-pointer place-items-center rounded text-destructive hover:bg-destructive-soft focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        onClick={() => commands.send({ type: 'clip.delete', clipId: clip.id })}
      >
        <Trash2 className="size-3.5" aria-hidden />
      </button>
    </div>
  );
}

/** This clip's preview position and selection; re-renders only when they change (see ClipStates). */
function useClipState(clipId: string): ClipState {
  const { clipStates } = useTimelineView();
  const subscribe = React.useCallback(
    (listener: () => void) => clipStates.subscribe(clipId, listener),
    [clipStates, clipId],
  );
  const read = () => clipStates.get(clipId);
  return React.useSyncExternalStore(subscribe, read, read);
}

function TimelineClipItem({ clip, lane }: TimelineClipItemProps) {
  const { commands, instructionsId } = useTimelineView();
  const { previewStartSample: previewStart, selected } = useClipState(clip.id);
  const isDragging = previewStart !== null;
  // Focus that a pointer press brings waits for the click, which may add the clip to the selection.
  const pressed = React.useRef(false);
  const startSample = previewStart ?? clip.startSample;
  const label = `${clip.name}, ${formatTimelineTime(samplesToSeconds(startSample))} to ${formatTimelineTime(
    samplesToSeconds(startSample + clip.lengthSamples),
  )}`;

  return (
    <div
      data-slot="timeline-clip"
      className={cx(
        'absolute',
        // Skipping off-screen clips keeps zoom cheap; the selected one is not skipped, so its
        // actions and focus ring (drawn outside it) are never clipped.
        isDragging || selected ? 'z-10' : 'z-0 [content-visibility:auto]',
      )}
      style={
        {
          '--clip-start': startSample,
          '--clip-length': clip.lengthSamples,
          left: 'calc((var(--clip-start) - var(--chunk-from)) / var(--chunk-length) * 100%)',
          width: 'calc(var(--clip-length) / var(--chunk-length) * 100%)',
          top: lane * laneHeightPx + lanePaddingPx,
          height: laneHeightPx - 2 * lanePaddingPx,
        } as React.CSSProperties
      }
    >
      <div
        role="button"
        tabIndex={0}
        aria-roledescription="audio clip"
        aria-describedby={instructionsId}
        data-clip-id={clip.id}
        aria-pressed={selected}
        onPointerDownCapture={() => {
          pressed.current = true;
        }}
        onFocus={() => {
          // Tabbing to a clip selects it.
          if (!selected && !pressed.current) commands.send({ type: 'clip.select', clipId: clip.id });
          pressed.current = false;
        }}
        onBlur={() => {
          pressed.current = false;
        }}
        onClick={(event) => {
          pressed.current = false;
          commands.send({
            type: 'clip.select',
            clipId: clip.id,
            modifiers: { shift: event.shiftKey, toggle: event.ctrlKey || event.metaKey },
          });
        }}
        className={cx(
          'relative h-full min-w-1 cursor-grab touch-none overflow-hidden rounded-md border select-none',
          'shadow-xs transition-shadow outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background',
          clipTone[clip.type],
          selected && 'border-ring ring-2 ring-ring/60',
          isDragging && 'cursor-grabbing opacity-90 shadow-lg',
        )}
      >
        {/* Named by this text rather than aria-label: the visible name and length are hidden from
            assistive technology, so what it reads is exactly this sentence. */}
        <span className="sr-only">{label}</span>
        <MemoClipBody clip={clip} />
      </div>
      {selected && !isDragging ? <ClipActions clip={clip} /> : null}
    </div>
  );
}

/** Re-renders only when its clip object or lane changes (edits keep untouched clips' objects). */
export const TimelineClipView = React.memo(function TimelineClipView(props: TimelineClipItemProps) {
  const { clipProfiler } = useTimelineView();
  if (!clipProfiler) return <TimelineClipItem {...props} />;
  return (
    <React.Profiler id={props.clip.id} onRender={clipProfiler}>
      <TimelineClipItem {...props} />
    </React.Profiler>
  );
});
