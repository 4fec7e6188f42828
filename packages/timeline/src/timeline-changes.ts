// What an edit did, worked out from the timeline's state before and after it (for onEdit and
// onClipsChange): clips added, deleted, moved (by how much), split (into which two), undone, redone
// or replaced; the markers set or cleared; and whether the selection changed (onSelectionChange).
import { samplesToSeconds, type TimelineClip, type TimelineMarkers } from './headless';

/** What an edit of the clips did (the second argument of onClipsChange). */
export type TimelineClipsChange =
  | { type: 'add'; clipIds: string[] }
  | { type: 'delete'; clipIds: string[] }
  | { type: 'move'; clipIds: string[]; bySeconds: number }
  | { type: 'split'; clipId: string; into: [string, string] }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Anything else: several kinds of change at once (e.g. a machine event sent by the host). */
  | { type: 'replace' };

/** The in and out markers, in seconds (null when not set). */
export interface TimelineMarkersInSeconds {
  inSeconds: number | null;
  outSeconds: number | null;
}

/** What an edit did (onEdit): one of the clip changes, or the markers set or cleared. */
export type TimelineChange = TimelineClipsChange | ({ type: 'markers' } & TimelineMarkersInSeconds);

export interface EditState {
  clips: readonly TimelineClip[];
  past: readonly (readonly TimelineClip[])[];
  future: readonly (readonly TimelineClip[])[];
}

/** The change from `before` to `after`, or null when the clips are the same. */
export function describeChange(before: EditState, after: EditState): TimelineClipsChange | null {
  if (before.clips === after.clips) return null;
  if (after.clips === before.past.at(-1) && after.future[0] === before.clips) return { type: 'undo' };
  if (after.clips === before.future[0] && after.past.at(-1) === before.clips) return { type: 'redo' };
  const beforeById = new Map(before.clips.map((clip) => [clip.id, clip] as const));
  const afterIds = new Set(after.clips.map((clip) => clip.id));
  const added = after.clips.filter((clip) => !beforeById.has(clip.id)).map((clip) => clip.id);
  const removed = before.clips.filter((clip) => !afterIds.has(clip.id)).map((clip) => clip.id);
  if (removed.length === 1 && added.length === 2) {
    return { type: 'split', clipId: removed[0]!, into: [added[0]!, added[1]!] };
  }
  if (removed.length === 0 && added.length > 0) return { type: 'add', clipIds: added };
  if (added.length === 0 && removed.length > 0) return { type: 'delete', clipIds: removed };
  if (added.length > 0 || removed.length > 0) return { type: 'replace' };
  const moved = after.clips.filter((clip) => beforeById.get(clip.id)?.startSample !== clip.startSample);
  const shifts = new Set(moved.map((clip) => clip.startSample - beforeById.get(clip.id)!.startSample));
  const unchangedOtherwise = after.clips.every((clip) => {
    const old = beforeById.get(clip.id)!;
    return old.lengthSamples === clip.lengthSamples && old.sourceOffsetSamples === clip.sourceOffsetSamples;
  });
  if (moved.length > 0 && shifts.size === 1 && unchangedOtherwise) {
    const [shift] = shifts;
    return { type: 'move', clipIds: moved.map((clip) => clip.id), bySeconds: samplesToSeconds(shift!) };
  }
  return { type: 'replace' };
}

export function markersInSeconds(markers: TimelineMarkers): TimelineMarkersInSeconds {
  return {
    inSeconds: markers.inSample === null ? null : samplesToSeconds(markers.inSample),
    outSeconds: markers.outSample === null ? null : samplesToSeconds(markers.outSample),
  };
}

/** The markers' change, or null when neither moved. */
export function describeMarkersChange(
  before: TimelineMarkers,
  after: TimelineMarkers,
): Extract<TimelineChange, { type: 'markers' }> | null {
  if (before.inSample === after.inSample && before.outSample === after.outSample) return null;
  return { type: 'markers', ...markersInSeconds(after) };
}

/** The selection after a change, or null when it holds the same ids in the same order. */
export function changedSelection(before: readonly string[], after: readonly string[]): string[] | null {
  if (before === after) return null;
  const same = before.length === after.length && before.every((id, index) => after[index] === id);
  return same ? null : [...after];
}
