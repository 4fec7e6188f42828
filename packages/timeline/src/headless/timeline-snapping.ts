// Snapping a dragged clip: its start or its end jumps to another clip's edge or to the cursor when
// it comes within a threshold (a few pixels, converted to samples at the current zoom). The
// nearest target wins; the result never starts before 0.
import { clipEndSample, type TimelineClip } from './timeline-clip';

export interface SnapResult {
  startSample: number;
  /** The timeline position the clip snapped to (for drawing a guide), or null. */
  snappedToSample: number | null;
}

/** Every position a dragged clip may snap to: the edges of the other clips and the cursor. */
export function snapTargets(
  clips: readonly TimelineClip[],
  movingClipId: string,
  cursorSample: number,
): number[] {
  const targets = new Set<number>([cursorSample]);
  for (const clip of clips) {
    if (clip.id === movingClipId) continue;
    targets.add(clip.startSample);
    targets.add(clipEndSample(clip));
  }
  return [...targets];
}

export function snapClipStart(
  startSample: number,
  lengthSamples: number,
  targets: readonly number[],
  thresholdSamples: number,
): SnapResult {
  const start = Math.max(0, Math.round(startSample));
  let best: { distance: number; startSample: number; target: number } | null = null;
  for (const target of targets) {
    for (const candidate of [target, target - lengthSamples]) {
      const distance = Math.abs(candidate - start);
      if (candidate < 0 || distance > thresholdSamples) continue;
      if (!best || distance < best.distance) best = { distance, startSample: candidate, target };
    }
  }
  return best
    ? { startSample: best.startSample, snappedToSample: best.target }
    : { startSample: start, snappedToSample: null };
}
