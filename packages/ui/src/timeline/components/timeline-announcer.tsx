// The polite live region that tells screen-reader users what each edit did ("Split Intro at 2.4
// seconds."). Its texts come from the machine (timelineMessages).
import { useSelector } from '@xstate/react';
import { useTimelineView } from '../timeline-view-context';

export function TimelineAnnouncer() {
  const { actorRef } = useTimelineView();
  const announcement = useSelector(actorRef, (snapshot) => snapshot.context.announcement);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-slot="timeline-announcer"
    >
      {announcement}
    </div>
  );
}
