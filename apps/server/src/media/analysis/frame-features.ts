// Frame-level measurements of mono 16-bit PCM, fed chunk by chunk while ffmpeg is still decoding (so analysis and
// decoding overlap), then summarised per clip:
// - energy: RMS level in dBFS over 30 ms (three 10 ms blocks) every 10 ms;
// - pitch: fundamental frequency by the YIN method (de Cheveigné & Kawahara 2002: cumulative-mean-normalised
//   difference function, absolute threshold 0.25 — lenient, so fast syllables still count as voiced —, parabolic interpolation) on a copy low-passed at 1 kHz (two
//   cascaded biquads) and decimated to ~4 kHz, every 20 ms, 60–500 Hz. Frames quieter than -55 dBFS are skipped
//   while streaming, and at the end frames more than 30 dB below the recording's loud end (95th percentile) are
//   cleared, so only speech is measured. 0 means unvoiced or silent. 4 kHz keeps the lag search cheap while the
//   parabolic interpolation keeps sub-sample precision.
import { percentile } from './statistics';

export const HOP_SECONDS = 0.01;
const BLOCKS_PER_ENERGY_WINDOW = 3;
const PITCH_WINDOW_SECONDS = 0.025;
/** Pitch is estimated on every second frame and held for the next. */
const PITCH_EVERY_FRAMES = 2;
const PITCH_ANALYSIS_RATE = 4000;
const MIN_F0_HZ = 60;
const MAX_F0_HZ = 500;
const YIN_THRESHOLD = 0.25;
const SILENT_DB = -100;
const STREAMING_GATE_DB = -55;
const BELOW_LOUD_END_DB = 30;
/** The low-pass outputs below this are set to 0: in silence the filters' state decays into subnormal numbers, whose
 *  arithmetic is many times slower (about a quarter of the analysis time of a 3-minute reference with pauses), and adds
 *  nothing: a 16-bit sample is at least 3e-5. */
const SUBNORMAL_FLUSH = 1e-20;

export interface FrameFeatures {
  hopSeconds: number;
  /** dBFS per hop. */
  energyDb: Float32Array;
  /** Hz per hop; 0 = unvoiced. */
  f0Hz: Float32Array;
}

/** YIN F0 of the window starting at `start`; 0 when no period is clear enough. */
export function yinPitch(
  signal: Float32Array,
  start: number,
  window: number,
  rate: number,
  difference: Float64Array,
): number {
  const minLag = Math.floor(rate / MAX_F0_HZ);
  const maxLag = Math.min(Math.ceil(rate / MIN_F0_HZ), difference.length - 2);
  if (start + window + maxLag > signal.length) return 0;
  let runningSum = 0;
  let chosen = -1;
  for (let lag = 1; lag <= maxLag; lag++) {
    let sum = 0;
    for (let j = start, end = start + window; j < end; j++) {
      const delta = signal[j]! - signal[j + lag]!;
      sum += delta * delta;
    }
    runningSum += sum;
    difference[lag] = runningSum > 0 ? (sum * lag) / runningSum : 1;
    // The first dip under the threshold, taken at its local minimum (known one lag later).
    if (
      lag > minLag + 1 &&
      difference[lag - 1]! < YIN_THRESHOLD &&
      difference[lag]! >= difference[lag - 1]!
    ) {
      chosen = lag - 1;
      break;
    }
  }
  if (chosen < 0) return 0;
  const before = difference[chosen - 1]!;
  const at = difference[chosen]!;
  const after = difference[chosen + 1]!;
  const curvature = before + after - 2 * at;
  const shift = curvature > 0 ? Math.max(-1, Math.min(1, (before - after) / (2 * curvature))) : 0;
  const f0 = rate / (chosen + shift);
  return f0 >= MIN_F0_HZ && f0 <= MAX_F0_HZ ? f0 : 0;
}

/** Growable Float32Array. */
class FloatList {
  data: Float32Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Float32Array(capacity);
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Float32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  view(): Float32Array {
    return this.data.subarray(0, this.length);
  }
}

export class FrameAnalyser {
  private readonly blockSize: number;
  private readonly decimation: number;
  private readonly pitchRate: number;
  private readonly pitchWindow: number;
  private readonly maxLag: number;
  private readonly difference: Float64Array;
  // 10 ms blocks: sum of squares.
  private readonly blockPower = new FloatList(1 << 14);
  private blockSum = 0;
  private blockFill = 0;
  // Low-pass state (two biquads) and the decimated signal.
  private readonly coefficients: { b0: number; b1: number; b2: number; a1: number; a2: number };
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;
  private z1 = 0;
  private z2 = 0;
  private sampleIndex = 0;
  private readonly lowPassed = new FloatList(1 << 16);
  private readonly pitch = new FloatList(1 << 14);

  constructor(private readonly sampleRate: number) {
    this.blockSize = Math.round(sampleRate * HOP_SECONDS);
    this.decimation = Math.max(1, Math.floor(sampleRate / PITCH_ANALYSIS_RATE));
    this.pitchRate = sampleRate / this.decimation;
    this.pitchWindow = Math.round(this.pitchRate * PITCH_WINDOW_SECONDS);
    this.maxLag = Math.ceil(this.pitchRate / MIN_F0_HZ);
    this.difference = new Float64Array(this.maxLag + 2);
    const omega = (2 * Math.PI * 1000) / sampleRate;
    const alpha = Math.sin(omega) / (2 * Math.SQRT1_2);
    const cos = Math.cos(omega);
    const a0 = 1 + alpha;
    this.coefficients = {
      b0: (1 - cos) / 2 / a0,
      b1: (1 - cos) / a0,
      b2: (1 - cos) / 2 / a0,
      a1: (-2 * cos) / a0,
      a2: (1 - alpha) / a0,
    };
  }

  push(samples: Int16Array): void {
    // Filter state in locals for the hot loop, written back at the end.
    const { b0, b1, b2, a1, a2 } = this.coefficients;
    let { x1, x2, y1, y2, z1, z2, blockSum, blockFill, sampleIndex } = this;
    for (let i = 0; i < samples.length; i++) {
      const x = samples[i]! / 32768;
      blockSum += x * x;
      if (++blockFill === this.blockSize) {
        this.blockPower.push(blockSum);
        blockSum = 0;
        blockFill = 0;
      }
      let y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      if (y < SUBNORMAL_FLUSH && y > -SUBNORMAL_FLUSH) y = 0;
      x2 = x1;
      x1 = x;
      let z = b0 * y + b1 * y1 + b2 * y2 - a1 * z1 - a2 * z2;
      if (z < SUBNORMAL_FLUSH && z > -SUBNORMAL_FLUSH) z = 0;
      y2 = y1;
      y1 = y;
      z2 = z1;
      z1 = z;
      if (sampleIndex++ % this.decimation === 0) this.lowPassed.push(z);
    }
    this.x1 = x1;
    this.x2 = x2;
    this.y1 = y1;
    this.y2 = y2;
    this.z1 = z1;
    this.z2 = z2;
    this.blockSum = blockSum;
    this.blockFill = blockFill;
    this.sampleIndex = sampleIndex;
    this.estimatePitchWhereReady(false);
  }

  /** dBFS of frame `frame` over BLOCKS_PER_ENERGY_WINDOW blocks. */
  private frameEnergyDb(frame: number): number {
    const blocks = this.blockPower.view();
    let power = 0;
    let count = 0;
    for (let k = frame; k < frame + BLOCKS_PER_ENERGY_WINDOW && k < blocks.length; k++) {
      power += blocks[k]!;
      count++;
    }
    const mean = count ? power / (count * this.blockSize) : 0;
    return mean > 1e-10 ? 10 * Math.log10(mean) : SILENT_DB;
  }

  private estimatePitchWhereReady(final: boolean): void {
    const frames = this.blockPower.length;
    const signal = this.lowPassed.view();
    while (this.pitch.length < frames) {
      const frame = this.pitch.length;
      const start = Math.round(frame * HOP_SECONDS * this.pitchRate);
      const ready = start + this.pitchWindow + this.maxLag <= signal.length;
      if (!ready && !final) return;
      let f0 = 0;
      if (frame % PITCH_EVERY_FRAMES === 0) {
        if (ready && this.frameEnergyDb(frame) >= STREAMING_GATE_DB) {
          f0 = yinPitch(signal, start, this.pitchWindow, this.pitchRate, this.difference);
        }
      } else {
        f0 = this.pitch.data[frame - 1]!;
      }
      this.pitch.push(f0);
    }
  }

  finish(): FrameFeatures {
    this.estimatePitchWhereReady(true);
    const frames = this.blockPower.length;
    const energyDb = new Float32Array(frames);
    for (let frame = 0; frame < frames; frame++) energyDb[frame] = this.frameEnergyDb(frame);
    const f0Hz = this.pitch.view().slice(0, frames);
    const gate = percentile(energyDb, 0.95) - BELOW_LOUD_END_DB;
    for (let frame = 0; frame < frames; frame++) if (energyDb[frame]! < gate) f0Hz[frame] = 0;
    return { hopSeconds: HOP_SECONDS, energyDb, f0Hz };
  }
}

/** All at once, for PCM already in memory (tests, the engine's calibration). */
export function analyseFrames(samples: Int16Array, sampleRate: number): FrameFeatures {
  const analyser = new FrameAnalyser(sampleRate);
  analyser.push(samples);
  return analyser.finish();
}
