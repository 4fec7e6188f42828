// While a dragged clip is snapped, a dashed guide marks the edge or cursor it snapped to. Renders
// only when the snap target changes.
import { useSelector } from '@xstate/react';
import { samplesToSeconds } from '../headless';
import { spanPercent } from '../timeline-span';
import { useTimelineView } from '../timeline-view-context';

export function SnapGuide({ spanSeconds }: { spanSeconds: number }) {
  const { actorRef } = useTimelineView();
  const snappedTo = useSelector(actorRef, (snapshot) => snapshot.context.preview?.snappedToSample ?? null);
  if (snappedTo === null) return null;
  return (
    <div
      aria-hidden
      data-slot="timeline-snap-guide"
      className="twin-timeline__snap-guide"
      style={{ left: spanPercent(samplesToSeconds(snappedTo), spanSeconds) }}
    />
  );
}
