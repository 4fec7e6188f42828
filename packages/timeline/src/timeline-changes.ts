// What an edit did, worked out from the timeline's state before and after it (for onEdit): added,
// deleted, moved (by how much), split (into which two), undone, redone, or the clips replaced.
import { samplesToSeconds, type TimelineClip } from './headless';

export type TimelineChange =
  | { type: 'add'; clipIds: string[] }
  | { type: 'delete'; clipIds: string[] }
  | { type: 'move'; clipIds: string[]; bySeconds: number }
  | { type: 'split'; clipId: string; into: [string, string] }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Anything else: the host's own clips, or several kinds of change at once. */
  | { type: 'replace' };

export interface EditState {
  clips: readonly TimelineClip[];
  past: readonly (readonly TimelineClip[])[];
  future: readonly (readonly TimelineClip[])[];
}

/** The change from `before` to `after`, or null when the clips are the same. */
export function describeChange(before: EditState, after: EditState): TimelineChange | null {
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
