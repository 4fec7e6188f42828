// The pending generation (spec part 2 §3, §4, §9): the generate request stored with a timestamp
// and status 'pending' when it starts; on page load it is resent only when it is still pending and
// younger than PENDING_GENERATION_MAX_AGE (5 minutes). Anything else found in storage is stale.
import { PENDING_GENERATION_MAX_AGE } from './speech-generation.constants';
import type { PendingGeneration, SpeechGenerationRequest } from './speech-generation.types';

export function pendingGenerationOf(request: SpeechGenerationRequest, timestamp: number): PendingGeneration {
  return { request, timestamp, status: 'pending' };
}

function looksLikeRequest(value: unknown): value is SpeechGenerationRequest {
  if (typeof value !== 'object' || value === null) return false;
  const request = value as Partial<Record<keyof SpeechGenerationRequest, unknown>>;
  return (
    typeof request.modelId === 'string' &&
    typeof request.text === 'string' &&
    typeof request.language === 'string' &&
    typeof request.model_type === 'string' &&
    typeof request.exaggeration === 'number' &&
    typeof request.temperature === 'number' &&
    typeof request.cfg_weight === 'number'
  );
}

/**
 * The request to resend on load, or null. A timestamp in the future counts as stale: the clock
 * that wrote it cannot be trusted to say how old it is.
 */
export function resumableRequest(stored: unknown, now: number): SpeechGenerationRequest | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { request, timestamp, status } = stored as Partial<Record<keyof PendingGeneration, unknown>>;
  if (status !== 'pending' || typeof timestamp !== 'number' || !looksLikeRequest(request)) return null;
  const age = now - timestamp;
  return age >= 0 && age < PENDING_GENERATION_MAX_AGE ? request : null;
}
