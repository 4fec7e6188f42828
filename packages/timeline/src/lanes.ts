// Display lanes: overlapping clips are drawn in separate rows. A clip keeps its previous lane while
// that lane is free where it now sits, so an edit never reshuffles the clips it did not touch.
import { clipEndSample, type TimelineClip } from './headless';

export type LaneMap = ReadonlyMap<string, number>;

function overlaps(a: TimelineClip, b: TimelineClip): boolean {
  return a.startSample < clipEndSample(b) && b.startSample < clipEndSample(a);
}

export function assignLanes(
  clips: readonly TimelineClip[],
  previous: LaneMap = new Map(),
): Map<string, number> {
  const lanes = new Map<string, number>();
  const occupants: TimelineClip[][] = [];
  const place = (clip: TimelineClip, lane: number) => {
    lanes.set(clip.id, lane);
    (occupants[lane] ??= []).push(clip);
  };
  const isFree = (clip: TimelineClip, lane: number) =>
    !(occupants[lane] ?? []).some((other) => overlaps(clip, other));

  // Clips that can stay where they were go first, in start order; then the rest take the first free lane.
  const byStart = [...clips].sort((a, b) => a.startSample - b.startSample || a.id.localeCompare(b.id));
  const homeless: TimelineClip[] = [];
  for (const clip of byStart) {
    const lane = previous.get(clip.id);
    if (lane !== undefined && isFree(clip, lane)) place(clip, lane);
    else homeless.push(clip);
  }
  for (const clip of homeless) {
    let lane = 0;
    while (!isFree(clip, lane)) lane += 1;
    place(clip, lane);
  }
  return lanes;
}

export function laneCount(lanes: LaneMap): number {
  let count = 1;
  for (const lane of lanes.values()) count = Math.max(count, lane + 1);
  return count;
}
