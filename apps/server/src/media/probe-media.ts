// ffprobe in JSON: the container and the streams of a file. Files are probed under extension-less temp names so
// ffprobe judges the bytes, not a name.
import { mediaTools } from './media-tools';
import { runProcess } from './run-process';

export interface ProbedStream {
  codecType: 'audio' | 'video' | 'subtitle' | 'data' | string;
  codecName: string;
  /** Cover art inside an audio file (mp3/m4a) is a video stream flagged attached_pic; it is not video. */
  attachedPicture: boolean;
  /** The stream's own duration when the container states it. */
  durationSeconds: number | null;
  /** An audio stream's sample rate in Hz (null for other streams or when unstated). */
  sampleRate: number | null;
}

export interface ProbeResult {
  /** ffprobe's format_name, e.g. 'wav', 'mp3', 'mov,mp4,m4a,3gp,3g2,mj2', 'matroska,webm'. */
  formatName: string;
  /** From the container's header or an estimate; null when the container does not say (MediaRecorder webm). */
  declaredDurationSeconds: number | null;
  streams: ProbedStream[];
}

export class ProbeFailedError extends Error {}

interface FfprobeJson {
  format?: { format_name?: string; duration?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    duration?: string;
    sample_rate?: string;
    disposition?: { attached_pic?: number };
  }[];
}

export async function probeMedia(path: string, signal?: AbortSignal): Promise<ProbeResult> {
  const result = await runProcess(
    mediaTools.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    { timeoutMs: 60_000, signal },
  );
  if (result.exitCode !== 0) throw new ProbeFailedError(result.stderr.trim() || 'ffprobe failed');
  let parsed: FfprobeJson;
  try {
    parsed = JSON.parse(result.stdout.toString()) as FfprobeJson;
  } catch {
    throw new ProbeFailedError('ffprobe printed no JSON');
  }
  const formatName = parsed.format?.format_name;
  if (!formatName) throw new ProbeFailedError('no container recognised');
  const positive = (value: string | undefined) => {
    const number = Number(value);
    return Number.isFinite(number) && number > 0 ? number : null;
  };
  return {
    formatName,
    declaredDurationSeconds: positive(parsed.format?.duration),
    streams: (parsed.streams ?? []).map((stream) => ({
      codecType: stream.codec_type ?? 'unknown',
      codecName: stream.codec_name ?? 'unknown',
      attachedPicture: stream.disposition?.attached_pic === 1,
      durationSeconds: positive(stream.duration),
      sampleRate: positive(stream.sample_rate),
    })),
  };
}

/**
 * Decodes the first audio stream to nowhere and returns how many seconds it really holds. Fails (null) when the
 * decoder cannot get through the file.
 */
/**
 * Seconds of audio ffmpeg decodes from the first audio stream, or null when it cannot. With `limitSeconds` the
 * decode stops there (`-t`), so a small file claiming hours of audio costs no more CPU than the limit.
 */
export async function decodedAudioSeconds(
  path: string,
  signal?: AbortSignal,
  limitSeconds?: number,
): Promise<number | null> {
  const result = await runProcess(
    mediaTools.ffmpeg,
    [
      '-nostdin',
      '-v',
      'error',
      '-i',
      path,
      ...(limitSeconds === undefined ? [] : ['-t', String(limitSeconds)]),
      '-map',
      '0:a:0',
      '-f',
      'null',
      '-progress',
      'pipe:1',
      '-nostats',
      '-',
    ],
    { timeoutMs: 10 * 60_000, signal },
  );
  if (result.exitCode !== 0) return null;
  const times = [...result.stdout.toString().matchAll(/^out_time_us=(\d+)$/gm)];
  const last = times[times.length - 1];
  if (!last) return null;
  return Number(last[1]) / 1_000_000;
}
