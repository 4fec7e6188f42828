// Puts the dubbed track under the video with ffmpeg: the picture as the timing plan has it (pieces played at their
// own speed with trim + setpts, joined with concat; the last frame held if speech runs past the video's end),
// H.264 yuv420p at most 1920 px (copied as it is when it already is that and nothing is slowed), AAC 128k 48 kHz
// without perceptual noise substitution (its decoder-side noise state would carry a re-encoded segment into the
// samples after it: splice-dub-audio.ts),
// exactly as long as the track and tagged with the dub's language, moov first (+faststart) so browsers play it while
// it downloads.
import { containerLanguageTag } from '../media/language-tag';
import { mediaTools } from '../media/media-tools';
import { runProcess } from '../media/run-process';
import type { VideoProbe } from '../media/probe-video';
import type { TimingPlan } from './timing-plan';

/** Threads ffmpeg may use for one job (as the video feature's). */
export const DUB_FFMPEG_THREADS = 2;
const MUX_TIMEOUT_MS = 30 * 60_000;
const MAX_SIDE = 1920;

export class DubVideoError extends Error {}

const scaleFilter =
  `scale=w='if(gte(iw,ih),trunc(min(${MAX_SIDE},iw)/2)*2,-2)'` +
  `:h='if(gte(iw,ih),-2,trunc(min(${MAX_SIDE},ih)/2)*2)'`;

/** Whether the picture can be copied as it is (no slowed piece, no held frame, already browser-ready H.264). */
export function canCopyPicture(plan: TimingPlan, videoSeconds: number, probe: VideoProbe): boolean {
  const video = probe.video;
  return (
    plan.pieces.every((piece) => piece.stretch === 1) &&
    plan.outputSeconds <= videoSeconds + 0.05 &&
    video !== null &&
    video.codec === 'h264' &&
    video.pixelFormat === 'yuv420p' &&
    video.rotation === 0 &&
    Math.max(video.width, video.height) <= MAX_SIDE
  );
}

/** The filter graph of the picture: the plan's pieces at their speeds, then scaled, yuv420p, the end padded. */
export function pictureFilter(plan: TimingPlan, videoSeconds: number): string {
  const slowed = plan.pieces.some((piece) => piece.stretch !== 1);
  const parts: string[] = [];
  let joined = '[0:v]';
  if (slowed) {
    plan.pieces.forEach((piece, index) => {
      parts.push(
        `[0:v]trim=start=${piece.start.toFixed(4)}:end=${piece.end.toFixed(4)},` +
          `setpts=(PTS-STARTPTS)*${piece.stretch.toFixed(6)}[p${index}]`,
      );
    });
    parts.push(
      `${plan.pieces.map((_, index) => `[p${index}]`).join('')}concat=n=${plan.pieces.length}:v=1:a=0[joined]`,
    );
    joined = '[joined]';
  }
  const pictureSeconds = plan.pieces.reduce(
    (sum, piece) => sum + (piece.end - piece.start) * piece.stretch,
    0,
  );
  const shown = slowed ? pictureSeconds : videoSeconds;
  const hold = Math.max(0, plan.outputSeconds - shown);
  const pad = hold > 0.01 ? `,tpad=stop_mode=clone:stop_duration=${hold.toFixed(3)}` : '';
  parts.push(`${joined}${scaleFilter},format=yuv420p${pad}[v]`);
  return parts.join(';');
}

export async function muxDub(options: {
  videoPath: string;
  trackPath: string;
  outputPath: string;
  plan: TimingPlan;
  videoSeconds: number;
  probe: VideoProbe;
  /** The dub's language (ISO 639-1), tagged on the audio track. */
  language: string;
  signal?: AbortSignal;
}): Promise<void> {
  const { plan, videoSeconds } = options;
  const threads = String(DUB_FFMPEG_THREADS);
  const picture = canCopyPicture(plan, videoSeconds, options.probe)
    ? ['-map', '0:v:0', '-c:v', 'copy']
    : [
        ...['-filter_complex', pictureFilter(plan, videoSeconds), '-filter_threads', threads, '-map', '[v]'],
        ...[
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '23',
          '-profile:v',
          'high',
          '-threads',
          threads,
        ],
      ];
  const result = await runProcess(
    mediaTools.ffmpeg,
    [
      ...['-nostdin', '-v', 'error', '-y', '-threads', threads],
      ...['-i', options.videoPath, '-i', options.trackPath],
      ...picture,
      ...['-map', '1:a:0', '-c:a', 'aac', '-aac_pns', '0', '-b:a', '128k', '-ar', '48000', '-ac', '2'],
      ...['-sn', '-dn', '-map_metadata', '-1', '-t', plan.outputSeconds.toFixed(3)],
      ...['-metadata:s:a:0', `language=${containerLanguageTag(options.language)}`],
      ...['-max_muxing_queue_size', '1024', '-movflags', '+faststart', '-f', 'mp4', options.outputPath],
    ],
    { timeoutMs: MUX_TIMEOUT_MS, signal: options.signal },
  );
  if (result.exitCode !== 0)
    throw new DubVideoError(`ffmpeg could not make the video: ${result.stderr.trim().slice(-800)}`);
}
