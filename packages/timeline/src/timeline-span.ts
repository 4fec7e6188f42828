// The laid-out length of the timeline: the clips' total plus room to drag past the end, rounded up
// to whole minutes. Clips are positioned in percent of it, so zooming only changes one width (no
// clip re-renders, no style recalculation), and an edit re-renders every clip only when the span
// crosses a minute.
import { samplesToSeconds, totalDurationSamples, type TimelineSnapshot } from './headless';

/** Empty seconds after the end, so a clip can be dragged past the last one. */
export const tailSeconds = 5;
const spanStepSeconds = 60;

export function spanSecondsOf(snapshot: TimelineSnapshot): number {
  const seconds = samplesToSeconds(totalDurationSamples(snapshot.context.clips)) + tailSeconds;
  return Math.ceil(seconds / spanStepSeconds) * spanStepSeconds;
}

/** `seconds` as a percentage of the span, for left/width. */
export function spanPercent(seconds: number, spanSeconds: number): string {
  return `${(seconds / spanSeconds) * 100}%`;
}
