// Finds the keyed watermark without the original: searches alignments, Viterbi-decodes, accepts only above chance.
import * as code from './convolutional-code';
import { payloadCheckPasses } from './payload';
import { bandEnergies, frameGeometry } from './spectrogram';
import { tileEnergies, tileResiduals } from './tile-residuals';
import * as layout from './watermark-layout';

// Local copies: imported bindings are property reads in hot loops once transpiled.
const { BAND_COUNT, FRAMES_PER_TILE, HOP_SECONDS, PERIOD_TILES } = layout;
const { chipLayout } = layout;
const { CODED_BITS, decodePayload, encodePayload } = code;

export interface WatermarkDetection {
  found: boolean;
  payload: number | null;
  /**
   * Normalized correlation of the best decoded pattern with the signal: on unmarked audio each try's score for one
   * pattern is a ±1 (chip) sum with unit variance; marked audio scores well above `threshold`.
   */
  score: number;
  /** The score needed to report a payload, for this many tries. */
  threshold: number;
}

/** Bound on the chance that one detection call reports a payload in unmarked audio. */
export const FALSE_ALARM_BOUND = 1e-6;
/** Payloads that pass the 8-bit check: the number of patterns a false alarm could match. */
const VALID_PAYLOADS = 2 ** 24;
/** Signals up to this long are folded whole; longer ones in overlapping windows of 6 and 12 s. */
const WHOLE_SECONDS = 12;
const WINDOW_SECONDS = [6, 12] as const;

/** Bentkus & Dzindzalieta (2015): a unit-norm Rademacher sum S has P(S ≥ x) ≤ c·P(N(0,1) ≥ x), c ≈ 3.178. */
const RADEMACHER_TAIL_CONSTANT = 3.178;

/** P(N(0,1) ≥ x) for x ≥ 1, by the continued fraction φ(x) / (x + 1/(x + 2/(x + 3/(x + …)))). */
export function gaussianTail(x: number): number {
  let fraction = x;
  for (let k = 60; k >= 1; k--) fraction = x + k / fraction;
  return Math.exp(-(x * x) / 2) / Math.sqrt(2 * Math.PI) / fraction;
}

/**
 * The score a pattern must reach. Over the keyed random chips, one try's score for one fixed pattern is a
 * unit-norm Rademacher sum, so it reaches T with probability at most c·P(N(0,1) ≥ T); a union over the 2^24
 * payloads that pass the check and over all tries gives tries · 2^24 · c · P(N(0,1) ≥ T) = FALSE_ALARM_BOUND.
 */
export function scoreThreshold(tries: number): number {
  const allowed = FALSE_ALARM_BOUND / (Math.max(1, tries) * VALID_PAYLOADS * RADEMACHER_TAIL_CONSTANT);
  let low = 1;
  let high = 40;
  for (let iteration = 0; iteration < 60; iteration++) {
    const mid = (low + high) / 2;
    if (gaussianTail(mid) > allowed) low = mid;
    else high = mid;
  }
  return high;
}

/** Tile ranges [start, end) to fold: the whole signal when short, else overlapping windows. */
function windowsFor(tiles: number): [number, number][] {
  const tileSeconds = HOP_SECONDS * FRAMES_PER_TILE;
  if (tiles * tileSeconds <= WHOLE_SECONDS) return tiles >= PERIOD_TILES ? [[0, tiles]] : [];
  const windows: [number, number][] = [];
  for (const seconds of WINDOW_SECONDS) {
    const size = Math.round(seconds / tileSeconds);
    const step = Math.floor(size / 2);
    for (let start = 0; ; start += step) {
      const end = Math.min(tiles, start + size);
      windows.push([Math.max(0, end - size), end]);
      if (end === tiles) break;
    }
  }
  return windows;
}

/**
 * Looks for the mark made with `key` in mono float PCM at any rate from 8 kHz (16 kHz from decodeForWatermark is
 * enough: the mark lives in 300–7000 Hz). No original needed, and the clip may start anywhere: for each of the two
 * frame offsets within a 16 ms tile and each window (the whole signal up to 12 s, else 6 s and 12 s windows at half
 * steps), the tiles' clipped log-energy residuals are folded onto one 1.536 s period, and each of the 96 period
 * phases is tried: the chips give a soft value per coded bit, Viterbi gives the most likely payload, and its score
 * is the normalized correlation of its whole chip pattern with the folded residuals. A payload is reported only when
 * its CRC-8 holds and its score reaches scoreThreshold(tries).
 */
export function detectWatermark(samples: Float32Array, sampleRate: number, key: Buffer): WatermarkDetection {
  if (key.length === 0) throw new RangeError('the watermark key is empty');
  const frameEnergy = bandEnergies(samples, frameGeometry(sampleRate, 1));
  const { unit, chip } = chipLayout(key);
  const fold = new Float64Array(PERIOD_TILES * BAND_COUNT);
  const soft = new Float64Array(CODED_BITS);
  let tries = 0;
  let best: { score: number; payload: number } | null = null;
  let bestAny = 0;
  for (let offset = 0; offset < FRAMES_PER_TILE; offset++) {
    const residual = tileResiduals(tileEnergies(frameEnergy, offset, false));
    for (const [start, end] of windowsFor(residual.length / BAND_COUNT)) {
      fold.fill(0);
      for (let j = start; j < end; j++) {
        const row = ((j - start) % PERIOD_TILES) * BAND_COUNT;
        for (let b = 0; b < BAND_COUNT; b++) fold[row + b] = fold[row + b]! + residual[j * BAND_COUNT + b]!;
      }
      let norm = 0;
      for (let i = 0; i < fold.length; i++) norm += fold[i]! * fold[i]!;
      norm = Math.sqrt(norm);
      for (let phase = 0; phase < PERIOD_TILES; phase++) {
        tries++;
        if (norm === 0) continue;
        soft.fill(0);
        for (let q = 0; q < PERIOD_TILES; q++) {
          const layoutRow = ((q + phase) % PERIOD_TILES) * BAND_COUNT;
          const foldRow = q * BAND_COUNT;
          for (let b = 0; b < BAND_COUNT; b++) {
            const u = unit[layoutRow + b]!;
            soft[u] = soft[u]! + chip[layoutRow + b]! * fold[foldRow + b]!;
          }
        }
        const payload = decodePayload(soft);
        const coded = encodePayload(payload);
        let score = 0;
        for (let u = 0; u < CODED_BITS; u++) score += coded[u]! * soft[u]!;
        score /= norm;
        bestAny = Math.max(bestAny, score);
        if (payloadCheckPasses(payload) && (!best || score > best.score)) best = { score, payload };
      }
    }
  }
  const threshold = scoreThreshold(tries);
  if (best && best.score >= threshold)
    return { found: true, payload: best.payload, score: best.score, threshold };
  return { found: false, payload: null, score: bestAny, threshold };
}
