// Mixes a lip-sync job's timeline into one soundtrack with ffmpeg: each clip's part of its source (from its offset,
// for its duration) placed at its start time, all summed (no level normalisation, as the timeline's own export sums
// them) into 16-bit stereo PCM at 44.1 kHz, exactly as long as the timeline (the end of its last clip).
import { runFfmpeg } from '../media/run-ffmpeg';

export const TIMELINE_MIX_SAMPLE_RATE = 44_100;

export interface MixClip {
  /** The clip's audio on disk (the caller's own stored speech or uploaded audio). */
  path: string;
  /** Seconds on the timeline. */
  startTime: number;
  /** Seconds of the clip. */
  duration: number;
  /** Seconds into the source where the clip begins. */
  sourceOffset: number;
}

/** The timeline's length: the end of its last clip. */
export function timelineSeconds(clips: readonly Pick<MixClip, 'startTime' | 'duration'>[]): number {
  return clips.reduce((end, clip) => Math.max(end, clip.startTime + clip.duration), 0);
}

const seconds = (value: number) => value.toFixed(6);

/** The ffmpeg arguments mixing `clips` into `outputPath` (a WAV); exported for the bench and the test. */
export function timelineMixArgs(clips: readonly MixClip[], outputPath: string, threads = 2): string[] {
  if (clips.length === 0) throw new Error('A timeline to mix needs at least one clip.');
  const inputs = clips.flatMap((clip) => [
    '-ss',
    seconds(clip.sourceOffset),
    '-t',
    seconds(clip.duration),
    '-i',
    clip.path,
  ]);
  const placed = clips.map((clip, index) => {
    const delayMs = Math.round(clip.startTime * 1000);
    return (
      `[${index}:a]aresample=${TIMELINE_MIX_SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo,` +
      `apad=whole_dur=${seconds(clip.duration)},atrim=duration=${seconds(clip.duration)},` +
      `adelay=${delayMs}:all=1[c${index}]`
    );
  });
  const labels = clips.map((_, index) => `[c${index}]`).join('');
  const total = timelineSeconds(clips);
  const mix =
    clips.length === 1
      ? `${labels}apad=whole_dur=${seconds(total)}[mixed]`
      : `${labels}amix=inputs=${clips.length}:duration=longest:dropout_transition=0:normalize=0,` +
        `apad=whole_dur=${seconds(total)}[mixed]`;
  return [
    '-threads',
    String(threads),
    ...inputs,
    '-filter_complex_threads',
    String(threads),
    '-filter_complex',
    [...placed, mix].join(';'),
    '-map',
    '[mixed]',
    '-t',
    seconds(total),
    '-ar',
    String(TIMELINE_MIX_SAMPLE_RATE),
    '-ac',
    '2',
    '-c:a',
    'pcm_s16le',
    outputPath,
  ];
}

/** Writes the mix of `clips` to `outputPath` (WAV); rejects with ffmpeg's words when a source cannot be read. */
export async function mixTimeline(
  clips: readonly MixClip[],
  outputPath: string,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<{ durationSeconds: number }> {
  await runFfmpeg(timelineMixArgs(clips, outputPath), {
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? 5 * 60_000,
  });
  return { durationSeconds: timelineSeconds(clips) };
}
