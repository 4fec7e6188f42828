// Runs one ffmpeg command quietly (no stdin, errors only, overwriting its output) and fails with ffmpeg's own
// words when it does: for the transcodes of tests, fixtures and the watermark's trials.
import { mediaTools } from './media-tools';
import { runProcess } from './run-process';

export async function runFfmpeg(
  args: readonly string[],
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const result = await runProcess(mediaTools.ffmpeg, ['-nostdin', '-v', 'error', '-y', ...args], {
    timeoutMs: options.timeoutMs ?? 120_000,
    signal: options.signal,
  });
  if (result.exitCode !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed: ${result.stderr.trim()}`);
}
