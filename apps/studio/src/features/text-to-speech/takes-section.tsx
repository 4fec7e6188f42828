// The speech page's Takes panel (issue 26): the creator's takes from GET /api/speech/takes, loaded when the page
// opens and after each generation; Add to Timeline places one at the end of the timeline; Delete removes it for good
// (DELETE /api/speech/takes/{id}) and then its clips from the timeline, which the panel's dialog said first.
import * as React from 'react';
import { useSelector } from '@xstate/react';
import type { ApiClient, SpeechTake } from '@twin/api-client';
import { serverMessageOr } from '@twin/machines/shared';
import { TakesPanel, type TakeView } from '@twin/ui/features/text-to-speech';
import type { TimelineHandle } from '@twin/timeline';

/** Ours: the spec has no text for these failures (the server's message is preferred). */
export const takesFailedMessages = {
  load: 'Failed to load your takes.',
  delete: 'Failed to delete the take.',
} as const;

export interface TakesSectionProps {
  api: Pick<ApiClient, 'speech'>;
  timeline: TimelineHandle;
  /** Changes after each generation, so the list is loaded again. */
  generation: number;
}

export function TakesSection({ api, timeline, generation }: TakesSectionProps) {
  const [takes, setTakes] = React.useState<SpeechTake[] | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [reload, setReload] = React.useState(0);
  const timelineUrls = useSelector(timeline.actorRef, (state) =>
    [...new Set(state.context.clips.map((clip) => clip.url))].sort().join('\n'),
  );

  React.useEffect(() => {
    const controller = new AbortController();
    api.speech.takes({ signal: controller.signal }).then(
      (answer) => {
        setTakes(answer.takes);
        setError(null);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(serverMessageOr(failure, takesFailedMessages.load));
      },
    );
    return () => controller.abort();
  }, [api, generation, reload]);

  const views = React.useMemo<TakeView[] | null>(() => {
    if (!takes) return null;
    const onTimeline = new Set(timelineUrls.split('\n'));
    return takes.map((take) => ({
      id: take.id,
      text: take.text,
      name: take.clip.name,
      voiceName: take.voice_name,
      durationSeconds: take.duration_seconds,
      createdAt: take.created_at,
      audioUrl: take.audio_url,
      onTimeline: onTimeline.has(take.clip.url),
    }));
  }, [takes, timelineUrls]);

  const clipOf = (view: TakeView) => takes?.find((take) => take.id === view.id)?.clip;

  const onAdd = (view: TakeView) => {
    const clip = clipOf(view);
    if (!clip) return;
    timeline.commands.addAudio([
      { id: clip.id, type: 'tts', url: clip.url, name: clip.name, duration: clip.duration },
    ]);
  };

  const onDelete = async (view: TakeView) => {
    const clip = clipOf(view);
    try {
      await api.speech.deleteTake(view.id);
    } catch (failure) {
      throw new Error(serverMessageOr(failure, takesFailedMessages.delete));
    }
    for (const placed of timeline.actorRef.getSnapshot().context.clips) {
      if (clip && placed.url === clip.url) timeline.commands.send({ type: 'clip.delete', clipId: placed.id });
    }
    setTakes((current) => current?.filter((take) => take.id !== view.id) ?? null);
    setReload((count) => count + 1);
  };

  return <TakesPanel takes={views} error={error} onAdd={onAdd} onDelete={onDelete} />;
}
