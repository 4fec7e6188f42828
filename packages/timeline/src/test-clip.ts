// Tests only: a TimelineClip of `lengthSamples` at `startSample` whose source is exactly the clip.
import { wholeSourceClip, type TimelineClip } from './headless';

export function testClip(id: string, startSample: number, lengthSamples = 100): TimelineClip {
  return wholeSourceClip({ id, type: 'tts', url: `${id}.wav`, name: id }, startSample, lengthSamples);
}
