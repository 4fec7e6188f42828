// Tests only: a TimelineClip of `lengthSamples` at `startSample` whose source is exactly the clip.
import type { TimelineClip } from '@twin/machines';

export function testClip(id: string, startSample: number, lengthSamples = 100): TimelineClip {
  return {
    id,
    type: 'tts',
    url: `${id}.wav`,
    name: id,
    startSample,
    lengthSamples,
    sourceOffsetSamples: 0,
    sourceLengthSamples: lengthSamples,
  };
}
