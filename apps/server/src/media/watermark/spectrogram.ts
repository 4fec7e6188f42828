// The watermark's view of a signal: 32 ms Hann FFT frames every 8 ms at any rate, and their energy per band.
import { fft } from './fft';
import * as layout from './watermark-layout';

// Local copies: imported bindings are property reads in hot loops once transpiled.
const { BAND_COUNT, BAND_EDGES_HZ, FRAME_SECONDS, HOP_SECONDS } = layout;

export interface FrameGeometry {
  sampleRate: number;
  /** Samples in a frame (32 ms). */
  frameLength: number;
  /** FFT size: a power of two of at least `padding` × frameLength. */
  fftSize: number;
  /** Hop in samples (fractional when 8 ms is not a whole number of samples). */
  hop: number;
  window: Float64Array;
  /** Per band, its FFT bins [start, end), cut at the Nyquist frequency. */
  bandStart: Uint32Array;
  bandEnd: Uint32Array;
}

/** Bins 0 … fftSize/2 of one frame's spectrum. */
export interface Spectrum {
  re: Float64Array;
  im: Float64Array;
}

const geometries = new Map<string, FrameGeometry>();

/** Frame geometry for a rate; `padding` 2 leaves room for the embedder's filtering without wrap-around. */
export function frameGeometry(sampleRate: number, padding: 1 | 2 = 1): FrameGeometry {
  const id = `${sampleRate}/${padding}`;
  const cached = geometries.get(id);
  if (cached) return cached;
  if (!(sampleRate >= 8000 && sampleRate <= 384_000)) {
    throw new RangeError(`watermarking needs a sample rate from 8000 to 384000 Hz (got ${sampleRate})`);
  }
  const frameLength = Math.round(FRAME_SECONDS * sampleRate);
  let fftSize = 2;
  while (fftSize < padding * frameLength) fftSize *= 2;
  const window = new Float64Array(frameLength);
  for (let n = 0; n < frameLength; n++)
    window[n] = 0.5 - 0.5 * Math.cos((2 * Math.PI * (n + 0.5)) / frameLength);
  const bandStart = new Uint32Array(BAND_COUNT);
  const bandEnd = new Uint32Array(BAND_COUNT);
  const binHz = sampleRate / fftSize;
  const nyquistBin = fftSize / 2;
  for (let b = 0; b < BAND_COUNT; b++) {
    bandStart[b] = Math.min(nyquistBin, Math.ceil(BAND_EDGES_HZ[b]! / binHz));
    bandEnd[b] = Math.min(nyquistBin, Math.ceil(BAND_EDGES_HZ[b + 1]! / binHz));
  }
  const geometry = {
    sampleRate,
    frameLength,
    fftSize,
    hop: HOP_SECONDS * sampleRate,
    window,
    bandStart,
    bandEnd,
  };
  geometries.set(id, geometry);
  return geometry;
}

export function newSpectrum(geometry: FrameGeometry): Spectrum {
  return { re: new Float64Array(geometry.fftSize / 2 + 1), im: new Float64Array(geometry.fftSize / 2 + 1) };
}

/** Frames centred at 0, hop, 2·hop, … up to the last sample. */
export function frameCountFor(sampleCount: number, geometry: FrameGeometry): number {
  return sampleCount === 0 ? 0 : Math.floor((sampleCount - 1) / geometry.hop) + 1;
}

/** First sample of frame `index` (may be negative or run past the end: those samples count as zeros). */
export function frameStart(index: number, geometry: FrameGeometry): number {
  return Math.round(index * geometry.hop) - Math.floor(geometry.frameLength / 2);
}

function loadFrame(samples: Float32Array, index: number, geometry: FrameGeometry, into: Float64Array): void {
  const start = frameStart(index, geometry);
  const from = Math.max(0, -start);
  const to = Math.min(geometry.frameLength, samples.length - start);
  const window = geometry.window;
  for (let n = from; n < to; n++) into[n] = samples[start + n]! * window[n]!;
}

/**
 * Spectra of frames `index` and `index + 1` from one complex FFT (the first frame as the real part, the second as
 * the imaginary part), split by conjugate symmetry. `re` and `im` are fftSize-long scratch arrays.
 */
export function analyseFramePair(
  samples: Float32Array,
  index: number,
  geometry: FrameGeometry,
  re: Float64Array,
  im: Float64Array,
  first: Spectrum,
  second: Spectrum,
): void {
  re.fill(0);
  im.fill(0);
  loadFrame(samples, index, geometry, re);
  loadFrame(samples, index + 1, geometry, im);
  fft(re, im);
  const size = geometry.fftSize;
  const { re: aRe, im: aIm } = first;
  const { re: bRe, im: bIm } = second;
  for (let k = 0; k <= size / 2; k++) {
    const m = (size - k) % size;
    aRe[k] = (re[k]! + re[m]!) / 2;
    aIm[k] = (im[k]! - im[m]!) / 2;
    bRe[k] = (im[k]! + im[m]!) / 2;
    bIm[k] = (re[m]! - re[k]!) / 2;
  }
}

function bandSums(spectrum: Spectrum, geometry: FrameGeometry, into: Float64Array, at: number): void {
  const { re, im } = spectrum;
  const { bandStart, bandEnd } = geometry;
  for (let b = 0; b < BAND_COUNT; b++) {
    let sum = 0;
    for (let k = bandStart[b]!; k < bandEnd[b]!; k++) sum += re[k]! * re[k]! + im[k]! * im[k]!;
    into[at + b] = sum;
  }
}

function totalEnergy(spectrum: Spectrum): number {
  const { re, im } = spectrum;
  let sum = 0;
  for (let k = 0; k < re.length; k++) sum += re[k]! * re[k]! + im[k]! * im[k]!;
  return sum;
}

/**
 * Energy per frame and band, row-major (frames × BAND_COUNT). When `totals` is given (one entry per frame), it
 * receives each frame's energy over all bins.
 */
export function bandEnergies(
  samples: Float32Array,
  geometry: FrameGeometry,
  totals?: Float64Array,
): Float64Array {
  const frames = frameCountFor(samples.length, geometry);
  const energies = new Float64Array(frames * BAND_COUNT);
  const re = new Float64Array(geometry.fftSize);
  const im = new Float64Array(geometry.fftSize);
  const first = newSpectrum(geometry);
  const second = newSpectrum(geometry);
  for (let f = 0; f < frames; f += 2) {
    analyseFramePair(samples, f, geometry, re, im, first, second);
    bandSums(first, geometry, energies, f * BAND_COUNT);
    if (totals) totals[f] = totalEnergy(first);
    if (f + 1 < frames) {
      bandSums(second, geometry, energies, (f + 1) * BAND_COUNT);
      if (totals) totals[f + 1] = totalEnergy(second);
    }
  }
  return energies;
}
