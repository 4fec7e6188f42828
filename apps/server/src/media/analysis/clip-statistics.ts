// Summarises the frame measurements over one clip (or a whole reference): duration, speech rate (syllable nuclei
// per second), median / mean pitch and pitch variation (standard deviation of F0 over voiced frames, Hz), and the
// RMS level in dBFS. Pitch figures are null when fewer than 10 frames (0.1 s) are voiced. Before the mean and
// the deviation, frames more than a factor 1.8 (about 10 semitones) away from the median are dropped: those are
// the tracker's octave jumps, not intonation.
import type { FrameFeatures } from './frame-features';
import type { TimeSpan } from './clip-planner';
import { countSyllableNuclei } from './syllable-nuclei';
import { mean, median, round, standardDeviation } from './statistics';

export interface SpeechStatistics {
  durationSeconds: number;
  /** Syllable nuclei per second. */
  speakingRate: number | null;
  pitchMedianHz: number | null;
  pitchMeanHz: number | null;
  /** Standard deviation of F0, Hz. */
  pitchVariationHz: number | null;
  energyDb: number | null;
}

const MIN_VOICED_FRAMES = 10;
const OCTAVE_ERROR_FACTOR = 1.8;

export function measureSpan(features: FrameFeatures, span: TimeSpan): SpeechStatistics {
  const from = Math.max(0, Math.floor(span.startSeconds / features.hopSeconds));
  const to = Math.min(features.energyDb.length, Math.ceil(span.endSeconds / features.hopSeconds));
  const durationSeconds = span.endSeconds - span.startSeconds;
  const voiced: number[] = [];
  let power = 0;
  for (let frame = from; frame < to; frame++) {
    const f0 = features.f0Hz[frame]!;
    if (f0 > 0) voiced.push(f0);
    power += 10 ** (features.energyDb[frame]! / 10);
  }
  const frames = Math.max(0, to - from);
  const hasPitch = voiced.length >= MIN_VOICED_FRAMES;
  const pitchMedian = hasPitch ? median(voiced) : 0;
  const trusted = voiced.filter(
    (f0) => f0 < pitchMedian * OCTAVE_ERROR_FACTOR && f0 > pitchMedian / OCTAVE_ERROR_FACTOR,
  );
  const nuclei = frames > 0 ? countSyllableNuclei(features.energyDb, features.f0Hz, from, to) : 0;
  return {
    durationSeconds: round(durationSeconds, 3),
    speakingRate: durationSeconds > 0 && frames > 0 ? round(nuclei / durationSeconds) : null,
    pitchMedianHz: hasPitch ? round(pitchMedian, 1) : null,
    pitchMeanHz: hasPitch ? round(mean(trusted), 1) : null,
    pitchVariationHz: hasPitch ? round(standardDeviation(trusted), 1) : null,
    energyDb: frames > 0 && power > 0 ? round(10 * Math.log10(power / frames), 1) : null,
  };
}
