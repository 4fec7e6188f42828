// Unmarked signals made in-process for the false-positive trials: noises, tones, chords, melodies, sweeps, clicks.
import { seededUnit } from '../../engines/speech/seeded-random';

export interface UnmarkedSignal {
  name: string;
  samples: Float32Array;
}

export const SIGNAL_KINDS = [
  'white',
  'pink',
  'brown',
  'tone',
  'chord',
  'melody',
  'sweep',
  'clicks',
  'babble-noise',
  'tremolo-noise',
  'quiet',
] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

function gaussian(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function normalise(samples: Float32Array, peak: number): Float32Array {
  let max = 0;
  for (let i = 0; i < samples.length; i++) max = Math.max(max, Math.abs(samples[i]!));
  if (max > 0) for (let i = 0; i < samples.length; i++) samples[i] = (samples[i]! * peak) / max;
  return samples;
}

/** Adds a sine partial from `start` for `length` samples, by the two-term recurrence (no sin() per sample). */
function addPartial(
  out: Float32Array,
  rate: number,
  start: number,
  length: number,
  hz: number,
  gain: number,
) {
  if (hz >= rate / 2) return;
  const w = (2 * Math.PI * hz) / rate;
  const k = 2 * Math.cos(w);
  let previous = -Math.sin(w) * gain;
  let current = 0;
  const end = Math.min(out.length, start + length);
  for (let i = start; i < end; i++) {
    out[i] = out[i]! + current;
    const next = k * current - previous;
    previous = current;
    current = next;
  }
}

/** A note with harmonics 1/h and an attack–decay envelope, added into `out` from `start`. */
function addNote(
  out: Float32Array,
  rate: number,
  start: number,
  length: number,
  hz: number,
  harmonics: number,
) {
  const note = new Float32Array(Math.min(length, out.length - start));
  for (let h = 1; h <= harmonics; h++) addPartial(note, rate, 0, note.length, hz * h, 1 / h);
  for (let n = 0; n < note.length; n++) {
    const t = n / rate;
    out[start + n] = out[start + n]! + note[n]! * Math.min(1, t / 0.01) * Math.exp(-t * 2.5);
  }
}

/** Noise through three random resonances (formant-like), switched on and off at a syllable rate. */
function babbleNoise(out: Float32Array, rate: number, random: () => number, normal: () => number): void {
  const hz = [0, 1, 2].map(() => 300 + random() * 3000);
  const r = [0, 1, 2].map(() => 0.97 + random() * 0.02);
  const a1 = hz.map((f, k) => 2 * r[k]! * Math.cos((2 * Math.PI * f) / rate));
  const a2 = r.map((v) => v * v);
  const s1 = [0, 0, 0];
  const s2 = [0, 0, 0];
  const syllable = Math.round(rate * 0.12);
  let envelope = 0;
  let target = 1;
  for (let i = 0; i < out.length; i++) {
    if (i % syllable === 0) target = random() < 0.7 ? 0.3 + random() : 0;
    envelope += (target - envelope) * 0.002;
    const x = normal();
    let y = 0;
    for (let k = 0; k < 3; k++) {
      const v = x + a1[k]! * s1[k]! - a2[k]! * s2[k]!;
      s2[k] = s1[k]!;
      s1[k] = v;
      y += v;
    }
    out[i] = y * envelope;
  }
}

export function unmarkedSignal(kind: SignalKind, seconds: number, rate: number, seed: number): Float32Array {
  const random = seededUnit(seed);
  const normal = gaussian(random);
  const out = new Float32Array(Math.round(seconds * rate));
  const peak = 0.05 + random() * 0.9;
  switch (kind) {
    case 'white':
      for (let i = 0; i < out.length; i++) out[i] = normal();
      break;
    case 'pink': {
      // Paul Kellet's refined pink-noise filter.
      let [b0, b1, b2, b3, b4, b5, b6] = [0, 0, 0, 0, 0, 0, 0];
      for (let i = 0; i < out.length; i++) {
        const w = normal();
        b0 = 0.99886 * b0 + w * 0.0555179;
        b1 = 0.99332 * b1 + w * 0.0750759;
        b2 = 0.969 * b2 + w * 0.153852;
        b3 = 0.8665 * b3 + w * 0.3104856;
        b4 = 0.55 * b4 + w * 0.5329522;
        b5 = -0.7616 * b5 - w * 0.016898;
        out[i] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362;
        b6 = w * 0.115926;
      }
      break;
    }
    case 'brown': {
      let value = 0;
      for (let i = 0; i < out.length; i++) out[i] = value = 0.998 * value + normal() * 0.05;
      break;
    }
    case 'tone':
      addPartial(out, rate, 0, out.length, 80 + random() * 5000, 1);
      break;
    case 'chord': {
      const root = 110 * 2 ** (random() * 3);
      for (const ratio of [1, 1.26, 1.5, 2]) {
        for (let h = 1; h <= 6; h++) addPartial(out, rate, 0, out.length, root * ratio * h, 1 / (h * h));
      }
      break;
    }
    case 'melody': {
      const beat = Math.round(rate * (0.12 + random() * 0.5));
      const harmonics = 1 + Math.floor(random() * 8);
      for (let start = 0; start < out.length; start += beat) {
        const hz = 220 * 2 ** (Math.floor(random() * 24) / 12);
        addNote(out, rate, start, beat * 2, hz, harmonics);
        if (random() < 0.5) addNote(out, rate, start, beat * 2, hz * 1.5, harmonics);
      }
      break;
    }
    case 'sweep': {
      const from = 50 + random() * 500;
      const to = 2000 + random() * 6000;
      let phase = 0;
      for (let i = 0; i < out.length; i++) {
        const hz = from * (to / from) ** ((i / out.length) * 2 - Math.floor((i / out.length) * 2));
        phase += (2 * Math.PI * hz) / rate;
        out[i] = Math.sin(phase);
      }
      break;
    }
    case 'clicks': {
      const every = Math.round(rate * (0.05 + random() * 0.8));
      for (let start = 0; start < out.length; start += every) {
        for (let n = 0; n < 200 && start + n < out.length; n++) out[start + n] = normal() * Math.exp(-n / 30);
      }
      break;
    }
    case 'babble-noise':
      babbleNoise(out, rate, random, normal);
      break;
    case 'tremolo-noise': {
      const hz = 0.5 + random() * 12;
      for (let i = 0; i < out.length; i++)
        out[i] = normal() * (0.5 + 0.5 * Math.sin((2 * Math.PI * hz * i) / rate));
      break;
    }
    case 'quiet':
      for (let i = 0; i < out.length; i++) out[i] = normal() * 1e-4;
      return out;
  }
  return normalise(out, peak);
}

/** `count` signals cycling through the kinds, 2–12 s long, from `seed`. */
export function unmarkedSignals(count: number, rate: number, seed: number): UnmarkedSignal[] {
  const random = seededUnit(seed);
  return Array.from({ length: count }, (_, i) => {
    const kind = SIGNAL_KINDS[i % SIGNAL_KINDS.length]!;
    const seconds = 2 + random() * 10;
    const signalSeed = Math.floor(random() * 2 ** 32);
    return {
      name: `${kind}-${seconds.toFixed(1)}s-${i}`,
      samples: unmarkedSignal(kind, seconds, rate, signalSeed),
    };
  });
}
