// ClipStates: one subscription to the timeline actor tells each clip only about its own changes.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { timelineMachine } from './headless';
import { ClipStates } from './clip-states';
import { testClip } from './test-clip';

const clips = [testClip('a', 0), testClip('b', 1000), testClip('c', 2000)];
let stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

function setUp() {
  const actor = createActor(timelineMachine, { input: { clips } }).start();
  const states = new ClipStates(actor);
  const calls: Record<string, number> = { a: 0, b: 0, c: 0, active: 0 };
  for (const id of ['a', 'b', 'c']) stops.push(states.subscribe(id, () => (calls[id] = calls[id]! + 1)));
  stops.push(states.subscribeActive(() => (calls.active = calls.active! + 1)));
  stops.push(() => actor.stop());
  return { actor, states, calls };
}

describe('ClipStates', () => {
  it('tells only the clips whose selection changed', () => {
    const { actor, states, calls } = setUp();
    actor.send({ type: 'clip.select', clipId: 'b' });
    expect(states.get('b')).toEqual({ dragged: false, selected: true, primary: true, followsDrag: false });
    expect(calls).toEqual({ a: 0, b: 1, c: 0, active: 1 });
    actor.send({ type: 'clip.select', clipId: 'c' });
    expect(states.get('b').selected).toBe(false);
    expect(states.isActive('c')).toBe(true);
    expect(calls).toEqual({ a: 0, b: 2, c: 1, active: 2 });
  });

  it('marks one selected clip primary, the last one the selection took in', () => {
    const { actor, states, calls } = setUp();
    actor.send({ type: 'selection.set', clipIds: ['a', 'c'] });
    expect([states.get('a').primary, states.get('b').primary, states.get('c').primary]).toEqual([
      false,
      false,
      true,
    ]);
    const before = { ...calls };
    // Adding b to the selection makes it the primary one: a is not told, c and b are.
    actor.send({ type: 'clip.select', clipId: 'b', modifiers: { toggle: true } });
    expect(states.get('b')).toEqual({ dragged: false, selected: true, primary: true, followsDrag: false });
    expect(states.get('c')).toEqual({ dragged: false, selected: true, primary: false, followsDrag: false });
    expect([calls.a! - before.a!, calls.b! - before.b!, calls.c! - before.c!]).toEqual([0, 1, 1]);
  });

  it('tells no clip about a zoom step, and keeps the same state object', () => {
    const { actor, states, calls } = setUp();
    const before = states.get('a');
    actor.send({ type: 'zoom.in' });
    expect(calls).toEqual({ a: 0, b: 0, c: 0, active: 0 });
    expect(states.get('a')).toBe(before);
  });

  it('tells the dragged clip only that its drag began and ended, not each move; the active set changes only when a clip joins or leaves it, or a drag starts or ends', () => {
    const { actor, states, calls } = setUp();
    actor.send({ type: 'clip.move.preview', clipId: 'a', startSample: 500, snap: false });
    actor.send({ type: 'clip.move.preview', clipId: 'a', startSample: 600, snap: false });
    expect(states.get('a')).toEqual({ dragged: true, selected: true, primary: true, followsDrag: false });
    expect(states.isDragged('a')).toBe(true);
    expect(calls).toEqual({ a: 1, b: 0, c: 0, active: 1 });
    // The machine keeps the dragged clip selected: it stays active, and is no longer dragged.
    actor.send({ type: 'clip.move.cancel' });
    expect(states.get('a')).toEqual({ dragged: false, selected: true, primary: true, followsDrag: false });
    expect(states.isDragged('a')).toBe(false);
    expect(calls).toEqual({ a: 2, b: 0, c: 0, active: 2 });
    actor.send({ type: 'clip.select', clipId: null });
    expect(states.isActive('a')).toBe(false);
    expect(calls).toEqual({ a: 3, b: 0, c: 0, active: 3 });
  });

  it('tells the chunks when a selected clip starts being dragged (its chunk stops clipping it)', () => {
    const { actor, states, calls } = setUp();
    actor.send({ type: 'clip.select', clipId: 'b' });
    expect(calls.active).toBe(1);
    actor.send({ type: 'clip.move.preview', clipId: 'b', startSample: 1500, snap: false });
    expect(states.isDragged('b')).toBe(true);
    expect(calls.active).toBe(2);
    actor.send({ type: 'clip.move.preview', clipId: 'b', startSample: 1600, snap: false });
    expect(calls.active).toBe(2);
  });

  it('tells the clips selected with a dragged one only when the group drag starts and ends', () => {
    const { actor, states, calls } = setUp();
    actor.send({ type: 'selection.set', clipIds: ['a', 'b'] });
    const afterSelect = { ...calls };
    for (const startSample of [100, 200, 300])
      actor.send({ type: 'clip.move.preview', clipId: 'a', startSample, snap: false });
    expect(states.get('a').dragged).toBe(true);
    expect(states.get('b')).toEqual({ dragged: false, selected: true, primary: true, followsDrag: true });
    // Three moves: the dragged clip and its follower hear only that the drag began.
    expect(calls.a! - afterSelect.a!).toBe(1);
    expect(calls.b! - afterSelect.b!).toBe(1);
    expect(calls.c).toBe(0);
    actor.send({ type: 'clip.move.commit', clipId: 'a', startSample: 300, snap: false });
    expect(states.get('b').followsDrag).toBe(false);
    expect(calls.b! - afterSelect.b!).toBe(2);
  });

  it('reads the actor directly while nobody listens', () => {
    const actor = createActor(timelineMachine, { input: { clips } }).start();
    stops.push(() => actor.stop());
    const states = new ClipStates(actor);
    actor.send({ type: 'clip.select', clipId: 'a' });
    expect(states.get('a').selected).toBe(true);
  });
});
