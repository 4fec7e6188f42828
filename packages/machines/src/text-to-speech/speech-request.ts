// Generate and Translate as pure functions of the page (spec part 2 §3, §5, §9): the rules each
// needs, in order, returning the first broken rule's text; the generate request (referenceClipId
// for non-pro voices, seed and resemblance for pro voices); the model_type rule.
import { baseModelMarker, finetunedLanguage } from './speech-generation.constants';
import { speechGenerationMessages } from './speech-generation.messages';
import type {
  SpeechGenerationContext,
  SpeechGenerationRequest,
  SpeechModelType,
} from './speech-generation.types';
import { findVoice, isProVoice, needsVoiceSetup } from './speech-voices';

type GenerationFields = Pick<
  SpeechGenerationContext,
  'voices' | 'selectedVoiceId' | 'text' | 'language' | 'sliders' | 'referenceClipId'
>;

/** finetuned only for Norwegian with a model name that lacks the base-model marker (§9). */
export function speechModelType(language: string, modelName: string): SpeechModelType {
  const isBaseModel = modelName.toLowerCase().includes(baseModelMarker);
  return language === finetunedLanguage && !isBaseModel ? 'finetuned' : 'chatterbox_base';
}

/** Generate needs a voice, a set-up voice, text, and a reference clip for non-pro voices (§4, §5). */
export function validateSpeechGeneration(context: GenerationFields): string | null {
  const voice = findVoice(context.voices, context.selectedVoiceId);
  if (voice === null) return speechGenerationMessages.voiceRequired;
  if (needsVoiceSetup(voice)) return speechGenerationMessages.voiceSetupRequired;
  if (context.text.trim() === '') return speechGenerationMessages.textRequired;
  if (!isProVoice(voice) && context.referenceClipId === null)
    return speechGenerationMessages.referenceClipRequired;
  return null;
}

export function validateTranslation(context: Pick<SpeechGenerationContext, 'text'>): string | null {
  return context.text.trim() === '' ? speechGenerationMessages.translateTextRequired : null;
}

/** The request for the chosen voice; call only when validateSpeechGeneration passes. */
export function buildSpeechRequest(context: GenerationFields): SpeechGenerationRequest {
  const voice = findVoice(context.voices, context.selectedVoiceId);
  if (voice === null) throw new Error('Generate was not validated: no voice is chosen');
  const { exaggeration, temperature, cfg_weight, seed, resemblance } = context.sliders;
  const common = {
    modelId: voice.id,
    text: context.text.trim(),
    exaggeration,
    temperature,
    cfg_weight,
    language: context.language,
    model_type: speechModelType(context.language, voice.model_name),
  };
  if (isProVoice(voice)) return { ...common, seed, resemblance };
  if (context.referenceClipId === null) throw new Error('Generate was not validated: no reference clip');
  return { ...common, referenceClipId: context.referenceClipId };
}
