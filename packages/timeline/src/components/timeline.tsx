// <Timeline>: the embeddable audio timeline. Give it clips (spec seconds form, any audio URLs) and
// callbacks, or a handle from useTimeline() when the host must add clips itself. Needs neither the
// api-client nor the studio. Layout: toolbar, export error, transport, then one horizontal scroller
// holding the ruler, the lanes of clips, the snap guide and the playhead; a status bar; a live
// region. Clips are placed in percent of their chunk, chunks in percent of the timeline's span, so
// a zoom step changes one width and re-renders no clip; off-screen chunks are skipped by the browser.
import * as React from 'react';
import { useSelector } from '@xstate/react';
import { minimumTimelineWidthPx, type TimelineClipInSeconds } from '../headless';
import { cx } from '../class-names';
import { ClipStates } from '../clip-states';
import { CanvasTiles } from '../rendering/canvas-tiles';
import { PlayheadClock } from '../rendering/playhead-clock';
import { useFocusRecovery } from '../focus-recovery';
import { handleTimelineKeyDown } from '../timeline-keyboard';
import { spanSecondsOf } from '../timeline-span';
import {
  ClipContentSlot,
  SnappingSwitch,
  type RenderClipContent,
  TimelineViewContext,
  useTimelineView,
  type TimelineView,
} from '../timeline-view-context';
import { mergeLabels, TimelineLabelsContext, type TimelineLabelsInput } from '../timeline-labels';
import { useTimeline, type TimelineHandle, type UseTimelineOptions } from '../use-timeline';
import { TimelineExportError } from './export-error';
import { TimelineAnnouncer } from './timeline-announcer';
import { TimelineMarkers } from './timeline-markers';
import { TimelinePlayhead } from './timeline-playhead';
import { TimelineRuler } from './timeline-ruler';
import { TimelineStatusBar } from './timeline-status-bar';
import { TimelineToolbar, type UploadAudioHandler } from './timeline-toolbar';
import { TimelineTrack, trackGridSize } from './timeline-track';
import { TimelineTransport } from './timeline-transport';

export interface TimelineProps
  extends
    Omit<React.ComponentProps<'section'>, 'children' | 'title' | 'onKeyDown' | 'ref'>,
    UseTimelineOptions {
  /** A timeline from useTimeline(); without it <Timeline> runs its own (the options then apply). */
  timeline?: TimelineHandle;
  /** The imperative API: play, pause, seek, zoom, export, getClips (the same object useTimeline returns). */
  ref?: React.Ref<TimelineHandle>;
  /** Custom content inside each clip, in place of its name, length and waveform (passed as
   *  `defaultContent`, to wrap or keep). Read when a clip renders: clips re-render on their own
   *  changes (selection, drag), not when this function's identity changes. */
  renderClipContent?: RenderClipContent;
  /** The view's texts, to translate some or all (defaults: English, the spec's words). */
  labels?: TimelineLabelsInput;
  /** Snapping to clip edges and the cursor when the timeline starts (default on; the toolbar switches it). */
  defaultSnapping?: boolean;
  /** The heading (default 'Audio Timeline'). */
  title?: string;
  /** Upload Audio: store the files and return them as clips to add (url, name, duration in s).
   *  Without it, chosen files play from blob: URLs in this browser only. */
  onUploadAudio?: UploadAudioHandler;
  /** Create Video: receives every clip in the spec's seconds form. Hidden when absent. */
  onCreateVideo?: (clips: TimelineClipInSeconds[]) => void;
  /** Diagnostics: wrap each clip in a React Profiler (used by the bench to count commits). */
  clipProfiler?: React.ProfilerOnRenderCallback;
}

/** The props that are useTimeline's options (the rest go to the frame and the <section>). */
const timelineOptionKeys = [
  'clips',
  'defaultClips',
  'snapshot',
  'onClipsChange',
  'onEdit',
  'onSelectionChange',
  'onMarkersChange',
  'onAudioExported',
  'onAudioLoadError',
  'pixelsPerSecond',
  'volume',
  'fetchAudio',
] as const satisfies readonly (keyof UseTimelineOptions)[];

function splitOptions(props: Omit<TimelineProps, 'timeline'>): [UseTimelineOptions, FrameProps] {
  const options: Record<string, unknown> = {};
  const frame: Record<string, unknown> = { ...props };
  for (const key of timelineOptionKeys) {
    options[key] = props[key];
    delete frame[key];
  }
  return [options as UseTimelineOptions, frame as FrameProps];
}

export function Timeline({ timeline, ...props }: TimelineProps) {
  const [options, frame] = splitOptions(props);
  if (timeline) return <TimelineFrame handle={timeline} {...frame} />;
  return <TimelineWithOwnActor options={options} {...frame} />;
}

function TimelineWithOwnActor({ options, ...props }: { options: UseTimelineOptions } & FrameProps) {
  const handle = useTimeline(options);
  return <TimelineFrame handle={handle} {...props} />;
}

type FrameProps = Omit<TimelineProps, 'timeline' | keyof UseTimelineOptions>;

function TimelineFrame({
  handle,
  ref,
  title: titleProp,
  labels: labelsProp,
  onUploadAudio,
  onCreateVideo,
  clipProfiler,
  renderClipContent,
  defaultSnapping = true,
  className,
  style,
  ...props
}: FrameProps & { handle: TimelineHandle }) {
  React.useImperativeHandle(ref, () => handle, [handle]);
  const labels = React.useMemo(() => mergeLabels(labelsProp), [labelsProp]);
  const title = titleProp ?? labels.title;
  const instructionsId = React.useId();
  const [view] = React.useState<TimelineView>(() => {
    return {
      ...handle,
      clock: new PlayheadClock(handle.actorRef, handle.media.player),
      tiles: new CanvasTiles(),
      clipStates: new ClipStates(handle.actorRef),
      instructionsId,
      snapping: new SnappingSwitch(defaultSnapping),
      clipContent: ClipContentSlot.holding(renderClipContent),
      clipProfiler,
    };
  });
  React.useEffect(() => view.clock.connect(), [view]);
  React.useLayoutEffect(() => {
    view.clipContent.set(renderClipContent);
  });
  const section = React.useRef<HTMLElement>(null);
  useFocusRecovery(section, view.actorRef);

  return (
    <TimelineViewContext.Provider value={view}>
      <TimelineLabelsContext.Provider value={labels}>
        <section
          aria-label={title}
          data-slot="timeline"
          className={cx('twin-timeline', className)}
          style={style}
          ref={section}
          onKeyDown={(event) => handleTimelineKeyDown(event, view.commands)}
          {...props}
        >
          <TimelineToolbar title={title} onUploadAudio={onUploadAudio} onCreateVideo={onCreateVideo} />
          <TimelineExportError />
          <TimelineTransport />
          <TimelineScroller />
          <TimelineStatusBar />
          <TimelineAnnouncer />
        </section>
      </TimelineLabelsContext.Provider>
    </TimelineViewContext.Provider>
  );
}

/**
 * The horizontal scroller. Its content is as wide as the span at the current zoom; clips sit in
 * percent of it. A zoom step is applied here imperatively — the content and layer widths and the
 * grid size, keeping the moment at the centre of the view still — so it re-renders nothing in
 * React (the zoom label and the live region are written by subscriptions too). It reads no layout: the view's width and scroll position are kept
 * from a ResizeObserver and scroll events, and the new scroll position is written in the next
 * animation frame (before that frame's layout), so the step costs one layout, not two. A scroll
 * that comes in between (a host's, the wheel's) wins over that write; the browser's own move of
 * the view to the end of shorter content does not.
 */
function TimelineScroller() {
  const { actorRef } = useTimelineView();
  const scroller = React.useRef<HTMLDivElement>(null);
  const content = React.useRef<HTMLDivElement>(null);
  const spanSeconds = useSelector(actorRef, spanSecondsOf);

  React.useLayoutEffect(() => {
    const view = scroller.current;
    const inner = content.current;
    if (!view || !inner) return;
    let current = actorRef.getSnapshot().context.pixelsPerSecond;
    let viewWidth = view.clientWidth;
    let scrollLeft = view.scrollLeft;
    // While a zoom step's scroll waits for its frame: where the view was, and where the step puts it.
    let heldScroll = scrollLeft;
    let pendingScroll: number | null = null;
    let frame: number | null = null;
    const resize = new ResizeObserver(([entry]) => {
      if (entry) viewWidth = entry.contentRect.width;
    });
    resize.observe(view);
    const widestScroll = (span: number, pixelsPerSecond: number) =>
      Math.max(0, Math.max(span * pixelsPerSecond, minimumTimelineWidthPx) - viewWidth);
    const onScroll = () => {
      const now = view.scrollLeft;
      if (pendingScroll !== null) {
        // Scrolled before the step's frame: by the browser, only back to the end of the shorter
        // content; anything else is someone's scroll, made after the step, so it stays.
        const widest = widestScroll(spanSecondsOf(actorRef.getSnapshot()), current);
        if (now === heldScroll || (now < heldScroll && Math.abs(now - widest) <= 1)) return;
        pendingScroll = null;
      }
      scrollLeft = now;
    };
    view.addEventListener('scroll', onScroll, { passive: true });
    const subscription = actorRef.subscribe((snapshot) => {
      const next = snapshot.context.pixelsPerSecond;
      if (next === current) return;
      const span = spanSecondsOf(snapshot);
      const centreSeconds = (scrollLeft + viewWidth / 2) / current;
      if (pendingScroll === null) heldScroll = scrollLeft;
      applyZoom(inner, span, next);
      scrollLeft = Math.min(widestScroll(span, next), Math.max(0, centreSeconds * next - viewWidth / 2));
      pendingScroll = scrollLeft;
      current = next;
      frame ??= requestAnimationFrame(() => {
        frame = null;
        if (pendingScroll !== null) view.scrollLeft = pendingScroll;
        pendingScroll = null;
      });
    });
    return () => {
      subscription.unsubscribe();
      resize.disconnect();
      view.removeEventListener('scroll', onScroll);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [actorRef]);

  const widthPx = spanSeconds * actorRef.getSnapshot().context.pixelsPerSecond;
  return (
    <div ref={scroller} data-slot="timeline-scroller" className="twin-timeline__scroller">
      {/* The spec's 800 px minimum is the track's, scrolled inside the card: the card and its wrapping toolbar fit a
          phone's width. */}
      <div
        ref={content}
        className="twin-timeline__content"
        style={{ width: widthPx, minWidth: minimumTimelineWidthPx }}
      >
        <MemoRuler scroller={scroller} />
        <TimelineTrack spanSeconds={spanSeconds} />
        <TimelineMarkers spanSeconds={spanSeconds} />
        <MemoPlayhead scroller={scroller} />
      </div>
    </div>
  );
}

/** The three sizes that follow the zoom (React renders the same values from the snapshot). */
function applyZoom(content: HTMLDivElement, spanSeconds: number, pixelsPerSecond: number): void {
  const width = `${spanSeconds * pixelsPerSecond}px`;
  content.style.width = width;
  const layer = content.querySelector<HTMLElement>('[data-slot="timeline-clip-layer"]');
  if (layer) layer.style.width = width;
  const track = content.querySelector<HTMLElement>('[data-slot="timeline-track"]');
  if (track) track.style.backgroundSize = trackGridSize(pixelsPerSecond);
}

const MemoRuler = React.memo(TimelineRuler);
const MemoPlayhead = React.memo(TimelinePlayhead);
