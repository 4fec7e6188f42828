// Several clips at once, as pure functions: which clips a click, a shift-click, a ctrl-click or a box selects, and
// moving, nudging or deleting the selection as one edit. Like timeline-edits.ts, an edit that does not apply
// returns the same array.
import { clipEndSample, type TimelineClip } from './timeline-clip';

/** Modifier keys of a click on a clip: shift extends a range, toggle (ctrl or ⌘) adds or removes one clip. */
export interface SelectModifiers {
  shift?: boolean;
  toggle?: boolean;
}

/** The clips in timeline order: by start, then by id, so ranges are stable. */
export function clipsInTimelineOrder(clips: readonly TimelineClip[]): readonly TimelineClip[] {
  return [...clips].sort((a, b) => a.startSample - b.startSample || a.id.localeCompare(b.id));
}

/**
 * The selection after a click on `clipId`: alone without modifiers; toggled in or out with `toggle`; with `shift`,
 * every clip in timeline order from the anchor (the last clip clicked, `selected`'s last) to this one.
 */
export function selectionAfterClick(
  clips: readonly TimelineClip[],
  selected: readonly string[],
  clipId: string,
  modifiers: SelectModifiers = {},
): readonly string[] {
  if (!clips.some((clip) => clip.id === clipId)) return selected;
  if (modifiers.toggle) {
    return selected.includes(clipId) ? selected.filter((id) => id !== clipId) : [...selected, clipId];
  }
  const anchor = selected.at(-1);
  if (modifiers.shift && anchor !== undefined) {
    const order = clipsInTimelineOrder(clips).map((clip) => clip.id);
    const from = order.indexOf(anchor);
    const to = order.indexOf(clipId);
    if (from >= 0 && to >= 0) {
      const range = from <= to ? order.slice(from, to + 1) : order.slice(to, from + 1).reverse();
      // The anchor stays last, so the next shift-click extends from it again.
      return [...range.filter((id) => id !== anchor), anchor];
    }
  }
  return [clipId];
}

/** A box dragged over the tracks: a time span and the lanes it covers (inclusive). */
export interface SelectionBox {
  fromSample: number;
  toSample: number;
  fromLane: number;
  toLane: number;
}

/** The clips a box touches, given each clip's lane (clips without a lane are never selected). */
export function clipsInBox(
  clips: readonly TimelineClip[],
  laneOf: ReadonlyMap<string, number>,
  box: SelectionBox,
): readonly string[] {
  const [start, end] = [Math.min(box.fromSample, box.toSample), Math.max(box.fromSample, box.toSample)];
  const [top, bottom] = [Math.min(box.fromLane, box.toLane), Math.max(box.fromLane, box.toLane)];
  return clipsInTimelineOrder(clips)
    .filter((clip) => {
      const lane = laneOf.get(clip.id);
      return (
        lane !== undefined &&
        lane >= top &&
        lane <= bottom &&
        clip.startSample < end &&
        clipEndSample(clip) > start
      );
    })
    .map((clip) => clip.id);
}

/**
 * Moves the selected clips by `deltaSamples` together, keeping their spacing; the move is shortened so the earliest
 * of them stops at 0. Unchanged (same array) when nothing moves.
 */
export function moveClipsBy(
  clips: readonly TimelineClip[],
  clipIds: readonly string[],
  deltaSamples: number,
): readonly TimelineClip[] {
  const ids = new Set(clipIds);
  const moving = clips.filter((clip) => ids.has(clip.id));
  if (moving.length === 0) return clips;
  const earliest = Math.min(...moving.map((clip) => clip.startSample));
  const delta = Math.max(-earliest, Math.round(deltaSamples));
  if (delta === 0) return clips;
  return clips.map((clip) => (ids.has(clip.id) ? { ...clip, startSample: clip.startSample + delta } : clip));
}

/** Removes every selected clip at once. Unchanged (same array) when none of them is there. */
export function deleteClips(
  clips: readonly TimelineClip[],
  clipIds: readonly string[],
): readonly TimelineClip[] {
  const ids = new Set(clipIds);
  return clips.some((clip) => ids.has(clip.id)) ? clips.filter((clip) => !ids.has(clip.id)) : clips;
}
