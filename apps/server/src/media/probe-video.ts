// ffprobe of a video file for the video feature: the container, the first real video stream (codec, pixel format,
// size, rotation) and the first audio stream, and the durations the file states. Files are probed under our own
// extension-less names, so ffprobe judges the bytes, never a client's name.
import { mediaTools } from './media-tools';
import { runProcess } from './run-process';

export interface VideoProbe {
  /** ffprobe's format_name, e.g. 'mov,mp4,m4a,3gp,3g2,mj2', 'matroska,webm', 'avi'. */
  formatName: string;
  /** The container's stated duration (null when it does not say, as MediaRecorder's WebM). */
  durationSeconds: number | null;
  video: {
    /** ffprobe's stream index (the packets of this stream are measured). */
    index: number;
    codec: string;
    pixelFormat: string | null;
    width: number;
    height: number;
    /** Degrees the picture is to be turned when shown (phone recordings), 0 when none. */
    rotation: number;
    durationSeconds: number | null;
  } | null;
  audio: { index: number; codec: string } | null;
}

export class VideoProbeFailedError extends Error {}

interface FfprobeJson {
  format?: { format_name?: string; duration?: string };
  streams?: {
    index?: number;
    codec_type?: string;
    codec_name?: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
    disposition?: { attached_pic?: number };
  }[];
}

const positive = (value: string | number | undefined) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
};

export async function probeVideo(path: string, signal?: AbortSignal): Promise<VideoProbe> {
  const result = await runProcess(
    mediaTools.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    { timeoutMs: 60_000, signal, maxStdoutBytes: 4 * 1024 * 1024 },
  );
  if (result.exitCode !== 0) throw new VideoProbeFailedError(result.stderr.trim() || 'ffprobe failed');
  let parsed: FfprobeJson;
  try {
    parsed = JSON.parse(result.stdout.toString()) as FfprobeJson;
  } catch {
    throw new VideoProbeFailedError('ffprobe printed no JSON');
  }
  const formatName = parsed.format?.format_name;
  if (!formatName) throw new VideoProbeFailedError('no container recognised');
  const streams = parsed.streams ?? [];
  const video = streams.find(
    (stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1,
  );
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const width = positive(video?.width);
  const height = positive(video?.height);
  const rotation = Number(
    video?.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? video?.tags?.rotate ?? 0,
  );
  return {
    formatName,
    durationSeconds: positive(parsed.format?.duration),
    video:
      video && width && height
        ? {
            index: video.index ?? 0,
            codec: video.codec_name ?? 'unknown',
            pixelFormat: video.pix_fmt ?? null,
            width,
            height,
            rotation: Number.isFinite(rotation) ? ((Math.round(rotation) % 360) + 360) % 360 : 0,
            durationSeconds: positive(video.duration),
          }
        : null,
    audio: audio ? { index: audio.index ?? 0, codec: audio.codec_name ?? 'unknown' } : null,
  };
}
