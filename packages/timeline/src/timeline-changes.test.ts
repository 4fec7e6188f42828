// describeChange: each kind of edit the machine makes, named from the states before and after it.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { timelineMachine, timelineSampleRate, type TimelineEvent } from './headless';
import { changedSelection, describeChange, describeMarkersChange } from './timeline-changes';
import { testClip } from './test-clip';

function changeOf(events: TimelineEvent[], last: TimelineEvent) {
  const actor = createActor(timelineMachine, {
    input: {
      clips: [
        testClip('a', 0, timelineSampleRate),
        testClip('b', timelineSampleRate * 2, timelineSampleRate),
      ],
    },
  }).start();
  for (const event of events) actor.send(event);
  const before = actor.getSnapshot().context;
  actor.send(last);
  const change = describeChange(before, actor.getSnapshot().context);
  actor.stop();
  return change;
}

describe('describeChange', () => {
  it('names an added clip', () => {
    expect(changeOf([], { type: 'clip.add', clip: testClip('c', 0) })).toEqual({
      type: 'add',
      clipIds: ['c'],
    });
  });

  it('names a move of a selection, by how many seconds', () => {
    const moved = changeOf([{ type: 'selection.set', clipIds: ['a', 'b'] }], {
      type: 'clip.move.commit',
      clipId: 'b',
      startSample: timelineSampleRate * 3,
      snap: false,
    });
    expect(moved).toEqual({ type: 'move', clipIds: ['a', 'b'], bySeconds: 1 });
  });

  it('names a delete, a split, an undo and a redo', () => {
    expect(changeOf([], { type: 'clip.delete', clipId: 'a' })).toEqual({ type: 'delete', clipIds: ['a'] });
    const split = changeOf([{ type: 'cursor.set', sample: timelineSampleRate / 2 }], { type: 'clip.split' });
    expect(split).toMatchObject({ type: 'split', clipId: 'a' });
    expect(split?.type === 'split' && split.into).toHaveLength(2);
    expect(changeOf([{ type: 'clip.delete', clipId: 'a' }], { type: 'history.undo' })).toEqual({
      type: 'undo',
    });
    expect(
      changeOf([{ type: 'clip.delete', clipId: 'a' }, { type: 'history.undo' }], { type: 'history.redo' }),
    ).toEqual({ type: 'redo' });
  });

  it('calls a new edit after an undo an edit, not a redo', () => {
    const change = changeOf([{ type: 'clip.delete', clipId: 'a' }, { type: 'history.undo' }], {
      type: 'clip.delete',
      clipId: 'b',
    });
    expect(change).toEqual({ type: 'delete', clipIds: ['b'] });
  });

  it('says nothing when the clips did not change', () => {
    expect(changeOf([], { type: 'zoom.in' })).toBeNull();
  });
});

describe('describeMarkersChange and changedSelection', () => {
  it('names the markers in seconds when either moved, and nothing otherwise', () => {
    const none = { inSample: null, outSample: null };
    const set = { inSample: timelineSampleRate / 4, outSample: timelineSampleRate * 3 };
    expect(describeMarkersChange(none, set)).toEqual({ type: 'markers', inSeconds: 0.25, outSeconds: 3 });
    expect(describeMarkersChange(set, { ...set })).toBeNull();
    expect(describeMarkersChange(set, none)).toEqual({ type: 'markers', inSeconds: null, outSeconds: null });
  });

  it('gives the new selection only when its ids or their order changed', () => {
    expect(changedSelection(['a'], ['a'])).toBeNull();
    expect(changedSelection(['a', 'b'], ['b', 'a'])).toEqual(['b', 'a']);
    expect(changedSelection(['a'], [])).toEqual([]);
  });
});
