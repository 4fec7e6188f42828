// Export: every clip mixed into one 44.1 kHz stereo 16-bit WAV, in segments of a minute, two at a
// time, while workers encode the finished segments to 16-bit PCM; the file is the header followed
// by the segments (a Blob of parts, no final copy). Sources of one or two channels (decoded at
// 44.1 kHz, as the buffer cache does) are mixed by plain code (mix-range.ts: the same samples, in
// about a tenth of the time — the bench's 10-minute export spent 2 s in OfflineAudioContexts);
// others by native OfflineAudioContexts — one AudioBufferSourceNode per clip,
// start(when, offset, duration) from sample positions, large render quanta (renderSizeHint).
// Segment boundaries are whole samples, so the segments join sample-exactly. A clip that cannot be loaded fails
// the whole export with the spec's message — a mix is never made with a clip silently missing.
import {
  clipEndSample,
  timelineExportFormat,
  timelineMessages,
  timelineSampleRate,
  type TimelineClip,
} from '../headless';
import type { AudioBufferCache } from './audio-buffers';
import { Pcm16EncoderPool } from './encode-wav';
import { canMixInPlainCode, mixRange, type SourceChannels } from './mix-range';
import { wavHeader } from './wav-format';

/** Rendering in large quanta is several times faster offline (Chromium; others ignore the hint). */
const renderSizeHint = 4096;
/** One minute per segment: small enough to overlap rendering with encoding, big enough to amortise. */
export const exportSegmentSamples = 60 * timelineSampleRate;

export class TimelineExportError extends Error {
  constructor(cause: unknown) {
    super(timelineMessages.exportFailed, { cause });
    this.name = 'TimelineExportError';
  }
}

/** Every clip's decoded audio, in clip order; rejects if any clip fails to load. */
async function loadClipAudio(
  clips: readonly TimelineClip[],
  buffers: AudioBufferCache,
): Promise<AudioBuffer[]> {
  return Promise.all(clips.map((clip) => buffers.load(clip.url)));
}

/** Renders timeline samples [from, to) of the mix with Web Audio: stereo, 44,100 Hz. */
export function renderRange(
  clips: readonly TimelineClip[],
  audio: readonly AudioBuffer[],
  from: number,
  to: number,
): Promise<AudioBuffer> {
  const context = new OfflineAudioContext({
    numberOfChannels: timelineExportFormat.channels,
    length: Math.max(1, to - from),
    sampleRate: timelineSampleRate,
    renderSizeHint,
  } as OfflineAudioContextOptions);
  clips.forEach((clip, index) => {
    const end = clipEndSample(clip);
    if (end <= from || clip.startSample >= to) return;
    const skipped = Math.max(0, from - clip.startSample);
    const source = context.createBufferSource();
    source.buffer = audio[index]!;
    source.connect(context.destination);
    source.start(
      Math.max(0, clip.startSample - from) / timelineSampleRate,
      (clip.sourceOffsetSamples + skipped) / timelineSampleRate,
      (clip.lengthSamples - skipped) / timelineSampleRate,
    );
  });
  return context.startRendering();
}

/** Each buffer's channels, when all of them can be mixed by plain code at the timeline's rate; else null. */
function plainSources(audio: readonly AudioBuffer[]): SourceChannels[] | null {
  if (audio.some((buffer) => buffer.sampleRate !== timelineSampleRate)) return null;
  const sources = audio.map((buffer) =>
    Array.from({ length: buffer.numberOfChannels }, (_, channel) => buffer.getChannelData(channel)),
  );
  return canMixInPlainCode(sources) ? sources : null;
}

/** The whole mix as one AudioBuffer of `totalSamples` frames (tests, short timelines). */
export async function renderTimelineMix(
  clips: readonly TimelineClip[],
  totalSamples: number,
  buffers: AudioBufferCache,
): Promise<AudioBuffer> {
  const audio = await loadClipAudio(clips, buffers);
  const sources = plainSources(audio);
  if (!sources) return renderRange(clips, audio, 0, totalSamples);
  const mix = new AudioBuffer({
    numberOfChannels: timelineExportFormat.channels,
    length: Math.max(1, totalSamples),
    sampleRate: timelineSampleRate,
  });
  mixRange(clips, sources, 0, totalSamples).forEach((channel, index) => mix.copyToChannel(channel, index));
  return mix;
}

function copiedChannels(mix: AudioBuffer): Float32Array[] {
  return Array.from({ length: timelineExportFormat.channels }, (_, channel) =>
    // A copy the worker can own; the renderer's memory cannot be transferred.
    mix.getChannelData(Math.min(channel, mix.numberOfChannels - 1)).slice(),
  );
}

export interface ExportOptions {
  segmentSamples?: number;
  /** Segments rendered at the same time (default 2). */
  concurrency?: number;
}

/** The WAV file of the mix up to `totalSamples` (a Blob of type audio/wav). Rejects with TimelineExportError. */
export async function exportTimelineAudio(
  clips: readonly TimelineClip[],
  totalSamples: number,
  buffers: AudioBufferCache,
  { segmentSamples = exportSegmentSamples, concurrency = 2 }: ExportOptions = {},
): Promise<Blob> {
  let encoders: Pcm16EncoderPool | null = null;
  try {
    const audio = await loadClipAudio(clips, buffers);
    const sources = plainSources(audio);
    // Channels the encoder may own (moved to its worker).
    const mixSegment = async (from: number, to: number): Promise<Float32Array[]> =>
      sources
        ? mixRange(clips, sources, from, to)
        : copiedChannels(await renderRange(clips, audio, from, to));
    const total = Math.max(1, Math.round(totalSamples));
    const ranges: [number, number][] = [];
    for (let from = 0; from < total; from += segmentSamples)
      ranges.push([from, Math.min(total, from + segmentSamples)]);
    const pool = new Pcm16EncoderPool(Math.min(2, ranges.length));
    encoders = pool;
    const parts: ArrayBuffer[] = new Array(ranges.length);
    let next = 0;
    const renderAndEncode = async () => {
      while (next < ranges.length) {
        const index = next++;
        const [from, to] = ranges[index]!;
        parts[index] = await pool.encode(await mixSegment(from, to));
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, renderAndEncode));
    return new Blob([wavHeader(total, timelineExportFormat.channels, timelineSampleRate), ...parts], {
      type: 'audio/wav',
    });
  } catch (cause) {
    console.error('Timeline export failed', cause);
    throw new TimelineExportError(cause);
  } finally {
    encoders?.terminate();
  }
}

/** Saves a file through a temporary link (the browser's download). */
export function downloadFile(file: Blob, fileName: string = timelineExportFormat.fileName): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
