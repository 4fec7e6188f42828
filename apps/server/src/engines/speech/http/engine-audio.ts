// The audio an HTTP engine answers with, decoded to the mono 16-bit PCM we store (ffmpeg, so WAV, MP3 or Opus
// alike). What ffmpeg cannot decode, or what holds no sound at all, is the engine's failure, not ours.
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DecodeFailedError, decodeToPcm } from '../../../media/analysis/decode-pcm';
import { EngineFailedError } from '../../http/engine-request';

/** Chatterbox speaks at 24 kHz; every engine's answer is brought to it. */
export const ENGINE_SAMPLE_RATE = 24_000;

export async function decodeEngineAudio(
  bytes: Buffer,
  tmpRoot: string,
  signal?: AbortSignal,
): Promise<Int16Array> {
  const path = join(tmpRoot, `${randomUUID()}.engine-audio`);
  await writeFile(path, bytes, { mode: 0o600 });
  try {
    const { samples } = await decodeToPcm(path, { sampleRate: ENGINE_SAMPLE_RATE, signal });
    if (samples.length === 0) throw new EngineFailedError('the engine answered with empty audio');
    return samples;
  } catch (error) {
    if (error instanceof DecodeFailedError) {
      throw new EngineFailedError(
        `the engine answered with something that is not audio (${bytes.length} bytes)`,
      );
    }
    throw error;
  } finally {
    await rm(path, { force: true });
  }
}
