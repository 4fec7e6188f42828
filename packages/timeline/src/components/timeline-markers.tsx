// The in and out markers drawn over the ruler and the clips: a line at each, and the marked span
// shaded between them. Placed in percent of the timeline's span, so a zoom step moves nothing here;
// re-renders only when a marker or the span changes.
import { useSelector } from '@xstate/react';
import { markedSpan, samplesToSeconds } from '../headless';
import { spanPercent } from '../timeline-span';
import { useTimelineView } from '../timeline-view-context';

export function TimelineMarkers({ spanSeconds }: { spanSeconds: number }) {
  const { actorRef } = useTimelineView();
  const markers = useSelector(actorRef, (snapshot) => snapshot.context.markers);
  const span = useSelector(
    actorRef,
    (snapshot) => {
      const { markers: set, clips } = snapshot.context;
      return set.inSample === null && set.outSample === null ? null : markedSpan(clips, set);
    },
    (a, b) => a === b || (a !== null && b !== null && a[0] === b[0] && a[1] === b[1]),
  );
  if (!span) return null;
  const at = (sample: number) => spanPercent(samplesToSeconds(sample), spanSeconds);
  return (
    <div aria-hidden data-slot="timeline-markers" className="twin-timeline__markers">
      <div
        className="twin-timeline__marked-span"
        style={{ left: at(span[0]), width: spanPercent(samplesToSeconds(span[1] - span[0]), spanSeconds) }}
      />
      {markers.inSample !== null ? (
        <div data-marker="in" className="twin-timeline__marker" style={{ left: at(markers.inSample) }} />
      ) : null}
      {markers.outSample !== null ? (
        <div data-marker="out" className="twin-timeline__marker" style={{ left: at(markers.outSample) }} />
      ) : null}
    </div>
  );
}
