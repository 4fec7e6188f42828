// Decodes a recording's first audio stream into 16 kHz mono samples for the speaker check (ffmpeg, at most
// `maxSeconds` of audio, bounded in time). Throws when ffmpeg cannot read the file.
import { mediaTools } from '../media-tools';
import { runProcess } from '../run-process';
import { MFCC_SAMPLE_RATE, pcm16ToFloat } from './mfcc';
import { rawSamplesToStdout } from '../raw-samples-to-stdout';

const DECODE_TIME_LIMIT_MS = 60_000;

export async function speechSamples(
  path: string,
  maxSeconds: number,
  signal?: AbortSignal,
): Promise<Float32Array> {
  const result = await runProcess(
    mediaTools.ffmpeg,
    ['-nostdin', '-v', 'error', '-i', path, '-map', '0:a:0', '-t', String(maxSeconds), '-ac', '1'].concat([
      '-ar',
      String(MFCC_SAMPLE_RATE),
      ...rawSamplesToStdout('s16le'),
    ]),
    {
      signal,
      timeoutMs: DECODE_TIME_LIMIT_MS,
      maxStdoutBytes: Math.ceil(maxSeconds + 1) * MFCC_SAMPLE_RATE * 2,
    },
  );
  if (result.exitCode !== 0)
    throw new Error(`ffmpeg could not decode the audio: ${result.stderr.trim().slice(-500)}`);
  return pcm16ToFloat(result.stdout);
}
