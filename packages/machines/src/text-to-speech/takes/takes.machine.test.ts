// The Takes panel on a fake clock with fake calls: loading ends in ready, empty or failed (the server's reason
// first); a new generation reads the list again, keeping the shown list meanwhile; Add to Timeline is announced;
// Delete asks first, deletes, announces the deleted take and reads the list again; a failed delete keeps the dialog
// with its reason, to try again or cancel; a generation arriving while the dialog is open is read once it closes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors } from '../../testing/fake-actors';
import { takesMachine, type TakesEmitted } from './takes.machine';
import { takesMessages } from './takes.messages';
import { walkTake } from './takes.walk';

const first = walkTake('t1', 'First take.');
const second = walkTake('t2', 'Second take.');

function startTakes() {
  const fakes = createFakePromiseActors(['loadTakes', 'deleteTake'] as const);
  const actor = createActor(takesMachine.provide({ actors: fakes.actors })).start();
  const emitted: TakesEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return {
    actor,
    fakes,
    emitted,
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

/** The server's refusal, and no answer at all, as the api-client's ApiError carries them. */
const refusal = (serverMessage: string) => Object.assign(new Error('Request failed'), { serverMessage });
const unreachable = () => Object.assign(new Error('Network error'), { serverMessage: null });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading the takes', () => {
  it('loads when it starts and shows them, newest first as given', async () => {
    const { fakes, state, context } = startTakes();
    expect(state()).toBe('loading');
    expect(context().takes).toBeNull();
    await fakes.resolve('loadTakes', [second, first]);
    expect(state()).toBe('ready');
    expect(context().takes).toEqual([second, first]);
  });

  it('is empty before the first generation', async () => {
    const { fakes, state, context } = startTakes();
    await fakes.resolve('loadTakes', []);
    expect(state()).toBe('empty');
    expect(context().takes).toEqual([]);
  });

  it("fails with the server's message, or ours, and loads again after a new generation", async () => {
    const { actor, fakes, state, context } = startTakes();
    await fakes.reject('loadTakes', unreachable());
    expect(state()).toBe('failed');
    expect(context().error).toBe(takesMessages.loadFailed);
    actor.send({ type: 'takes.reload' });
    expect(state()).toBe('loading');
    await fakes.reject('loadTakes', refusal('Your session has ended.'));
    expect(context().error).toBe('Your session has ended.');
    actor.send({ type: 'takes.reload' });
    await fakes.resolve('loadTakes', [first]);
    expect(state()).toBe('ready');
    expect(context().error).toBeNull();
  });

  it('reads the list again after a generation, keeping the shown list meanwhile', async () => {
    const { actor, fakes, state, context } = startTakes();
    await fakes.resolve('loadTakes', []);
    actor.send({ type: 'takes.reload' });
    await fakes.resolve('loadTakes', [first]);
    actor.send({ type: 'takes.reload' });
    expect(state()).toBe('loading');
    expect(context().takes).toEqual([first]);
    // A second generation while reading: read again, and the older answer is ignored.
    actor.send({ type: 'takes.reload' });
    expect(fakes.inputsOf('loadTakes')).toHaveLength(4);
    await fakes.resolve('loadTakes', [first]);
    expect(state()).toBe('loading');
    await fakes.resolve('loadTakes', [second, first]);
    expect(state()).toBe('ready');
    expect(context().takes).toEqual([second, first]);
  });
});

describe('add and delete', () => {
  async function ready() {
    const started = startTakes();
    await started.fakes.resolve('loadTakes', [second, first]);
    return started;
  }

  it('announces Add to Timeline with the take, staying ready', async () => {
    const { actor, state, emitted } = await ready();
    actor.send({ type: 'take.add', takeId: 't1' });
    actor.send({ type: 'take.add', takeId: 'gone' });
    expect(state()).toBe('ready');
    expect(emitted).toEqual([{ type: 'takes.addToTimeline', take: first }]);
  });

  it('asks first, deletes on confirm, announces it and reads the list again', async () => {
    const { actor, fakes, state, context, emitted } = await ready();
    actor.send({ type: 'take.delete', takeId: 't2', onTimeline: true });
    expect(state()).toBe('confirming');
    expect(context().deleting).toEqual({ take: second, onTimeline: true });
    expect(fakes.inputsOf('deleteTake')).toEqual([]);
    actor.send({ type: 'take.confirm' });
    expect(state()).toBe('deleting');
    expect(fakes.inputsOf('deleteTake')).toEqual([{ takeId: 't2' }]);
    await fakes.resolve('deleteTake', undefined);
    expect(emitted).toEqual([{ type: 'takes.deleted', take: second }]);
    expect(state()).toBe('loading');
    expect(context()).toMatchObject({ takes: [first], deleting: null });
    await fakes.resolve('loadTakes', [first]);
    expect(state()).toBe('ready');
  });

  it('cancels without deleting', async () => {
    const { actor, fakes, state, context } = await ready();
    actor.send({ type: 'take.delete', takeId: 't1', onTimeline: false });
    actor.send({ type: 'take.cancel' });
    expect(state()).toBe('ready');
    expect(context().deleting).toBeNull();
    expect(fakes.inputsOf('deleteTake')).toEqual([]);
    expect(fakes.inputsOf('loadTakes')).toHaveLength(1);
  });

  it('keeps the dialog with the reason when the delete fails; tries again, or cancels', async () => {
    const { actor, fakes, state, context, emitted } = await ready();
    actor.send({ type: 'take.delete', takeId: 't1', onTimeline: false });
    actor.send({ type: 'take.confirm' });
    await fakes.reject('deleteTake', unreachable());
    expect(state()).toBe('deleteFailed');
    expect(context()).toMatchObject({ error: takesMessages.deleteFailed, deleting: { take: first } });
    actor.send({ type: 'take.confirm' });
    expect(state()).toBe('deleting');
    expect(context().error).toBeNull();
    await fakes.reject('deleteTake', refusal('This take was not found.'));
    expect(context().error).toBe('This take was not found.');
    actor.send({ type: 'take.cancel' });
    expect(state()).toBe('ready');
    expect(context()).toMatchObject({ takes: [second, first], deleting: null, error: null });
    expect(emitted).toEqual([]);
  });

  it('reads a generation that arrived while the dialog was open once it closes', async () => {
    const { actor, fakes, state } = await ready();
    actor.send({ type: 'take.delete', takeId: 't1', onTimeline: false });
    actor.send({ type: 'takes.reload' });
    expect(state()).toBe('confirming');
    actor.send({ type: 'take.cancel' });
    expect(state()).toBe('loading');
    await fakes.resolve('loadTakes', [second, first]);
    actor.send({ type: 'take.delete', takeId: 't1', onTimeline: false });
    actor.send({ type: 'take.confirm' });
    actor.send({ type: 'takes.reload' });
    expect(state()).toBe('deleting');
    await fakes.reject('deleteTake', unreachable());
    actor.send({ type: 'take.cancel' });
    expect(state()).toBe('loading');
    expect(fakes.inputsOf('loadTakes')).toHaveLength(3);
  });
});

describe('while the list is read again', () => {
  it('adds to the timeline and opens Delete, reading the list again once the dialog closes', async () => {
    const { actor, fakes, state, emitted } = startTakes();
    await fakes.resolve('loadTakes', [second, first]);
    actor.send({ type: 'takes.reload' });
    actor.send({ type: 'take.add', takeId: 't2' });
    expect(emitted).toEqual([{ type: 'takes.addToTimeline', take: second }]);
    actor.send({ type: 'take.delete', takeId: 't1', onTimeline: false });
    expect(state()).toBe('confirming');
    actor.send({ type: 'take.cancel' });
    expect(state()).toBe('loading');
    expect(fakes.inputsOf('loadTakes')).toHaveLength(3);
  });

  it('offers nothing to add or delete before the first list', () => {
    const { actor, state, emitted } = startTakes();
    actor.send({ type: 'take.add', takeId: 't1' });
    actor.send({ type: 'take.delete', takeId: 't1', onTimeline: false });
    expect(state()).toBe('loading');
    expect(emitted).toEqual([]);
  });
});
