// Chunks: clips that are neighbours in time, grouped (at most chunkSize each) under one element
// that the browser can skip as a whole while it is off screen (content-visibility: auto). A zoom
// step then lays out, checks and paints a dozen chunk boxes and the clips in view, not every clip.
// A clip keeps its chunk across edits (like its lane), so an edit never moves the clips it did not
// touch into other elements (which would remount them and drop keyboard focus); a new clip (added,
// split) joins the chunk of the clip before it in time while that chunk has room.
import { clipEndSample, type TimelineClip } from './headless';

export const chunkSize = 16;

/** Clip id → chunk id. */
export type ChunkMap = ReadonlyMap<string, number>;

export interface ClipChunk {
  id: number;
  clips: TimelineClip[];
  /** The chunk's extent in samples: from its earliest start to its latest end. */
  fromSample: number;
  toSample: number;
}

export function assignChunks(
  clips: readonly TimelineClip[],
  previous: ChunkMap = new Map(),
): Map<string, number> {
  const chunks = new Map<string, number>();
  const sizes = new Map<number, number>();
  let nextId = 0;
  for (const clip of clips) {
    const chunk = previous.get(clip.id);
    if (chunk === undefined) continue;
    chunks.set(clip.id, chunk);
    sizes.set(chunk, (sizes.get(chunk) ?? 0) + 1);
    nextId = Math.max(nextId, chunk + 1);
  }
  const byStart = [...clips].sort((a, b) => a.startSample - b.startSample || a.id.localeCompare(b.id));
  let before: number | undefined;
  for (const clip of byStart) {
    let chunk = chunks.get(clip.id);
    if (chunk === undefined) {
      chunk = before !== undefined && (sizes.get(before) ?? 0) < chunkSize ? before : nextId++;
      chunks.set(clip.id, chunk);
      sizes.set(chunk, (sizes.get(chunk) ?? 0) + 1);
    }
    before = chunk;
  }
  return chunks;
}

/** The chunks in order of their first clip in `clips`, each with its members in the same order. */
export function groupChunks(clips: readonly TimelineClip[], chunks: ChunkMap): ClipChunk[] {
  const groups = new Map<number, ClipChunk>();
  for (const clip of clips) {
    const id = chunks.get(clip.id) ?? -1;
    let group = groups.get(id);
    if (!group) {
      group = { id, clips: [], fromSample: clip.startSample, toSample: clipEndSample(clip) };
      groups.set(id, group);
    }
    group.clips.push(clip);
    group.fromSample = Math.min(group.fromSample, clip.startSample);
    group.toSample = Math.max(group.toSample, clipEndSample(clip));
  }
  return [...groups.values()];
}
