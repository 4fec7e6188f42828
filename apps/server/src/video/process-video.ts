// The media work of the video-processing job: makes a stored video browser-playable and takes its poster frame.
// An MP4 that already is H.264 (yuv420p) with AAC or no sound, upright and at most 1920 px on its long side is kept
// as it is when its moov box is at the front, or remuxed with `-movflags +faststart` (no re-encode) when not or
// when it is QuickTime-branded; anything else (WebM, MOV, AVI, other codecs) is transcoded to H.264/AAC with
// faststart, its frames' timestamps passed through (no frame is repeated to fill a gap) and stopped past the
// longest video taken. The result is probed again, so a recording whose WebM never stated its duration gets one,
// and measured from its packets: longer than the limit is refused. A JPEG poster is taken about a second in.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaTools } from '../media/media-tools';
import { ProcessAbortedError, runProcess } from '../media/run-process';
import { readHead } from '../media/sniff-container';
import { takePosterFrame } from './poster-frame';
import { moovBeforeMdat, readMp4Layout } from '../media/mp4-boxes';
import { measurePackets } from '../media/packet-timeline';
import { probeVideo, VideoProbeFailedError, type VideoProbe } from '../media/probe-video';
import { VIDEO_MAX_SECONDS } from '../media/upload-refusals';
import { videoMessages } from './video-messages';

/** Threads ffmpeg may use for one job (decoding, filtering and encoding each). */
export const VIDEO_FFMPEG_THREADS = 2;
/** The longest one ffmpeg run of a job may take. */
export const VIDEO_FFMPEG_TIMEOUT_MS = 15 * 60_000;
/** The long side of the playable picture at most (larger videos are scaled down). */
export const VIDEO_MAX_SIDE = 1920;

/** A refusal no retry can fix (the video itself); the video fails at once with this message. */
export class VideoProcessingRefusal extends Error {}

export interface ProcessedVideo {
  /** The playable MP4: `sourcePath` itself when it was kept as it is, else a new file in the work directory. */
  playablePath: string;
  keptSource: boolean;
  posterPath: string;
  durationSeconds: number;
  width: number;
  height: number;
  sizeBytes: number;
}

type Plan = 'keep' | 'remux' | 'transcode';

async function planFor(sourcePath: string, probe: VideoProbe): Promise<Plan> {
  const video = probe.video!;
  const mp4 = probe.formatName.split(',').includes('mp4');
  const playable =
    mp4 &&
    video.codec === 'h264' &&
    video.pixelFormat === 'yuv420p' &&
    video.rotation === 0 &&
    Math.max(video.width, video.height) <= VIDEO_MAX_SIDE &&
    (probe.audio === null || probe.audio.codec === 'aac');
  if (!playable) return 'transcode';
  const layout = await readMp4Layout(sourcePath);
  if (layout.truncated) throw new VideoProcessingRefusal(videoMessages.truncated);
  // A QuickTime file (brand 'qt  ') is rewritten as an MP4 even when its streams are fine.
  const head = await readHead(sourcePath, 12);
  const mp4Brand = head.toString('latin1', 4, 8) === 'ftyp' && head.toString('latin1', 8, 12) !== 'qt  ';
  return mp4Brand && moovBeforeMdat(layout) ? 'keep' : 'remux';
}

async function ffmpeg(args: string[], signal: AbortSignal | undefined): Promise<void> {
  let result;
  try {
    result = await runProcess(mediaTools.ffmpeg, ['-nostdin', '-v', 'error', '-y', ...args], {
      timeoutMs: VIDEO_FFMPEG_TIMEOUT_MS,
      signal,
    });
  } catch (error) {
    if (error instanceof ProcessAbortedError) throw error;
    if (error instanceof Error && /took too long/.test(error.message)) {
      throw new VideoProcessingRefusal(videoMessages.tookTooLong);
    }
    throw error;
  }
  // What ffmpeg cannot get through is the file's fault (damaged, not really a video), not a passing failure.
  if (result.exitCode !== 0) throw new VideoProcessingRefusal(videoMessages.unreadable);
}

/** Scales the long side down to VIDEO_MAX_SIDE (never up) and keeps both sides even, as yuv420p H.264 needs. */
const scaleFilter =
  `scale=w='if(gte(iw,ih),trunc(min(${VIDEO_MAX_SIDE},iw)/2)*2,-2)'` +
  `:h='if(gte(iw,ih),-2,trunc(min(${VIDEO_MAX_SIDE},ih)/2)*2)'`;

function transcodeArgs(sourcePath: string, outPath: string, maxSeconds: number): string[] {
  const threads = String(VIDEO_FFMPEG_THREADS);
  return [
    ...['-threads', threads, '-i', sourcePath],
    ...['-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn', '-map_metadata', '-1'],
    // Each frame as often as the source has it (variable frame rate: a gap is not filled with copies), and never
    // more than the longest video taken, whatever the timestamps say.
    ...['-fps_mode', 'passthrough', '-t', String(maxSeconds + 1)],
    ...['-vf', `${scaleFilter},format=yuv420p`, '-filter_threads', threads],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high', '-threads', threads],
    ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000'],
    ...['-max_muxing_queue_size', '1024', '-movflags', '+faststart', '-f', 'mp4', outPath],
  ];
}

function remuxArgs(sourcePath: string, outPath: string): string[] {
  return [
    ...['-i', sourcePath, '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-sn', '-dn'],
    ...['-movflags', '+faststart', '-f', 'mp4', outPath],
  ];
}

/** The poster frame; a video ffmpeg cannot take one from is unreadable. */
async function takePoster(
  playablePath: string,
  posterPath: string,
  durationSeconds: number,
  signal: AbortSignal | undefined,
): Promise<void> {
  try {
    await takePosterFrame(playablePath, posterPath, durationSeconds, signal ?? new AbortController().signal);
  } catch (error) {
    if (error instanceof ProcessAbortedError) throw error;
    throw new VideoProcessingRefusal(videoMessages.unreadable);
  }
}

export async function processVideo(options: {
  sourcePath: string;
  workDir: string;
  signal?: AbortSignal;
  /** The longest playable result kept (default VIDEO_MAX_SECONDS). */
  maxSeconds?: number;
}): Promise<ProcessedVideo> {
  const { sourcePath, workDir, signal } = options;
  const maxSeconds = options.maxSeconds ?? VIDEO_MAX_SECONDS;
  let source: VideoProbe;
  try {
    source = await probeVideo(sourcePath, signal);
  } catch (error) {
    if (error instanceof VideoProbeFailedError) throw new VideoProcessingRefusal(videoMessages.unreadable);
    throw error;
  }
  if (!source.video) throw new VideoProcessingRefusal(videoMessages.notVideo);
  const plan = await planFor(sourcePath, source);
  const playablePath = plan === 'keep' ? sourcePath : join(workDir, 'playable.mp4');
  if (plan === 'transcode') await ffmpeg(transcodeArgs(sourcePath, playablePath, maxSeconds), signal);
  if (plan === 'remux') await ffmpeg(remuxArgs(sourcePath, playablePath), signal);

  let result: VideoProbe;
  try {
    result = await probeVideo(playablePath, signal);
  } catch (error) {
    if (error instanceof VideoProbeFailedError) throw new VideoProcessingRefusal(videoMessages.unreadable);
    throw error;
  }
  const durationSeconds = result.durationSeconds ?? result.video?.durationSeconds ?? null;
  if (!result.video || durationSeconds === null) throw new VideoProcessingRefusal(videoMessages.unreadable);
  // A file cut off after its header stated the length plays shorter than it claims.
  const stated = source.durationSeconds ?? source.video.durationSeconds;
  if (stated !== null && stated - durationSeconds > Math.max(1, stated * 0.05)) {
    throw new VideoProcessingRefusal(videoMessages.truncated);
  }
  // The finished file is measured again by its packets: nothing longer than the limit is kept, whatever it states.
  const streams = [result.video.index, ...(result.audio ? [result.audio.index] : [])];
  const finished = await measurePackets(playablePath, streams, signal);
  if (!finished) throw new VideoProcessingRefusal(videoMessages.unreadable);
  if (Math.max(durationSeconds, finished.lengthSeconds) > maxSeconds + 1) {
    throw new VideoProcessingRefusal(videoMessages.tooLong);
  }
  const posterPath = join(workDir, 'poster.jpg');
  await takePoster(playablePath, posterPath, durationSeconds, signal);
  return {
    playablePath,
    keptSource: plan === 'keep',
    posterPath,
    durationSeconds,
    width: result.video.width,
    height: result.video.height,
    sizeBytes: (await stat(playablePath)).size,
  };
}
