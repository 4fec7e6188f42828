// Selecting several clips (click, ctrl/⌘-click, shift-click ranges in timeline order, a box over lanes) and editing
// them as one: a group move keeps the spacing and stops the earliest clip at 0; a group delete; nothing-to-do edits
// return the same array.
import { describe, expect, it } from 'vitest';
import type { TimelineClip } from './timeline-clip';
import { timelineSampleRate } from './timeline-constants';
import { clipsInBox, deleteClips, moveClipsBy, selectionAfterClick } from './timeline-selection';

const second = timelineSampleRate;

function clip(id: string, startSeconds: number, lengthSeconds = 1): TimelineClip {
  return {
    id,
    type: 'tts',
    url: `audio/${id}.wav`,
    name: id,
    startSample: startSeconds * second,
    lengthSamples: lengthSeconds * second,
    sourceOffsetSamples: 0,
    sourceLengthSamples: lengthSeconds * second,
  };
}

// Listed out of order on purpose: ranges follow the timeline, not the array.
const clips = [clip('c', 4), clip('a', 0), clip('d', 6), clip('b', 2)];

describe('selectionAfterClick', () => {
  it('selects the clicked clip alone without modifiers', () => {
    expect(selectionAfterClick(clips, ['a', 'b'], 'c')).toEqual(['c']);
  });

  it('toggles one clip in and out with ctrl or ⌘', () => {
    expect(selectionAfterClick(clips, ['a'], 'c', { toggle: true })).toEqual(['a', 'c']);
    expect(selectionAfterClick(clips, ['a', 'c'], 'a', { toggle: true })).toEqual(['c']);
  });

  it('selects the range from the anchor in timeline order with shift, keeping the anchor for the next one', () => {
    expect(selectionAfterClick(clips, ['b'], 'd', { shift: true })).toEqual(['c', 'd', 'b']);
    expect(selectionAfterClick(clips, ['c', 'd', 'b'], 'a', { shift: true })).toEqual(['a', 'b']);
  });

  it('treats a shift-click with nothing selected as a plain click, and ignores unknown clips', () => {
    expect(selectionAfterClick(clips, [], 'b', { shift: true })).toEqual(['b']);
    const selected = ['a'];
    expect(selectionAfterClick(clips, selected, 'nope')).toBe(selected);
  });
});

describe('clipsInBox', () => {
  const lanes = new Map([
    ['a', 0],
    ['b', 0],
    ['c', 1],
    ['d', 1],
  ]);

  it('takes the clips the box overlaps on the lanes it covers, whichever way it was dragged', () => {
    const box = { fromSample: 6.5 * second, toSample: 1.5 * second, fromLane: 1, toLane: 0 };
    expect(clipsInBox(clips, lanes, box)).toEqual(['b', 'c', 'd']);
    expect(clipsInBox(clips, lanes, { ...box, fromLane: 0, toLane: 0 })).toEqual(['b']);
  });

  it('leaves out clips that only touch the box edge', () => {
    expect(
      clipsInBox(clips, lanes, { fromSample: 3 * second, toSample: 4 * second, fromLane: 0, toLane: 1 }),
    ).toEqual([]);
  });
});

describe('group edits', () => {
  it('moves the selected clips together and leaves the others', () => {
    const moved = moveClipsBy(clips, ['b', 'c'], 0.5 * second);
    expect(moved.map((c) => [c.id, c.startSample / second])).toEqual([
      ['c', 4.5],
      ['a', 0],
      ['d', 6],
      ['b', 2.5],
    ]);
  });

  it('stops the earliest selected clip at 0 and keeps the spacing', () => {
    const moved = moveClipsBy(clips, ['b', 'd'], -10 * second);
    expect(moved.find((c) => c.id === 'b')!.startSample).toBe(0);
    expect(moved.find((c) => c.id === 'd')!.startSample).toBe(4 * second);
  });

  it('returns the same array when nothing moves or nothing is deleted', () => {
    expect(moveClipsBy(clips, ['a'], -second)).toBe(clips);
    expect(moveClipsBy(clips, [], second)).toBe(clips);
    expect(deleteClips(clips, ['nope'])).toBe(clips);
  });

  it('deletes every selected clip at once', () => {
    expect(deleteClips(clips, ['a', 'd']).map((c) => c.id)).toEqual(['c', 'b']);
  });
});
