// The footer: total duration (spec), the number of clips, and the keyboard keys in short.
import { useSelector } from '@xstate/react';
import { totalDurationSamples } from '../headless';
import { formatSampleTime } from '../format-time';
import { useTimelineView } from '../timeline-view-context';

function Key({ children }: { children: string }) {
  return <kbd className="twin-timeline__kbd">{children}</kbd>;
}

export function TimelineStatusBar() {
  const { actorRef } = useTimelineView();
  const totalSamples = useSelector(actorRef, (snapshot) => totalDurationSamples(snapshot.context.clips));
  const clipCount = useSelector(actorRef, (snapshot) => snapshot.context.clips.length);
  return (
    <div data-slot="timeline-status" className="twin-timeline__status">
      <span>
        Total duration: <span className="twin-timeline__status-total">{formatSampleTime(totalSamples)}</span>
      </span>
      <span>
        {clipCount} {clipCount === 1 ? 'clip' : 'clips'}
      </span>
      <span className="twin-timeline__keys">
        <Key>Space</Key> play <Key>S</Key> split <Key>Del</Key> delete <Key>←</Key>
        <Key>→</Key> move <Key>Ctrl Z</Key> undo
      </span>
    </div>
  );
}
