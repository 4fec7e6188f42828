// The project save cycle on a fake clock with a fake save: edits wait for a quiet second and are saved once,
// edits made while saving are saved next over the new version, an unreachable server keeps the edit and tries
// again (after 5 s or when back online), and a save refused as older ends in conflict with the last edit kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors } from '../testing/fake-actors';
import { projectSaveMachine, type ProjectSaveInput, type SaveProjectInput } from './project-save.machine';

const draft = (text: string) => ({ settings: { text } });

function startSaving(input: ProjectSaveInput = { version: 0 }) {
  const fakes = createFakePromiseActors(['saveProject'] as const);
  const actor = createActor(projectSaveMachine.provide({ actors: fakes.actors }), { input }).start();
  const saves = () => fakes.inputsOf('saveProject') as SaveProjectInput[];
  return { actor, fakes, saves, state: () => actor.getSnapshot().value };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('saving as the creator works', () => {
  it('is idle until an edit, waits a quiet second after the last one, then saves it once', async () => {
    const { actor, fakes, saves, state } = startSaving({ version: 4 });
    expect(state()).toBe('idle');
    actor.send({ type: 'project.edit', data: draft('H') });
    expect(state()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(900);
    actor.send({ type: 'project.edit', data: draft('Hello') });
    await vi.advanceTimersByTimeAsync(999);
    expect(state()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('saving');
    expect(saves()).toEqual([{ version: 4, data: draft('Hello') }]);
    await fakes.resolve('saveProject', { outcome: 'saved', version: 5 });
    expect(state()).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ version: 5, pending: null, sending: null });
  });

  it('saves an edit made while saving next, over the version just saved', async () => {
    const { actor, fakes, saves, state } = startSaving();
    actor.send({ type: 'project.edit', data: draft('One') });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'project.edit', data: draft('Two') });
    await fakes.resolve('saveProject', { outcome: 'saved', version: 1 });
    expect(state()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(saves()[1]).toEqual({ version: 1, data: draft('Two') });
    await fakes.resolve('saveProject', { outcome: 'saved', version: 2 });
    expect(state()).toBe('saved');
    actor.send({ type: 'project.edit', data: draft('Three') });
    expect(state()).toBe('waiting');
  });

  it('saves an edit kept in the browser first', async () => {
    const { fakes, saves, state } = startSaving({ version: 2, unsaved: draft('Offline edit') });
    expect(state()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(saves()).toEqual([{ version: 2, data: draft('Offline edit') }]);
    await fakes.resolve('saveProject', { outcome: 'saved', version: 3 });
    expect(state()).toBe('saved');
  });
});

describe('when the server cannot be reached', () => {
  it('keeps the latest edit and tries again after 5 seconds', async () => {
    const { actor, fakes, saves, state } = startSaving({ version: 1 });
    actor.send({ type: 'project.edit', data: draft('One') });
    await vi.advanceTimersByTimeAsync(1000);
    await fakes.reject('saveProject', new TypeError('Failed to fetch'));
    expect(state()).toBe('offline');
    actor.send({ type: 'project.edit', data: draft('Two') });
    await vi.advanceTimersByTimeAsync(4999);
    expect(state()).toBe('offline');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('saving');
    expect(saves()[1]).toEqual({ version: 1, data: draft('Two') });
  });

  it('tries again at once when the browser is back online', async () => {
    const { actor, fakes, saves, state } = startSaving();
    actor.send({ type: 'project.edit', data: draft('One') });
    await vi.advanceTimersByTimeAsync(1000);
    await fakes.reject('saveProject', new TypeError('Failed to fetch'));
    actor.send({ type: 'project.online' });
    expect(state()).toBe('saving');
    expect(saves()[1]).toEqual({ version: 0, data: draft('One') });
  });
});

describe('when another tab saved first', () => {
  it('stops saving and keeps the last edit to copy', async () => {
    const { actor, fakes, saves, state } = startSaving({ version: 1 });
    actor.send({ type: 'project.edit', data: draft('Mine') });
    await vi.advanceTimersByTimeAsync(1000);
    await fakes.resolve('saveProject', { outcome: 'conflict' });
    expect(state()).toBe('conflict');
    expect(actor.getSnapshot().context.unsaved).toEqual(draft('Mine'));
    actor.send({ type: 'project.edit', data: draft('Mine, edited') });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state()).toBe('conflict');
    expect(saves()).toHaveLength(1);
    expect(actor.getSnapshot().context.unsaved).toEqual(draft('Mine, edited'));
  });
});
