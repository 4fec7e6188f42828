// Speech rate by counting syllable nuclei, after de Jong & Wempe (2009, "Praat script to detect syllable nuclei"):
// a syllable's vowel is a peak of loudness. On the 10 ms energy contour, smoothed over 50 ms, a peak counts when it
// is above (loudest 1 % − 25 dB), is voiced (the pitch tracker found a period within ±20 ms), and the dip since the
// previous counted peak is at least 2 dB; otherwise the two peaks are one nucleus (the louder one is kept).
// Rate = nuclei per second of clip (pauses included), so a hurried clip and a hesitant one differ.
import { percentile } from './statistics';

const SMOOTH_FRAMES = 3;
const BELOW_LOUDEST_DB = 25;
const MIN_DIP_DB = 2;
const VOICING_REACH_FRAMES = 2;

function smooth(values: Float32Array): Float32Array {
  const out = new Float32Array(values.length);
  const half = Math.floor(SMOOTH_FRAMES / 2);
  for (let i = 0; i < values.length; i++) {
    let sum = 0;
    let count = 0;
    for (let k = Math.max(0, i - half); k <= Math.min(values.length - 1, i + half); k++) {
      sum += values[k]!;
      count++;
    }
    out[i] = sum / count;
  }
  return out;
}

function voicedNear(f0Hz: Float32Array, frame: number): boolean {
  for (let k = frame - VOICING_REACH_FRAMES; k <= frame + VOICING_REACH_FRAMES; k++) {
    if (k >= 0 && k < f0Hz.length && f0Hz[k]! > 0) return true;
  }
  return false;
}

/** Syllable nuclei between frames `from` (inclusive) and `to` (exclusive). */
export function countSyllableNuclei(
  energyDb: Float32Array,
  f0Hz: Float32Array,
  from: number,
  to: number,
): number {
  const contour = smooth(energyDb.subarray(from, to));
  const voicing = f0Hz.subarray(from, to);
  if (contour.length < 3) return 0;
  const threshold = percentile(contour, 0.99) - BELOW_LOUDEST_DB;
  const peaks: number[] = [];
  let lowestSinceLastPeak = Number.POSITIVE_INFINITY;
  for (let i = 1; i < contour.length - 1; i++) {
    const value = contour[i]!;
    lowestSinceLastPeak = Math.min(lowestSinceLastPeak, value);
    const isPeak = value > contour[i - 1]! && value >= contour[i + 1]!;
    if (!isPeak || value < threshold || !voicedNear(voicing, i)) continue;
    const last = peaks[peaks.length - 1];
    if (last === undefined || value - lowestSinceLastPeak >= MIN_DIP_DB) {
      peaks.push(i);
      lowestSinceLastPeak = value;
    } else if (value > contour[last]!) {
      peaks[peaks.length - 1] = i;
      lowestSinceLastPeak = value;
    }
  }
  return peaks.length;
}
