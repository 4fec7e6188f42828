// The credits machine on a fake clock: first load, the 30-second refresh, logged failures and
// their retry, and credits.refresh.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors, settle } from '../testing/fake-actors';
import { creditsMachine } from './credits.machine';

const usage = { used: 120, total: 3600, plan: 'Starter' };
const laterUsage = { used: 300, total: 3600, plan: 'Starter' };

function startCredits() {
  const fakes = createFakePromiseActors(['fetchTokenUsage'] as const);
  const logError = vi.fn<(error: unknown) => void>();
  const machine = creditsMachine.provide({
    actors: fakes.actors,
    actions: { logError: (_, params) => logError(params.error) },
  });
  const actor = createActor(machine).start();
  return { actor, fakes, logError, snapshot: () => actor.getSnapshot() };
}

async function advance(ms: number) {
  vi.advanceTimersByTime(ms);
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('creditsMachine', () => {
  it('loads the usage on start', async () => {
    const { snapshot, fakes } = startCredits();
    expect(snapshot().value).toBe('loading');
    expect(snapshot().context.usage).toBeNull();
    expect(fakes.pendingCount('fetchTokenUsage')).toBe(1);

    await fakes.resolve('fetchTokenUsage', usage);

    expect(snapshot().value).toBe('loaded');
    expect(snapshot().context.usage).toEqual(usage);
  });

  it('refreshes after 30 seconds and not before', async () => {
    const { snapshot, fakes } = startCredits();
    await fakes.resolve('fetchTokenUsage', usage);

    await advance(29_999);
    expect(snapshot().value).toBe('loaded');
    expect(fakes.inputsOf('fetchTokenUsage')).toHaveLength(1);

    await advance(1);
    expect(snapshot().value).toBe('loading');
    expect(fakes.inputsOf('fetchTokenUsage')).toHaveLength(2);
    expect(snapshot().context.usage).toEqual(usage);

    await fakes.resolve('fetchTokenUsage', laterUsage);
    expect(snapshot().context.usage).toEqual(laterUsage);
  });

  it('logs a failure, shows nothing new, keeps the last usage and retries after 30 seconds', async () => {
    const { snapshot, fakes, logError } = startCredits();
    await fakes.resolve('fetchTokenUsage', usage);
    await advance(30_000);
    const failure = new Error('Network down');
    await fakes.reject('fetchTokenUsage', failure);

    expect(snapshot().value).toBe('failed');
    expect(logError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(snapshot().context).toEqual({ usage });

    await advance(29_999);
    expect(snapshot().value).toBe('failed');
    await advance(1);
    expect(snapshot().value).toBe('loading');
    await fakes.resolve('fetchTokenUsage', laterUsage);
    expect(snapshot().value).toBe('loaded');
  });

  it('refreshes at once on credits.refresh, restarting the 30-second wait', async () => {
    const { actor, snapshot, fakes } = startCredits();
    await fakes.resolve('fetchTokenUsage', usage);
    await advance(20_000);

    actor.send({ type: 'credits.refresh' });
    expect(snapshot().value).toBe('loading');
    await fakes.resolve('fetchTokenUsage', laterUsage);

    await advance(29_999);
    expect(snapshot().value).toBe('loaded');
    expect(fakes.inputsOf('fetchTokenUsage')).toHaveLength(2);
  });

  it('retries at once on credits.refresh after a failure', async () => {
    const { actor, snapshot, fakes } = startCredits();
    await fakes.reject('fetchTokenUsage', new Error('Network down'));
    actor.send({ type: 'credits.refresh' });
    expect(snapshot().value).toBe('loading');
    expect(fakes.pendingCount('fetchTokenUsage')).toBe(1);
  });

  it('ignores credits.refresh while loading', () => {
    const { actor, fakes } = startCredits();
    actor.send({ type: 'credits.refresh' });
    expect(fakes.inputsOf('fetchTokenUsage')).toHaveLength(1);
  });

  it('stops refreshing once stopped (the app stops it on logout)', async () => {
    const { actor, fakes } = startCredits();
    await fakes.resolve('fetchTokenUsage', usage);
    actor.stop();
    await advance(60_000);
    expect(fakes.inputsOf('fetchTokenUsage')).toHaveLength(1);
  });
});
