// Sample input and events for walking the categorization graph: six measured clips (so Refresh
// Clips has a second set), three clips (the under-4 offer), a load failure; the first offered clip
// is chosen in each step (choosing every clip would multiply the paths without new states); the
// complete and save calls succeed and fail. Buttons are tried bare.
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import type { ReferenceClipStats } from './categorization.clips';
import type { CategorizationMachine } from './categorization.machine';

export const sampleReferenceClips: ReferenceClipStats[] = [
  { clip_id: 'clip-1', speaking_rate: 3.1, pitch_variation: 22, pitch_median: 182 },
  { clip_id: 'clip-2', speaking_rate: 4.4, pitch_variation: 14, pitch_median: 171 },
  { clip_id: 'clip-3', speaking_rate: 2.3, pitch_variation: 38, pitch_median: 205 },
  { clip_id: 'clip-4', speaking_rate: 3.7, pitch_variation: 9, pitch_median: 160 },
  { clip_id: 'clip-5', speaking_rate: 2.9, pitch_variation: 27, pitch_median: 193 },
  { clip_id: 'clip-6', speaking_rate: 3.4, pitch_variation: 17, pitch_median: 176 },
];

export const categorizationMachineWalk: MachineWalk<CategorizationMachine> = {
  inputs: [{ modelId: 'model-1', modelName: 'Ada Pro' }],
  events: (snapshot) => [
    ...(snapshot.context.offeredClipIds[0]
      ? [{ type: 'clip.choose' as const, clipId: snapshot.context.offeredClipIds[0] }]
      : []),
    actorDone('loadReferenceClips', sampleReferenceClips),
    actorDone('loadReferenceClips', sampleReferenceClips.slice(0, 3)),
    actorFailed('loadReferenceClips', new Error('Failed to fetch')),
    actorDone('completeVoice', { success: true }),
    actorFailed('completeVoice', { status: 0, serverMessage: null }),
    actorDone('saveCategorization', { success: true }),
    actorFailed('saveCategorization', { status: 0, serverMessage: null }),
  ],
};
