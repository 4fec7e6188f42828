// Runs one media tool (ffmpeg, ffprobe, espeak-ng) to its end through runProcess — its time limit, abort signal and
// output cap — and fails with the tool's own words when it exits with an error; what it wrote to stdout otherwise.
import { basename } from 'node:path';
import { runProcess, type RunOptions } from './run-process';

export type ToolOptions = Pick<RunOptions, 'timeoutMs' | 'signal' | 'maxStdoutBytes'>;

export async function toolOutput(
  command: string,
  args: readonly string[],
  options: ToolOptions = {},
): Promise<Buffer> {
  const result = await runProcess(command, args, { ...options, timeoutMs: options.timeoutMs ?? 120_000 });
  if (result.exitCode !== 0)
    throw new Error(`${basename(command)} ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout;
}
