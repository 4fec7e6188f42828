// The speech page's five generation sliders (spec part 2 §5): labels, ranges, steps and defaults
// (the same figures as the api-client's `speechSliders`, which machines may not import), snapping a
// value onto its slider, and the visibility rule — pro voices show the emotion sliders when the
// chosen language differs from their reference language and Tonality + Resemblance when it is the
// same; other voices always show the emotion sliders.

export const speechSliderNames = [
  'exaggeration',
  'temperature',
  'cfg_weight',
  'seed',
  'resemblance',
] as const;
export type SpeechSliderName = (typeof speechSliderNames)[number];
export type SpeechSliderValues = Record<SpeechSliderName, number>;

export interface SpeechSliderSpec {
  label: string;
  min: number;
  max: number;
  step: number;
  default: number;
}

/** Keyed by the generate request field each slider sets. */
export const speechSliders: Record<SpeechSliderName, SpeechSliderSpec> = {
  exaggeration: { label: 'Emotion Intensity', min: 0.25, max: 2.0, step: 0.05, default: 0.5 },
  temperature: { label: 'Creativity', min: 0.05, max: 5.0, step: 0.05, default: 0.8 },
  cfg_weight: { label: 'Guidance Strength', min: 0, max: 1.0, step: 0.05, default: 0.5 },
  seed: { label: 'Tonality', min: 0, max: 1000, step: 1, default: 42 },
  resemblance: { label: 'Resemblance', min: 1.6, max: 2.0, step: 0.05, default: 1.8 },
};

export const emotionSliderNames = [
  'exaggeration',
  'temperature',
  'cfg_weight',
] as const satisfies readonly SpeechSliderName[];
export const proToneSliderNames = ['seed', 'resemblance'] as const satisfies readonly SpeechSliderName[];

export const defaultSliderValues: SpeechSliderValues = {
  exaggeration: speechSliders.exaggeration.default,
  temperature: speechSliders.temperature.default,
  cfg_weight: speechSliders.cfg_weight.default,
  seed: speechSliders.seed.default,
  resemblance: speechSliders.resemblance.default,
};

export function isSpeechSliderName(name: unknown): name is SpeechSliderName {
  return typeof name === 'string' && (speechSliderNames as readonly string[]).includes(name);
}

function decimalsOf(step: number): number {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
}

/** Clamps to the slider's range and rounds to its step (0.35000000000000003 → 0.35). */
export function snapSliderValue(name: SpeechSliderName, value: number): number {
  const { min, max, step, default: fallback } = speechSliders[name];
  if (!Number.isFinite(value)) return fallback;
  const clamped = Math.min(max, Math.max(min, value));
  const snapped = min + Math.round((clamped - min) / step) * step;
  return Number(Math.min(max, snapped).toFixed(decimalsOf(step)));
}

/** The voice facts the visibility rule needs. */
export interface SliderVoice {
  clone_type: string;
  reference_language: string | null;
}

/** Which sliders the page shows for a voice and a chosen language, in display order. */
export function visibleSpeechSliders(
  voice: SliderVoice | null,
  language: string,
): readonly SpeechSliderName[] {
  if (voice?.clone_type === 'pro' && voice.reference_language === language) return proToneSliderNames;
  return emotionSliderNames;
}
