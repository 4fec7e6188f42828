// Test support: tiny media made with ffmpeg's lavfi sources (160×120, 10 fps, a moving test pattern so frames differ),
// the decoded frames of a video as grey pictures to compare, and what ffprobe says about a result.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mediaTools } from '../../../media/media-tools';
import { runFfmpeg } from '../../../media/run-ffmpeg';
import { runProcess } from '../../../media/run-process';

export const WIDTH = 160;
export const HEIGHT = 120;
export const FPS = 10;

export interface TestVideoOptions {
  /** B-frames (libx264's default 3, or 0 for none). */
  bFrames?: number;
  /** Frames between key frames (default 250, libx264's). */
  gop?: number;
  width?: number;
  height?: number;
}

export async function makeVideo(dir: string, name: string, seconds: number, options: TestVideoOptions = {}) {
  const path = join(dir, name);
  const size = `${options.width ?? WIDTH}x${options.height ?? HEIGHT}`;
  await runFfmpeg([
    '-f', 'lavfi', '-i', `testsrc2=s=${size}:r=${FPS}:d=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    '-bf', String(options.bFrames ?? 3), '-g', String(options.gop ?? 250), path,
  ]); // prettier-ignore
  return path;
}

export async function makeAudio(dir: string, name: string, seconds: number) {
  const path = join(dir, name);
  await runFfmpeg(['-f', 'lavfi', '-i', `sine=f=330:d=${seconds}:sample_rate=22050`, path]);
  return path;
}

/** Every frame of a video as grey pixels (WIDTH×HEIGHT bytes each). */
export async function greyFrames(path: string): Promise<Buffer[]> {
  const result = await runProcess(
    mediaTools.ffmpeg,
    ['-v', 'error', '-i', path, '-map', '0:v:0', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
    { timeoutMs: 60_000 },
  );
  if (result.exitCode !== 0) throw new Error(result.stderr);
  const size = WIDTH * HEIGHT;
  const frames: Buffer[] = [];
  for (let at = 0; at + size <= result.stdout.length; at += size)
    frames.push(result.stdout.subarray(at, at + size));
  return frames;
}

/** Mean absolute difference of two grey frames (0–255). */
export function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

export interface ResultFacts {
  video: { codec: string; pixelFormat: string; frames: number; seconds: number } | null;
  audio: { codec: string; sampleRate: number; seconds: number } | null;
  formatName: string;
}

export async function describe(path: string): Promise<ResultFacts> {
  const result = await runProcess(
    mediaTools.ffprobe,
    ['-v', 'error', '-count_packets', '-show_streams', '-show_format', '-of', 'json', path],
    { timeoutMs: 60_000 },
  );
  const parsed = JSON.parse(result.stdout.toString()) as {
    streams: Record<string, string | number>[];
    format: { format_name: string };
  };
  const video = parsed.streams.find((stream) => stream.codec_type === 'video');
  const audio = parsed.streams.find((stream) => stream.codec_type === 'audio');
  return {
    formatName: parsed.format.format_name,
    video: video
      ? {
          codec: String(video.codec_name),
          pixelFormat: String(video.pix_fmt),
          frames: Number(video.nb_read_packets),
          seconds: Number(video.duration),
        }
      : null,
    audio: audio
      ? {
          codec: String(audio.codec_name),
          sampleRate: Number(audio.sample_rate),
          seconds: Number(audio.duration),
        }
      : null,
  };
}

/** The ids of the ffmpeg processes at work whose command line names `folder` (an engine's private work folder). */
export function ffmpegsWorkingIn(folder: string): string[] {
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return command.includes('ffmpeg\0') && command.includes(folder);
    } catch {
      return false;
    }
  });
}
