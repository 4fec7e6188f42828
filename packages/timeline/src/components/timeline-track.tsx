// The clips area: lanes (overlapping clips drawn in separate rows) grouped in chunks of neighbours
// in time (skipped as a whole while off screen), a one-second grid, and the drag wiring. A drag
// starts on whichever clip the pointer went down on (PointerDrag, pointer-drag.ts): each pointer
// move becomes a sample position that the machine previews (snapped, clamped at 0) inside the
// event itself, and the drop commits it as one undo step. The dragged clip and the ghost layer of
// the clips following it are moved by a transform written from the actor's subscription
// (timeline-clip.tsx, drag-ghosts.ts), so nothing is committed by React between the start of a drag
// and its drop. A click on empty track sets the cursor; a drag there draws a box and selects the
// clips it touches (with Shift or Ctrl/⌘, adding them to the selection).
import * as React from 'react';
import { useSelector } from '@xstate/react';
import { clipsInBox, findClip, pixelsToSamples, type TimelineActorRef } from '../headless';
import { groupDragShiftPx } from '../clip-states';
import { DragGhosts } from '../drag-ghosts';
import { PointerDrag } from '../pointer-drag';
import { assignChunks, groupChunks, type ChunkMap } from '../clip-chunks';
import { assignLanes, laneCount, type LaneMap } from '../lanes';
import { useTimelineLabels } from '../timeline-labels';
import { useTimelineView } from '../timeline-view-context';
import { ClipChunkView } from './clip-chunk';
import { SnapGuide } from './snap-guide';
import { laneHeightPx } from './timeline-clip';

/** Said when a pointer drag begins or is cancelled; our own live region announces the moves. */
const dragAnnouncements = { start: 'Moving clip.', cancel: 'Move cancelled.' };

function clipIdAt(target: EventTarget | null): string | undefined {
  return target instanceof Element
    ? (target.closest<HTMLElement>('[data-clip-id]')?.dataset.clipId ?? undefined)
    : undefined;
}

export interface TimelineTrackProps {
  /** The laid-out length in seconds; the clip layer is this long at the current zoom. */
  spanSeconds: number;
}

/**
 * The size of the one-second grid, a gradient repeated along the track (it follows the zoom). The
 * lines under the lanes are elements: a gradient as tall as the track and as long as the span cost
 * the compositor about 3.5 ms of raster a zoom step (tiles redrawn around the view), thin boxes
 * next to nothing.
 */
export function trackGridSize(pixelsPerSecond: number): string {
  return `${pixelsPerSecond}px 100%`;
}

/** A press on empty track: a click (the cursor) until the pointer moves past 4 px, then a box. */
interface BoxGesture {
  pointerId: number;
  x: number;
  y: number;
  additive: boolean;
  boxing: boolean;
}

const boxThresholdPx = 4;

function pointIn(element: HTMLElement, event: React.PointerEvent): { x: number; y: number } {
  const rect = element.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

/**
 * While a selection is dragged, the clips following the dragged one are drawn as copies in the
 * ghost layer, which one transform moves per pointer move (DragGhosts); the clips themselves stay
 * where they are, hidden, and render once when the drag starts and once when it ends.
 */
function useGroupDragGhosts(
  clipLayer: React.RefObject<HTMLElement | null>,
  ghostLayer: React.RefObject<HTMLElement | null>,
  actorRef: TimelineActorRef,
): void {
  React.useLayoutEffect(() => {
    if (!ghostLayer.current) return;
    const ghosts = new DragGhosts(ghostLayer.current);
    const draw = () => {
      const { context } = actorRef.getSnapshot();
      const shift = groupDragShiftPx(context);
      if (shift === null || !clipLayer.current) {
        ghosts.clear();
        return;
      }
      const followers = context.selectedClipIds.filter((id) => id !== context.preview?.clipId);
      ghosts.show(clipLayer.current, followers, context.pixelsPerSecond, shift);
    };
    draw();
    const subscription = actorRef.subscribe(draw);
    return () => {
      subscription.unsubscribe();
      ghosts.clearNow();
    };
  }, [clipLayer, ghostLayer, actorRef]);
}

/**
 * Tells the waveform tiles when the browser starts or stops skipping a chunk or a clip as off
 * screen (content-visibility: auto), so that only tiles it may show are observed. The event does
 * not bubble: one capturing listener on the track hears it for every chunk and clip.
 */
function useSkippedTiles(surfaceRef: React.RefObject<HTMLDivElement | null>): void {
  const { tiles } = useTimelineView();
  React.useLayoutEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const onStateChange = (event: Event) => {
      if (event.target instanceof Element && event.target !== surface) {
        tiles.setSkipped(event.target, (event as ContentVisibilityAutoStateChangeEvent).skipped);
      }
    };
    surface.addEventListener('contentvisibilityautostatechange', onStateChange, { capture: true });
    return () =>
      surface.removeEventListener('contentvisibilityautostatechange', onStateChange, { capture: true });
  }, [surfaceRef, tiles]);
}

/**
 * Pointer drags of clips (PointerDrag): the machine previews each move as it comes and commits the
 * drop; playback pauses when a drag begins. The waveform tiles' observers rest during the drag
 * (CanvasTiles.suspend) until the drop or the view's first scroll. Returns what to call when a
 * pointer goes down on a clip.
 */
function useClipPointerDrag(
  surfaceRef: React.RefObject<HTMLDivElement | null>,
  announcerRef: React.RefObject<HTMLDivElement | null>,
): React.RefObject<PointerDrag | null> {
  const { actorRef, commands, snapping, tiles } = useTimelineView();
  const drag = React.useRef<PointerDrag | null>(null);
  React.useLayoutEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const scroller = () => surface.closest<HTMLElement>('[data-slot="timeline-scroller"]');
    let origin: { clipId: string; startSample: number } | null = null;
    const resumeTiles = () => {
      scroller()?.removeEventListener('scroll', resumeTiles);
      tiles.resume();
    };
    const announce = (text: string) => {
      if (announcerRef.current) announcerRef.current.textContent = text;
    };
    const landing = (deltaX: number) =>
      origin && {
        clipId: origin.clipId,
        startSample:
          origin.startSample + pixelsToSamples(deltaX, actorRef.getSnapshot().context.pixelsPerSecond),
      };
    const pointerDrag = new PointerDrag(surface, scroller, {
      start(clipId) {
        commands.pause();
        tiles.suspend();
        scroller()?.addEventListener('scroll', resumeTiles, { passive: true });
        const clip = findClip(actorRef.getSnapshot().context.clips, clipId);
        origin = clip ? { clipId: clip.id, startSample: clip.startSample } : null;
        announce(dragAnnouncements.start);
      },
      move(deltaX) {
        const target = landing(deltaX);
        if (target) commands.send({ type: 'clip.move.preview', ...target, snap: snapping.enabled });
      },
      end(deltaX) {
        resumeTiles();
        const target = landing(deltaX);
        origin = null;
        if (target) commands.send({ type: 'clip.move.commit', ...target, snap: snapping.enabled });
        else commands.send({ type: 'clip.move.cancel' });
      },
      cancel() {
        resumeTiles();
        origin = null;
        commands.send({ type: 'clip.move.cancel' });
        announce(dragAnnouncements.cancel);
      },
    });
    drag.current = pointerDrag;
    return () => {
      pointerDrag.dispose();
      resumeTiles();
      drag.current = null;
    };
  }, [surfaceRef, announcerRef, actorRef, commands, snapping, tiles]);
  return drag;
}

export function TimelineTrack({ spanSeconds }: TimelineTrackProps) {
  const { actorRef, commands, instructionsId } = useTimelineView();
  const labels = useTimelineLabels();
  const surfaceRef = React.useRef<HTMLDivElement>(null);
  const layerRef = React.useRef<HTMLDivElement>(null);
  const boxRef = React.useRef<HTMLDivElement>(null);
  const gesture = React.useRef<BoxGesture | null>(null);
  const ghostLayerRef = React.useRef<HTMLDivElement>(null);
  useGroupDragGhosts(layerRef, ghostLayerRef, actorRef);
  const dragAnnouncer = React.useRef<HTMLDivElement>(null);
  const pointerDrag = useClipPointerDrag(surfaceRef, dragAnnouncer);
  useSkippedTiles(surfaceRef);
  const clips = useSelector(actorRef, (snapshot) => snapshot.context.clips);
  // Lanes and chunks derive from the clips and the previous ones (so untouched clips keep theirs).
  const [layout, setLayout] = React.useState(() => ({
    clips,
    lanes: assignLanes(clips) as LaneMap,
    chunks: assignChunks(clips) as ChunkMap,
  }));
  let { lanes, chunks } = layout;
  if (layout.clips !== clips) {
    lanes = assignLanes(clips, layout.lanes);
    chunks = assignChunks(clips, layout.chunks);
    setLayout({ clips, lanes, chunks });
  }
  const chunkViews = React.useMemo(
    () =>
      groupChunks(clips, chunks).map((chunk) => (
        <ClipChunkView key={chunk.id} chunk={chunk} lanes={lanes} spanSeconds={spanSeconds} />
      )),
    [clips, chunks, lanes, spanSeconds],
  );
  // The track is at least two lanes tall.
  const rows = Math.max(2, laneCount(lanes));
  // The zoom is applied imperatively by the scroller; a render uses the same current value.
  const { pixelsPerSecond } = actorRef.getSnapshot().context;
  const layerWidthPx = spanSeconds * pixelsPerSecond;

  return (
    <div
      ref={surfaceRef}
      data-slot="timeline-track"
      className="twin-timeline__track"
      style={{
        height: rows * laneHeightPx,
        backgroundImage:
          'linear-gradient(to right, color-mix(in oklch, var(--twin-timeline-border) 70%, transparent) 1px, transparent 1px)',
        backgroundSize: trackGridSize(pixelsPerSecond),
      }}
      onPointerDown={(event) => {
        const clipId = clipIdAt(event.target);
        if (clipId) {
          pointerDrag.current?.pressed(event.nativeEvent, clipId);
          return;
        }
        const slot = (event.target as HTMLElement).dataset.slot;
        const onEmptyTrack =
          event.target === event.currentTarget ||
          slot === 'timeline-clip-layer' ||
          slot === 'timeline-clip-chunk';
        if (!onEmptyTrack || event.button !== 0) return;
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // A pointer the browser does not know (a synthetic one): the box still follows it.
        }
        gesture.current = {
          pointerId: event.pointerId,
          ...pointIn(event.currentTarget, event),
          additive: event.shiftKey || event.ctrlKey || event.metaKey,
          boxing: false,
        };
      }}
      onPointerMove={(event) => {
        const press = gesture.current;
        const box = boxRef.current;
        if (!press || press.pointerId !== event.pointerId || !box) return;
        const { x, y } = pointIn(event.currentTarget, event);
        if (!press.boxing && Math.hypot(x - press.x, y - press.y) < boxThresholdPx) return;
        press.boxing = true;
        box.hidden = false;
        box.style.left = `${Math.min(x, press.x)}px`;
        box.style.top = `${Math.min(y, press.y)}px`;
        box.style.width = `${Math.abs(x - press.x)}px`;
        box.style.height = `${Math.abs(y - press.y)}px`;
      }}
      onPointerUp={(event) => {
        const press = gesture.current;
        if (!press || press.pointerId !== event.pointerId) return;
        gesture.current = null;
        if (boxRef.current) boxRef.current.hidden = true;
        const { x, y } = pointIn(event.currentTarget, event);
        const { clips: current, pixelsPerSecond, selectedClipIds } = actorRef.getSnapshot().context;
        if (!press.boxing) {
          // A click: the cursor goes there and the selection is cleared.
          commands.send({ type: 'clip.select', clipId: null });
          commands.send({ type: 'cursor.set', sample: pixelsToSamples(x, pixelsPerSecond) });
          return;
        }
        const boxed = clipsInBox(current, lanes, {
          fromSample: pixelsToSamples(Math.min(x, press.x), pixelsPerSecond),
          toSample: pixelsToSamples(Math.max(x, press.x), pixelsPerSecond),
          fromLane: Math.floor(Math.min(y, press.y) / laneHeightPx),
          toLane: Math.floor(Math.max(y, press.y) / laneHeightPx),
        });
        const kept = press.additive ? selectedClipIds.filter((id) => !boxed.includes(id)) : [];
        commands.send({ type: 'selection.set', clipIds: [...kept, ...boxed] });
      }}
      onPointerCancel={() => {
        gesture.current = null;
        if (boxRef.current) boxRef.current.hidden = true;
      }}
    >
      {Array.from({ length: rows }, (_, lane) => (
        <div
          key={lane}
          aria-hidden
          className="twin-timeline__lane-line"
          style={{ top: (lane + 1) * laneHeightPx - 1 }}
        />
      ))}
      <div
        ref={dragAnnouncer}
        role="status"
        aria-live="assertive"
        aria-atomic="true"
        className="twin-timeline__sr-only"
        data-slot="timeline-drag-announcer"
      />
      <p id={instructionsId} hidden>
        {labels.instructions}
      </p>
      <div
        ref={layerRef}
        data-slot="timeline-clip-layer"
        className="twin-timeline__layer"
        style={{ width: layerWidthPx }}
      >
        {chunkViews}
        <div
          ref={ghostLayerRef}
          aria-hidden
          inert
          data-slot="timeline-drag-ghosts"
          className="twin-timeline__ghosts"
        />
        <SnapGuide spanSeconds={spanSeconds} />
      </div>
      <div ref={boxRef} hidden aria-hidden data-slot="timeline-box" className="twin-timeline__box" />
      {clips.length === 0 ? <p className="twin-timeline__empty">{labels.empty}</p> : null}
    </div>
  );
}
