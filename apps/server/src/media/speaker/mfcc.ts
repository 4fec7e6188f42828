// Mel-frequency cepstral coefficients of 16 kHz mono speech: 25 ms Hamming frames every 10 ms, pre-emphasis, a
// 512-point FFT (media/watermark/fft.ts), 40 triangular mel filters up to 8 kHz, log energies and a DCT-II. The
// classical front end of speaker verification; frames quieter than 35 dB under the loudest are left out (pauses).
import { fft } from '../watermark/fft';

export const MFCC_SAMPLE_RATE = 16_000;
const FRAME = 400;
const HOP = 160;
const FFT_SIZE = 512;
const FILTERS = 40;
/** c1…c19: c0 (loudness) says nothing about who speaks. */
export const MFCC_COEFFICIENTS = 19;
const QUIET_DB = 35;

const hamming = Float64Array.from(
  { length: FRAME },
  (_, n) => 0.54 - 0.46 * Math.cos((2 * Math.PI * n) / (FRAME - 1)),
);

const melOf = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOf = (mel: number) => 700 * (10 ** (mel / 2595) - 1);

/** Filter f spans FFT bins edges[f]…edges[f+2], peaking at edges[f+1]. */
const edges = (() => {
  const top = melOf(MFCC_SAMPLE_RATE / 2);
  return Array.from({ length: FILTERS + 2 }, (_, i) =>
    Math.floor(((FFT_SIZE + 1) * hzOf((top * i) / (FILTERS + 1))) / MFCC_SAMPLE_RATE),
  );
})();

const dct = Array.from({ length: MFCC_COEFFICIENTS }, (_, k) =>
  Float64Array.from({ length: FILTERS }, (_, f) => Math.cos((Math.PI * (k + 1) * (f + 0.5)) / FILTERS)),
);

/** One row of MFCC_COEFFICIENTS values per voiced frame of `samples` (16 kHz, -1…1). */
export function mfccFrames(samples: Float32Array): Float64Array[] {
  const frames: { energy: number; coefficients: Float64Array }[] = [];
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  const logMel = new Float64Array(FILTERS);
  for (let start = 0; start + FRAME <= samples.length; start += HOP) {
    re.fill(0);
    im.fill(0);
    let energy = 0;
    for (let n = 0; n < FRAME; n++) {
      const previous = start + n > 0 ? samples[start + n - 1]! : 0;
      const value = (samples[start + n]! - 0.97 * previous) * hamming[n]!;
      re[n] = value;
      energy += value * value;
    }
    fft(re, im);
    for (let f = 0; f < FILTERS; f++) {
      const [low, peak, high] = [edges[f]!, edges[f + 1]!, edges[f + 2]!];
      let sum = 0;
      for (let bin = low; bin < high; bin++) {
        const weight =
          bin < peak ? (bin - low) / Math.max(1, peak - low) : (high - bin) / Math.max(1, high - peak);
        sum += weight * (re[bin]! * re[bin]! + im[bin]! * im[bin]!);
      }
      logMel[f] = Math.log(sum + 1e-10);
    }
    const coefficients = new Float64Array(MFCC_COEFFICIENTS);
    for (let k = 0; k < MFCC_COEFFICIENTS; k++) {
      let value = 0;
      for (let f = 0; f < FILTERS; f++) value += dct[k]![f]! * logMel[f]!;
      coefficients[k] = value;
    }
    frames.push({ energy, coefficients });
  }
  const loudest = frames.reduce((max, frame) => Math.max(max, frame.energy), 0);
  const floor = loudest * 10 ** (-QUIET_DB / 10);
  return frames
    .filter((frame) => frame.energy > 0 && frame.energy >= floor)
    .map((frame) => frame.coefficients);
}

/** 16-bit little-endian PCM → floats in -1…1. */
export function pcm16ToFloat(bytes: Buffer): Float32Array {
  const samples = new Float32Array(Math.floor(bytes.length / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2) / 32768;
  return samples;
}
