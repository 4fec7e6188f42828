// One run of the categorization wizard, spawned by the page machine per opening: its dialog, and
// once it ends the outcome on the page until dismissed. Reference clips stream from the API with
// the token and model name in the query.
import type { CategorizationActorRef } from '@twin/machines/categorization';
import {
  CategorizationDialog,
  CategorizationOutcome as CategorizationOutcomePanel,
  type PlaybackBinding,
  useBinding,
} from '@twin/ui/features/create-voice';
import { api } from '../../lib/api';

export function CategorizationRun({
  categorizationRef,
  modelName,
  playback,
  onDismiss,
}: {
  categorizationRef: CategorizationActorRef;
  modelName: string;
  playback: PlaybackBinding;
  onDismiss: () => void;
}) {
  const categorization = useBinding(categorizationRef);
  return (
    <>
      <CategorizationOutcomePanel categorization={categorization} onDismiss={onDismiss} />
      <CategorizationDialog
        categorization={categorization}
        playback={playback}
        clipAudioUrl={(clipId) => api.urls.referenceClipAudio(clipId, modelName)}
      />
    </>
  );
}
