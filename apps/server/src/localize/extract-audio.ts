// Extracts a video's sound as 16 kHz mono 16-bit WAV with ffmpeg, what every transcription engine reads best, at most
// `maxSeconds` of it; answers its length in seconds.
import { stat } from 'node:fs/promises';
import { mediaTools } from '../media/media-tools';
import { runProcess } from '../media/run-process';

export const TRANSCRIPTION_SAMPLE_RATE = 16_000;

export class AudioExtractionError extends Error {}

export async function extractSpeechWav(
  videoPath: string,
  wavPath: string,
  options: { maxSeconds: number; signal?: AbortSignal },
): Promise<number> {
  const result = await runProcess(
    mediaTools.ffmpeg,
    [
      ...['-nostdin', '-v', 'error', '-y', '-i', videoPath, '-map', '0:a:0', '-vn', '-sn', '-dn'],
      ...['-t', String(options.maxSeconds), '-ac', '1', '-ar', String(TRANSCRIPTION_SAMPLE_RATE)],
      ...['-c:a', 'pcm_s16le', '-map_metadata', '-1', '-f', 'wav', wavPath],
    ],
    { timeoutMs: 10 * 60_000, signal: options.signal },
  );
  if (result.exitCode !== 0) throw new AudioExtractionError(result.stderr.trim().slice(-500));
  return Math.max(0, (await stat(wavPath)).size - 44) / (TRANSCRIPTION_SAMPLE_RATE * 2);
}
