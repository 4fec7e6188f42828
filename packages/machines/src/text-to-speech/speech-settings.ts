// The speech page's saved settings (spec part 2 §3): their defaults, reading them back from
// storage field by field (anything missing, mistyped or out of range falls back to its default, so
// an old or damaged entry never breaks the page), and taking them from the machine's context.
import {
  categorizationStyles,
  type CategorizedClips,
  type SpeakingStyle,
} from '../create-voice/categorization/categorization.clips';
import { defaultSpeechLanguage, defaultStyleChoice } from './speech-generation.constants';
import type { SpeechPageSettings } from './speech-generation.types';
import {
  defaultSliderValues,
  snapSliderValue,
  speechSliderNames,
  type SpeechSliderValues,
} from './speech-sliders';

export const defaultSpeechSettings: SpeechPageSettings = {
  text: '',
  selectedVoiceId: null,
  language: defaultSpeechLanguage,
  sliders: defaultSliderValues,
  styleChoice: defaultStyleChoice,
  referenceClipId: null,
  categorizedClips: {},
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function isSpeakingStyle(value: unknown): value is SpeakingStyle {
  return typeof value === 'string' && (categorizationStyles as readonly string[]).includes(value);
}

function restoreSliders(value: unknown): SpeechSliderValues {
  const saved = isRecord(value) ? value : {};
  const sliders = { ...defaultSliderValues };
  for (const name of speechSliderNames) {
    const candidate = saved[name];
    if (typeof candidate === 'number' && Number.isFinite(candidate))
      sliders[name] = snapSliderValue(name, candidate);
  }
  return sliders;
}

function restoreCategorizedClips(value: unknown): CategorizedClips {
  if (!isRecord(value)) return {};
  const clips: CategorizedClips = {};
  for (const style of categorizationStyles) {
    const clipId = nonEmptyString(value[style]);
    if (clipId !== null) clips[style] = clipId;
  }
  return clips;
}

/** Settings read back from storage (parsed JSON of any shape). */
export function restoreSpeechSettings(saved: unknown): SpeechPageSettings {
  if (!isRecord(saved)) return defaultSpeechSettings;
  return {
    text: typeof saved.text === 'string' ? saved.text : defaultSpeechSettings.text,
    selectedVoiceId: nonEmptyString(saved.selectedVoiceId),
    language: nonEmptyString(saved.language) ?? defaultSpeechSettings.language,
    sliders: restoreSliders(saved.sliders),
    styleChoice: isSpeakingStyle(saved.styleChoice) ? saved.styleChoice : defaultSpeechSettings.styleChoice,
    referenceClipId: nonEmptyString(saved.referenceClipId),
    categorizedClips: restoreCategorizedClips(saved.categorizedClips),
  };
}

/** The settings part of the machine's context, as the app saves it. */
export function speechSettingsOf(context: SpeechPageSettings): SpeechPageSettings {
  return {
    text: context.text,
    selectedVoiceId: context.selectedVoiceId,
    language: context.language,
    sliders: context.sliders,
    styleChoice: context.styleChoice,
    referenceClipId: context.referenceClipId,
    categorizedClips: context.categorizedClips,
  };
}
