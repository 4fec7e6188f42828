// The time ruler. One canvas as wide as the view, stuck to its left edge, drawn imperatively for
// the seconds in view — on scroll, on zoom, on resize — so neither a 30-minute timeline nor a zoom
// step adds elements or React renders. It is also the cursor control: a click or a drag on it sets
// the cursor, and as a focusable slider the arrow keys move the cursor (Shift: 1 s), Home and End
// jump.
import * as React from 'react';
import { useSelector } from '@xstate/react';
import {
  pixelsToSamples,
  samplesToSeconds,
  secondsToSamples,
  totalDurationSamples,
  type TimelineActorRef,
} from '../headless';
import { formatSampleTime } from '../format-time';
import { drawRulerTile } from '../rendering/draw-ruler';
import { useTimelineLabels } from '../timeline-labels';
import { useTimelineView } from '../timeline-view-context';

export const rulerHeightPx = 28;

/** Draws the ruler for the seconds in view whenever the view scrolls, zooms or resizes; returns the cleanup. */
function drawRulerWhileMounted(
  view: HTMLDivElement,
  canvas: HTMLCanvasElement,
  actorRef: TimelineActorRef,
): () => void {
  let frame: number | null = null;
  let drawn = '';
  const draw = () => {
    frame = null;
    const width = view.clientWidth;
    const height = canvas.clientHeight || rulerHeightPx;
    const pixelsPerSecond = actorRef.getSnapshot().context.pixelsPerSecond;
    const ratio = window.devicePixelRatio || 1;
    // A zoom step scrolls too: the scroll event that follows finds the ruler already drawn.
    const shown = `${width} ${height} ${ratio} ${pixelsPerSecond} ${view.scrollLeft}`;
    if (shown === drawn) return;
    drawn = shown;
    // Resizing the backing store reallocates it: only when the view's size changed (drawRulerTile clears).
    const backingWidth = Math.round(width * ratio);
    const backingHeight = Math.round(height * ratio);
    if (canvas.width !== backingWidth || canvas.height !== backingHeight) {
      canvas.style.width = `${width}px`;
      canvas.width = backingWidth;
      canvas.height = backingHeight;
    }
    canvas.getContext('2d')?.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawRulerTile(canvas, width, height, view.scrollLeft / pixelsPerSecond, width / pixelsPerSecond);
  };
  const schedule = () => {
    frame ??= requestAnimationFrame(draw);
  };
  draw();
  let zoom = actorRef.getSnapshot().context.pixelsPerSecond;
  const subscription = actorRef.subscribe((snapshot) => {
    if (snapshot.context.pixelsPerSecond === zoom) return;
    zoom = snapshot.context.pixelsPerSecond;
    schedule();
  });
  const resize = new ResizeObserver(schedule);
  resize.observe(view);
  view.addEventListener('scroll', schedule, { passive: true });
  return () => {
    subscription.unsubscribe();
    resize.disconnect();
    view.removeEventListener('scroll', schedule);
    if (frame !== null) cancelAnimationFrame(frame);
  };
}

export function TimelineRuler({ scroller }: { scroller: React.RefObject<HTMLDivElement | null> }) {
  const { actorRef, commands } = useTimelineView();
  const labels = useTimelineLabels();
  const cursorSample = useSelector(actorRef, (snapshot) => snapshot.context.cursorSample);
  const totalSamples = useSelector(actorRef, (snapshot) => totalDurationSamples(snapshot.context.clips));
  const canvas = React.useRef<HTMLCanvasElement>(null);
  const scrubbing = React.useRef(false);
  React.useEffect(() => {
    if (!scroller.current || !canvas.current) return;
    return drawRulerWhileMounted(scroller.current, canvas.current, actorRef);
  }, [actorRef, scroller]);

  const setCursorFromPointer = (event: React.PointerEvent<HTMLDivElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    commands.send({
      type: 'cursor.set',
      sample: pixelsToSamples(x, actorRef.getSnapshot().context.pixelsPerSecond),
    });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const step = secondsToSamples(event.shiftKey ? 1 : 0.1);
    const moves: Record<string, number | undefined> = {
      ArrowLeft: cursorSample - step,
      ArrowDown: cursorSample - step,
      ArrowRight: cursorSample + step,
      ArrowUp: cursorSample + step,
      Home: 0,
      End: totalSamples,
      PageDown: cursorSample - secondsToSamples(5),
      PageUp: cursorSample + secondsToSamples(5),
    };
    const sample = moves[event.key];
    if (sample === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    commands.send({ type: 'cursor.set', sample });
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={labels.cursorPosition}
      aria-valuemin={0}
      aria-valuemax={Math.round(samplesToSeconds(totalSamples) * 10) / 10}
      aria-valuenow={Math.round(samplesToSeconds(cursorSample) * 10) / 10}
      aria-valuetext={formatSampleTime(cursorSample)}
      aria-orientation="horizontal"
      data-slot="timeline-ruler"
      className="twin-timeline__ruler"
      style={{ height: rulerHeightPx }}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        scrubbing.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        setCursorFromPointer(event);
      }}
      onPointerMove={(event) => {
        if (scrubbing.current) setCursorFromPointer(event);
      }}
      onPointerUp={() => {
        scrubbing.current = false;
      }}
      onPointerCancel={() => {
        scrubbing.current = false;
      }}
      onKeyDown={onKeyDown}
    >
      <canvas ref={canvas} aria-hidden className="twin-timeline__ruler-canvas" />
    </div>
  );
}
