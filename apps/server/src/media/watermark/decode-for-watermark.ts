// Decodes any audio or video file ffmpeg reads to mono float PCM (16 kHz by default) for the watermark detector.
import { mediaTools } from '../media-tools';
import { runProcess } from '../run-process';
import { rawSamplesToStdout } from '../raw-samples-to-stdout';

export const WATERMARK_ANALYSIS_RATE = 16_000;

export class WatermarkDecodeError extends Error {}

export interface DecodeForWatermarkOptions {
  /** Only the first seconds (default: one hour). */
  maxSeconds?: number;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export async function decodeForWatermark(
  path: string,
  sampleRate: number = WATERMARK_ANALYSIS_RATE,
  options: DecodeForWatermarkOptions = {},
): Promise<Float32Array> {
  const maxSeconds = options.maxSeconds ?? 3600;
  const args = ['-nostdin', '-v', 'error', '-i', path, '-t', String(maxSeconds)];
  args.push('-map', '0:a:0', '-ac', '1', '-ar', String(sampleRate), ...rawSamplesToStdout('f32le'));
  const result = await runProcess(mediaTools.ffmpeg, args, {
    timeoutMs: options.timeoutMs ?? 10 * 60_000,
    signal: options.signal,
    maxStdoutBytes: Math.ceil((maxSeconds + 1) * sampleRate) * 4,
  });
  if (result.exitCode !== 0) {
    const lastLine = result.stderr.trim().split('\n').pop() ?? '';
    throw new WatermarkDecodeError(`ffmpeg could not decode ${path} (${lastLine})`);
  }
  // Copied into a fresh, aligned buffer: the collected bytes may start at any offset.
  const samples = new Float32Array(Math.floor(result.stdout.length / 4));
  new Uint8Array(samples.buffer).set(result.stdout.subarray(0, samples.length * 4));
  return samples;
}
