// The speech page's Takes panel (issue 26), bound to the takes machine (takes-machine.ts): the list is loaded when
// the page opens and after each generation; Add to Timeline places a take at the end of the timeline; once a take
// is deleted for good its clips leave the timeline, which the panel's dialog said first.
import * as React from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ApiClient } from '@twin/api-client';
import type { Take } from '@twin/machines/text-to-speech/takes';
import { TakesPanel } from '@twin/ui/features/text-to-speech';
import type { TimelineHandle } from '@twin/timeline';
import { createTakesMachine } from './takes-machine';

export interface TakesSectionProps {
  api: Pick<ApiClient, 'speech'>;
  timeline: TimelineHandle;
  /** Changes after each generation, so the list is loaded again. */
  generation: number;
}

export function TakesSection({ api, timeline, generation }: TakesSectionProps) {
  const [machine] = React.useState(() => createTakesMachine(api));
  const takes = useActorRef(machine);
  const snapshot = useSelector(takes, (state) => state);
  const timelineUrls = useSelector(timeline.actorRef, (state) =>
    [...new Set(state.context.clips.map((clip) => clip.url))].sort().join('\n'),
  );

  // The first list is loaded as the machine starts; each later generation reads it again.
  React.useEffect(() => {
    if (generation > 0) takes.send({ type: 'takes.reload' });
  }, [takes, generation]);

  React.useEffect(() => {
    const subscriptions = [
      takes.on('takes.addToTimeline', ({ take }) =>
        timeline.commands.addAudio([{ ...take.clip, type: 'tts' }]),
      ),
      takes.on('takes.deleted', ({ take }) => {
        for (const placed of timeline.actorRef.getSnapshot().context.clips) {
          if (placed.url === take.clip.url)
            timeline.commands.send({ type: 'clip.delete', clipId: placed.id });
        }
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [takes, timeline]);

  const isOnTimeline = React.useMemo(() => {
    const placed = new Set(timelineUrls.split('\n'));
    return (take: Take) => placed.has(take.clip.url);
  }, [timelineUrls]);

  return <TakesPanel binding={{ snapshot, send: takes.send }} isOnTimeline={isOnTimeline} />;
}
