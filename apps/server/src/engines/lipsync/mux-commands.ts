// The exact ffmpeg argument lists the lip-sync engines run, planned from the probed inputs (lipsync-probe.ts), so the
// engines and a bench run the very same commands. The "mux" plan fits the video to the audio's length:
// - longer (or equal): one command trims it at the audio's end — a stream copy when the video is browser-ready H.264
//   without reordered frames (an exact cut), else one encode;
// - shorter: ping-pong. The video plays forward, then backward, then forward again… with no frame shown twice at a
//   turnaround (f0…f(n-1), f(n-2)…f1, f0…), so there is no jump cut. Each part is encoded once, without B-frames,
//   and the last command concatenates the parts by stream copy (the concat demuxer), repeated as often as needed,
//   cut exactly at the audio's end and muxed with the audio. Only the frames the audio needs are reversed. `reverse`
//   holds its frames in memory, so the reversed span is read in bounded segments (each its own process, as an
//   ffmpeg decoder keeps its frame pool until it closes), cut at key frames where possible so no frame is decoded
//   twice; when the span fits the budget, one command decodes the video once and makes the whole cycle.
// Output: H.264 (yuv420p) and AAC 44.1 kHz in MP4 with the moov atom in front; no metadata of the upload is kept.
import { join } from 'node:path';
import type { LipsyncInputFacts, VideoFacts } from './lipsync-probe';

export interface MuxOptions {
  /** Threads per decoder, filter graph and encoder (default 2). */
  threads?: number;
  /** The most decoded frames `reverse` may hold, in bytes (default 256 MiB). */
  reverseBufferBytes?: number;
  /** libx264's preset (default veryfast) and CRF (default 20). */
  x264Preset?: string;
  crf?: number;
}

export interface FfmpegStep {
  /** What the step makes, for logs and the bench. */
  label: string;
  /** The complete argument list of `ffmpeg` (spawned as is, no shell). */
  args: string[];
  /** Seconds of media the step writes (its progress is out_time over this). */
  outputSeconds: number;
  /** Its share of the work, in frames encoded (stream copies count little). */
  weight: number;
}

export interface MuxPlan {
  kind: 'trim-copy' | 'trim-encode' | 'pad-encode' | 'ping-pong';
  /** Files the steps read that the plan writes itself (the concat list): written before the steps run. */
  files: { path: string; content: string }[];
  steps: FfmpegStep[];
  /** The result's length: the audio's. */
  outputSeconds: number;
}

export interface MuxPaths {
  videoPath: string;
  audioPath: string;
  outputPath: string;
  /** A private folder for the parts and the concat list (removed by the caller). */
  workDir: string;
}

export const DEFAULT_MUX_THREADS = 2;
export const DEFAULT_REVERSE_BUFFER_BYTES = 256 * 1024 * 1024;

const quiet = ['-nostdin', '-hide_banner', '-v', 'error', '-y'];

function settings(options: MuxOptions) {
  return {
    threads: String(Math.max(1, Math.round(options.threads ?? DEFAULT_MUX_THREADS))),
    preset: options.x264Preset ?? 'veryfast',
    crf: String(options.crf ?? 20),
    reverseBufferBytes: options.reverseBufferBytes ?? DEFAULT_REVERSE_BUFFER_BYTES,
  };
}

const rate = (video: VideoFacts) => `${video.frameRate.num}/${video.frameRate.den}`;
const fps = (video: VideoFacts) => video.frameRate.num / video.frameRate.den;

/** Frames of `seconds` at the video's rate (the last one may be partly past the end). */
export function framesFor(video: VideoFacts, seconds: number): number {
  return Math.max(1, Math.ceil(seconds * fps(video) - 1e-6));
}

/** Even dimensions (libx264's 4:2:0 needs them), browser-ready pixels; timestamps `N/rate` when `constantRate`. */
function pictureFilters(video: VideoFacts, constantRate: boolean): string {
  const filters: string[] = [];
  if (constantRate) filters.push(`setpts=N*${video.frameRate.den}/(${video.frameRate.num}*TB)`);
  if (video.width % 2 || video.height % 2) filters.push('scale=trunc(iw/2)*2:trunc(ih/2)*2');
  filters.push('format=yuv420p');
  return filters.join(',');
}

function x264(s: ReturnType<typeof settings>, bFrames: boolean): string[] {
  return [
    '-c:v', 'libx264', '-preset', s.preset, '-crf', s.crf, '-pix_fmt', 'yuv420p',
    ...(bFrames ? [] : ['-bf', '0']),
    '-threads', s.threads,
  ]; // prettier-ignore
}

const aac = ['-c:a', 'aac', '-b:a', '160k', '-ar', '44100'];
const finalMp4 = ['-map_metadata', '-1', '-map_chapters', '-1', '-movflags', '+faststart'];

/** Browser-ready H.264 in MP4 that a stream copy can keep. */
function copyable(video: VideoFacts): boolean {
  return (
    video.codec === 'h264' &&
    (video.pixelFormat === 'yuv420p' || video.pixelFormat === 'yuvj420p') &&
    /\b(mp4|mov)\b/.test(video.formatName)
  );
}

/** Bytes of one decoded frame, roughly, for the reverse budget. */
function frameBytes(video: VideoFacts): number {
  const format = video.pixelFormat ?? 'yuv420p';
  let perPixel = format.includes('444') || format.startsWith('rgb') || format.startsWith('bgr') ? 3 : 1.5;
  if (format.includes('422')) perPixel = 2;
  if (/(9|10|12|14|16)(le|be)$/.test(format)) perPixel *= 2;
  return Math.max(1, video.width * video.height * perPixel);
}

/**
 * Splits frames [from, to) into runs of at most `maxFrames`, each ending (so the next starting) at a key frame
 * when one lies in reach: a segment read from its key frame decodes no frame it does not use.
 */
export function reverseSegments(
  from: number,
  to: number,
  maxFrames: number,
  keyFrames: readonly number[],
): [number, number][] {
  const segments: [number, number][] = [];
  let start = from;
  while (start < to) {
    let end = Math.min(start + Math.max(1, maxFrames), to);
    if (end < to) {
      const key = [...keyFrames].reverse().find((k) => k > start && k <= end);
      if (key !== undefined) end = key;
    }
    segments.push([start, end]);
    start = end;
  }
  return segments;
}

/** `-ss` for a decoder to start at frame `index`: halfway from the frame before, relative to the file's start. */
function seekTo(video: VideoFacts, index: number): string[] {
  if (index <= 0) return [];
  const times = video.frameTimes;
  const seconds = (times[index - 1]! + times[index]!) / 2 - video.startSeconds;
  return seconds > 0 ? ['-ss', seconds.toFixed(6)] : [];
}

const concatLine = (path: string) => `file '${path.replace(/'/g, "'\\''")}'`;

/** The "mux" engine's commands for these inputs. */
export function planMux(facts: LipsyncInputFacts, paths: MuxPaths, options: MuxOptions = {}): MuxPlan {
  const { video, audioSeconds } = facts;
  const s = settings(options);
  const n = video.frameTimes.length;
  const needed = framesFor(video, audioSeconds);
  const audioIn = ['-threads', s.threads, '-i', paths.audioPath];
  const seconds = audioSeconds.toFixed(6);

  if (n >= needed) return trimPlan(facts, paths, s);

  // Ping-pong: forward f0…f(n-1), then backward f(n-2)…f1; only as much backward as the audio needs.
  const cycleFrames = n >= 2 ? 2 * n - 2 : 1;
  const missing = needed - n;
  const [lo, hi] = missing <= Math.max(0, n - 2) ? [n - 1 - missing, n - 1] : [1, n - 1];
  const loops = missing <= Math.max(0, n - 2) ? 1 : Math.ceil(needed / cycleFrames);
  const maxFrames = Math.max(1, Math.floor(s.reverseBufferBytes / frameBytes(video)));
  const videoIn = (index = 0) => ['-threads', s.threads, ...seekTo(video, index), '-i', paths.videoPath];
  const partArgs = (graph: string, out: string) => [
    '-filter_complex_threads', s.threads, '-filter_complex', graph,
    '-map', '[v]', '-an', '-r', rate(video), ...x264(s, false), '-map_metadata', '-1', out,
  ]; // prettier-ignore
  const steps: FfmpegStep[] = [];
  const parts: string[] = [];
  const span = Math.max(0, hi - lo);
  const r = 1 / fps(video);

  if (span <= maxFrames) {
    const out = join(paths.workDir, 'cycle.mp4');
    const graph =
      span > 0
        ? `[0:v:0]split=2[f][r];[r]trim=start_frame=${lo}:end_frame=${hi},reverse[b];` +
          `[f][b]concat=n=2:v=1:a=0,${pictureFilters(video, true)}[v]`
        : `[0:v:0]${pictureFilters(video, true)}[v]`;
    steps.push({
      label: span > 0 ? `forward ${n} frames, then ${span} backward` : `forward ${n} frames`,
      args: [...quiet, ...videoIn(), ...partArgs(graph, out)],
      outputSeconds: (n + span) * r,
      weight: n + span,
    });
    parts.push(out);
  } else {
    const forward = join(paths.workDir, 'forward.mp4');
    steps.push({
      label: `forward ${n} frames`,
      args: [...quiet, ...videoIn(), ...partArgs(`[0:v:0]${pictureFilters(video, true)}[v]`, forward)],
      outputSeconds: n * r,
      weight: n,
    });
    parts.push(forward);
    const segments = reverseSegments(lo, hi, maxFrames, video.keyFrames).reverse();
    segments.forEach(([a, b], i) => {
      const out = join(paths.workDir, `backward-${i}.mp4`);
      const graph = `[0:v:0]trim=end_frame=${b - a},reverse,${pictureFilters(video, true)}[v]`;
      steps.push({
        label: `backward frames ${b - 1}…${a}`,
        args: [...quiet, ...videoIn(a), ...partArgs(graph, out)],
        outputSeconds: (b - a) * r,
        weight: b - a,
      });
      parts.push(out);
    });
  }

  const list = join(paths.workDir, 'parts.txt');
  const lines = Array.from({ length: loops }, () => parts.map(concatLine)).flat();
  steps.push({
    label: `${loops === 1 ? 'once' : `${loops} times`}, cut at ${seconds} s, with the audio`,
    args: [
      ...quiet, '-f', 'concat', '-safe', '0', '-i', list, ...audioIn,
      '-map', '0:v:0', '-map', '1:a:0', '-t', seconds, '-c:v', 'copy', ...aac, ...finalMp4, paths.outputPath,
    ], // prettier-ignore
    outputSeconds: audioSeconds,
    weight: Math.max(1, needed / 20),
  });
  return {
    kind: 'ping-pong',
    files: [{ path: list, content: lines.join('\n') + '\n' }],
    steps,
    outputSeconds: audioSeconds,
  };
}

/** Video at least as long as the audio: one command, cut at the audio's end. */
function trimPlan(facts: LipsyncInputFacts, paths: MuxPaths, s: ReturnType<typeof settings>): MuxPlan {
  const { video, audioSeconds } = facts;
  const seconds = audioSeconds.toFixed(6);
  const inputs = ['-threads', s.threads, '-i', paths.videoPath, '-threads', s.threads, '-i', paths.audioPath];
  if (copyable(video) && !video.reordered) {
    return {
      kind: 'trim-copy',
      files: [],
      steps: [
        {
          label: `video copied, cut at ${seconds} s, with the audio`,
          args: [...quiet, ...inputs, '-map', '0:v:0', '-map', '1:a:0', '-t', seconds, '-c:v', 'copy', ...aac, ...finalMp4, paths.outputPath], // prettier-ignore
          outputSeconds: audioSeconds,
          weight: Math.max(1, framesFor(video, audioSeconds) / 20),
        },
      ],
      outputSeconds: audioSeconds,
    };
  }
  return {
    kind: 'trim-encode',
    files: [],
    steps: [
      {
        label: `video encoded, cut at ${seconds} s, with the audio`,
        args: [
          ...quiet, ...inputs, '-filter_complex_threads', s.threads,
          '-filter_complex', `[0:v:0]${pictureFilters(video, false)}[v]`,
          '-map', '[v]', '-map', '1:a:0', '-t', seconds, ...x264(s, true), ...aac, ...finalMp4, paths.outputPath,
        ], // prettier-ignore
        outputSeconds: audioSeconds,
        weight: framesFor(video, audioSeconds),
      },
    ],
    outputSeconds: audioSeconds,
  };
}

/**
 * The HTTP engine's last step: the model's video with our own audio (the model may resample it), as long as the audio.
 * Kept by stream copy when it is browser-ready and already the right length (±1 frame); otherwise encoded, cut at
 * the audio's end, and when short its last frame held (lip-synced mouths are not played backward).
 */
export function planFinish(facts: LipsyncInputFacts, paths: MuxPaths, options: MuxOptions = {}): MuxPlan {
  const { video, audioSeconds } = facts;
  const s = settings(options);
  const n = video.frameTimes.length;
  const needed = framesFor(video, audioSeconds);
  const seconds = audioSeconds.toFixed(6);
  const inputs = ['-threads', s.threads, '-i', paths.videoPath, '-threads', s.threads, '-i', paths.audioPath];
  if (copyable(video) && Math.abs(n - needed) <= 1) {
    return {
      kind: 'trim-copy',
      files: [],
      steps: [
        {
          label: 'model video copied, with the audio',
          args: [...quiet, ...inputs, '-map', '0:v:0', '-map', '1:a:0', '-c:v', 'copy', ...aac, ...finalMp4, paths.outputPath], // prettier-ignore
          outputSeconds: audioSeconds,
          weight: Math.max(1, needed / 20),
        },
      ],
      outputSeconds: audioSeconds,
    };
  }
  if (n >= needed) return trimPlan(facts, paths, s);
  const pad = `tpad=stop_mode=clone:stop=${needed - n + 1},`;
  return {
    kind: 'pad-encode',
    files: [],
    steps: [
      {
        label: `model video encoded, last frame held ${needed - n} frames, with the audio`,
        args: [
          ...quiet, ...inputs, '-filter_complex_threads', s.threads,
          '-filter_complex', `[0:v:0]${pad}${pictureFilters(video, true)}[v]`,
          '-map', '[v]', '-map', '1:a:0', '-r', rate(video), '-t', seconds, ...x264(s, true), ...aac, ...finalMp4,
          paths.outputPath,
        ], // prettier-ignore
        outputSeconds: audioSeconds,
        weight: needed,
      },
    ],
    outputSeconds: audioSeconds,
  };
}
