// In and out markers: a span of the timeline to play or export. The marked range as clips of its own: each clip
// trimmed to the span and shifted so the span starts at 0, which is what an export of the range mixes.
import { clipEndSample, type TimelineClip } from './timeline-clip';

export interface TimelineMarkers {
  /** Where the marked span starts, or null when no in marker is set (the start of the timeline). */
  inSample: number | null;
  /** Where it ends, or null when no out marker is set (the end of the last clip). */
  outSample: number | null;
}

export const noMarkers: TimelineMarkers = { inSample: null, outSample: null };

/** Sets the in marker; an out marker before it is dropped. */
export function setInMarker(markers: TimelineMarkers, sample: number): TimelineMarkers {
  const inSample = Math.max(0, Math.round(sample));
  const outSample = markers.outSample !== null && markers.outSample > inSample ? markers.outSample : null;
  return { inSample, outSample };
}

/** Sets the out marker; an in marker after it is dropped. */
export function setOutMarker(markers: TimelineMarkers, sample: number): TimelineMarkers {
  const outSample = Math.max(0, Math.round(sample));
  const inSample = markers.inSample !== null && markers.inSample < outSample ? markers.inSample : null;
  return { inSample, outSample };
}

/** The marked span in samples for these clips: [in or 0, out or the end of the last clip). */
export function markedSpan(clips: readonly TimelineClip[], markers: TimelineMarkers): [number, number] {
  const end = clips.reduce((last, clip) => Math.max(last, clipEndSample(clip)), 0);
  const from = markers.inSample ?? 0;
  const to = markers.outSample ?? end;
  return [from, Math.max(from, to)];
}

/**
 * The clips of the marked span, trimmed to it and shifted so it starts at 0: a clip cut by the in marker starts at
 * 0 and plays on from the right place in its source; one cut by the out marker ends there; clips outside are left
 * out.
 */
export function clipsInMarkedSpan(
  clips: readonly TimelineClip[],
  markers: TimelineMarkers,
): readonly TimelineClip[] {
  const [from, to] = markedSpan(clips, markers);
  return clips.flatMap((clip) => {
    const start = Math.max(clip.startSample, from);
    const end = Math.min(clipEndSample(clip), to);
    if (end <= start) return [];
    return [
      {
        ...clip,
        startSample: start - from,
        lengthSamples: end - start,
        sourceOffsetSamples: clip.sourceOffsetSamples + (start - clip.startSample),
      },
    ];
  });
}
