// The playhead: a line over the ruler and the track, moved by the playhead clock writing a CSS
// transform through a ref — no React render per frame. Also follows playback: when the playhead
// leaves the visible part of the scroller it pages the view along (imperatively as well).
import * as React from 'react';
import { samplesToPixels } from '../headless';
import { useTimelineView } from '../timeline-view-context';

export function TimelinePlayhead({ scroller }: { scroller: React.RefObject<HTMLDivElement | null> }) {
  const { clock } = useTimelineView();
  const line = React.useRef<HTMLDivElement>(null);
  React.useEffect(
    () =>
      clock.subscribe((sample, pixelsPerSecond, playing) => {
        const x = samplesToPixels(sample, pixelsPerSecond);
        if (line.current) line.current.style.transform = `translate3d(${x}px, 0, 0)`;
        const view = scroller.current;
        if (playing && view && (x < view.scrollLeft || x > view.scrollLeft + view.clientWidth - 24)) {
          view.scrollLeft = Math.max(0, x - 24);
        }
      }),
    [clock, scroller],
  );
  return (
    <div ref={line} aria-hidden data-slot="timeline-playhead" className="twin-timeline__playhead">
      <div className="twin-timeline__playhead-line" />
      <div className="twin-timeline__playhead-head" />
    </div>
  );
}
