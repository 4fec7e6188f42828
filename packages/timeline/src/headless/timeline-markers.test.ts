// In and out markers: setting one drops the other when they would cross; the marked span defaults to the whole
// timeline; the span's clips are trimmed to it, shifted to start at 0 and play the same source samples.
import { describe, expect, it } from 'vitest';
import type { TimelineClip } from './timeline-clip';
import { timelineSampleRate } from './timeline-constants';
import { clipsInMarkedSpan, markedSpan, noMarkers, setInMarker, setOutMarker } from './timeline-markers';

const second = timelineSampleRate;

function clip(id: string, startSeconds: number, lengthSeconds: number, offsetSeconds = 0): TimelineClip {
  return {
    id,
    type: 'upload',
    url: `audio/${id}.wav`,
    name: id,
    startSample: startSeconds * second,
    lengthSamples: lengthSeconds * second,
    sourceOffsetSamples: offsetSeconds * second,
    sourceLengthSamples: 20 * second,
  };
}

const clips = [clip('intro', 0, 4), clip('body', 5, 6, 2), clip('outro', 12, 3)];

describe('markers', () => {
  it('sets in and out, dropping the other one when they would cross', () => {
    const both = setOutMarker(setInMarker(noMarkers, 3 * second), 9 * second);
    expect(both).toEqual({ inSample: 3 * second, outSample: 9 * second });
    expect(setInMarker(both, 10 * second)).toEqual({ inSample: 10 * second, outSample: null });
    expect(setOutMarker(both, 2 * second)).toEqual({ inSample: null, outSample: 2 * second });
    expect(setInMarker(noMarkers, -5)).toEqual({ inSample: 0, outSample: null });
  });

  it('marks the whole timeline when no marker is set', () => {
    expect(markedSpan(clips, noMarkers)).toEqual([0, 15 * second]);
    expect(markedSpan(clips, { inSample: 6 * second, outSample: null })).toEqual([6 * second, 15 * second]);
  });
});

describe('clipsInMarkedSpan', () => {
  it('trims the clips to the span, starts it at 0 and keeps the source samples they play', () => {
    const span = clipsInMarkedSpan(clips, { inSample: 3 * second, outSample: 9 * second });
    expect(
      span.map((c) => [
        c.id,
        c.startSample / second,
        c.lengthSamples / second,
        c.sourceOffsetSamples / second,
      ]),
    ).toEqual([
      ['intro', 0, 1, 3],
      ['body', 2, 4, 2],
    ]);
  });

  it('gives back the clips unchanged for the whole timeline', () => {
    expect(clipsInMarkedSpan(clips, noMarkers)).toEqual(clips);
  });
});
