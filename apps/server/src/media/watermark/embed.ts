// Embeds the keyed spread-spectrum watermark into mono float PCM by nudging the energy of time–frequency cells.
import { encodePayload } from './convolutional-code';
import { fft } from './fft';
import {
  analyseFramePair,
  bandEnergies,
  frameCountFor,
  frameGeometry,
  frameStart,
  newSpectrum,
  type FrameGeometry,
} from './spectrogram';
import { tileEnergies, tileResiduals } from './tile-residuals';
import * as layout from './watermark-layout';

// Local copies: imported bindings are property reads in hot loops once transpiled.
const { BAND_COUNT, FRAMES_PER_TILE, PERIOD_TILES } = layout;
const { chipLayout } = layout;

/** Largest change of one cell's energy. */
const MAX_CELL_DB = 2;
/** Each tile's mark is budgeted this far under the tile's energy (all frequencies)… */
const TILE_SNR_DB = 30.5;
/** …and the whole mark is scaled down, if need be, to stay this far under the signal. */
const MIN_SNR_DB = 30.5;
/** Tiles this far under the loud tiles get no mark; it fades in over the next 10 dB. */
const GATE_DB = 45;
const GATE_FADE_DB = 10;
/** The host-cancelling gain of a coded bit's cells stays within [0, MAX_BOOST] times their allotted strength. */
const MAX_BOOST = 2;

/**
 * Per-cell strength (natural-log energy units) within one tile: a_b = min(cap, λ / E_b), the most detection per unit
 * of added energy, with λ set so Σ E_b·(a_b / 2)² = budget: weak cells take the cap, strong ones inversely less.
 */
function allocateTile(energy: Float64Array, budget: number, cap: number, out: Float64Array): void {
  const cost = (lambda: number) => {
    let sum = 0;
    for (let b = 0; b < BAND_COUNT; b++) {
      const e = energy[b]!;
      const a = e > 0 ? Math.min(cap, lambda / e) : cap;
      sum += (e * a * a) / 4;
    }
    return sum;
  };
  let lambda = Infinity;
  if (cost(Infinity) > budget) {
    let peak = 0;
    for (let b = 0; b < BAND_COUNT; b++) peak = Math.max(peak, energy[b]!);
    let lo = Math.log(peak * cap) - 40;
    let hi = Math.log(peak * cap);
    for (let iteration = 0; iteration < 40; iteration++) {
      const mid = (lo + hi) / 2;
      if (cost(Math.exp(mid)) > budget) hi = mid;
      else lo = mid;
    }
    lambda = Math.exp(lo);
  }
  for (let b = 0; b < BAND_COUNT; b++) {
    const e = energy[b]!;
    out[b] = e > 0 ? Math.min(cap, lambda / e) : cap;
  }
}

/** How strongly each cell (tile × band) may be marked: zero in silence, per-tile budget elsewhere. */
function cellStrengths(energy: Float64Array, tileTotals: Float64Array): Float64Array {
  const tiles = tileTotals.length;
  const strength = new Float64Array(tiles * BAND_COUNT);
  const sorted = Float64Array.from(tileTotals).sort();
  const loud = sorted[Math.min(tiles - 1, Math.floor(tiles * 0.95))]!;
  if (!(loud > 0)) return strength;
  const cap = (MAX_CELL_DB * Math.LN10) / 10;
  const row = new Float64Array(BAND_COUNT);
  for (let j = 0; j < tiles; j++) {
    if (!(tileTotals[j]! > 0)) continue;
    const levelDb = 10 * Math.log10(tileTotals[j]! / loud);
    const gate = Math.min(1, Math.max(0, (levelDb + GATE_DB) / GATE_FADE_DB));
    if (gate === 0) continue;
    const budget = tileTotals[j]! * 10 ** (-TILE_SNR_DB / 10) * gate * gate;
    allocateTile(energy.subarray(j * BAND_COUNT, (j + 1) * BAND_COUNT), budget, cap, row);
    strength.set(row, j * BAND_COUNT);
  }
  return strength;
}

/**
 * The signed log-energy change of each cell: chip × coded bit × strength × boost, where each coded bit's boost in
 * each period cancels the host's own correlation with that bit's chips there (Malvar & Florêncio's improved spread
 * spectrum), within [0, MAX_BOOST].
 */
function cellLogGains(
  key: Buffer,
  payload: number,
  residual: Float64Array,
  strength: Float64Array,
): Float64Array {
  const { unit, chip } = chipLayout(key);
  const coded = encodePayload(payload);
  const tiles = residual.length / BAND_COUNT;
  const logGain = new Float64Array(residual.length);
  const hostSum = new Float64Array(coded.length);
  const strengthSum = new Float64Array(coded.length);
  for (let start = 0; start < tiles; start += PERIOD_TILES) {
    const end = Math.min(tiles, start + PERIOD_TILES);
    hostSum.fill(0);
    strengthSum.fill(0);
    for (let j = start; j < end; j++) {
      for (let b = 0; b < BAND_COUNT; b++) {
        const cell = (j - start) * BAND_COUNT + b;
        const i = j * BAND_COUNT + b;
        if (strength[i] === 0) continue;
        const u = unit[cell]!;
        hostSum[u] = hostSum[u]! + chip[cell]! * residual[i]!;
        strengthSum[u] = strengthSum[u]! + strength[i]!;
      }
    }
    for (let j = start; j < end; j++) {
      for (let b = 0; b < BAND_COUNT; b++) {
        const cell = (j - start) * BAND_COUNT + b;
        const i = j * BAND_COUNT + b;
        if (strength[i] === 0) continue;
        const u = unit[cell]!;
        const sign = coded[u]!;
        const boost = Math.min(MAX_BOOST, Math.max(0, 1 - (sign * hostSum[u]!) / strengthSum[u]!));
        logGain[i] = chip[cell]! * sign * strength[i]! * boost;
      }
    }
  }
  return logGain;
}

/** Fills `gain` (bins 0 … N/2) with each band's amplitude change exp(g / 2) − 1; false when the frame is unmarked. */
function frameGains(
  logGain: Float64Array,
  frame: number,
  geometry: FrameGeometry,
  gain: Float64Array,
): boolean {
  gain.fill(0);
  const row = Math.floor(frame / FRAMES_PER_TILE) * BAND_COUNT;
  if (row >= logGain.length) return false;
  let any = false;
  for (let b = 0; b < BAND_COUNT; b++) {
    const g = logGain[row + b]!;
    if (g === 0) continue;
    any = true;
    gain.fill(Math.expm1(g / 2), geometry.bandStart[b]!, geometry.bandEnd[b]!);
  }
  return any;
}

/**
 * The mark as a signal: each frame's spectrum times its gain change, inverse-transformed two frames per FFT,
 * overlap-added and divided by the summed analysis windows (so unit gain everywhere would give back the input).
 */
function markSignal(samples: Float32Array, geometry: FrameGeometry, logGain: Float64Array): Float64Array {
  const frames = frameCountFor(samples.length, geometry);
  const size = geometry.fftSize;
  const half = size / 2;
  const length = geometry.frameLength;
  const split = length + Math.floor((size - length) / 2);
  const mark = new Float64Array(samples.length);
  const windowSum = new Float64Array(samples.length);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  const first = newSpectrum(geometry);
  const second = newSpectrum(geometry);
  const gainA = new Float64Array(half + 1);
  const gainB = new Float64Array(half + 1);
  const overlapAdd = (frame: number, from: Float64Array) => {
    const start = frameStart(frame, geometry);
    for (let n = 0; n < size; n++) {
      const t = start + (n < split ? n : n - size);
      if (t >= 0 && t < samples.length) mark[t] = mark[t]! + from[n]!;
    }
  };
  for (let f = 0; f < frames; f++) {
    const start = frameStart(f, geometry);
    for (let n = Math.max(0, -start); n < length && start + n < samples.length; n++) {
      windowSum[start + n] = windowSum[start + n]! + geometry.window[n]!;
    }
  }
  for (let f = 0; f < frames; f += 2) {
    const markA = frameGains(logGain, f, geometry, gainA);
    const markB = f + 1 < frames && frameGains(logGain, f + 1, geometry, gainB);
    if (!markA && !markB) continue;
    if (!markB) gainB.fill(0);
    analyseFramePair(samples, f, geometry, re, im, first, second);
    // Z = U + iV for the two Hermitian spectra U = gainA·A and V = gainB·B; its inverse is u + iv.
    for (let k = 0; k <= half; k++) {
      const ur = first.re[k]! * gainA[k]!;
      const ui = first.im[k]! * gainA[k]!;
      const vr = second.re[k]! * gainB[k]!;
      const vi = second.im[k]! * gainB[k]!;
      re[k] = ur - vi;
      im[k] = ui + vr;
      if (k > 0 && k < half) {
        re[size - k] = ur + vi;
        im[size - k] = vr - ui;
      }
    }
    fft(re, im, true);
    overlapAdd(f, re);
    if (f + 1 < frames) overlapAdd(f + 1, im);
  }
  for (let t = 0; t < samples.length; t++) mark[t] = windowSum[t]! > 0 ? mark[t]! / windowSum[t]! : 0;
  return mark;
}

/**
 * Returns a marked copy of mono float PCM in [-1, 1] at any rate from 8 kHz (bands above the Nyquist frequency are
 * skipped). The method is spread-spectrum watermarking in the STFT magnitude domain (after Kirovski & Malvar,
 * "Robust spread-spectrum audio watermarking", 2001/2003), with improved spread spectrum (Malvar & Florêncio, 2003):
 *
 * - the grid: 16 ms tiles (two 8 ms hops of 32 ms Hann frames) × 66 bands of 101 Hz from 300 to 7000 Hz, counted
 *   from the first sample; every 96 tiles (1.536 s) the keyed pattern repeats, so any 5 s holds it three times;
 * - the payload (32 bits) is convolutionally coded to 114 bits; each coded bit owns ~55 keyed cells per period,
 *   and each cell a keyed ±1 chip: its energy is multiplied by exp(chip × bit × strength × boost);
 * - strength is perceptual: per tile a budget 30.5 dB under the tile's energy, spent inversely to each cell's energy
 *   (capped at ±2 dB), nothing in tiles 45 dB under the loud ones; the whole mark is held ≥ 30.5 dB under the signal;
 * - boost (0–2) cancels, per period and coded bit, the host's own correlation with the chips (ISS);
 * - the gains are applied per frame in the frequency domain and overlap-added, so only the mark is added.
 */
export function embedWatermark(
  samples: Float32Array,
  sampleRate: number,
  key: Buffer,
  payload: number,
): Float32Array {
  if (key.length === 0) throw new RangeError('the watermark key is empty');
  if (!Number.isInteger(payload) || payload < 0 || payload > 0xffff_ffff) {
    throw new RangeError('the watermark payload must be a 32-bit unsigned integer');
  }
  const geometry = frameGeometry(sampleRate, 2);
  const frames = frameCountFor(samples.length, geometry);
  const out = Float32Array.from(samples);
  if (frames === 0) return out;
  const totals = new Float64Array(frames);
  // Measured as the detector measures (no padding); marked with room for the filters' spread (padding 2).
  const energy = tileEnergies(bandEnergies(samples, frameGeometry(sampleRate, 1), totals), 0, true);
  const tileTotals = new Float64Array(energy.length / BAND_COUNT);
  for (let f = 0; f < frames; f++) {
    const j = Math.floor(f / FRAMES_PER_TILE);
    tileTotals[j] = tileTotals[j]! + totals[f]!;
  }
  const strength = cellStrengths(energy, tileTotals);
  const logGain = cellLogGains(key, payload, tileResiduals(energy), strength);
  const mark = markSignal(samples, geometry, logGain);
  let signal = 0;
  let added = 0;
  for (let t = 0; t < samples.length; t++) {
    signal += samples[t]! * samples[t]!;
    added += mark[t]! * mark[t]!;
  }
  const limit = signal * 10 ** (-MIN_SNR_DB / 10);
  const scale = added > limit ? Math.sqrt(limit / added) : 1;
  for (let t = 0; t < samples.length; t++) out[t] = Math.max(-1, Math.min(1, samples[t]! + scale * mark[t]!));
  return out;
}
