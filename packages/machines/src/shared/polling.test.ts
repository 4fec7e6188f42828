// The polling fragment in a small machine on a fake clock: waiting → checking after the named delay,
// an unfinished answer or a retried failure back to waiting, a finished answer out of polling.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { checkedOutput, checkError, jobIdInput, pollAgain, pollWaiting } from './polling';

type Answer = { status: 'running' | 'done' };
type Context = { jobId: string | null; seen: string[]; errors: unknown[] };

function pollingMachine(answers: readonly (Answer | Error)[]) {
  const asked: string[] = [];
  const machine = setup({
    types: { context: {} as Context },
    actors: {
      checkJob: fromPromise<Answer, { jobId: string }>(async ({ input }) => {
        asked.push(input.jobId);
        const answer = answers[asked.length - 1] ?? { status: 'running' };
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: {
      keepAnswer: assign(({ context }, answer: Answer) => ({ seen: [...context.seen, answer.status] })),
      keepError: assign(({ context }, params: { error: unknown }) => ({
        errors: [...context.errors, params.error],
      })),
    },
    delays: { every: 1000 },
  }).createMachine({
    context: { jobId: null, seen: [], errors: [] },
    initial: 'polling',
    states: {
      polling: {
        initial: 'waiting',
        states: {
          waiting: pollWaiting('every'),
          checking: {
            invoke: {
              id: 'checkJob',
              src: 'checkJob',
              input: jobIdInput,
              onDone: [
                { guard: ({ event }) => event.output.status === 'done', target: '#poll.done' },
                pollAgain({ type: 'keepAnswer', params: checkedOutput }),
              ],
              onError: pollAgain({ type: 'keepError', params: checkError }),
            },
          },
        },
      },
      done: { type: 'final' },
    },
    id: 'poll',
  });
  return { machine, asked };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('polling fragment', () => {
  it('asks after each delay until the answer is finished, retrying a failed check', async () => {
    const failure = new Error('offline');
    const { machine, asked } = pollingMachine([{ status: 'running' }, failure, { status: 'done' }]);
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await waitFor(actor, (snapshot) => snapshot.context.seen.length === 1);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(actor, (snapshot) => snapshot.context.errors.length === 1);
    expect(actor.getSnapshot().context.errors).toEqual([failure]);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(asked).toEqual(['', '', '']);
    expect(actor.getSnapshot().context.seen).toEqual(['running']);
  });

  it('builds the waiting state and the way back', () => {
    expect(pollWaiting('pollInterval')).toEqual({ after: { pollInterval: 'checking' } });
    expect(pollAgain('recordStatusCheck')).toEqual({ target: 'waiting', actions: 'recordStatusCheck' });
    expect(jobIdInput({ context: { jobId: 'job-1' } })).toEqual({ jobId: 'job-1' });
  });
});
