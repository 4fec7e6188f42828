// Checks a categorization before it is saved: the voice is ready, has at least 4 reference clips, and the map
// names a clip for each of the five styles, each one of this voice's own clips.
import { MIN_REFERENCE_CLIPS, speakingStyles, type CategorizedClips } from '@twin/api-client';
import type { ReferenceClipRow, VoiceModelRow } from '../db/schema';
import { HttpError } from '../http/http-error';
import { voiceMessages } from './voice-messages';

export const missingStylesMessage = 'Please choose a clip for each of the five styles.';

export function assertModelReady(model: VoiceModelRow): void {
  if (model.status !== 'ready') throw new HttpError(409, voiceMessages.modelNotReady);
}

export function checkedCategorization(
  model: VoiceModelRow,
  clips: readonly ReferenceClipRow[],
  chosen: CategorizedClips,
): Record<string, string> {
  assertModelReady(model);
  if (clips.length < MIN_REFERENCE_CLIPS) throw new HttpError(400, voiceMessages.tooFewClips);
  const own = new Set(clips.map((clip) => clip.id));
  const map: Record<string, string> = {};
  for (const style of speakingStyles) {
    const clipId = chosen[style];
    if (!clipId) throw new HttpError(400, missingStylesMessage);
    if (!own.has(clipId)) throw new HttpError(400, voiceMessages.foreignClip);
    map[style] = clipId;
  }
  return map;
}
