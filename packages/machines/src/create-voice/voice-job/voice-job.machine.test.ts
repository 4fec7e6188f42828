// The voice job machine on a fake clock: the immediate check, the 5-second rhythm, the status
// texts, completion (text and emitted event), failure, 401, missing token, logged retries, resume
// from page load, following another job and dismissing (spec part 2 §4, §8, §9).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors, settle } from '../../testing/fake-actors';
import { MissingTokenError } from '../../shared/session-errors';
import { voiceJobMachine } from './voice-job.machine';
import type { VoiceJobCheck, VoiceJobEmitted, VoiceJobInput } from './voice-job.types';

const check = (status: VoiceJobCheck['status'], error_message: string | null = null): VoiceJobCheck => ({
  status,
  model_id: 'model-7',
  model_name: 'Ada Pro',
  error_message,
});

function startJob(input: VoiceJobInput = { jobId: 'job-1' }) {
  const fakes = createFakePromiseActors(['fetchVoiceJob'] as const);
  const logError = vi.fn<(error: unknown) => void>();
  const actor = createActor(
    voiceJobMachine.provide({
      actors: fakes.actors,
      actions: { logError: (_, params) => logError(params.error) },
    }),
    { input },
  );
  const emitted: VoiceJobEmitted[] = [];
  actor.on('voiceJob.completed', (event) => emitted.push(event));
  actor.start();
  return { actor, fakes, logError, emitted, snapshot: () => actor.getSnapshot() };
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

describe('starting', () => {
  it('rests idle without a job, checking nothing', () => {
    const { snapshot, fakes } = startJob({ jobId: null });
    expect(snapshot().value).toBe('idle');
    expect(fakes.pendingCount('fetchVoiceJob')).toBe(0);
  });

  it('treats a blank job id as none', () => {
    const { snapshot } = startJob({ jobId: ' ' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.jobId).toBeNull();
  });

  it('resumes a job found on page load, checking it at once and showing its status meanwhile', () => {
    const { snapshot, fakes } = startJob({ jobId: 'job-1', status: 'processing', modelName: 'Ada Pro' });
    expect(snapshot().value).toBe('checking');
    expect(fakes.inputsOf('fetchVoiceJob')).toEqual([{ jobId: 'job-1' }]);
    expect(snapshot().context).toMatchObject({
      jobId: 'job-1',
      status: 'processing',
      statusText: 'Processing audio...',
      modelName: 'Ada Pro',
    });
  });

  it('follows a job sent with job.track', () => {
    const { actor, snapshot, fakes } = startJob({ jobId: null });
    actor.send({ type: 'job.track', jobId: 'job-9', modelName: 'Pro Clone' });
    expect(snapshot().value).toBe('checking');
    expect(snapshot().context).toMatchObject({ jobId: 'job-9', modelName: 'Pro Clone', statusText: null });
    expect(fakes.inputsOf('fetchVoiceJob')).toEqual([{ jobId: 'job-9' }]);
  });
});

describe('checking every 5 seconds', () => {
  it.each([
    ['queued', 'Job queued for processing...'],
    ['processing', 'Processing audio...'],
    ['training', 'Training voice model...'],
  ] as const)('%s shows "%s" and checks again after 5 seconds', async (status, text) => {
    const { snapshot, fakes } = startJob();
    await fakes.resolve('fetchVoiceJob', check(status));
    expect(snapshot().value).toBe('waiting');
    expect(snapshot().context).toMatchObject({
      status,
      statusText: text,
      modelId: 'model-7',
      modelName: 'Ada Pro',
    });

    await advance(4999);
    expect(fakes.inputsOf('fetchVoiceJob')).toHaveLength(1);
    await advance(1);
    expect(snapshot().value).toBe('checking');
    expect(fakes.inputsOf('fetchVoiceJob')).toHaveLength(2);
    expect(snapshot().context.statusText).toBe(text);
  });

  it('walks queued → processing → training → completed', async () => {
    const { snapshot, fakes } = startJob();
    const seen: (string | null)[] = [];
    for (const status of ['queued', 'processing', 'training'] as const) {
      await fakes.resolve('fetchVoiceJob', check(status));
      seen.push(snapshot().context.statusText);
      await advance(5000);
    }
    await fakes.resolve('fetchVoiceJob', check('completed'));
    seen.push(snapshot().context.statusText);
    expect(seen).toEqual([
      'Job queued for processing...',
      'Processing audio...',
      'Training voice model...',
      'Training completed!',
    ]);
  });
});

describe('endings', () => {
  it('completed: stops checking, says so and emits voiceJob.completed with the model', async () => {
    const { snapshot, fakes, emitted } = startJob();
    await fakes.resolve('fetchVoiceJob', check('completed'));
    expect(snapshot().value).toBe('completed');
    expect(snapshot().context).toMatchObject({
      status: 'completed',
      statusText: 'Training completed!',
      notice: 'Training completed! Your voice model is ready.',
      error: null,
    });
    expect(emitted).toEqual([
      { type: 'voiceJob.completed', jobId: 'job-1', modelId: 'model-7', modelName: 'Ada Pro' },
    ]);
    await advance(60_000);
    expect(fakes.inputsOf('fetchVoiceJob')).toHaveLength(1);
  });

  it("failed: stops checking and shows the job's error", async () => {
    const { snapshot, fakes, emitted } = startJob();
    await fakes.resolve('fetchVoiceJob', check('failed', 'Reference audio has no speech.'));
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.error).toBe('Training failed: Reference audio has no speech.');
    expect(snapshot().context.statusText).toBeNull();
    expect(emitted).toEqual([]);
    await advance(60_000);
    expect(fakes.inputsOf('fetchVoiceJob')).toHaveLength(1);
  });

  it.each([null, '', '  '])("failed without an error_message (%o) says 'Unknown error'", async (message) => {
    const { snapshot, fakes } = startJob();
    await fakes.resolve('fetchVoiceJob', check('failed', message));
    expect(snapshot().context.error).toBe('Training failed: Unknown error');
  });

  it("a 401 stops checking with 'Session expired. Please refresh the page.'", async () => {
    const { snapshot, fakes, logError } = startJob();
    await fakes.reject(
      'fetchVoiceJob',
      Object.assign(new Error('Invalid or expired token.'), { status: 401 }),
    );
    expect(snapshot().value).toBe('sessionExpired');
    expect(snapshot().context.error).toBe('Session expired. Please refresh the page.');
    expect(logError).not.toHaveBeenCalled();
    await advance(60_000);
    expect(fakes.inputsOf('fetchVoiceJob')).toHaveLength(1);
  });

  it("a missing token stops checking with 'Authentication expired. Please refresh the page.'", async () => {
    const { snapshot, fakes } = startJob();
    await fakes.reject('fetchVoiceJob', new MissingTokenError());
    expect(snapshot().value).toBe('sessionExpired');
    expect(snapshot().context.error).toBe('Authentication expired. Please refresh the page.');
    await advance(60_000);
    expect(fakes.inputsOf('fetchVoiceJob')).toHaveLength(1);
  });

  it('recognises a missing-token error from another copy of the class by its name', async () => {
    const { snapshot, fakes } = startJob();
    const foreign = new Error('no token');
    foreign.name = 'MissingTokenError';
    await fakes.reject('fetchVoiceJob', foreign);
    expect(snapshot().context.error).toBe('Authentication expired. Please refresh the page.');
  });

  it('logs any other failure, shows nothing and checks again after 5 seconds', async () => {
    const { snapshot, fakes, logError } = startJob();
    const failure = Object.assign(new Error('Bad gateway'), { status: 502 });
    await fakes.reject('fetchVoiceJob', failure);
    expect(snapshot().value).toBe('waiting');
    expect(snapshot().context.error).toBeNull();
    expect(logError).toHaveBeenCalledExactlyOnceWith(failure);
    await advance(5000);
    expect(fakes.inputsOf('fetchVoiceJob')).toHaveLength(2);
  });
});

describe('following another job and dismissing', () => {
  it('job.track while waiting switches to the new job at once', async () => {
    const { actor, snapshot, fakes } = startJob();
    await fakes.resolve('fetchVoiceJob', check('training'));
    actor.send({ type: 'job.track', jobId: 'job-2' });
    expect(snapshot().value).toBe('checking');
    expect(snapshot().context).toMatchObject({
      jobId: 'job-2',
      status: null,
      statusText: null,
      modelName: null,
    });
    expect(fakes.inputsOf('fetchVoiceJob')).toEqual([{ jobId: 'job-1' }, { jobId: 'job-2' }]);
  });

  it('job.track while checking drops the running check', async () => {
    const { actor, snapshot, fakes } = startJob();
    actor.send({ type: 'job.track', jobId: 'job-2' });
    await fakes.resolve('fetchVoiceJob', check('completed'));
    expect(snapshot().value).toBe('checking');
    await fakes.resolve('fetchVoiceJob', check('queued'));
    expect(snapshot().value).toBe('waiting');
    expect(snapshot().context.jobId).toBe('job-2');
  });

  it.each([
    [
      'completed',
      async (f: ReturnType<typeof startJob>['fakes']) => f.resolve('fetchVoiceJob', check('completed')),
    ],
    [
      'failed',
      async (f: ReturnType<typeof startJob>['fakes']) => f.resolve('fetchVoiceJob', check('failed')),
    ],
    [
      'sessionExpired',
      async (f: ReturnType<typeof startJob>['fakes']) => f.reject('fetchVoiceJob', { status: 401 }),
    ],
  ] as const)('job.dismiss from %s forgets the job', async (state, end) => {
    const { actor, snapshot, fakes } = startJob();
    await end(fakes);
    expect(snapshot().value).toBe(state);
    actor.send({ type: 'job.dismiss' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toEqual({
      jobId: null,
      status: null,
      statusText: null,
      modelId: null,
      modelName: null,
      notice: null,
      error: null,
    });
  });

  it('job.track from completed follows the new job with a clean slate', async () => {
    const { actor, snapshot, fakes } = startJob();
    await fakes.resolve('fetchVoiceJob', check('completed'));
    actor.send({ type: 'job.track', jobId: 'job-3', modelName: 'Second' });
    expect(snapshot().value).toBe('checking');
    expect(snapshot().context).toMatchObject({ notice: null, error: null, modelName: 'Second' });
  });

  it('ignores job.dismiss while the job runs', async () => {
    const { actor, snapshot, fakes } = startJob();
    await fakes.resolve('fetchVoiceJob', check('queued'));
    actor.send({ type: 'job.dismiss' });
    expect(snapshot().value).toBe('waiting');
  });
});
