// What the lip-sync engines need to know about their inputs, from ffprobe without decoding: the video's frames (the
// packets' presentation times and key flags, read by demuxing only), codec, pixel format, size and frame rate, and
// the audio's length. The mux plan (mux-commands.ts) is computed from these facts.
import { mediaTools } from '../../media/media-tools';
import { decodedAudioSeconds, probeMedia } from '../../media/probe-media';
import { runProcess } from '../../media/run-process';
import { LipsyncInputError } from './lipsync-engine';

export interface VideoFacts {
  /** ffprobe's format_name, e.g. 'mov,mp4,m4a,3gp,3g2,mj2'. */
  formatName: string;
  codec: string;
  pixelFormat: string | null;
  width: number;
  height: number;
  /** The frame rate as a fraction (num/den), from the stream or, when it is implausible, from the frames. */
  frameRate: { num: number; den: number };
  /** The container's start time (seconds): `-ss` positions are relative to it. */
  startSeconds: number;
  /** Presentation times (seconds, ascending) of the frames, one per packet that is not discarded. */
  frameTimes: number[];
  /** Indexes (into frameTimes) of the key frames, where a decoder can start. */
  keyFrames: number[];
  /** Whether any frame is stored before one it is shown after (B-frames): a stream copy cannot then cut exactly. */
  reordered: boolean;
}

export interface LipsyncInputFacts {
  video: VideoFacts;
  audioSeconds: number;
}

interface FfprobeVideoJson {
  packets?: { pts_time?: string; flags?: string }[];
  streams?: {
    codec_name?: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    r_frame_rate?: string;
  }[];
  format?: { format_name?: string; start_time?: string };
}

const unusableVideo = 'This video cannot be used for lip-sync: it has no readable picture.';
const unusableAudio = 'The soundtrack cannot be used for lip-sync: it has no readable audio.';

function fraction(text: string | undefined): { num: number; den: number } | null {
  const [num, den] = (text ?? '').split('/').map(Number);
  if (!num || !den || !Number.isFinite(num) || !Number.isFinite(den) || num <= 0 || den <= 0) return null;
  return { num, den };
}

/** The stream's stated rate when the frames agree with it (within 5%), else the rate the frames show. */
export function chooseFrameRate(
  stated: { num: number; den: number } | null,
  frameTimes: readonly number[],
): { num: number; den: number } {
  const n = frameTimes.length;
  const span = n > 1 ? frameTimes[n - 1]! - frameTimes[0]! : 0;
  const measured = n > 1 && span > 0 ? (n - 1) / span : null;
  const statedValue = stated ? stated.num / stated.den : null;
  if (statedValue && statedValue >= 1 && statedValue <= 120) {
    if (measured === null || Math.abs(statedValue - measured) / measured <= 0.05) return stated!;
  }
  if (measured !== null && measured >= 1 && measured <= 120)
    return { num: Math.round(measured * 1000), den: 1000 };
  return { num: 25, den: 1 };
}

export async function probeVideoFacts(path: string, signal?: AbortSignal): Promise<VideoFacts> {
  const result = await runProcess(
    mediaTools.ffprobe,
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=codec_name,pix_fmt,width,height,avg_frame_rate,r_frame_rate:format=format_name,start_time:packet=pts_time,flags',
      '-of',
      'json',
      path,
    ],
    { timeoutMs: 120_000, signal, maxStdoutBytes: 256 * 1024 * 1024 },
  );
  if (result.exitCode !== 0)
    throw new LipsyncInputError(unusableVideo, result.stderr.trim() || 'ffprobe failed');
  let parsed: FfprobeVideoJson;
  try {
    parsed = JSON.parse(result.stdout.toString()) as FfprobeVideoJson;
  } catch {
    throw new LipsyncInputError(unusableVideo, 'ffprobe printed no JSON');
  }
  const stream = parsed.streams?.[0];
  if (!stream?.codec_name || !stream.width || !stream.height) {
    throw new LipsyncInputError(unusableVideo, 'no video stream');
  }
  const decodeOrder: { time: number; key: boolean }[] = [];
  for (const packet of parsed.packets ?? []) {
    const time = Number(packet.pts_time);
    if (packet.pts_time === undefined || !Number.isFinite(time)) continue;
    if (packet.flags?.includes('D')) continue; // discarded by an edit list: never shown
    decodeOrder.push({ time, key: packet.flags?.includes('K') ?? false });
  }
  if (decodeOrder.length === 0) throw new LipsyncInputError(unusableVideo, 'the video stream has no frames');
  const reordered = decodeOrder.some((frame, i) => i > 0 && frame.time < decodeOrder[i - 1]!.time);
  const shown = [...decodeOrder].sort((a, b) => a.time - b.time);
  const frameTimes = shown.map((frame) => frame.time);
  const keyFrames = shown.flatMap((frame, i) => (frame.key ? [i] : []));
  return {
    formatName: parsed.format?.format_name ?? 'unknown',
    codec: stream.codec_name,
    pixelFormat: stream.pix_fmt ?? null,
    width: stream.width,
    height: stream.height,
    frameRate: chooseFrameRate(fraction(stream.avg_frame_rate) ?? fraction(stream.r_frame_rate), frameTimes),
    startSeconds: Number(parsed.format?.start_time) || 0,
    frameTimes,
    keyFrames,
    reordered,
  };
}

/** The audio's length in seconds: as stated by its header, or decoded when the header does not say. */
export async function probeAudioSeconds(path: string, signal?: AbortSignal): Promise<number> {
  let seconds: number | null = null;
  try {
    const probe = await probeMedia(path, signal);
    const audio = probe.streams.find((stream) => stream.codecType === 'audio');
    if (!audio) throw new LipsyncInputError(unusableAudio, 'no audio stream');
    seconds = audio.durationSeconds ?? probe.declaredDurationSeconds;
  } catch (error) {
    if (error instanceof LipsyncInputError || signal?.aborted) throw error;
    throw new LipsyncInputError(unusableAudio, (error as Error).message);
  }
  seconds ??= await decodedAudioSeconds(path, signal);
  if (!seconds || seconds <= 0) throw new LipsyncInputError(unusableAudio, 'the audio has no length');
  return seconds;
}

export async function probeLipsyncInputs(
  videoPath: string,
  audioPath: string,
  signal?: AbortSignal,
): Promise<LipsyncInputFacts> {
  const [video, audioSeconds] = await Promise.all([
    probeVideoFacts(videoPath, signal),
    probeAudioSeconds(audioPath, signal),
  ]);
  return { video, audioSeconds };
}
