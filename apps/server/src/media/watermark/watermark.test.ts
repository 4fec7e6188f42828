// The speech watermark on real espeak-ng speech: inaudible by SNR, robust to the attacks, no false positives.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../run-ffmpeg';
import { CODED_BITS, decodePayload, encodePayload } from './convolutional-code';
import { decodeForWatermark, WATERMARK_ANALYSIS_RATE } from './decode-for-watermark';
import { detectWatermark, gaussianTail, scoreThreshold } from './detect';
import { embedWatermark } from './embed';
import { fft } from './fft';
import { payloadCheckPasses, payloadForClip, payloadMatchesClip } from './payload';
import { rms, speak, snrDb, TRIAL_SENTENCES, TRIAL_VOICES, writeWav16 } from './trial-audio';
import { seededUnit } from '../../engines/speech/seeded-random';
import { unmarkedSignals } from './unmarked-signals';
import { ATTACKS } from './watermark-attacks';
import { loadOrCreateWatermarkKey, WatermarkKeyError } from './watermark-key';

const RATE = WATERMARK_ANALYSIS_RATE;
const ENGINE_RATE = 24_000;
const work = mkdtempSync(join(tmpdir(), 'twin-watermark-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const key = createHash('sha256').update('watermark test key').digest();
const wrongKey = createHash('sha256').update('some other server').digest();

interface MarkedClip {
  clipId: string;
  original: Float32Array;
  marked: Float32Array;
  markedPath: string;
  otherPath: string;
}

/** Three clips in different voices (8–15 s), marked at the engine's 24 kHz, each with another voice to mix in. */
const clips: MarkedClip[] = [];
const clipSpecs = [
  { clipId: '3f0c2a4e-8d1b-4c1e-9a57-0b6f1d2e3c4a', text: 0, voice: 'en-us', other: 6, otherVoice: 'en+f2' },
  {
    clipId: '9b7d5e21-44f0-4a8e-b3c2-7e1f0a9d8c6b',
    text: 1,
    voice: 'en+f3',
    other: 7,
    otherVoice: 'en-us+m1',
  },
  {
    clipId: 'c1a2b3d4-e5f6-4789-8abc-def012345678',
    text: 3,
    voice: 'en-gb+m3',
    other: 8,
    otherVoice: 'en+f4',
  },
];

/** Runs the async jobs two at a time (the machine has two cores). */
async function inPairs<T, R>(items: readonly T[], job: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await job(items[index]!, index);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

beforeAll(async () => {
  await inPairs(clipSpecs, async (spec, index) => {
    const original = await speak(
      { text: TRIAL_SENTENCES[spec.text]!, voice: spec.voice, speed: 160 },
      ENGINE_RATE,
      work,
    );
    const marked = embedWatermark(original, ENGINE_RATE, key, payloadForClip(spec.clipId));
    const markedPath = join(work, `marked-${index}.wav`);
    await writeWav16(markedPath, marked, ENGINE_RATE);
    const other = await speak(
      { text: TRIAL_SENTENCES[spec.other]!, voice: spec.otherVoice, speed: 175 },
      ENGINE_RATE,
      work,
    );
    const otherPath = join(work, `other-${index}.wav`);
    await writeWav16(otherPath, other, ENGINE_RATE);
    clips[index] = { clipId: spec.clipId, original, marked, markedPath, otherPath };
  });
}, 60_000);

describe('watermark key', () => {
  it('is 32 random bytes created once with mode 0600 and reused', () => {
    const dir = join(work, 'data');
    const first = loadOrCreateWatermarkKey(dir);
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, 'watermark-key')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateWatermarkKey(dir).equals(first)).toBe(true);
    expect(loadOrCreateWatermarkKey(join(work, 'data-2')).equals(first)).toBe(false);
  });

  it('refuses a key file of the wrong length instead of replacing it', () => {
    const dir = join(work, 'data-bad');
    loadOrCreateWatermarkKey(dir);
    writeFileSync(join(dir, 'watermark-key'), 'short');
    expect(() => loadOrCreateWatermarkKey(dir)).toThrow(WatermarkKeyError);
  });
});

describe('payload and code', () => {
  it('derives 24 bits from the clip id and an 8-bit check that random numbers rarely pass', () => {
    const payload = payloadForClip('3f0c2a4e-8d1b-4c1e-9a57-0b6f1d2e3c4a');
    expect(payload).toBe(payloadForClip('3f0c2a4e-8d1b-4c1e-9a57-0b6f1d2e3c4a'));
    expect(payload).not.toBe(payloadForClip('3f0c2a4e-8d1b-4c1e-9a57-0b6f1d2e3c4b'));
    expect(payloadCheckPasses(payload)).toBe(true);
    expect(payloadMatchesClip(payload, '3f0c2a4e-8d1b-4c1e-9a57-0b6f1d2e3c4a')).toBe(true);
    for (let bit = 0; bit < 32; bit++) expect(payloadCheckPasses((payload ^ (1 << bit)) >>> 0)).toBe(false);
    const random = seededUnit(7);
    let passes = 0;
    for (let i = 0; i < 100_000; i++) if (payloadCheckPasses(Math.floor(random() * 2 ** 32))) passes++;
    expect(passes / 100_000).toBeGreaterThan(0.003);
    expect(passes / 100_000).toBeLessThan(0.0049);
  });

  it('decodes the convolutional code through noise that flips many coded bits', () => {
    const random = seededUnit(11);
    for (let trial = 0; trial < 50; trial++) {
      const payload = Math.floor(random() * 2 ** 32);
      const coded = encodePayload(payload);
      expect(coded).toHaveLength(CODED_BITS);
      // Gaussian noise of σ 0.7 around ±1: about 8 % of the hard decisions are wrong.
      const soft = Float64Array.from(
        coded,
        (c) => c + 0.7 * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()),
      );
      expect(decodePayload(soft)).toBe(payload);
    }
  });

  it('has a radix-2 FFT that matches the direct DFT and inverts', () => {
    const random = seededUnit(3);
    const n = 64;
    const re = Float64Array.from({ length: n }, () => random() - 0.5);
    const im = Float64Array.from({ length: n }, () => random() - 0.5);
    const [re0, im0] = [re.slice(), im.slice()];
    fft(re, im);
    for (let k = 0; k < n; k++) {
      let sr = 0;
      let si = 0;
      for (let t = 0; t < n; t++) {
        const angle = (-2 * Math.PI * k * t) / n;
        sr += re0[t]! * Math.cos(angle) - im0[t]! * Math.sin(angle);
        si += re0[t]! * Math.sin(angle) + im0[t]! * Math.cos(angle);
      }
      expect(re[k]).toBeCloseTo(sr, 9);
      expect(im[k]).toBeCloseTo(si, 9);
    }
    fft(re, im, true);
    for (let t = 0; t < n; t++) expect(re[t]).toBeCloseTo(re0[t]!, 12);
  });
});

describe('embedding', () => {
  it('keeps the mark at least 30 dB under the speech', () => {
    for (const clip of clips) {
      expect(clip.original.length / ENGINE_RATE).toBeGreaterThan(8);
      expect(clip.original.length / ENGINE_RATE).toBeLessThan(15);
      expect(snrDb(clip.original, clip.marked)).toBeGreaterThanOrEqual(30);
    }
  });

  it('adds nothing to silence', () => {
    const speech = clips[0]!.original;
    const padded = new Float32Array(speech.length + 2 * ENGINE_RATE);
    padded.set(speech, ENGINE_RATE);
    const marked = embedWatermark(padded, ENGINE_RATE, key, payloadForClip('silence'));
    // Away from the speech by more than a frame and the filter's spread, the silence is untouched.
    const margin = Math.round(0.06 * ENGINE_RATE);
    for (const [from, to] of [
      [0, ENGINE_RATE - margin],
      [ENGINE_RATE + speech.length + margin, padded.length],
    ] as const) {
      for (let i = from; i < to; i++) expect(marked[i]).toBe(0);
    }
    expect(snrDb(padded, marked)).toBeGreaterThanOrEqual(30);
    expect(embedWatermark(new Float32Array(ENGINE_RATE * 3), ENGINE_RATE, key, 1).every((v) => v === 0)).toBe(
      true,
    );
  });

  it('embeds at the timeline rate (44.1 kHz) too, found after MP3', async () => {
    const original = await speak({ text: TRIAL_SENTENCES[5]!, voice: 'en-us+m1', speed: 170 }, 44_100, work);
    const payload = payloadForClip('timeline-export');
    const marked = embedWatermark(original, 44_100, key, payload);
    expect(snrDb(original, marked)).toBeGreaterThanOrEqual(30);
    const wav = join(work, 'export-44k.wav');
    await writeWav16(wav, marked, 44_100);
    const mp3 = join(work, 'export-44k.mp3');
    await runFfmpeg(['-i', wav, '-b:a', '128k', mp3]);
    const detection = detectWatermark(await decodeForWatermark(mp3, RATE), RATE, key);
    expect(detection).toMatchObject({ found: true, payload });
  });
});

describe('detection', () => {
  it('finds the clip’s payload in the marked WAV, and nothing in the original', async () => {
    for (const clip of clips) {
      const detection = detectWatermark(await decodeForWatermark(clip.markedPath, RATE), RATE, key);
      expect(detection.found).toBe(true);
      expect(detection.payload).toBe(payloadForClip(clip.clipId));
      expect(detection.score).toBeGreaterThan(detection.threshold);
      const original = detectWatermark(clip.original, ENGINE_RATE, key);
      expect(original).toMatchObject({ found: false, payload: null });
    }
  });

  const wrongKeyChecks: Float32Array[] = [];

  it.each(ATTACKS.map((attack) => [attack.name, attack] as const))(
    'finds the payload after %s',
    async (_name, attack) => {
      for (const clip of clips) {
        const attacked = await attack.run({ markedPath: clip.markedPath, otherPath: clip.otherPath, work });
        const detection = detectWatermark(attacked, RATE, key);
        expect(detection, `${attack.name} on ${clip.clipId}`).toMatchObject({ found: true });
        expect(detection.payload).toBe(payloadForClip(clip.clipId));
        expect(payloadCheckPasses(detection.payload!)).toBe(true);
        wrongKeyChecks.push(attacked);
      }
    },
    60_000,
  );

  it('finds nothing with the wrong key', async () => {
    const marked = await Promise.all(clips.map((clip) => decodeForWatermark(clip.markedPath, RATE)));
    expect(wrongKeyChecks.length).toBeGreaterThanOrEqual(ATTACKS.length * clips.length);
    for (const samples of [...marked, ...wrongKeyChecks]) {
      expect(detectWatermark(samples, RATE, wrongKey)).toMatchObject({ found: false, payload: null });
    }
  });

  it('sets its threshold so that chance stays under one in a million per call', () => {
    expect(gaussianTail(3)).toBeCloseTo(0.0013498980316301, 12);
    expect(gaussianTail(5) / 2.866515718791939e-7).toBeCloseTo(1, 9);
    // 2 frame offsets × 96 phases for a short clip: tries · 2^24 payloads · 3.178 · P(N(0,1) ≥ T) = 1e-6.
    const threshold = scoreThreshold(192);
    expect(192 * 2 ** 24 * 3.178 * gaussianTail(threshold)).toBeCloseTo(1e-6, 12);
    expect(threshold).toBeGreaterThan(8.2);
    expect(scoreThreshold(5000)).toBeGreaterThan(threshold);
  });
});

describe('no false positives', () => {
  /** Found detections among the signals, with their names (empty when all pass). */
  function falseAlarms(signals: { name: string; samples: Float32Array; rate?: number }[]): string[] {
    const found: string[] = [];
    for (const { name, samples, rate } of signals) {
      const detection = detectWatermark(samples, rate ?? RATE, key);
      if (detection.found || detection.payload !== null)
        found.push(`${name} (score ${detection.score.toFixed(2)})`);
    }
    return found;
  }

  let checked = 0;

  it('in 400 synthetic noises, tones, chords, melodies, sweeps and clicks', () => {
    const signals = unmarkedSignals(400, RATE, 20_240_611);
    expect(falseAlarms(signals)).toEqual([]);
    checked += signals.length;
  }, 60_000);

  it('in ffmpeg tones, chords and noises', async () => {
    const sources = [
      'sine=frequency=440:duration=6',
      'sine=frequency=1000:duration=3',
      'anoisesrc=color=white:duration=5:amplitude=0.3',
      'anoisesrc=color=pink:duration=8:amplitude=0.5',
      'anoisesrc=color=brown:duration=4:amplitude=0.5',
      'anoisesrc=color=violet:duration=6:amplitude=0.2',
      "aevalsrc='0.2*sin(2*PI*261.6*t)+0.2*sin(2*PI*329.6*t)+0.2*sin(2*PI*392*t)':d=7",
      "aevalsrc='0.3*sin(2*PI*110*t)*sin(2*PI*2*t)+0.1*sin(2*PI*880*t)':d=9",
      "aevalsrc='0.25*sin(2*PI*(200+150*sin(2*PI*0.3*t))*t)':d=6",
      "aevalsrc='0.2*sin(2*PI*196*t)+0.15*sin(2*PI*246.9*t)+0.15*sin(2*PI*293.7*t)+0.1*sin(2*PI*392*t)':d=12",
    ];
    const signals = await inPairs(sources, async (source, index) => {
      const path = join(work, `lavfi-${index}.wav`);
      await runFfmpeg(['-f', 'lavfi', '-i', source, '-ac', '1', '-ar', '44100', path]);
      return { name: source, samples: await decodeForWatermark(path, RATE) };
    });
    expect(falseAlarms(signals)).toEqual([]);
    checked += signals.length;
  }, 60_000);

  it('in unmarked speech: 24 voices × texts, whole, excerpts, at other gains, mixed and in noise', async () => {
    const requests = Array.from({ length: 24 }, (_, i) => ({
      text: TRIAL_SENTENCES[i % TRIAL_SENTENCES.length]!,
      voice: TRIAL_VOICES[(i * 5) % TRIAL_VOICES.length]!,
      speed: 130 + ((i * 17) % 90),
      pitch: 20 + ((i * 31) % 70),
    }));
    const speech = await inPairs(requests, (request) => speak(request, RATE, work));
    const random = seededUnit(99);
    const signals: { name: string; samples: Float32Array; rate?: number }[] = [];
    speech.forEach((samples, i) => {
      signals.push({ name: `speech-${i}`, samples });
      const start = Math.floor(random() * Math.max(1, samples.length - 5 * RATE));
      signals.push({ name: `speech-${i}-excerpt`, samples: samples.slice(start, start + 5 * RATE) });
      const gain = 10 ** ((-20 + random() * 26) / 20);
      signals.push({
        name: `speech-${i}-gain`,
        samples: samples.map((v) => Math.max(-1, Math.min(1, v * gain))),
      });
      const other = speech[(i + 7) % speech.length]!;
      const mix = samples.map((v, t) => (v + (other[t] ?? 0)) / 2);
      signals.push({ name: `speech-${i}-mix`, samples: mix });
      const noiseLevel = rms(samples) * 10 ** (-(5 + random() * 20) / 20);
      const noisy = samples.map((v) => v + noiseLevel * Math.sqrt(3) * (2 * random() - 1));
      signals.push({ name: `speech-${i}-noise`, samples: noisy });
    });
    signals.push(
      ...clips.map((clip, i) => ({ name: `clip-${i}-original`, samples: clip.original, rate: ENGINE_RATE })),
    );
    expect(falseAlarms(signals)).toEqual([]);
    checked += signals.length;
  }, 90_000);

  it('counted at least 500 unmarked signals', () => {
    expect(checked).toBeGreaterThanOrEqual(500);
  });
});
