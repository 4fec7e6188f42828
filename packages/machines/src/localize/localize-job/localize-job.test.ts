// The localization job poll on a fake clock (spec part 1 §4, §9): a status call every 3 s with the
// job's id, the progress text or 'Processing...', completed → its notice and /library after 2 s,
// failed → 'Localization failed: …' (or 'Unknown error') cleared after 5 s, a failing call logged
// and polling on, and the 15-minute limit; the view; the walk's reachable states.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors, settle } from '../../testing/fake-actors';
import { reachableStateValues } from '../../testing/reachable-states';
import { localizeJobMachine, localizeJobTimings } from './localize-job.machine';
import { localizeJobView } from './localize-job.view';
import {
  localizeJobMachineWalk,
  localizeJobWalkChecks as checks,
  localizeJobWalkResult,
} from './localize-job.walk';

function startPoll() {
  const fakes = createFakePromiseActors(['checkLocalizationJob', 'cancelLocalizationJob'] as const);
  const goToLibrary = vi.fn();
  const logError = vi.fn();
  const actor = createActor(
    localizeJobMachine.provide({
      actors: fakes.actors,
      actions: { goToLibrary: () => goToLibrary(), logError: (_, params) => logError(params.error) },
    }),
    { input: { jobId: 'job-7' } },
  ).start();
  const snapshot = () => actor.getSnapshot();
  const view = () => localizeJobView(snapshot());
  return { actor, fakes, goToLibrary, logError, snapshot, view };
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

describe('polling', () => {
  it('asks for the job every 3 s, not sooner', async () => {
    const { fakes, snapshot, view } = startPoll();
    expect(snapshot().value).toEqual({ polling: 'waiting' });
    expect(view()).toMatchObject({ phase: 'running', progressText: null });
    await advance(2999);
    expect(fakes.pendingCount('checkLocalizationJob')).toBe(0);
    await advance(1);
    expect(fakes.inputsOf('checkLocalizationJob')).toEqual([{ jobId: 'job-7' }]);
    await fakes.resolve('checkLocalizationJob', checks.translating);
    await advance(3000);
    expect(fakes.inputsOf('checkLocalizationJob')).toHaveLength(2);
  });

  it("shows the job's progress text, else 'Processing...'", async () => {
    const { fakes, view } = startPoll();
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.pending);
    expect(view().progressText).toBe('Processing...');
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.translating);
    expect(view().progressText).toBe('Translating sentence 2 of 5...');
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', { ...checks.translating, progress: '  ' });
    expect(view().progressText).toBe('Processing...');
  });

  it('logs a failing status call and keeps polling', async () => {
    const { fakes, logError, snapshot, view } = startPoll();
    await advance(3000);
    const error = new Error('Failed to fetch');
    await fakes.reject('checkLocalizationJob', error);
    expect(logError).toHaveBeenCalledWith(error);
    expect(snapshot().value).toEqual({ polling: 'waiting' });
    expect(view().error).toBeNull();
    await advance(3000);
    expect(fakes.pendingCount('checkLocalizationJob')).toBe(1);
  });
});

describe('completed', () => {
  it("says 'Localization completed! Redirecting to Library...' and goes to /library after 2 s", async () => {
    const { fakes, goToLibrary, snapshot, view } = startPoll();
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.completed);
    expect(view()).toMatchObject({
      phase: 'completed',
      notice: 'Localization completed! Redirecting to Library...',
      result: localizeJobWalkResult,
    });
    await advance(1999);
    expect(goToLibrary).not.toHaveBeenCalled();
    await advance(1);
    expect(goToLibrary).toHaveBeenCalledOnce();
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ outcome: 'redirected' });
    await advance(localizeJobTimings.pollTimeout);
    expect(fakes.inputsOf('checkLocalizationJob')).toHaveLength(1);
  });
});

describe('failed', () => {
  it("says 'Localization failed: ' with the job's message, cleared after 5 s", async () => {
    const { fakes, goToLibrary, snapshot, view } = startPoll();
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.failed);
    expect(view()).toMatchObject({
      phase: 'failed',
      error:
        'Localization failed: The built-in voice cannot speak Hindi yet. Please choose another language.',
    });
    await advance(4999);
    expect(view().error).not.toBeNull();
    await advance(1);
    expect(snapshot().value).toBe('failureCleared');
    expect(view()).toMatchObject({ phase: 'ended', error: null });
    expect(snapshot().output).toEqual({ outcome: 'failureCleared' });
    expect(goToLibrary).not.toHaveBeenCalled();
  });

  it("says 'Localization failed: Unknown error' without a message", async () => {
    const { fakes, view } = startPoll();
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.failedWithoutMessage);
    expect(view().error).toBe('Localization failed: Unknown error');
  });
});

describe('the 15-minute limit', () => {
  it('stops polling after 15 minutes with its notice', async () => {
    const { fakes, snapshot, view } = startPoll();
    for (let elapsed = 0; elapsed < 899_999; elapsed += 3000) {
      await advance(Math.min(3000, 899_999 - elapsed));
      if (fakes.pendingCount('checkLocalizationJob') > 0) {
        await fakes.resolve('checkLocalizationJob', checks.translating);
      }
    }
    expect(snapshot().matches('polling')).toBe(true);
    await advance(1);
    expect(snapshot().value).toBe('timedOut');
    expect(view()).toMatchObject({
      phase: 'ended',
      notice: 'Processing is taking longer than expected. Please check your Library page in a few minutes.',
    });
    expect(snapshot().output).toEqual({ outcome: 'timedOut' });
    const asked = fakes.inputsOf('checkLocalizationJob').length;
    expect(asked).toBe(299);
    await advance(30_000);
    expect(fakes.inputsOf('checkLocalizationJob')).toHaveLength(asked);
  });
});

describe('percentage, time left and Cancel (issue 25)', () => {
  it("shows the job's percentage and the time left in words", async () => {
    const { fakes, view } = startPoll();
    expect(view()).toMatchObject({ percent: null, timeLeft: null, canCancel: true, canceling: false });
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.translating);
    expect(view()).toMatchObject({ percent: 40, timeLeft: 'About 2 minutes left' });
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', { ...checks.translating, percent: 55, secondsLeft: 30 });
    expect(view()).toMatchObject({ percent: 55, timeLeft: 'About 30 seconds left' });
    await advance(3000);
    // Without an estimate the time left goes; the last percentage stays.
    await fakes.resolve('checkLocalizationJob', {
      ...checks.translating,
      percent: undefined,
      secondsLeft: null,
    });
    expect(view()).toMatchObject({ percent: 55, timeLeft: null });
  });

  it("Cancel asks the server ('Canceling...', no polling meanwhile) and ends as canceled", async () => {
    const { actor, fakes, snapshot, view } = startPoll();
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.translating);
    actor.send({ type: 'job.cancel' });
    expect(snapshot().value).toBe('canceling');
    expect(fakes.inputsOf('cancelLocalizationJob')).toEqual([{ jobId: 'job-7' }]);
    expect(view()).toMatchObject({
      phase: 'running',
      progressText: 'Canceling...',
      canCancel: false,
      canceling: true,
    });
    await advance(6000);
    expect(fakes.inputsOf('checkLocalizationJob')).toHaveLength(1);
    await fakes.resolve('cancelLocalizationJob', { refundedCredits: 11 });
    expect(snapshot().value).toBe('canceled');
    expect(snapshot().output).toEqual({ outcome: 'canceled' });
    expect(view()).toMatchObject({
      phase: 'ended',
      notice: 'Canceled — your credits for the unfinished part are back.',
    });
  });

  it('a refused Cancel is logged and the poll tells how the job ended', async () => {
    const { actor, fakes, logError, snapshot, view } = startPoll();
    actor.send({ type: 'job.cancel' });
    const refused = new Error('This localization has already ended.');
    await fakes.reject('cancelLocalizationJob', refused);
    expect(logError).toHaveBeenCalledWith(refused);
    expect(snapshot().value).toEqual({ polling: 'waiting' });
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.completed);
    expect(view().phase).toBe('completed');
  });

  it('a job canceled elsewhere (the library, another tab) ends as canceled', async () => {
    const { fakes, snapshot } = startPoll();
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.canceled);
    expect(snapshot().value).toBe('canceled');
    expect(snapshot().output).toEqual({ outcome: 'canceled' });
  });
});

describe('the walk', () => {
  it('reaches every state the stories show', () => {
    expect(reachableStateValues(localizeJobMachine, localizeJobMachineWalk)).toEqual([
      'canceled',
      'canceling',
      'completed',
      'failed',
      'failureCleared',
      'polling.checking',
      'polling.waiting',
      'redirected',
      'timedOut',
    ]);
  });
});
