// Finds where someone speaks in a video's sound with ffmpeg's silencedetect (one pass, nothing decoded into memory):
// the stretches between silences of at least 0.3 s under -35 dB, as the voice analysis finds them.
import { speechStretches, type TimeSpan } from '../media/analysis/clip-planner';
import { silencedetectFilter, SilenceLines } from '../media/analysis/decode-pcm';
import { mediaTools } from '../media/media-tools';
import { runProcess } from '../media/run-process';

export class SilenceDetectionError extends Error {}

export async function detectSpeechStretches(
  path: string,
  durationSeconds: number,
  signal?: AbortSignal,
): Promise<TimeSpan[]> {
  const silenceLines = new SilenceLines();
  const result = await runProcess(
    mediaTools.ffmpeg,
    [
      ...['-nostdin', '-hide_banner', '-nostats', '-v', 'info', '-i', path, '-map', '0:a:0'],
      ...['-af', silencedetectFilter(), '-f', 'null', '-'],
    ],
    { timeoutMs: 15 * 60_000, signal, onStderr: (text) => silenceLines.push(text) },
  );
  if (result.exitCode !== 0) throw new SilenceDetectionError('ffmpeg could not read the sound of the video');
  return speechStretches(durationSeconds, silenceLines.silences(durationSeconds)).filter(
    (stretch) => stretch.endSeconds - stretch.startSeconds >= 0.1,
  );
}
