// The speech test's pure rules (spec part 1 §4, §5, §9): the four sliders with their ranges and
// defaults (the api-client's `speechTestSliders`, which machines may not import), snapping a value
// onto its slider, which files count as audio, the progress each job status shows, and the timings.

export const speechTestSliderNames = ['cfg_scale', 'inference_steps', 'seed', 'speed'] as const;
export type SpeechTestSliderName = (typeof speechTestSliderNames)[number];
export type SpeechTestSliderValues = Record<SpeechTestSliderName, number>;

export interface SpeechTestSliderSpec {
  label: string;
  min: number;
  max: number;
  step: number;
  default: number;
}

/** Keyed by the submit field each slider sets. Seed -1 means random. */
export const speechTestSliders: Record<SpeechTestSliderName, SpeechTestSliderSpec> = {
  cfg_scale: { label: 'CFG Scale', min: 1.0, max: 2.0, step: 0.1, default: 1.3 },
  inference_steps: { label: 'Inference Steps', min: 5, max: 50, step: 1, default: 20 },
  seed: { label: 'Seed', min: -1, max: 1000, step: 1, default: 42 },
  speed: { label: 'Speed', min: 0.5, max: 2.0, step: 0.1, default: 1.0 },
};

export const defaultSpeechTestSliders: SpeechTestSliderValues = {
  cfg_scale: speechTestSliders.cfg_scale.default,
  inference_steps: speechTestSliders.inference_steps.default,
  seed: speechTestSliders.seed.default,
  speed: speechTestSliders.speed.default,
};

export function isSpeechTestSliderName(name: unknown): name is SpeechTestSliderName {
  return typeof name === 'string' && (speechTestSliderNames as readonly string[]).includes(name);
}

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/** Clamps to the slider's range and rounds to its step (1.4000000000000001 → 1.4). */
export function snapSpeechTestSlider(name: SpeechTestSliderName, value: number): number {
  const { min, max, step, default: fallback } = speechTestSliders[name];
  if (!Number.isFinite(value)) return fallback;
  const clamped = Math.min(max, Math.max(min, value));
  const snapped = min + Math.round((clamped - min) / step) * step;
  return Number(Math.min(max, snapped).toFixed(decimalsOf(step)));
}

/** Only audio files are accepted, by their type (spec part 1 §5). */
export function isAudioReference(file: { type: string }): boolean {
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  return type.startsWith('audio/') && type.length > 'audio/'.length;
}

export type SpeechTestJobStatus = 'queued' | 'processing' | 'completed' | 'failed' | 'timeout';

/** The progress bar (spec part 1 §4): queued 30%, processing 70%, done 100%. */
export function speechTestJobProgress(status: SpeechTestJobStatus | null): number {
  if (status === 'queued') return 30;
  if (status === 'processing') return 70;
  if (status === 'completed') return 100;
  return 0;
}

/** Spec part 1 §9: the job is polled every 3 seconds. */
export const speechTestPollInterval = 3000;
/** The recording's m:ss counter counts whole seconds. */
export const speechTestRecordingTick = 1000;
/**
 * Ours (the spec sets none): a recorded reference stops by itself after 5 minutes, the longest
 * reference the voice features accept.
 */
export const speechTestMaxRecordingSeconds = 300;
