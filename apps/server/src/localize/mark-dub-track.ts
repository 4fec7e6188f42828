// Marks the finished dubbed track (dub.wav, as writeDubTrack writes it) in place with the keyed watermark of its
// localization job, as a take is marked with its clip: a chunk of whole mark periods at a time, so a 30-minute track
// never sits in memory (the watermarker decodes its whole input) and the mark's pattern runs on unbroken across
// chunks. Silent chunks are left as they are (the mark adds nothing to silence).
import { open, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { removeQuietly } from '../files/media-store';
import { encodeWav } from '../media/analysis/pcm-wav';
import { FRAMES_PER_TILE, HOP_SECONDS, PERIOD_TILES } from '../media/watermark/watermark-layout';
import type { Watermarker } from '../media/watermark/watermarker';
import { watermarkComment } from '../media/wav-writer';
import { readMonoWav } from '../engines/speech/wav-reader';
import { DUB_SAMPLE_RATE, DUB_TRACK_HEADER_BYTES } from './dub-audio';

/** The mark repeats every this many seconds (1.536 s). */
const MARK_PERIOD_SECONDS = HOP_SECONDS * FRAMES_PER_TILE * PERIOD_TILES;
/** Periods per chunk: about a minute, about 100 MB of the watermarker's working memory. */
const CHUNK_PERIODS = 39;
export const MARK_CHUNK_SAMPLES = Math.round(CHUNK_PERIODS * MARK_PERIOD_SECONDS * DUB_SAMPLE_RATE);

export type TrackWatermarker = Pick<Watermarker, 'markWav'>;

/**
 * Overwrites the samples of `trackPath` (mono 48 kHz 16-bit, the 44-byte header of writeDubTrack) with the same
 * audio carrying the mark of `jobId`. Each chunk passes through `workDir` and is removed there.
 */
export async function markDubTrack(
  watermark: TrackWatermarker,
  trackPath: string,
  { jobId, workDir, signal }: { jobId: string; workDir: string; signal?: AbortSignal },
): Promise<void> {
  const chunkPath = join(workDir, 'dub-chunk.wav');
  const markedPath = join(workDir, 'dub-chunk.marked.wav');
  const track = await open(trackPath, 'r+');
  try {
    const totalSamples = Math.floor(((await track.stat()).size - DUB_TRACK_HEADER_BYTES) / 2);
    const buffer = Buffer.alloc(MARK_CHUNK_SAMPLES * 2);
    for (let first = 0; first < totalSamples; first += MARK_CHUNK_SAMPLES) {
      signal?.throwIfAborted();
      const count = Math.min(MARK_CHUNK_SAMPLES, totalSamples - first);
      const position = DUB_TRACK_HEADER_BYTES + first * 2;
      const { bytesRead } = await track.read(buffer, 0, count * 2, position);
      const chunk = new Int16Array(buffer.buffer, buffer.byteOffset, bytesRead >> 1);
      if (chunk.every((sample) => sample === 0)) continue;
      await writeFile(chunkPath, encodeWav(chunk, DUB_SAMPLE_RATE), { mode: 0o600 });
      await watermark.markWav(chunkPath, markedPath, {
        clipId: jobId,
        comment: watermarkComment(jobId),
        signal,
      });
      const marked = readMonoWav(await readFile(markedPath));
      if (marked.sampleRate !== DUB_SAMPLE_RATE) {
        throw new Error(`the watermarked chunk came back at ${marked.sampleRate} Hz`);
      }
      // Same length in, same length out; should ffmpeg ever differ by a sample, the track's length still wins.
      const samples = marked.samples.subarray(0, chunk.length);
      await track.write(
        new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength),
        0,
        samples.byteLength,
        position,
      );
    }
  } finally {
    await track.close();
    await Promise.all([removeQuietly(chunkPath), removeQuietly(markedPath)]);
  }
}
