// measureWatermark(): detection per attack, payload recovery, SNR, false positives and timings, for the bench.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeForWatermark, WATERMARK_ANALYSIS_RATE } from './decode-for-watermark';
import { detectWatermark } from './detect';
import { embedWatermark } from './embed';
import { payloadForClip } from './payload';
import { speak, speakToFile, snrDb, TRIAL_SENTENCES, TRIAL_VOICES, writeWav16 } from './trial-audio';
import { unmarkedSignals } from './unmarked-signals';
import { ATTACKS } from './watermark-attacks';

export interface AttackFigures {
  name: string;
  description: string;
  trials: number;
  /** Trials where the detector reported a payload. */
  detected: number;
  /** Trials where it reported the clip's own payload. */
  payloadCorrect: number;
  /** Trials where it reported some other payload (should stay 0). */
  payloadWrong: number;
  minScore: number;
  meanScore: number;
  /** The detector's threshold in the last trial (it grows slowly with the number of alignments tried). */
  threshold: number;
}

export interface WatermarkFigures {
  clips: number;
  clipSeconds: number[];
  embedRate: number;
  snrDb: { min: number; mean: number };
  /** 'clean' first (the marked WAV itself), then each attack. */
  attacks: AttackFigures[];
  falsePositives: { found: number; of: number; maxScore: number; threshold: number };
  wrongKey: { found: number; of: number };
  timing: {
    embedMsPerSecond: number;
    detectMsPerSecond: number;
    /** One detection over a 60 s signal (clips repeated). */
    detect60sMs: number;
  };
}

export interface MeasureOptions {
  /** Speech clips to mark (default 3, at most 6). */
  clips?: number;
  /** Synthetic unmarked signals for the false-positive count (default 200; the unmarked clips are added). */
  unmarkedSignals?: number;
  /** Scratch directory (default: a new one in the OS temp directory, removed afterwards). */
  workDir?: string;
}

const EMBED_RATE = 24_000;

function summarise(
  name: string,
  description: string,
  results: { found: boolean; ok: boolean; score: number; threshold: number }[],
): AttackFigures {
  return {
    name,
    description,
    trials: results.length,
    detected: results.filter((r) => r.found).length,
    payloadCorrect: results.filter((r) => r.ok).length,
    payloadWrong: results.filter((r) => r.found && !r.ok).length,
    minScore: Math.min(...results.map((r) => r.score)),
    meanScore: results.reduce((sum, r) => sum + r.score, 0) / Math.max(1, results.length),
    threshold: results.at(-1)?.threshold ?? 0,
  };
}

export async function measureWatermark(options: MeasureOptions = {}): Promise<WatermarkFigures> {
  const clipCount = Math.max(1, Math.min(6, options.clips ?? 3));
  const work = options.workDir ?? (await mkdtemp(join(tmpdir(), 'twin-watermark-figures-')));
  try {
    const key = randomBytes(32);
    const wrongKey = randomBytes(32);
    const snrs: number[] = [];
    const clipSeconds: number[] = [];
    const perAttack = new Map<string, { found: boolean; ok: boolean; score: number; threshold: number }[]>();
    const record = (name: string, detection: ReturnType<typeof detectWatermark>, payload: number) => {
      const list = perAttack.get(name) ?? [];
      list.push({
        found: detection.found,
        ok: detection.found && detection.payload === payload,
        score: detection.score,
        threshold: detection.threshold,
      });
      perAttack.set(name, list);
    };
    let embedMs = 0;
    let embedSeconds = 0;
    let detectMs = 0;
    let detectSeconds = 0;
    let wrongKeyFound = 0;
    const unmarkedClips: Float32Array[] = [];
    const cleanDecodes: Float32Array[] = [];
    for (let i = 0; i < clipCount; i++) {
      const original = await speak(
        { text: TRIAL_SENTENCES[i]!, voice: TRIAL_VOICES[i]!, speed: 160 },
        EMBED_RATE,
        work,
      );
      const payload = payloadForClip(randomUUID());
      const started = performance.now();
      const marked = embedWatermark(original, EMBED_RATE, key, payload);
      embedMs += performance.now() - started;
      embedSeconds += original.length / EMBED_RATE;
      clipSeconds.push(original.length / EMBED_RATE);
      snrs.push(snrDb(original, marked));
      const markedPath = join(work, `marked-${i}.wav`);
      await writeWav16(markedPath, marked, EMBED_RATE);
      const otherPath = join(work, `other-${i}.wav`);
      await speakToFile(
        { text: TRIAL_SENTENCES[i + 6]!, voice: TRIAL_VOICES[i + 6]!, speed: 175 },
        otherPath,
      );
      unmarkedClips.push(await decodeForWatermark(otherPath, WATERMARK_ANALYSIS_RATE));
      const clean = await decodeForWatermark(markedPath, WATERMARK_ANALYSIS_RATE);
      cleanDecodes.push(clean);
      const detectStarted = performance.now();
      record('clean', detectWatermark(clean, WATERMARK_ANALYSIS_RATE, key), payload);
      detectMs += performance.now() - detectStarted;
      detectSeconds += clean.length / WATERMARK_ANALYSIS_RATE;
      if (detectWatermark(clean, WATERMARK_ANALYSIS_RATE, wrongKey).found) wrongKeyFound++;
      for (const attack of ATTACKS) {
        const attacked = await attack.run({ markedPath, otherPath, work });
        record(attack.name, detectWatermark(attacked, WATERMARK_ANALYSIS_RATE, key), payload);
      }
    }
    const long = new Float32Array(60 * WATERMARK_ANALYSIS_RATE);
    for (let at = 0, i = 0; at < long.length; i++) {
      const clip = cleanDecodes[i % cleanDecodes.length]!;
      long.set(clip.subarray(0, Math.min(clip.length, long.length - at)), at);
      at += clip.length;
    }
    const longStarted = performance.now();
    detectWatermark(long, WATERMARK_ANALYSIS_RATE, key);
    const detect60sMs = performance.now() - longStarted;

    const unmarked = [
      ...unmarkedSignals(options.unmarkedSignals ?? 200, WATERMARK_ANALYSIS_RATE, 20_240_611).map(
        (s) => s.samples,
      ),
      ...unmarkedClips,
    ];
    let found = 0;
    let maxScore = 0;
    let threshold = 0;
    for (const samples of unmarked) {
      const detection = detectWatermark(samples, WATERMARK_ANALYSIS_RATE, key);
      if (detection.found) found++;
      maxScore = Math.max(maxScore, detection.score);
      threshold = detection.threshold;
    }
    const descriptions = new Map(ATTACKS.map((a) => [a.name, a.description]));
    return {
      clips: clipCount,
      clipSeconds,
      embedRate: EMBED_RATE,
      snrDb: { min: Math.min(...snrs), mean: snrs.reduce((a, b) => a + b, 0) / snrs.length },
      attacks: [...perAttack].map(([name, results]) =>
        summarise(name, descriptions.get(name) ?? 'the marked WAV itself', results),
      ),
      falsePositives: { found, of: unmarked.length, maxScore, threshold },
      wrongKey: { found: wrongKeyFound, of: clipCount },
      timing: {
        embedMsPerSecond: embedMs / embedSeconds,
        detectMsPerSecond: detectMs / detectSeconds,
        detect60sMs,
      },
    };
  } finally {
    if (!options.workDir) await rm(work, { recursive: true, force: true });
  }
}
