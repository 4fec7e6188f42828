// What the voice job's processing stage writes: the normalised reference (peak at -1 dBFS, at most +20 dB) and its
// clips as WAV files whose samples are the reference's own, for one input and for inputs joined one after another.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMonoWav } from '../../engines/speech/wav-reader';
import { fixture } from '../../test-support/audio-fixtures';
import { runFfmpeg } from '../run-ffmpeg';
import { decodeToPcm } from './decode-pcm';
import { ANALYSIS_SAMPLE_RATE, analyseReference, type ReferenceAnalysis } from './reference-analysis';

const work = mkdtempSync(join(tmpdir(), 'twin-reference-analysis-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The samples of a WAV this module wrote (read by the project's reader, which refuses anything but RIFF/WAVE with a
 *  data chunk), after checking it says mono at 24 kHz and that its RIFF and data sizes are its length's. */
function wavSamples(path: string): Int16Array {
  const file = readFileSync(path);
  expect(file.readUInt32LE(4)).toBe(file.length - 8);
  expect(file.readUInt16LE(22)).toBe(1);
  expect(file.readUInt32LE(40)).toBe(file.length - 44);
  const { samples, sampleRate } = readMonoWav(file);
  expect(sampleRate).toBe(ANALYSIS_SAMPLE_RATE);
  return samples;
}

/** The first index where the two differ (-1 when they are the same; compared as bytes, fast for millions). */
function firstDifference(a: Int16Array, b: Int16Array): number {
  const bytes = (samples: Int16Array) => Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  if (a.length === b.length && bytes(a).equals(bytes(b))) return -1;
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return i;
  return Math.min(a.length, b.length);
}

const peakOf = (samples: Int16Array) => samples.reduce((peak, value) => Math.max(peak, Math.abs(value)), 0);

/** 40 s of speech at `volume`, and the same decoded to the analysis format as it is before any gain. */
async function speechAt(volume: number): Promise<{ path: string; decoded: Int16Array }> {
  const path = join(work, `speech-${volume}.wav`);
  await runFfmpeg([
    '-i',
    await fixture('speech-40s.wav'),
    '-af',
    `volume=${volume}`,
    '-c:a',
    'pcm_s16le',
    path,
  ]);
  const { samples } = await decodeToPcm(path, { sampleRate: ANALYSIS_SAMPLE_RATE });
  return { path, decoded: samples };
}

function analyse(inputPaths: string[], name: string): Promise<ReferenceAnalysis> {
  const workDir = mkdtempSync(join(work, `${name}-`));
  return analyseReference({ inputPaths, budgetSeconds: 180, workDir });
}

function expectClipsCutFrom(analysis: ReferenceAnalysis, reference: Int16Array): void {
  expect(analysis.clips.length).toBeGreaterThanOrEqual(2);
  for (const clip of analysis.clips) {
    const samples = wavSamples(clip.tempPath);
    const from = Math.round(clip.startSeconds * ANALYSIS_SAMPLE_RATE);
    expect(samples.length).toBeGreaterThan(3 * ANALYSIS_SAMPLE_RATE);
    expect(firstDifference(samples, reference.subarray(from, from + samples.length))).toBe(-1);
  }
}

describe('the normalised reference and its clips', () => {
  let quiet: { path: string; decoded: Int16Array };
  beforeAll(async () => {
    quiet = await speechAt(0.25);
  });

  it('raises a quiet recording to a peak of -1 dBFS, every sample by the same gain, and cuts the clips from it', async () => {
    const analysis = await analyse([quiet.path], 'one');
    const reference = wavSamples(analysis.referenceTempPath);
    expect(reference.length).toBe(quiet.decoded.length);
    expect(analysis.referenceSeconds).toBeCloseTo(quiet.decoded.length / ANALYSIS_SAMPLE_RATE, 6);
    const gain = (0.891 * 32767) / peakOf(quiet.decoded);
    expect(gain).toBeGreaterThan(2);
    expect(Math.abs(peakOf(reference) - 0.891 * 32767)).toBeLessThanOrEqual(1);
    for (let i = 0; i < reference.length; i += 997)
      expect(reference[i]).toBe(Math.trunc(quiet.decoded[i]! * gain));
    expectClipsCutFrom(analysis, reference);
  });

  it('joins several inputs into one reference with one gain, clips placed in the joined time', async () => {
    const analysis = await analyse([quiet.path, quiet.path], 'two');
    const reference = wavSamples(analysis.referenceTempPath);
    const length = quiet.decoded.length;
    expect(reference.length).toBe(2 * length);
    expect(firstDifference(reference.subarray(length), reference.subarray(0, length))).toBe(-1);
    expect(Math.abs(peakOf(reference) - 0.891 * 32767)).toBeLessThanOrEqual(1);
    expect(analysis.clips.some((clip) => clip.startSeconds >= length / ANALYSIS_SAMPLE_RATE)).toBe(true);
    expectClipsCutFrom(analysis, reference);
  });

  it('raises a very quiet recording by 20 dB at most', async () => {
    const faint = await speechAt(0.02);
    const analysis = await analyse([faint.path], 'faint');
    const reference = wavSamples(analysis.referenceTempPath);
    for (let i = 0; i < reference.length; i += 997)
      expect(reference[i]).toBe(Math.trunc(faint.decoded[i]! * 10));
    expect(peakOf(reference)).toBeLessThan(0.891 * 32767);
  });
});
