// Marks generated audio files with the keyed watermark and checks any file for it (decode, thread, write WAV).
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { probeMedia } from '../probe-media';
import { writeWav } from '../wav-writer';
import { decodeForWatermark, WATERMARK_ANALYSIS_RATE } from './decode-for-watermark';
import type { WatermarkDetection } from './detect';
import { payloadForClip } from './payload';
import { detectOnThread, embedOnThread } from './watermark-threads';

/** A check reads at most this much of a file: the mark repeats every 1.5 s, so a file is judged on its start. */
export const WATERMARK_CHECK_SECONDS = 600;
/** Audio whose rate ffprobe does not state is marked at the HTTP engines' rate. */
const FALLBACK_RATE = 24_000;

export interface WatermarkerOptions {
  key: Buffer;
  /** Where the raw samples wait between the thread and ffmpeg (DATA_DIR/tmp). */
  tmpRoot: string;
}

export class Watermarker {
  constructor(private readonly options: WatermarkerOptions) {}

  /**
   * Writes `input` to `output` as 16-bit PCM WAV at its own rate, mono, carrying the mark of `clipId` (its payload)
   * and the comment tag. Embedding runs on a worker thread.
   */
  async markWav(
    input: string,
    output: string,
    { clipId, comment, signal }: { clipId: string; comment: string; signal?: AbortSignal },
  ): Promise<void> {
    const probe = await probeMedia(input, signal);
    const rate = probe.streams.find((stream) => stream.codecType === 'audio')?.sampleRate ?? FALLBACK_RATE;
    const samples = await decodeForWatermark(input, rate, { signal });
    const marked = await embedOnThread(samples, rate, this.options.key, payloadForClip(clipId), signal);
    const raw = join(this.options.tmpRoot, `${randomUUID()}.watermarked-f32`);
    try {
      await writeFile(raw, new Uint8Array(marked.buffer, marked.byteOffset, marked.byteLength), {
        mode: 0o600,
      });
      await writeWav(raw, output, { comment, signal, rawFloatRate: rate });
    } finally {
      await rm(raw, { force: true });
    }
  }

  /** Looks for the mark in the first WATERMARK_CHECK_SECONDS of any file ffmpeg decodes (audio or video). */
  async check(path: string, signal?: AbortSignal): Promise<WatermarkDetection> {
    const samples = await decodeForWatermark(path, WATERMARK_ANALYSIS_RATE, {
      maxSeconds: WATERMARK_CHECK_SECONDS,
      timeoutMs: 2 * 60_000,
      signal,
    });
    return detectOnThread(samples, WATERMARK_ANALYSIS_RATE, this.options.key, signal);
  }
}
