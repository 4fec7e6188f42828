// Chunks of clips: neighbours in time together, at most chunkSize each, stable across edits.
import { describe, expect, it } from 'vitest';
import { testClip as clip } from './test-clip';
import { assignChunks, chunkSize, groupChunks } from './clip-chunks';

/** n clips back to back, given in reverse order so that time order, not array order, counts. */
const row = (n: number) => Array.from({ length: n }, (_, i) => clip(`c${i}`, i * 100)).reverse();

describe('assignChunks', () => {
  it('groups clips by time, chunkSize to a chunk', () => {
    const clips = row(chunkSize * 2 + 3);
    const chunks = assignChunks(clips);
    expect(chunks.get('c0')).toBe(chunks.get(`c${chunkSize - 1}`));
    expect(chunks.get(`c${chunkSize}`)).not.toBe(chunks.get('c0'));
    const sizes = groupChunks(clips, chunks).map((chunk) => chunk.clips.length);
    expect(sizes.sort((a, b) => b - a)).toEqual([chunkSize, chunkSize, 3]);
  });

  it('keeps every clip in its chunk when one moves far away', () => {
    const clips = row(40);
    const before = assignChunks(clips);
    const moved = clips.map((c) => (c.id === 'c3' ? { ...c, startSample: 1_000_000 } : c));
    const after = assignChunks(moved, before);
    for (const c of clips) expect(after.get(c.id), c.id).toBe(before.get(c.id));
  });

  it('puts split halves in the chunk of the clip before them while it has room', () => {
    const clips = [clip('a', 0), clip('b', 100), clip('c', 200)];
    const before = assignChunks(clips);
    const split = [clip('a', 0), clip('b1', 100, 50), clip('b2', 150, 50), clip('c', 200)];
    const after = assignChunks(split, before);
    expect(after.get('b1')).toBe(before.get('a'));
    expect(after.get('b2')).toBe(before.get('a'));
  });

  it('starts a new chunk for a new clip when the chunk before it is full', () => {
    const clips = row(chunkSize);
    const before = assignChunks(clips);
    const added = [...clips, clip('late', chunkSize * 100)];
    const after = assignChunks(added, before);
    expect(after.get('late')).not.toBe(before.get('c0'));
    expect(new Set(after.values()).size).toBe(2);
  });
});

describe('groupChunks', () => {
  it('gives each chunk its extent from its earliest start to its latest end', () => {
    const clips = [clip('a', 500, 100), clip('b', 0, 50), clip('c', 300, 400)];
    const [chunk] = groupChunks(clips, assignChunks(clips));
    expect(chunk).toMatchObject({ fromSample: 0, toSample: 700 });
    expect(chunk!.clips.map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });
});
