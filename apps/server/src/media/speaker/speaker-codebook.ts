// Text-independent speaker comparison by vector quantisation, the classical method before speaker models: a
// codebook of CODEBOOK_SIZE centroids (k-means) summarises where one voice's MFCC frames (mfcc.ts) lie, and a
// recording of the same voice lies close to it whatever the words, while a recording of another voice lies farther.
// Frames are standardised by the cohort's frame statistics first, so every coefficient counts alike.

/** Centroids per codebook: enough to cover a voice's sounds in a minute of speech, few enough for 10 s. */
export const CODEBOOK_SIZE = 32;
const ITERATIONS = 15;

export type Codebook = number[][];

export interface FrameScale {
  /** The cohort's mean of each coefficient. */
  mean: number[];
  /** The cohort's spread of each coefficient. */
  deviation: number[];
}

/** The mean and spread of each coefficient over `frames` (a cohort's, for the scale every check standardises by). */
export function frameScaleOf(frames: readonly Float64Array[]): FrameScale {
  const dimensions = frames[0]?.length ?? 0;
  const mean = Array.from({ length: dimensions }, (_, k) =>
    frames.reduce((sum, frame) => sum + frame[k]! / frames.length, 0),
  );
  const deviation = Array.from({ length: dimensions }, (_, k) =>
    Math.sqrt(frames.reduce((sum, frame) => sum + (frame[k]! - mean[k]!) ** 2 / frames.length, 0)),
  );
  return { mean, deviation };
}

/** `frames` with each coefficient standardised by `scale`. */
export function standardisedFrames(frames: readonly Float64Array[], scale: FrameScale): Float64Array[] {
  return frames.map((frame) =>
    Float64Array.from(frame, (value, k) => (value - scale.mean[k]!) / (scale.deviation[k]! + 1e-9)),
  );
}

function squaredDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += (a[k]! - b[k]!) ** 2;
  return sum;
}

function nearest(
  frame: Float64Array,
  codebook: readonly ArrayLike<number>[],
): { index: number; distance: number } {
  let index = 0;
  let distance = Infinity;
  for (let c = 0; c < codebook.length; c++) {
    const d = squaredDistance(frame, codebook[c]!);
    if (d < distance) {
      distance = d;
      index = c;
    }
  }
  return { index, distance };
}

/**
 * K-means over standardised frames, started from frames spread evenly through the recording (deterministic: the
 * same recording gives the same codebook). A centroid that loses all its frames keeps its place.
 */
export function trainCodebook(frames: readonly Float64Array[], size = CODEBOOK_SIZE): Codebook {
  if (frames.length === 0) return [];
  const dimensions = frames[0]!.length;
  let centroids = Array.from({ length: Math.min(size, frames.length) }, (_, c) =>
    Float64Array.from(frames[Math.floor((c * frames.length) / Math.min(size, frames.length))]!),
  );
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    const sums = centroids.map(() => new Float64Array(dimensions));
    const counts = new Array<number>(centroids.length).fill(0);
    for (const frame of frames) {
      const { index } = nearest(frame, centroids);
      counts[index]!++;
      for (let k = 0; k < dimensions; k++) sums[index]![k]! += frame[k]!;
    }
    centroids = centroids.map((centroid, c) =>
      counts[c] ? sums[c]!.map((sum) => sum / counts[c]!) : centroid,
    );
  }
  return centroids.map((centroid) => [...centroid]);
}

/** The mean distance from each frame to its nearest centroid: small when the frames are of the codebook's voice. */
export function meanDistortion(frames: readonly Float64Array[], codebook: Codebook): number {
  let total = 0;
  for (const frame of frames) total += Math.sqrt(nearest(frame, codebook).distance);
  return total / Math.max(1, frames.length);
}
