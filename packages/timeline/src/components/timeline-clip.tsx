// One clip on the track: a focusable button (dragged by the track's pointer drag, horizontally
// only: the machine's preview gives its position, vertical pointer movement is ignored) with its
// name, length and waveform. While dragged it is moved by a transform on each preview (of an
// unstyled wrapper, timeline-clip-mover), and its name says where it is once the pointer rests,
// both written from the actor's subscription: it is not re-rendered per move.
// Positioned in percent of its chunk (clip-chunk.tsx), itself in percent of the timeline's span,
// so zooming (one width on the layer) neither re-renders nor restyles it; it follows only its own
// drag state and selection (ClipStates), so no other clip's drag, no zoom and no playback even
// runs code for it. Off-screen clips skip style, layout and paint (content-visibility: auto) but
// stay in the accessibility tree and the tab order.
import * as React from 'react';
import { Scissors, Trash2 } from 'lucide-react';
import { useSelector } from '@xstate/react';
import { clipToSeconds, samplesToPixels, samplesToSeconds, type TimelineClip } from '../headless';
import type { ClipState } from '../clip-states';
import { formatSampleTime, formatTimelineTime } from '../format-time';
import { SlideByAnimation } from '../rendering/slide-by-animation';
import { useTimelineLabels } from '../timeline-labels';
import { useTimelineView } from '../timeline-view-context';
import { ClipWaveform } from './clip-waveform';

export const laneHeightPx = 76;
/** A dragged clip's name is rewritten once the pointer has rested this long (see useDragFollower). */
export const dragNameRestMs = 200;
const lanePaddingPx = 6;

export interface TimelineClipItemProps {
  clip: TimelineClip;
  lane: number;
}

function ClipBody({
  clip,
  selected,
  dragging,
}: {
  clip: TimelineClip;
  selected: boolean;
  dragging: boolean;
}) {
  const { clipContent } = useTimelineView();
  const content = (
    <>
      <div aria-hidden className="twin-timeline__clip-header">
        <span className="twin-timeline__clip-name">{clip.name}</span>
        <span className="twin-timeline__clip-length">{formatSampleTime(clip.lengthSamples)}</span>
      </div>
      <ClipWaveform
        url={clip.url}
        sourceOffsetSamples={clip.sourceOffsetSamples}
        lengthSamples={clip.lengthSamples}
      />
    </>
  );
  const custom = clipContent.render;
  if (!custom) return content;
  return (
    <div aria-hidden className="twin-timeline__clip-custom">
      {custom(clipToSeconds(clip), { selected, dragging }, content)}
    </div>
  );
}

const MemoClipBody = React.memo(ClipBody);

function ClipActions({ clip }: { clip: TimelineClip }) {
  const { actorRef, commands } = useTimelineView();
  const labels = useTimelineLabels();
  // Its Delete, like the Delete key, takes the whole selection the clip is in: it says so.
  const selected = useSelector(actorRef, (snapshot) => snapshot.context.selectedClipIds.length);
  return (
    <div className="twin-timeline__clip-actions">
      <button
        type="button"
        aria-label={labels.splitClip(clip.name)}
        title={`${labels.splitAtCursor} (S)`}
        className="twin-timeline__clip-action"
        onClick={() => commands.send({ type: 'clip.split', clipId: clip.id })}
      >
        <Scissors aria-hidden />
      </button>
      <button
        type="button"
        aria-label={selected > 1 ? labels.deleteSelectedClips(selected) : labels.deleteNamedClip(clip.name)}
        title={`${labels.deleteClip} (Del)`}
        className="twin-timeline__clip-action"
        data-danger
        onClick={() => commands.send({ type: 'clip.delete', clipId: clip.id })}
      >
        <Trash2 aria-hidden />
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

/**
 * While the clip is dragged, slides it (`mover`, the wrapper of its body) to where the machine
 * previews it (SlideByAnimation: a paused animation of its transform, scrubbed), from the actor's
 * subscription: inside the pointer event, before the frame, with no commit per move. The wrapper
 * has no style of its own, so restyling it costs less than restyling the clip's element (its
 * custom properties and calc() positions: about 0.13 ms a move in the timeline bench). Its name (`name`,
 * the text screen readers read) is rewritten with that place once the previews stop for
 * dragNameRestMs: a text change lays the page out again (0.2–0.6 ms in a move's
 * frame in the timeline bench), and a name read while the pointer rests needs no more. The drop's
 * commit draws the clip where it landed, takes the transform away and renders the name anew (the
 * name's element is keyed by the drag, so React never keeps a text written here).
 */
function useDragFollower(
  clip: TimelineClip,
  dragged: boolean,
  nameAt: (startSample: number) => string,
): { mover: React.RefObject<HTMLDivElement | null>; name: React.RefObject<HTMLSpanElement | null> } {
  const { actorRef } = useTimelineView();
  const mover = React.useRef<HTMLDivElement>(null);
  const name = React.useRef<HTMLSpanElement>(null);
  const { id, startSample } = clip;
  React.useLayoutEffect(() => {
    const element = mover.current;
    if (!dragged || !element) return;
    element.style.willChange = 'transform';
    const slide = new SlideByAnimation(element);
    let nameTimer: ReturnType<typeof setTimeout> | undefined;
    const writeName = () => {
      const { preview } = actorRef.getSnapshot().context;
      const text = name.current?.firstChild;
      if (preview?.clipId !== id || !text) return;
      const said = nameAt(preview.startSample);
      if (text.nodeValue !== said) text.nodeValue = said;
    };
    const follow = () => {
      const { preview, pixelsPerSecond } = actorRef.getSnapshot().context;
      if (preview?.clipId !== id) return;
      slide.slideTo(samplesToPixels(preview.startSample - startSample, pixelsPerSecond));
      clearTimeout(nameTimer);
      nameTimer = setTimeout(writeName, dragNameRestMs);
    };
    follow();
    const subscription = actorRef.subscribe(follow);
    return () => {
      subscription.unsubscribe();
      clearTimeout(nameTimer);
      slide.stop();
      element.style.willChange = '';
    };
  }, [actorRef, id, startSample, dragged, nameAt]);
  return { mover, name };
}

function TimelineClipItem({ clip, lane }: TimelineClipItemProps) {
  const { actorRef, commands, instructionsId } = useTimelineView();
  const labels = useTimelineLabels();
  const { dragged, selected, primary, followsDrag } = useClipState(clip.id);
  const isDragging = dragged || followsDrag;
  const nameAt = (startSample: number) =>
    labels.clipName(
      clip.name,
      formatTimelineTime(samplesToSeconds(startSample)),
      formatTimelineTime(samplesToSeconds(startSample + clip.lengthSamples)),
    );
  const { mover, name } = useDragFollower(clip, dragged, nameAt);
  // Focus that a pointer press brings waits for the click, which may add the clip to the selection.
  const pressed = React.useRef(false);
  // The name says where the clip is previewed when it renders (a drag's start), else where it is.
  const { preview } = actorRef.getSnapshot().context;
  const label = nameAt(dragged && preview?.clipId === clip.id ? preview.startSample : clip.startSample);

  return (
    <div
      data-slot="timeline-clip"
      className="twin-timeline__clip"
      // Skipping off-screen clips keeps zoom cheap; a raised (selected or dragged) one is not
      // skipped, so its actions and focus ring (drawn outside it) are never clipped; its body and
      // actions are still skipped while off screen (timeline.css).
      data-raised={isDragging || selected ? '' : undefined}
      data-follows-drag={followsDrag ? '' : undefined}
      style={
        {
          // left and width follow from these in the stylesheet (in percent of the chunk).
          '--clip-start': clip.startSample,
          '--clip-length': clip.lengthSamples,
          top: lane * laneHeightPx + lanePaddingPx,
          height: laneHeightPx - 2 * lanePaddingPx,
        } as React.CSSProperties
      }
    >
      <div ref={mover} data-slot="timeline-clip-mover" className="twin-timeline__clip-mover">
        <div
          role="button"
          tabIndex={0}
          aria-roledescription={labels.clipRole}
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
          className="twin-timeline__clip-body"
          data-type={clip.type}
          data-dragging={isDragging ? '' : undefined}
        >
          {/* Named by this text rather than aria-label: the visible name and length are hidden from
            assistive technology, so what it reads is exactly this sentence. */}
          <span key={dragged ? 'dragged' : 'placed'} ref={name} className="twin-timeline__sr-only">
            {label}
          </span>
          <MemoClipBody clip={clip} selected={selected} dragging={isDragging} />
        </div>
      </div>
      {/* Split and Delete on one clip of a selection, the last it took in: 50 selected clips do
          not draw 100 buttons (that Delete, like the key, takes the whole selection). */}
      {primary && !isDragging ? <ClipActions clip={clip} /> : null}
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
