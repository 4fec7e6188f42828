// markDubTrack on a real dubbed track (espeak-ng speech placed by writeDubTrack, real ffmpeg, the watermark threads):
// a track longer than one chunk keeps its header and length and carries the job's payload in each chunk; a silent
// track is left byte for byte as it was.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaTools } from '../media/media-tools';
import { runFfmpeg } from '../media/run-ffmpeg';
import { runProcess } from '../media/run-process';
import { payloadForClip } from '../media/watermark/payload';
import { Watermarker } from '../media/watermark/watermarker';
import { tempDir } from '../test-support/test-server';
import { DUB_SAMPLE_RATE, DUB_TRACK_HEADER_BYTES, trimmedSpeech, writeDubTrack } from './dub-audio';
import { MARK_CHUNK_SAMPLES, markDubTrack } from './mark-dub-track';

const work = tempDir('twin-mark-dub-track-');
afterAll(() => rmSync(work, { recursive: true, force: true }));
const watermarker = new Watermarker({
  key: createHash('sha256').update('mark-dub-track test key').digest(),
  tmpRoot: work,
});
const jobId = '5d6c1b7a-3e2f-4a90-8b1c-2d3e4f5a6b7c';
const chunkSeconds = MARK_CHUNK_SAMPLES / DUB_SAMPLE_RATE;

async function spokenRaw(): Promise<{ rawPath: string; seconds: number }> {
  const wav = join(work, 'sentence.wav');
  const spoken = await runProcess(mediaTools.espeakNg, ['-v', 'es', '-w', wav, 'El sol es una estrella.']);
  expect(spoken.exitCode, spoken.stderr).toBe(0);
  const rawPath = join(work, 'sentence.raw');
  return { rawPath, seconds: await trimmedSpeech(wav, rawPath) };
}

/** The track's `from`..`from + seconds` as a WAV of its own, checked for the mark. */
async function checkExcerpt(track: string, from: number, seconds: number) {
  const excerpt = join(work, `excerpt-${from}.wav`);
  await runFfmpeg(['-ss', String(from), '-t', String(seconds), '-i', track, excerpt]);
  return watermarker.check(excerpt);
}

describe('markDubTrack', () => {
  it('marks a track of two chunks in place: same header and length, the job’s payload in each chunk', async () => {
    const sentence = await spokenRaw();
    const seconds = chunkSeconds + 15;
    const pieces = [];
    for (let start = 0.5; start + sentence.seconds < seconds; start += sentence.seconds + 0.7)
      pieces.push({ rawPath: sentence.rawPath, start });
    const track = join(work, 'dub.wav');
    await writeDubTrack(pieces, seconds, track);
    const before = readFileSync(track);
    await markDubTrack(watermarker, track, { jobId, workDir: work });
    const after = readFileSync(track);
    expect(after.length).toBe(before.length);
    expect(after.subarray(0, DUB_TRACK_HEADER_BYTES).equals(before.subarray(0, DUB_TRACK_HEADER_BYTES))).toBe(
      true,
    );
    expect(after.equals(before)).toBe(false);
    for (const from of [1, chunkSeconds + 2]) {
      const detection = await checkExcerpt(track, from, 12);
      expect(detection.found, `from ${from} s: score ${detection.score}`).toBe(true);
      expect(detection.payload).toBe(payloadForClip(jobId));
    }
    const unmarked = join(work, 'unmarked.wav');
    writeFileSync(unmarked, before);
    expect((await checkExcerpt(unmarked, chunkSeconds + 2, 12)).found).toBe(false);
    // Nothing of the chunks is left in the work directory.
    expect(() => statSync(join(work, 'dub-chunk.wav'))).toThrow();
    expect(() => statSync(join(work, 'dub-chunk.marked.wav'))).toThrow();
  }, 120_000);

  it('leaves a silent track as it was', async () => {
    const track = join(work, 'silent.wav');
    await writeDubTrack([], 3, track);
    const before = readFileSync(track);
    await markDubTrack(watermarker, track, { jobId, workDir: work });
    expect(readFileSync(track).equals(before)).toBe(true);
  });
});
