// Runs one ffmpeg command quietly (no stdin, errors only, overwriting its output) and fails with ffmpeg's own
// words when it does: for the transcodes of tests, fixtures and the watermark's trials, and (ffmpegOutput) for
// what ffmpeg writes to its standard output.
import { mediaTools } from './media-tools';
import { runProcess } from './run-process';

interface FfmpegOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Standard output beyond this many bytes stops ffmpeg and fails. */
  maxStdoutBytes?: number;
}

export async function runFfmpeg(args: readonly string[], options: FfmpegOptions = {}): Promise<void> {
  await ffmpegOutput(args, options);
}

/** What ffmpeg wrote to its standard output: the output named `pipe:1` in `args`. */
export async function ffmpegOutput(args: readonly string[], options: FfmpegOptions = {}): Promise<Buffer> {
  const result = await runProcess(mediaTools.ffmpeg, ['-nostdin', '-v', 'error', '-y', ...args], {
    timeoutMs: options.timeoutMs ?? 120_000,
    signal: options.signal,
    maxStdoutBytes: options.maxStdoutBytes,
  });
  if (result.exitCode !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout;
}
