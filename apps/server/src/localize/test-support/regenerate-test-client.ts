// Test helpers of the dubbing editor (issue 25): asking for a segment regeneration, waiting for it to end, and the
// comparisons of its acceptance: the result's sound decoded to 48 kHz stereo s16le PCM and its picture's frames
// hashed (ffmpeg framemd5).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { runFfmpeg } from '../../media/run-ffmpeg';
import { getWithToken, postJson } from '../../test-support/test-server';

export interface RegenerationAnswer {
  id: string;
  segment_index: number;
  status: string;
  progress: string;
  error_message: string | null;
}

export function regenerate(
  app: FastifyInstance,
  token: string,
  jobId: string,
  index: number,
  translation: string,
) {
  return postJson(
    app,
    `/api/localization/jobs/${jobId}/segments/${index}/regenerate`,
    { translation },
    token,
  );
}

/** Polls the regeneration until it completed or failed. */
export async function waitForRegeneration(
  app: FastifyInstance,
  token: string,
  jobId: string,
  id: string,
  timeoutMs = 120_000,
): Promise<RegenerationAnswer> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await getWithToken(app, `/api/localization/jobs/${jobId}/regenerations/${id}`, token);
    const { regeneration } = answer.json() as { regeneration: RegenerationAnswer };
    if (regeneration.status === 'completed' || regeneration.status === 'failed') return regeneration;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`regeneration ${id} did not end within ${timeoutMs} ms`);
}

/** The first audio stream of `videoPath` decoded to 48 kHz stereo s16le, as a player hears it. */
export async function decodedSound(videoPath: string, workDir: string, name: string): Promise<Int16Array> {
  const pcmPath = join(workDir, `${name}.pcm`);
  await runFfmpeg(['-i', videoPath, '-map', '0:a:0', '-f', 's16le', '-ac', '2', '-ar', '48000', pcmPath]);
  const bytes = await readFile(pcmPath);
  return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 1);
}

/** The picture's frames as ffmpeg's framemd5 lines (timestamps and a hash of each decoded frame). */
export async function frameHashes(videoPath: string, workDir: string, name: string): Promise<string[]> {
  const hashPath = join(workDir, `${name}.framemd5`);
  await runFfmpeg(['-i', videoPath, '-map', '0:v:0', '-f', 'framemd5', hashPath]);
  return (await readFile(hashPath, 'utf8')).split('\n').filter((line) => line && !line.startsWith('#'));
}

/** The stereo sample frames (first, last) where `a` and `b` differ, or null; also whether their lengths match. */
export function differingSamples(a: Int16Array, b: Int16Array): { first: number; last: number } | null {
  let first = -1;
  let last = -1;
  const frames = Math.min(a.length, b.length) >> 1;
  for (let frame = 0; frame < frames; frame += 1) {
    if (a[frame * 2] !== b[frame * 2] || a[frame * 2 + 1] !== b[frame * 2 + 1]) {
      if (first < 0) first = frame;
      last = frame;
    }
  }
  return first < 0 ? null : { first, last };
}
