// The timeline clip in integer samples (what the editing functions work on) and its spec form in
// seconds (part 2 §3: startTime, duration, originalStartOffset, originalDuration), which is what
// pages save and the lip-sync call receives. Conversions round to the nearest sample.
import { timelineSampleRate } from './timeline-constants';

export type TimelineClipType = 'tts' | 'upload';

export interface TimelineClip {
  id: string;
  type: TimelineClipType;
  /** Where the audio is; any URL the browser can fetch (server path, blob:, data:). */
  url: string;
  name: string;
  /** Position on the timeline (≥ 0). */
  startSample: number;
  /** Length on the timeline (> 0). */
  lengthSamples: number;
  /** Where in the source audio the clip starts (non-zero after a split). */
  sourceOffsetSamples: number;
  /** Length of the whole source audio. */
  sourceLengthSamples: number;
}

/** The spec's clip (part 2 §3), times in seconds. Structurally the api-client's TimelineClip. */
export interface TimelineClipInSeconds {
  id: string;
  type: TimelineClipType;
  url: string;
  name: string;
  duration: number;
  startTime: number;
  originalStartOffset: number;
  originalDuration: number;
}

export function secondsToSamples(seconds: number): number {
  return Math.round(seconds * timelineSampleRate);
}

export function samplesToSeconds(samples: number): number {
  return samples / timelineSampleRate;
}

export function clipEndSample(clip: Pick<TimelineClip, 'startSample' | 'lengthSamples'>): number {
  return clip.startSample + clip.lengthSamples;
}

export function clipFromSeconds(clip: TimelineClipInSeconds): TimelineClip {
  const sourceOffsetSamples = Math.max(0, secondsToSamples(clip.originalStartOffset));
  const lengthSamples = Math.max(1, secondsToSamples(clip.duration));
  return {
    id: clip.id,
    type: clip.type,
    url: clip.url,
    name: clip.name,
    startSample: Math.max(0, secondsToSamples(clip.startTime)),
    lengthSamples,
    sourceOffsetSamples,
    // A source is never shorter than the part of it the clip plays.
    sourceLengthSamples: Math.max(
      secondsToSamples(clip.originalDuration),
      sourceOffsetSamples + lengthSamples,
    ),
  };
}

export function clipToSeconds(clip: TimelineClip): TimelineClipInSeconds {
  return {
    id: clip.id,
    type: clip.type,
    url: clip.url,
    name: clip.name,
    duration: samplesToSeconds(clip.lengthSamples),
    startTime: samplesToSeconds(clip.startSample),
    originalStartOffset: samplesToSeconds(clip.sourceOffsetSamples),
    originalDuration: samplesToSeconds(clip.sourceLengthSamples),
  };
}

export interface NewClipSource {
  id: string;
  type: TimelineClipType;
  url: string;
  name: string;
  /** Length of the audio in seconds (the whole source is placed). */
  durationSeconds: number;
}

/** A clip of `lengthSamples` at `startSample` that plays the whole of its source (nothing trimmed). */
export function wholeSourceClip(
  source: Pick<TimelineClip, 'id' | 'type' | 'url' | 'name'>,
  startSample: number,
  lengthSamples: number,
): TimelineClip {
  return {
    id: source.id,
    type: source.type,
    url: source.url,
    name: source.name,
    startSample,
    lengthSamples,
    sourceOffsetSamples: 0,
    sourceLengthSamples: lengthSamples,
  };
}

/** A whole audio source as a clip starting at `startSample`. */
export function clipFromSource(source: NewClipSource, startSample: number): TimelineClip {
  return wholeSourceClip(
    source,
    Math.max(0, Math.round(startSample)),
    Math.max(1, secondsToSamples(source.durationSeconds)),
  );
}
