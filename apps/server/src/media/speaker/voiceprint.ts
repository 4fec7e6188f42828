// Classical speaker verification without a speaker model: a voiceprint is the mean and standard deviation of a
// recording's MFCCs (mfcc.ts) over its voiced frames. Two voiceprints are compared after standardising each of
// their 38 numbers against a cohort of other voices (speaker-cohort.json, made from espeak-ng voices by
// make-speaker-cohort.ts): the score is the cosine of the two standardised vectors, 1 for the same statistics.
// What sets one voice apart from the cohort must point the same way in both recordings. The threshold comes from
// the consent bench (`npm run bench -- consent`: ten espeak-ng voices against each other); see the README.
import cohort from './speaker-cohort.json' with { type: 'json' };
import { mfccFrames, MFCC_COEFFICIENTS } from './mfcc';

export interface Voiceprint {
  mean: number[];
  deviation: number[];
  /** Voiced frames the statistics come from (10 ms each). */
  frames: number;
}

/** A same-speaker decision needs at least this much voiced speech on both sides (1.5 s). */
export const MIN_VOICED_FRAMES = 150;

/** Same speaker when the score is at least this (chosen from the consent bench's figures, README). */
export const SPEAKER_MATCH_THRESHOLD = 0.76;

export function voiceprintOf(samples: Float32Array): Voiceprint {
  const frames = mfccFrames(samples);
  const mean = new Array<number>(MFCC_COEFFICIENTS).fill(0);
  const variance = new Array<number>(MFCC_COEFFICIENTS).fill(0);
  for (const frame of frames)
    for (let k = 0; k < MFCC_COEFFICIENTS; k++) mean[k]! += frame[k]! / frames.length;
  for (const frame of frames)
    for (let k = 0; k < MFCC_COEFFICIENTS; k++) variance[k]! += (frame[k]! - mean[k]!) ** 2 / frames.length;
  return { mean, deviation: variance.map(Math.sqrt), frames: frames.length };
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

/** Cosine of the standardised voiceprints; null when either side has too little voiced speech to judge. */
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
  return xx === 0 || yy === 0 ? 0 : xy / Math.sqrt(xx * yy);
}

export function isVoiceprint(value: unknown): value is Voiceprint {
  const v = value as Voiceprint | null;
  return (
    !!v &&
    Array.isArray(v.mean) &&
    Array.isArray(v.deviation) &&
    v.mean.length === MFCC_COEFFICIENTS &&
    v.deviation.length === MFCC_COEFFICIENTS &&
    typeof v.frames === 'number'
  );
}
