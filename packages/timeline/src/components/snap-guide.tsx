// While a dragged clip is snapped, a dashed guide marks the edge or cursor it snapped to. Written
// from the actor's subscription into an empty slot (the guide exists only while snapped), never
// rendered by React, so a drag commits nothing when its snap target changes.
import * as React from 'react';
import { samplesToSeconds } from '../headless';
import { spanPercent } from '../timeline-span';
import { useTimelineView } from '../timeline-view-context';

export function SnapGuide({ spanSeconds }: { spanSeconds: number }) {
  const { actorRef } = useTimelineView();
  const slot = React.useRef<HTMLDivElement>(null);
  React.useLayoutEffect(() => {
    const container = slot.current;
    if (!container) return;
    let guide: HTMLDivElement | null = null;
    let shownAt: number | null = null;
    const show = () => {
      const snappedTo = actorRef.getSnapshot().context.preview?.snappedToSample ?? null;
      if (snappedTo === shownAt) return;
      shownAt = snappedTo;
      if (snappedTo === null) {
        guide?.remove();
        guide = null;
        return;
      }
      if (!guide) {
        guide = container.ownerDocument.createElement('div');
        guide.setAttribute('aria-hidden', 'true');
        guide.dataset.slot = 'timeline-snap-guide';
        guide.className = 'twin-timeline__snap-guide';
        container.append(guide);
      }
      guide.style.left = spanPercent(samplesToSeconds(snappedTo), spanSeconds);
    };
    show();
    const subscription = actorRef.subscribe(show);
    return () => {
      subscription.unsubscribe();
      guide?.remove();
    };
  }, [actorRef, spanSeconds]);
  return <div ref={slot} style={{ display: 'contents' }} />;
}
