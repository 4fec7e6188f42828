// The polite live region that tells screen-reader users what each edit did ("Split Intro at 2.4
// seconds."). Its texts come from the machine (timelineMessages). The text is written to the
// element by a subscription, not rendered, so an announcement (every zoom step has one) commits
// nothing in React.
import * as React from 'react';
import { useTimelineView } from '../timeline-view-context';

export function TimelineAnnouncer() {
  const { actorRef } = useTimelineView();
  const region = React.useRef<HTMLDivElement>(null);
  React.useLayoutEffect(() => {
    const show = (announcement: string) => {
      if (region.current && region.current.textContent !== announcement) {
        region.current.textContent = announcement;
      }
    };
    show(actorRef.getSnapshot().context.announcement);
    const subscription = actorRef.subscribe((snapshot) => show(snapshot.context.announcement));
    return () => subscription.unsubscribe();
  }, [actorRef]);
  return (
    <div
      ref={region}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="twin-timeline__sr-only"
      data-slot="timeline-announcer"
    />
  );
}
