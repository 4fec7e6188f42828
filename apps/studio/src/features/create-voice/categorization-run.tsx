// One run of the categorization wizard, spawned by the page machine per opening: its dialog, and
// once it ends the outcome on the page until dismissed. Each reference clip plays from the media
// link the server listed it with.
import type { CategorizationActorRef } from '@twin/machines/create-voice/categorization';
import {
  CategorizationDialog,
  CategorizationOutcome as CategorizationOutcomePanel,
  type PlaybackBinding,
} from '@twin/ui/features/create-voice';
import { useBinding } from '@twin/ui/components';
import { api } from '../../lib/api';

export function CategorizationRun({
  categorizationRef,
  playback,
  onDismiss,
}: {
  categorizationRef: CategorizationActorRef;
  playback: PlaybackBinding;
  onDismiss: () => void;
}) {
  const categorization = useBinding(categorizationRef);
  const clipAudioUrl = (clipId: string) => {
    const link = categorization.snapshot.context.clips.find((clip) => clip.clip_id === clipId)?.audio_url;
    return link ? api.urls.media(link) : '';
  };
  return (
    <>
      <CategorizationOutcomePanel categorization={categorization} onDismiss={onDismiss} />
      <CategorizationDialog categorization={categorization} playback={playback} clipAudioUrl={clipAudioUrl} />
    </>
  );
}
