// What the speech page's sliders (spec part 2 §5) do to the embedded espeak-ng engine. espeak-ng has three audible
// knobs — base pitch (-p 0–99), speed (-s, words per minute) and the SSML pitch range (<prosody range>, which
// espeak-ng caps at 200 %) — plus relative pitch and rate per sentence (<prosody pitch="+n%" rate="n%">). Starting
// from the voice's base (the profile's settings, or the chosen reference clip's measured pitch and rate), each
// slider moves one of them; "neutral" is espeak-ng's own voice (-p 50, 175 wpm):
//
// - Emotion Intensity (exaggeration, 0.25–2, default 0.5) → pitch range. 0.5 keeps the voice's own range (at
//   most 200 %); below it the range shrinks in proportion (0.25 = half: flatter); above it the range widens
//   linearly to espeak-ng's 200 % at 2.0 (livelier).
// - Creativity (temperature, 0.05–5, default 0.8) → seeded random variation per sentence: each sentence's pitch
//   moves by up to ±3 % × temperature (at most ±15 %) and its rate by up to ±4 % × temperature (at most ±20 %).
//   The seed is randomSeed (the speech test's seed) or Tonality when given, otherwise the text, so the same
//   request always gives the same audio.
// - Guidance Strength (cfg_weight, 0–1, default 0.5) → how closely the speed follows the voice, in the manner of
//   classifier-free guidance: speed = neutral + (voice − neutral) × 2 × cfg_weight. 0 speaks at the neutral
//   175 wpm, 0.5 at the voice's own rate, 1 doubles the voice's difference from neutral.
// - Tonality (seed, pro voices, 0–1000, default 42) → a pitch offset: 42 keeps the voice's pitch, 0 lowers -p by
//   10 steps, 1000 raises it by 10 (linear on each side of 42). It also seeds Creativity's variation.
// - Resemblance (pro voices, 1.6–2, default 1.8) → closeness to the profile's pitch and rate: both are placed at
//   neutral + (profile − neutral) × (1 + (resemblance − 1.8) × 2.5), i.e. halfway to neutral at 1.6, the profile
//   itself at 1.8 and 1.5 × the profile's difference from neutral at 2.0.
import { hashString, seededSigned } from './seeded-random';
import type { SpeechControls } from './speech-engine';

export interface EspeakVoiceBase {
  /** -p, 0–99 */
  pitch: number;
  /** -s, words per minute */
  speed: number;
  /** SSML prosody range, % */
  rangePercent: number;
}

export interface SentenceProsody {
  text: string;
  /** Relative to the base pitch, e.g. -4 → pitch="-4%". */
  pitchPercent: number;
  /** e.g. 103 → rate="103%". */
  ratePercent: number;
}

export interface EspeakProsody extends EspeakVoiceBase {
  sentences: SentenceProsody[];
}

export const NEUTRAL_PITCH = 50;
export const NEUTRAL_SPEED = 175;
export const MAX_SSML_RANGE_PERCENT = 200;
const MIN_RANGE_PERCENT = 5;
const PITCH_LIMITS = [0, 99] as const;
const SPEED_LIMITS = [80, 450] as const;
const DEFAULT_EXAGGERATION = 0.5;
const DEFAULT_TONALITY = 42;
const MAX_TONALITY = 1000;
const TONALITY_PITCH_STEPS = 10;
const DEFAULT_RESEMBLANCE = 1.8;

export const defaultSpeechControls: SpeechControls = { exaggeration: 0.5, temperature: 0.8, cfgWeight: 0.5 };

const clamp = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));

/** Resemblance → how far from neutral towards the profile (1 = the profile). */
export function resemblanceWeight(resemblance = DEFAULT_RESEMBLANCE): number {
  return 1 + (resemblance - DEFAULT_RESEMBLANCE) * 2.5;
}

/** Tonality → steps of -p added to the pitch. */
export function tonalityPitchOffset(seed = DEFAULT_TONALITY): number {
  return seed >= DEFAULT_TONALITY
    ? (TONALITY_PITCH_STEPS * (seed - DEFAULT_TONALITY)) / (MAX_TONALITY - DEFAULT_TONALITY)
    : (-TONALITY_PITCH_STEPS * (DEFAULT_TONALITY - seed)) / DEFAULT_TONALITY;
}

/** Emotion Intensity → the SSML pitch range (the voice's own range counts up to espeak-ng's cap). */
export function exaggeratedRange(voiceRange: number, exaggeration: number): number {
  const own = Math.min(voiceRange, MAX_SSML_RANGE_PERCENT);
  const range =
    exaggeration <= DEFAULT_EXAGGERATION
      ? (own * exaggeration) / DEFAULT_EXAGGERATION
      : own +
        ((MAX_SSML_RANGE_PERCENT - own) * (exaggeration - DEFAULT_EXAGGERATION)) / (2 - DEFAULT_EXAGGERATION);
  return Math.round(clamp(range, [MIN_RANGE_PERCENT, MAX_SSML_RANGE_PERCENT]));
}

/** Sentences (and lines), each spoken with its own variation. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|(?<=[。！？])|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Base pitch, speed and range for the whole text, plus each sentence's variation. */
export function planProsody(base: EspeakVoiceBase, controls: SpeechControls, text: string): EspeakProsody {
  const closeness = resemblanceWeight(controls.resemblance);
  const pitch = NEUTRAL_PITCH + (base.pitch - NEUTRAL_PITCH) * closeness + tonalityPitchOffset(controls.seed);
  const speed = NEUTRAL_SPEED + (base.speed - NEUTRAL_SPEED) * 2 * controls.cfgWeight * closeness;
  const random = seededSigned(controls.randomSeed ?? controls.seed ?? hashString(text));
  const pitchSpread = Math.min(15, 3 * controls.temperature);
  const rateSpread = Math.min(20, 4 * controls.temperature);
  return {
    pitch: Math.round(clamp(pitch, PITCH_LIMITS)),
    speed: Math.round(clamp(speed, SPEED_LIMITS)),
    rangePercent: exaggeratedRange(base.rangePercent, controls.exaggeration),
    sentences: splitSentences(text).map((sentence) => ({
      text: sentence,
      pitchPercent: Math.round(random() * pitchSpread),
      ratePercent: 100 + Math.round(random() * rateSpread),
    })),
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The SSML espeak-ng reads (with -m): the range around everything, each sentence with its pitch and rate. */
export function prosodySsml(plan: EspeakProsody): string {
  const sentences = plan.sentences.map((sentence) => {
    const pitch = `${sentence.pitchPercent >= 0 ? '+' : ''}${sentence.pitchPercent}%`;
    return `<s><prosody pitch="${pitch}" rate="${sentence.ratePercent}%">${escapeXml(sentence.text)}</prosody></s>`;
  });
  return `<speak><prosody range="${plan.rangePercent}%">${sentences.join(' ')}</prosody></speak>`;
}
