// One ffmpeg pass per input: decode the first audio stream, downmix to mono, resample to the analysis rate, and
// run ffmpeg's silencedetect on the way. Returns the 16-bit PCM and the silent stretches it found.
import { mediaTools } from '../media-tools';
import { runProcess } from '../run-process';
import { rawSamplesToStdout } from '../raw-samples-to-stdout';

export interface Silence {
  startSeconds: number;
  endSeconds: number;
}

export interface DecodedPcm {
  samples: Int16Array;
  sampleRate: number;
  silences: Silence[];
}

export interface DecodeOptions {
  sampleRate: number;
  /** Only the first seconds (e.g. 180 for a pro clone's reference). */
  maxSeconds?: number;
  /** silencedetect's level and minimum length. */
  silenceNoiseDb?: number;
  silenceMinSeconds?: number;
  signal?: AbortSignal;
  /** Called with each decoded stretch while ffmpeg is still running (to analyse while decoding). */
  onSamples?: (samples: Int16Array) => void;
}

export class DecodeFailedError extends Error {}

/** ffmpeg's silencedetect filter: a pause is `minSeconds` under `noiseDb` (the product's: 0.3 s under -35 dB). */
export function silencedetectFilter(noiseDb = -35, minSeconds = 0.3): string {
  return `silencedetect=noise=${noiseDb}dB:duration=${minSeconds}`;
}

/** Collects byte chunks into 16-bit samples, keeping an odd trailing byte for the next chunk. */
class PcmCollector {
  private buffer: Int16Array;
  private length = 0;
  private carry: number | null = null;

  /** Sized for the expected length up front (no regrowth for a bounded decode). */
  constructor(expectedSamples: number) {
    this.buffer = new Int16Array(Math.max(1 << 16, expectedSamples));
  }

  /** Appends the chunk and returns the samples it completed (a view, valid until the next push). */
  push(chunk: Buffer): Int16Array {
    let bytes = chunk;
    if (this.carry !== null) {
      bytes = Buffer.concat([Buffer.from([this.carry]), chunk]);
      this.carry = null;
    }
    const usable = bytes.length - (bytes.length % 2);
    if (usable < bytes.length) this.carry = bytes[bytes.length - 1]!;
    const count = usable / 2;
    if (this.length + count > this.buffer.length) {
      const grown = new Int16Array(Math.max(this.buffer.length * 2, this.length + count));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    // s16le straight into the typed array's memory (every platform Node runs on here is little-endian).
    new Uint8Array(this.buffer.buffer).set(bytes.subarray(0, usable), this.length * 2);
    this.length += count;
    return this.buffer.subarray(this.length - count, this.length);
  }

  samples(): Int16Array {
    return this.buffer.subarray(0, this.length);
  }
}

/**
 * Keeps silencedetect's lines from ffmpeg's stderr as it is written: a long, choppy recording reports thousands of
 * silences, more than the stderr a tool's result keeps (runProcess keeps its beginning and its end).
 */
export class SilenceLines {
  private kept = '';
  private partialLine = '';

  push(text: string): void {
    const lines = (this.partialLine + text).split('\n');
    this.partialLine = lines.pop() ?? '';
    for (const line of lines) if (line.includes('silence_')) this.kept += `${line}\n`;
  }

  silences(totalSeconds: number): Silence[] {
    return parseSilences(this.kept + this.partialLine, totalSeconds);
  }
}

export function parseSilences(stderr: string, totalSeconds: number): Silence[] {
  const silences: Silence[] = [];
  let openStart: number | null = null;
  for (const match of stderr.matchAll(/silence_(start|end): (-?[\d.]+)/g)) {
    const value = Math.max(0, Number(match[2]));
    if (match[1] === 'start') openStart = value;
    else if (openStart !== null) {
      silences.push({ startSeconds: openStart, endSeconds: Math.min(value, totalSeconds) });
      openStart = null;
    }
  }
  if (openStart !== null && openStart < totalSeconds) {
    silences.push({ startSeconds: openStart, endSeconds: totalSeconds });
  }
  return silences;
}

export async function decodeToPcm(path: string, options: DecodeOptions): Promise<DecodedPcm> {
  // ffmpeg's -t may overshoot by a frame; the collector grows if it must.
  const collector = new PcmCollector(
    options.maxSeconds ? Math.ceil((options.maxSeconds + 1) * options.sampleRate) : 1 << 22,
  );
  const silenceLines = new SilenceLines();
  const args = [
    '-nostdin',
    '-hide_banner',
    '-nostats',
    '-v',
    'info',
    '-i',
    path,
    '-map',
    '0:a:0',
    ...(options.maxSeconds ? ['-t', String(options.maxSeconds)] : []),
    '-af',
    `aformat=sample_fmts=s16:sample_rates=${options.sampleRate}:channel_layouts=mono,` +
      silencedetectFilter(options.silenceNoiseDb, options.silenceMinSeconds),
    '-acodec',
    'pcm_s16le',
    ...rawSamplesToStdout('s16le'),
  ];
  const result = await runProcess(mediaTools.ffmpeg, args, {
    timeoutMs: 10 * 60_000,
    signal: options.signal,
    onStderr: (text) => silenceLines.push(text),
    onStdout: (chunk) => {
      const samples = collector.push(chunk);
      if (samples.length) options.onSamples?.(samples);
    },
  });
  if (result.exitCode !== 0) {
    const lastLine = result.stderr.trim().split('\n').pop() ?? '';
    throw new DecodeFailedError(`ffmpeg could not decode the audio (${lastLine})`);
  }
  const samples = collector.samples();
  const totalSeconds = samples.length / options.sampleRate;
  return { samples, sampleRate: options.sampleRate, silences: silenceLines.silences(totalSeconds) };
}
