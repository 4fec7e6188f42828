// The voices the speech page offers (spec part 2 §3, §4): only models whose status is 'ready';
// their type badge (quick, pro, otherwise finetuned); whether a ready voice still needs its
// categorization setup; and which voice is chosen after a (re)load.
import { speechGenerationMessages } from './speech-generation.messages';

/** A voice model as GET /api/voice/models lists it (structurally the api-client's VoiceModel). */
export interface SpeechVoiceModel {
  id: string;
  model_name: string;
  /** Only 'ready' models are offered. */
  status: string;
  /** 'quick', 'pro'; anything else is shown as finetuned. */
  clone_type: string;
  /** The pro clone's reference language; null for other voices. */
  reference_language: string | null;
  categorization_completed: boolean;
}

export type SpeechVoiceType = 'quick' | 'pro' | 'finetuned';

export function voiceTypeOf(voice: Pick<SpeechVoiceModel, 'clone_type'>): SpeechVoiceType {
  if (voice.clone_type === 'quick' || voice.clone_type === 'pro') return voice.clone_type;
  return 'finetuned';
}

export function isProVoice(voice: Pick<SpeechVoiceModel, 'clone_type'> | null | undefined): boolean {
  return voice?.clone_type === 'pro';
}

/** A ready model whose categorization is not completed: 'Complete your voice setup to use this model.' */
export function needsVoiceSetup(
  voice: Pick<SpeechVoiceModel, 'status' | 'categorization_completed'> | null | undefined,
): boolean {
  return voice != null && voice.status === 'ready' && !voice.categorization_completed;
}

/**
 * Non-pro voices speak in the style of a reference clip, so their categorized clips (and clip
 * list) are loaded when they are chosen; pro voices use Tonality and Resemblance instead.
 */
export function needsVoiceStyles(voice: SpeechVoiceModel | null | undefined): boolean {
  return voice != null && !isProVoice(voice) && !needsVoiceSetup(voice);
}

export function readyVoices(models: readonly SpeechVoiceModel[]): SpeechVoiceModel[] {
  return models.filter((model) => model.status === 'ready');
}

/** 'No voice models available.' for none at all, 'No ready voice models found.' when none is ready. */
export function voicesNoticeFor(models: readonly SpeechVoiceModel[]): string | null {
  if (models.length === 0) return speechGenerationMessages.noVoiceModels;
  if (readyVoices(models).length === 0) return speechGenerationMessages.noReadyVoiceModels;
  return null;
}

/** Keeps the chosen voice when it is still offered, else the first ready voice, else none. */
export function chooseVoiceId(
  voices: readonly SpeechVoiceModel[],
  preferredId: string | null,
): string | null {
  if (preferredId !== null && voices.some((voice) => voice.id === preferredId)) return preferredId;
  return voices[0]?.id ?? null;
}

export function findVoice(
  voices: readonly SpeechVoiceModel[],
  voiceId: string | null,
): SpeechVoiceModel | null {
  return voiceId === null ? null : (voices.find((voice) => voice.id === voiceId) ?? null);
}
