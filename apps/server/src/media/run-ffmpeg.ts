// Runs one ffmpeg command quietly (no stdin, errors only, overwriting its output) or one ffprobe query in JSON, and
// fails with the tool's own words when it does: for the transcodes and checks of tests, fixtures and the
// watermark's trials, ffmpegOutput for what ffmpeg writes to its standard output.
import { mediaTools } from './media-tools';
import { toolOutput, type ToolOptions } from './run-tool';

export async function runFfmpeg(args: readonly string[], options: ToolOptions = {}): Promise<void> {
  await ffmpegOutput(args, options);
}

/** What ffmpeg wrote to its standard output: the output named `pipe:1` (or `-`) in `args`. */
export function ffmpegOutput(args: readonly string[], options: ToolOptions = {}): Promise<Buffer> {
  return toolOutput(mediaTools.ffmpeg, ['-nostdin', '-v', 'error', '-y', ...args], options);
}

/** ffprobe's JSON answer to `args` (e.g. `-show_entries … path`), parsed. */
export async function ffprobeJson<T>(args: readonly string[], options: ToolOptions = {}): Promise<T> {
  const json = await toolOutput(mediaTools.ffprobe, ['-v', 'error', '-of', 'json', ...args], {
    timeoutMs: 60_000,
    maxStdoutBytes: 64 * 1024 * 1024,
    ...options,
  });
  return JSON.parse(json.toString('utf8')) as T;
}
