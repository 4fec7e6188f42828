// The poster frame of a video (an upload in processing, a lip-sync result): a JPEG of the picture about a second in
// (a quarter in for a shorter video; the first frame when that gives nothing). The cards show it before it plays.
import { stat } from 'node:fs/promises';
import { mediaTools } from '../media/media-tools';
import { runProcess } from '../media/run-process';

const POSTER_TIMEOUT_MS = 60_000;
/** One frame to decode: two threads are plenty. */
const POSTER_THREADS = 2;

async function hasBytes(path: string): Promise<boolean> {
  return ((await stat(path).catch(() => null))?.size ?? 0) > 0;
}

/** Writes the poster to `posterPath`; rejects when ffmpeg cannot take one. */
export async function takePosterFrame(
  videoPath: string,
  posterPath: string,
  durationSeconds: number,
  signal: AbortSignal,
): Promise<void> {
  const take = async (at: number) => {
    const result = await runProcess(
      mediaTools.ffmpeg,
      [
        ...['-nostdin', '-v', 'error', '-y', '-threads', String(POSTER_THREADS)],
        ...['-ss', at.toFixed(3), '-i', videoPath],
        ...['-frames:v', '1', '-q:v', '3', '-update', '1', '-f', 'image2', posterPath],
      ],
      { timeoutMs: POSTER_TIMEOUT_MS, signal },
    );
    if (result.exitCode !== 0) throw new Error(`ffmpeg could not take a poster: ${result.stderr}`);
  };
  await take(Math.min(1, durationSeconds / 4));
  if (!(await hasBytes(posterPath))) await take(0);
  if (!(await hasBytes(posterPath))) throw new Error('ffmpeg took no poster frame');
}
