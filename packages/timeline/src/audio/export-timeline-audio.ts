// Export: every clip mixed into one 44.1 kHz stereo 16-bit WAV. Native OfflineAudioContexts render
// the mix — one AudioBufferSourceNode per clip, start(when, offset, duration) from sample
// positions — in segments of a minute, two at a time, with large render quanta (renderSizeHint),
// while workers encode the finished segments to 16-bit PCM; the file is the header followed by the
// segments (a Blob of parts, no final copy). Segment boundaries are whole samples and sources are
// at the context's rate, so the segments join sample-exactly. A clip that cannot be loaded fails
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

/** Renders timeline samples [from, to) of the mix: stereo, 44,100 Hz. */
function renderRange(
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

/** The whole mix as one AudioBuffer of `totalSamples` frames (tests, short timelines). */
export async function renderTimelineMix(
  clips: readonly TimelineClip[],
  totalSamples: number,
  buffers: AudioBufferCache,
): Promise<AudioBuffer> {
  return renderRange(clips, await loadClipAudio(clips, buffers), 0, totalSamples);
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
        const segment = await renderRange(clips, audio, from, to);
        parts[index] = await pool.encode(copiedChannels(segment));
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
