// Snapping: a dragged clip's start or end jumps to another clip's edge or the cursor within the
// threshold, the nearest target wins, and nothing snaps to before 0.
import { describe, expect, it } from 'vitest';
import { wholeSourceClip } from './timeline-clip';
import { snapClipStart, snapTargets } from './timeline-snapping';

const clip = (id: string, startSample: number, lengthSamples: number) =>
  wholeSourceClip({ id, type: 'tts', url: `${id}.wav`, name: id }, startSample, lengthSamples);

describe('snapTargets', () => {
  it('lists the other clips’ edges and the cursor, not the moving clip’s', () => {
    const targets = snapTargets([clip('a', 100, 50), clip('b', 1000, 10)], 'b', 400);
    expect(targets.sort((x, y) => x - y)).toEqual([100, 150, 400]);
  });
});

describe('snapClipStart', () => {
  const targets = [1000, 5000];
  it('snaps the start to a nearby edge', () => {
    expect(snapClipStart(1030, 200, targets, 50)).toEqual({ startSample: 1000, snappedToSample: 1000 });
  });
  it('snaps the end to a nearby edge', () => {
    expect(snapClipStart(4790, 200, targets, 50)).toEqual({ startSample: 4800, snappedToSample: 5000 });
  });
  it('leaves a clip beyond the threshold where it is', () => {
    expect(snapClipStart(1100, 200, targets, 50)).toEqual({ startSample: 1100, snappedToSample: null });
  });
  it('prefers the nearest target', () => {
    expect(snapClipStart(1012, 3980, targets, 50).startSample).toBe(1020);
    expect(snapClipStart(1008, 3980, targets, 50).startSample).toBe(1000);
  });
  it('never snaps to before 0, and clamps a free start at 0', () => {
    expect(snapClipStart(10, 200, [150], 50)).toEqual({ startSample: 10, snappedToSample: null });
    expect(snapClipStart(-300, 200, [], 50)).toEqual({ startSample: 0, snappedToSample: null });
  });
});
