// Comparing two media files as a viewer meets them (the dubbing editor's acceptance, issue 25, in the server's tests
// and the journey): the sound decoded to 48 kHz stereo s16le PCM, compared sample by sample, and the picture's
// frames hashed (ffmpeg framemd5). Exported to the journeys as @twin/server/testing/media-compare.
import { rawSamplesToStdout } from '../raw-samples-to-stdout';
import { ffmpegOutput } from '../run-ffmpeg';

const maxStdoutBytes = 512 * 1024 * 1024;

/** The first audio stream of `path` decoded to 48 kHz stereo s16le, as a player hears it. */
export async function decodedSound(path: string): Promise<Int16Array> {
  const pcm = await ffmpegOutput(
    ['-i', path, '-map', '0:a:0', '-ac', '2', '-ar', '48000', ...rawSamplesToStdout('s16le')],
    { maxStdoutBytes },
  );
  return new Int16Array(pcm.buffer, pcm.byteOffset, pcm.byteLength >> 1);
}

/** The picture's frames as ffmpeg's framemd5 lines (timestamps and a hash of each decoded frame). */
export async function frameHashes(path: string): Promise<string[]> {
  const lines = await ffmpegOutput(['-i', path, '-map', '0:v:0', '-f', 'framemd5', 'pipe:1'], {
    maxStdoutBytes,
  });
  return lines
    .toString('utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
}

/** The first and last stereo sample frames where `a` and `b` differ, or null. */
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
