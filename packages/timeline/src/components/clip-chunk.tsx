// One chunk of clips (clip-chunks.ts): a box over the chunk's extent in time and the full height of
// the track, with room around it for what a selected clip draws outside itself (its actions above
// it, its ring), that the browser skips while it is off screen (content-visibility: auto) — except
// while one of its clips is dragged: then it neither clips its clips nor stacks them apart, so the
// dragged clip passes over every other. A chunk holding a selected clip stays skippable (a zoom
// step with 50 selected clips lays out only the chunks in view) and is lifted above the others.
// Its clips are placed in percent of it through CSS variables (--chunk-from, --chunk-length, in
// samples), so when an edit changes its extent they are restyled, not re-rendered.
import * as React from 'react';
import { samplesToSeconds } from '../headless';
import type { ClipChunk } from '../clip-chunks';
import type { LaneMap } from '../lanes';
import { spanPercent } from '../timeline-span';
import { useTimelineView } from '../timeline-view-context';
import { TimelineClipView } from './timeline-clip';

export interface ClipChunkViewProps {
  chunk: ClipChunk;
  lanes: LaneMap;
  /** The laid-out length of the timeline in seconds: chunks are placed in percent of it. */
  spanSeconds: number;
}

export const ClipChunkView = React.memo(function ClipChunkView({
  chunk,
  lanes,
  spanSeconds,
}: ClipChunkViewProps) {
  const { clipStates } = useTimelineView();
  const box = React.useRef<HTMLDivElement>(null);
  React.useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const ids = chunk.clips.map((clip) => clip.id);
    // Written to the element, not rendered: a drag starting or a click selecting re-renders no chunk.
    const apply = () => {
      const dragged = ids.some((id) => clipStates.isDragged(id));
      element.style.contentVisibility = dragged ? 'visible' : 'auto';
      element.style.zIndex = !dragged && ids.some((id) => clipStates.isActive(id)) ? '1' : '';
    };
    apply();
    return clipStates.subscribeActive(apply);
  }, [clipStates, chunk.clips]);

  const lengthSamples = Math.max(1, chunk.toSample - chunk.fromSample);
  return (
    <div
      ref={box}
      data-slot="timeline-clip-chunk"
      className="twin-timeline__chunk"
      style={
        {
          left: `calc(${spanPercent(samplesToSeconds(chunk.fromSample), spanSeconds)} - var(--_twin-timeline-chunk-room-x))`,
          width: `calc(${spanPercent(samplesToSeconds(lengthSamples), spanSeconds)} + 2 * var(--_twin-timeline-chunk-room-x))`,
          '--chunk-from': chunk.fromSample,
          '--chunk-length': lengthSamples,
        } as React.CSSProperties
      }
    >
      {chunk.clips.map((clip) => (
        <TimelineClipView key={clip.id} clip={clip} lane={lanes.get(clip.id) ?? 0} />
      ))}
    </div>
  );
});
