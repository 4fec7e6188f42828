// The "processing" stage of a voice job: decode the model's input audio (up to the analysed budget, e.g. the
// first 180 s of a pro reference) to mono 24 kHz in one ffmpeg pass with silencedetect, measure it while it
// decodes, cut it into 3–12 s clips at its pauses, measure each clip, and write the clips and the normalised
// reference (peak-normalised to -1 dBFS, at most +20 dB) as WAV files into a scratch directory under tmp.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measureSpan, type SpeechStatistics } from './clip-statistics';
import { planClips, type TimeSpan } from './clip-planner';
import { decodeToPcm } from './decode-pcm';
import { FrameAnalyser, type FrameFeatures } from './frame-features';
import { wavParts } from './pcm-wav';

export const ANALYSIS_SAMPLE_RATE = 24_000;
const TARGET_PEAK = 0.891; // -1 dBFS
const MAX_GAIN = 10; // +20 dB

export interface AnalysedClip {
  /** The reference_clips id the clip will get. */
  clipId: string;
  tempPath: string;
  /** Seconds from the start of the normalised reference. */
  startSeconds: number;
  statistics: SpeechStatistics;
}

export interface ReferenceAnalysis {
  /** The normalised reference WAV (all analysed audio, inputs one after another). */
  referenceTempPath: string;
  referenceSeconds: number;
  /** The speaker over everything analysed. */
  speaker: SpeechStatistics;
  clips: AnalysedClip[];
}

interface Section {
  samples: Int16Array;
  features: FrameFeatures;
  spans: TimeSpan[];
  offsetSeconds: number;
}

/** The parts one after another in a new array from `allocate` (the one part itself when there is one). */
function concatenated<T extends Int16Array | Float32Array>(
  parts: readonly T[],
  allocate: (length: number) => T,
): T {
  if (parts.length === 1) return parts[0]!;
  const out = allocate(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The largest magnitude among `samples` or `peak`. */
function peakOf(samples: Int16Array, peak: number): number {
  for (let i = 0; i < samples.length; i++) {
    const value = samples[i]!;
    if (value > peak) peak = value;
    else if (-value > peak) peak = -value;
  }
  return peak;
}

/** The gain that brings `peak` to -1 dBFS, at most +20 dB. */
function gainFor(peak: number): number {
  return peak > 0 ? Math.min(MAX_GAIN, (TARGET_PEAK * 32767) / peak) : 1;
}

/** Applies the gain in place (the decoded samples are this analysis's own); nothing can clip, as the gain keeps
 *  the peak at -1 dBFS. Within ±0.5 dB the samples are left as they are. */
function applyGain(samples: Int16Array, gain: number): void {
  if (Math.abs(gain - 1) < 0.06) return;
  for (let i = 0; i < samples.length; i++) samples[i] = samples[i]! * gain;
}

export async function analyseReference(options: {
  inputPaths: readonly string[];
  budgetSeconds: number;
  workDir: string;
  signal?: AbortSignal;
}): Promise<ReferenceAnalysis> {
  const sections: Section[] = [];
  let analysedSeconds = 0;
  // Measured while decoding, like the frame features: no pass over the samples after ffmpeg ends.
  let peak = 0;
  for (const path of options.inputPaths) {
    const remaining = options.budgetSeconds - analysedSeconds;
    if (remaining < 0.5) break;
    const analyser = new FrameAnalyser(ANALYSIS_SAMPLE_RATE);
    const pcm = await decodeToPcm(path, {
      sampleRate: ANALYSIS_SAMPLE_RATE,
      maxSeconds: remaining,
      signal: options.signal,
      onSamples: (samples) => {
        analyser.push(samples);
        peak = peakOf(samples, peak);
      },
    });
    const features = analyser.finish();
    const durationSeconds = pcm.samples.length / ANALYSIS_SAMPLE_RATE;
    const spans = planClips({
      durationSeconds,
      silences: pcm.silences,
      energyDb: features.energyDb,
      hopSeconds: features.hopSeconds,
    });
    sections.push({ samples: pcm.samples, features, spans, offsetSeconds: analysedSeconds });
    analysedSeconds += durationSeconds;
  }

  const gain = gainFor(peak);
  const clips: AnalysedClip[] = [];
  const writes: Promise<void>[] = [];
  for (const section of sections) {
    applyGain(section.samples, gain);
    for (const span of section.spans) {
      const clipId = randomUUID();
      const tempPath = join(options.workDir, `${clipId}.wav`);
      const from = Math.round(span.startSeconds * ANALYSIS_SAMPLE_RATE);
      const to = Math.round(span.endSeconds * ANALYSIS_SAMPLE_RATE);
      writes.push(writeFile(tempPath, wavParts(section.samples.subarray(from, to), ANALYSIS_SAMPLE_RATE)));
      clips.push({
        clipId,
        tempPath,
        startSeconds: section.offsetSeconds + span.startSeconds,
        statistics: measureSpan(section.features, span),
      });
    }
  }
  const referenceTempPath = join(options.workDir, 'reference.wav');
  const reference = concatenated(
    sections.map((section) => section.samples),
    (length) => new Int16Array(length),
  );
  writes.push(writeFile(referenceTempPath, wavParts(reference, ANALYSIS_SAMPLE_RATE)));
  await Promise.all(writes);
  const all: FrameFeatures = {
    hopSeconds: sections[0]?.features.hopSeconds ?? 0.01,
    energyDb: concatenated(
      sections.map((section) => section.features.energyDb),
      (length) => new Float32Array(length),
    ),
    f0Hz: concatenated(
      sections.map((section) => section.features.f0Hz),
      (length) => new Float32Array(length),
    ),
  };
  return {
    referenceTempPath,
    referenceSeconds: analysedSeconds,
    speaker: measureSpan(all, { startSeconds: 0, endSeconds: all.energyDb.length * all.hopSeconds }),
    clips,
  };
}
