// The data export on a fake clock: arriving with none, starting one and following it every 2 s until its
// download, a refusal in the server's words, arriving while one is made, and a failed status read.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors, settle } from '../../testing/fake-actors';
import { dataExportMachine } from './data-export.machine';
import type { DataExportView } from './data-export.types';

const pending: DataExportView = {
  id: 'export-1',
  status: 'pending',
  progressPercent: 0,
  errorMessage: null,
  downloadUrl: null,
  sizeBytes: null,
  createdAt: '2026-11-28T07:00:00.000Z',
};
const halfway: DataExportView = { ...pending, status: 'processing', progressPercent: 50 };
const done: DataExportView = {
  ...pending,
  status: 'completed',
  progressPercent: 100,
  downloadUrl: '/api/user/export/export-1/download?token=t',
  sizeBytes: 2048,
};

function start() {
  const fakes = createFakePromiseActors(['loadLatestExport', 'startExport', 'checkDataExport'] as const);
  const logError = vi.fn<(error: unknown) => void>();
  const machine = dataExportMachine.provide({
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

describe('dataExportMachine', () => {
  it('starts an export and asks for it every 2 s until its download is ready', async () => {
    const { actor, fakes, snapshot } = start();
    expect(snapshot().value).toBe('loading');
    await fakes.resolve('loadLatestExport', null);
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.export).toBeNull();

    actor.send({ type: 'export.start' });
    expect(snapshot().value).toBe('starting');
    await fakes.resolve('startExport', pending);
    expect(snapshot().value).toEqual({ making: 'waiting' });

    await advance(1999);
    expect(fakes.pendingCount('checkDataExport')).toBe(0);
    await advance(1);
    expect(snapshot().value).toEqual({ making: 'checking' });
    expect(fakes.inputsOf('checkDataExport')).toEqual([{ exportId: 'export-1' }]);
    await fakes.resolve('checkDataExport', halfway);
    expect(snapshot().value).toEqual({ making: 'waiting' });
    expect(snapshot().context.export?.progressPercent).toBe(50);

    await advance(2000);
    await fakes.resolve('checkDataExport', done);
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.export?.downloadUrl).toBe(done.downloadUrl);
    await advance(10_000);
    expect(fakes.inputsOf('checkDataExport')).toHaveLength(2);
  });

  it('shows a refusal in the server’s words and keeps the last export', async () => {
    const { actor, fakes, snapshot } = start();
    await fakes.resolve('loadLatestExport', done);
    actor.send({ type: 'export.start' });
    await fakes.reject('startExport', new Error('Your data export is already being made.'));
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.error).toBe('Your data export is already being made.');
    expect(snapshot().context.export).toEqual(done);

    actor.send({ type: 'export.start' });
    await fakes.reject('startExport', new Error(''));
    expect(snapshot().context.error).toBe('Your export could not be started. Please try again.');
    actor.send({ type: 'export.start' });
    await fakes.resolve('startExport', pending);
    expect(snapshot().context.error).toBeNull();
  });

  it('follows an export being made on arrival; a failed read is logged and polling goes on; a failure ends it', async () => {
    const { fakes, logError, snapshot } = start();
    await fakes.resolve('loadLatestExport', halfway);
    expect(snapshot().value).toEqual({ making: 'waiting' });
    await advance(2000);
    await fakes.reject('checkDataExport', new Error('Network down'));
    expect(logError).toHaveBeenCalledOnce();
    expect(snapshot().value).toEqual({ making: 'waiting' });
    await advance(2000);
    await fakes.resolve('checkDataExport', {
      ...halfway,
      status: 'failed',
      errorMessage: 'We could not make your export.',
    });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.export?.errorMessage).toBe('We could not make your export.');
  });

  it('logs a failed first read and offers a new export', async () => {
    const { fakes, logError, snapshot } = start();
    await fakes.reject('loadLatestExport', new Error('Network down'));
    expect(logError).toHaveBeenCalledOnce();
    expect(snapshot().value).toBe('idle');
  });
});
