// The footer: total duration (spec), the number of clips, and the keyboard keys in short.
import { useSelector } from '@xstate/react';
import { totalDurationSamples } from '../headless';
import { formatSampleTime } from '../format-time';
import { useTimelineLabels } from '../timeline-labels';
import { useTimelineView } from '../timeline-view-context';

function Key({ children }: { children: string }) {
  return <kbd className="twin-timeline__kbd">{children}</kbd>;
}

export function TimelineStatusBar() {
  const { actorRef } = useTimelineView();
  const totalSamples = useSelector(actorRef, (snapshot) => totalDurationSamples(snapshot.context.clips));
  const clipCount = useSelector(actorRef, (snapshot) => snapshot.context.clips.length);
  const labels = useTimelineLabels();
  return (
    <div data-slot="timeline-status" className="twin-timeline__status">
      <span>
        {labels.totalDuration}{' '}
        <span className="twin-timeline__status-total">{formatSampleTime(totalSamples)}</span>
      </span>
      <span>{labels.clipCount(clipCount)}</span>
      <span className="twin-timeline__keys">
        <Key>Space</Key> {labels.keys.play} <Key>S</Key> {labels.keys.split} <Key>Del</Key>{' '}
        {labels.keys.delete} <Key>←</Key>
        <Key>→</Key> {labels.keys.move} <Key>Ctrl Z</Key> {labels.keys.undo}
      </span>
    </div>
  );
}
