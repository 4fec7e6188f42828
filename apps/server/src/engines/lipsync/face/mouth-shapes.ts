// Mouth shapes from the soundtrack itself, one per video frame: how open (loudness), how wide and how round (the
// spectrum's balance), with the mouth shut in pauses and opening on the frame whose sound starts. Works for any audio
// (generated or uploaded), so no phoneme timing is needed.
import { fft } from '../../../media/watermark/fft';

export interface MouthShape {
  /** 0 shut … 1 as open as this face opens. */
  open: number;
  /** 0 … 1: a spread mouth (ee, s). */
  wide: number;
  /** 0 … 1: rounded, pushed-forward lips (oo, oh). */
  round: number;
  /** 0 … 1 (default 1): how much of this shape is drawn over the frame's own mouth (eases in and out of gaps). */
  strength?: number;
}

export interface MouthShapeOptions {
  /** How long each frame's window of sound lasts, from the frame's start (it is on screen while that sound plays). */
  windowSeconds?: number;
  /** Below the speech level by this many dB, the mouth is shut. */
  shutBelowDb?: number;
  /** Below the speech level by this many dB, or louder, the mouth is fully open. */
  fullyOpenAtDb?: number;
}

const FFT_SIZE = 512;

/** Root mean square of `samples` in [start, end). */
export function rms(samples: Float32Array, start: number, end: number): number {
  const from = Math.max(0, Math.floor(start));
  const to = Math.min(samples.length, Math.ceil(end));
  if (to <= from) return 0;
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / (to - from));
}

/** The loudness that counts as speech: the 90th percentile of the frames' levels (pauses do not pull it down). */
function speechLevel(levels: number[]): number {
  const sorted = levels.filter((level) => level > 1e-5).sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))]!;
}

/** Magnitudes of a Hann-windowed FFT of FFT_SIZE samples from `start` (zeros past the end). */
function spectrum(samples: Float32Array, start: number): Float32Array {
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  for (let i = 0; i < FFT_SIZE; i++) {
    const sample = samples[start + i] ?? 0;
    re[i] = sample * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FFT_SIZE - 1)));
  }
  fft(re, im);
  const magnitudes = new Float32Array(FFT_SIZE / 2);
  for (let i = 0; i < magnitudes.length; i++) magnitudes[i] = Math.hypot(re[i]!, im[i]!);
  return magnitudes;
}

/** Share of the energy below 1 kHz and above 2.5 kHz, and the spectral centroid in Hz. */
function spectralBalance(magnitudes: Float32Array, sampleRate: number) {
  const binHz = sampleRate / FFT_SIZE;
  let total = 0;
  let low = 0;
  let high = 0;
  let weighted = 0;
  for (let i = 1; i < magnitudes.length; i++) {
    const hz = i * binHz;
    if (hz < 80) continue;
    const energy = magnitudes[i]! * magnitudes[i]!;
    total += energy;
    weighted += energy * hz;
    if (hz < 1000) low += energy;
    else if (hz > 2500) high += energy;
  }
  if (total === 0) return { low: 0, high: 0, centroid: 0 };
  return { low: low / total, high: high / total, centroid: weighted / total };
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** One shape per frame for `frameCount` frames at `fps`, from mono `samples` at `sampleRate`. */
export function mouthShapes(
  samples: Float32Array,
  sampleRate: number,
  fps: number,
  frameCount: number,
  options: MouthShapeOptions = {},
): MouthShape[] {
  const window = (options.windowSeconds ?? 0.04) * sampleRate;
  const shutBelowDb = options.shutBelowDb ?? 26;
  const fullyOpenAtDb = options.fullyOpenAtDb ?? 2;
  const levels: number[] = [];
  for (let frame = 0; frame < frameCount; frame++) {
    const start = (frame / fps) * sampleRate;
    levels.push(rms(samples, start, start + window));
  }
  const reference = speechLevel(levels);
  return levels.map((level, frame) => {
    if (reference === 0 || level === 0) return { open: 0, wide: 0, round: 0 };
    const db = 20 * Math.log10(level / reference);
    let open = clamp01((db + shutBelowDb) / (shutBelowDb - fullyOpenAtDb));
    if (open === 0) return { open: 0, wide: 0, round: 0 };
    const start = Math.round((frame / fps) * sampleRate + window / 2 - FFT_SIZE / 2);
    const balance = spectralBalance(spectrum(samples, Math.max(0, start)), sampleRate);
    // Hiss (s, f, sh) is loud at high frequencies with the jaw nearly closed; vowels carry their energy low.
    open *= 1 - 0.6 * clamp01((balance.high - 0.35) / 0.4);
    const wide = clamp01((balance.centroid - 1300) / 1500);
    const round = clamp01((balance.low - 0.75) / 0.2) * (1 - wide);
    return { open, wide, round };
  });
}
