// Display lanes: overlapping clips go to separate rows, and an edit leaves untouched clips in theirs.
import { describe, expect, it } from 'vitest';
import { testClip as clip } from './test-clip';
import { assignLanes, laneCount } from './lanes';

describe('assignLanes', () => {
  it('keeps clips that do not overlap in one lane', () => {
    const lanes = assignLanes([clip('a', 0, 100), clip('b', 100, 100), clip('c', 300, 10)]);
    expect([...lanes.values()]).toEqual([0, 0, 0]);
    expect(laneCount(lanes)).toBe(1);
  });

  it('puts overlapping clips in separate lanes', () => {
    const lanes = assignLanes([clip('a', 0, 100), clip('b', 50, 100), clip('c', 60, 10)]);
    expect(lanes.get('a')).toBe(0);
    expect(lanes.get('b')).toBe(1);
    expect(lanes.get('c')).toBe(2);
  });

  it('leaves a clip in its lane when an edit elsewhere frees a lower one', () => {
    const before = assignLanes([clip('a', 0, 100), clip('b', 50, 100)]);
    const after = assignLanes([clip('a', 500, 100), clip('b', 50, 100)], before);
    expect(after.get('b')).toBe(1);
    expect(after.get('a')).toBe(0);
  });

  it('moves a clip dropped onto another to a free lane', () => {
    const before = assignLanes([clip('a', 0, 100), clip('b', 200, 100)]);
    const after = assignLanes([clip('a', 0, 100), clip('b', 20, 100)], before);
    expect(new Set([after.get('a'), after.get('b')])).toEqual(new Set([0, 1]));
  });
});
