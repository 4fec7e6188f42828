// Classical speaker verification without a speaker model: a voiceprint is the mean and standard deviation of a
// recording's MFCCs (mfcc.ts) over its voiced frames. Two voiceprints are compared after standardising each of
// their 38 numbers against a cohort of other voices (speaker-cohort.json, made from espeak-ng voices by
// make-speaker-cohort.ts): the score is the cosine of the two standardised vectors, 1 for the same statistics.
// What sets one voice apart from the cohort must point the same way in both recordings. MFCCs hardly see pitch, so
// the voiceprint also keeps the median pitch of the voiced speech, and a score loses some for a median more than
// two semitones away. The threshold and the pitch terms come from the consent bench (`npm run bench -- consent`:
// ten espeak-ng voices against each other); see the README.
import { analyseFrames } from '../analysis/frame-features';
import cohort from './speaker-cohort.json' with { type: 'json' };
import { mfccFrames, MFCC_COEFFICIENTS, MFCC_SAMPLE_RATE } from './mfcc';

export interface Voiceprint {
  mean: number[];
  deviation: number[];
  /** Voiced frames the statistics come from (10 ms each). */
  frames: number;
  /** Median pitch of the voiced speech in semitones above 100 Hz; absent in voiceprints stored before it. */
  pitchSemitones?: number | null;
}

/** A same-speaker decision needs at least this much voiced speech on both sides (1.5 s). */
export const MIN_VOICED_FRAMES = 150;

/** Same speaker when the score is at least this (chosen from the consent bench's figures, README). */
export const SPEAKER_MATCH_THRESHOLD = 0.74;
/** Median pitches this far apart cost nothing (one person reads higher or lower from one day to the next). */
export const PITCH_TOLERANCE_SEMITONES = 2;
/** What each semitone beyond the tolerance takes from the score. */
export const PITCH_PENALTY_PER_SEMITONE = 0.1;
/** Fewer pitched frames than this (1 s) give no median. */
const MIN_PITCHED_FRAMES = 100;

/** The median pitch of `samples` (16 kHz) in semitones above 100 Hz, or null with too little pitched speech. */
export function medianPitchSemitones(samples: Float32Array): number | null {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++)
    pcm[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32767)));
  const pitched = [...analyseFrames(pcm, MFCC_SAMPLE_RATE).f0Hz].filter((hz) => hz > 0).sort((a, b) => a - b);
  if (pitched.length < MIN_PITCHED_FRAMES) return null;
  return 12 * Math.log2(pitched[Math.floor(pitched.length / 2)]! / 100);
}

export function voiceprintOf(samples: Float32Array): Voiceprint {
  const frames = mfccFrames(samples);
  const mean = new Array<number>(MFCC_COEFFICIENTS).fill(0);
  const variance = new Array<number>(MFCC_COEFFICIENTS).fill(0);
  for (const frame of frames)
    for (let k = 0; k < MFCC_COEFFICIENTS; k++) mean[k]! += frame[k]! / frames.length;
  for (const frame of frames)
    for (let k = 0; k < MFCC_COEFFICIENTS; k++) variance[k]! += (frame[k]! - mean[k]!) ** 2 / frames.length;
  return {
    mean,
    deviation: variance.map(Math.sqrt),
    frames: frames.length,
    pitchSemitones: frames.length === 0 ? null : medianPitchSemitones(samples),
  };
}

/** The voiceprint's numbers, each standardised by the cohort's mean and spread of that number. */
export function standardised(print: Voiceprint, against: SpeakerCohort = cohort): number[] {
  return [...print.mean, ...print.deviation].map(
    (value, k) => (value - against.mean[k]!) / (against.deviation[k]! + 1e-9),
  );
}

export interface SpeakerCohort {
  mean: number[];
  deviation: number[];
}

/** The mean and spread of each voiceprint number over `prints` (make-speaker-cohort.ts writes espeak-ng's). */
export function cohortOf(prints: readonly Voiceprint[]): SpeakerCohort {
  const vectors = prints.map((print) => [...print.mean, ...print.deviation]);
  const size = vectors[0]?.length ?? 0;
  const mean = Array.from(
    { length: size },
    (_, k) => vectors.reduce((sum, v) => sum + v[k]!, 0) / vectors.length,
  );
  const deviation = Array.from({ length: size }, (_, k) =>
    Math.sqrt(vectors.reduce((sum, v) => sum + (v[k]! - mean[k]!) ** 2, 0) / vectors.length),
  );
  return { mean, deviation };
}

/**
 * Cosine of the standardised voiceprints, less the pitch penalty when both medians are known; null when either
 * side has too little voiced speech to judge.
 */
export function speakerScore(a: Voiceprint, b: Voiceprint, against: SpeakerCohort = cohort): number | null {
  if (a.frames < MIN_VOICED_FRAMES || b.frames < MIN_VOICED_FRAMES) return null;
  const x = standardised(a, against);
  const y = standardised(b, against);
  let xy = 0;
  let xx = 0;
  let yy = 0;
  for (let k = 0; k < x.length; k++) {
    xy += x[k]! * y[k]!;
    xx += x[k]! ** 2;
    yy += y[k]! ** 2;
  }
  const cosine = xx === 0 || yy === 0 ? 0 : xy / Math.sqrt(xx * yy);
  return cosine - pitchPenalty(a.pitchSemitones, b.pitchSemitones);
}

/** What the distance between two median pitches takes from a score (0 when either is unknown). */
export function pitchPenalty(a: number | null | undefined, b: number | null | undefined): number {
  if (a == null || b == null) return 0;
  return PITCH_PENALTY_PER_SEMITONE * Math.max(0, Math.abs(a - b) - PITCH_TOLERANCE_SEMITONES);
}

export function isVoiceprint(value: unknown): value is Voiceprint {
  const v = value as Voiceprint | null;
  return (
    !!v &&
    Array.isArray(v.mean) &&
    Array.isArray(v.deviation) &&
    v.mean.length === MFCC_COEFFICIENTS &&
    v.deviation.length === MFCC_COEFFICIENTS &&
    typeof v.frames === 'number' &&
    (v.pitchSemitones == null || typeof v.pitchSemitones === 'number')
  );
}
