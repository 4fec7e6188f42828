// One run of the categorization wizard for one voice: a fresh categorization actor per opening
// (the page keys this component), its dialog, and once it ends the outcome on the page until
// dismissed. Reference clips stream from the API with the token and model name in the query.
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { CategorizationOutcome } from '@twin/machines/categorization';
import {
  CategorizationDialog,
  CategorizationOutcome as CategorizationOutcomePanel,
  type PlaybackBinding,
} from '@twin/ui/features/create-voice';
import { api } from '../../lib/api';
import { studioVoiceMachines as machines } from './studio-voice-machines';

export interface CategorizationTarget {
  /** Changes on every opening, so the page mounts a fresh run. */
  key: number;
  modelId: string;
  modelName: string;
}

export function CategorizationRun({
  target,
  playback,
  onEnded,
  onDismiss,
}: {
  target: CategorizationTarget;
  playback: PlaybackBinding;
  onEnded: (outcome: CategorizationOutcome) => void;
  onDismiss: () => void;
}) {
  const categorizationRef = useActorRef(machines.categorization, {
    input: { modelId: target.modelId, modelName: target.modelName },
  });
  const snapshot = useSelector(categorizationRef, (s) => s);
  const ended = snapshot.status === 'done';
  useEffect(() => {
    if (ended) onEnded(snapshot.context.outcome ?? 'cancelled');
    // Only the moment it ends matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended]);
  const categorization = { snapshot, send: categorizationRef.send };
  return (
    <>
      <CategorizationOutcomePanel categorization={categorization} onDismiss={onDismiss} />
      <CategorizationDialog
        categorization={categorization}
        playback={playback}
        clipAudioUrl={(clipId) => api.urls.referenceClipAudio(clipId, target.modelName)}
      />
    </>
  );
}
