// Classical speaker verification without a speaker model. A consent clip is compared with a pro clone's reference
// by vector quantisation (speaker-codebook.ts): the reference's MFCC frames (mfcc.ts) make a codebook, and the
// score is how much closer the consent's frames lie to it than to the codebooks of a cohort of other voices
// (speaker-cohort.json, made from espeak-ng voices by make-speaker-cohort.ts): the log of the cohort's mean
// distortion over the reference's, above 0 when the reference fits better. Frame codebooks follow a voice whatever
// the words, where whole-recording averages moved with what was said. MFCCs hardly see pitch, so a median pitch
// more than PITCH_TOLERANCE_SEMITONES away costs score. The threshold and the pitch terms come from the consent
// bench (`npm run bench -- consent`: ten espeak-ng voices against each other); see the README. A voiceprint (the
// frames' mean and spread and the median pitch) is kept with each consent as the record of its voice.
import { analyseFrames } from '../analysis/frame-features';
import { mfccFrames, MFCC_COEFFICIENTS, MFCC_SAMPLE_RATE } from './mfcc';
import {
  type Codebook,
  type FrameScale,
  meanDistortion,
  standardisedFrames,
  trainCodebook,
} from './speaker-codebook';
import cohortFile from './speaker-cohort.json' with { type: 'json' };

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
export const SPEAKER_MATCH_THRESHOLD = 0.32;
/** Median pitches this far apart cost nothing (one person reads a little higher or lower from one take to the next). */
export const PITCH_TOLERANCE_SEMITONES = 1.5;
/** What each semitone beyond the tolerance takes from the score. */
export const PITCH_PENALTY_PER_SEMITONE = 0.2;
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

/** What the scores are measured against: the cohort's frame scale and one codebook per cohort voice. */
export interface SpeakerCohort extends FrameScale {
  codebooks: Codebook[];
}

const defaultCohort: SpeakerCohort = cohortFile;

/** One recording as the speaker check reads it: its voiced frames, standardised, and its median pitch. */
export interface SpeakerSample {
  frames: Float64Array[];
  pitchSemitones: number | null;
}

export function speakerSampleOf(samples: Float32Array, cohort: FrameScale = defaultCohort): SpeakerSample {
  const frames = mfccFrames(samples);
  return {
    frames: standardisedFrames(frames, cohort),
    pitchSemitones: frames.length === 0 ? null : medianPitchSemitones(samples),
  };
}

/**
 * How much better `consent`'s frames fit `reference`'s codebook than the cohort's codebooks (the log of the mean
 * distortion ratio), less the pitch penalty; null when either side has too little voiced speech to judge.
 */
export function speakerScore(
  consent: SpeakerSample,
  reference: SpeakerSample,
  cohort: SpeakerCohort = defaultCohort,
): number | null {
  if (consent.frames.length < MIN_VOICED_FRAMES || reference.frames.length < MIN_VOICED_FRAMES) return null;
  const own = meanDistortion(consent.frames, trainCodebook(reference.frames));
  const others =
    cohort.codebooks.reduce((sum, codebook) => sum + meanDistortion(consent.frames, codebook), 0) /
    cohort.codebooks.length;
  return Math.log(others / own) - pitchPenalty(consent.pitchSemitones, reference.pitchSemitones);
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
