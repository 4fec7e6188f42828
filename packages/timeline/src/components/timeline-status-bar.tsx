// The footer: total duration (spec), the number of clips, and the keyboard keys in short.
import { useSelector } from '@xstate/react';
import { totalDurationSamples } from '../headless';
import { formatSampleTime } from '../format-time';
import { useTimelineView } from '../timeline-view-context';

function Key({ children }: { children: string }) {
  return (
    <kbd className="rounded border bg-surface px-1 font-sans text-[10px] leading-4 text-foreground">
      {children}
    </kbd>
  );
}

export function TimelineStatusBar() {
  const { actorRef } = useTimelineView();
  const totalSamples = useSelector(actorRef, (snapshot) => totalDurationSamples(snapshot.context.clips));
  const clipCount = useSelector(actorRef, (snapshot) => snapshot.context.clips.length);
  return (
    <div
      data-slot="timeline-status"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t bg-subtle px-3 py-1.5 text-xs text-subtle-foreground"
    >
      <span>
        Total duration:{' '}
        <span className="font-medium text-foreground tabular-nums">{formatSampleTime(totalSamples)}</span>
      </span>
      <span>
        {clipCount} {clipCount === 1 ? 'clip' : 'clips'}
      </span>
      <span className="ml-auto hidden items-center gap-1.5 md:flex">
        <Key>Space</Key> play <Key>S</Key> split <Key>Del</Key> delete <Key>←</Key>
        <Key>→</Key> move <Key>Ctrl Z</Key> undo
      </span>
    </div>
  );
}
