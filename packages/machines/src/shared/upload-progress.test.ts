// The upload-progress fragment in a small machine: an upload actor's reports arrive as
// `upload.progress` and the machine keeps them through its own rule; other events leave it alone.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor } from 'xstate';
import { clampPercent, type ReportProgress } from './audio-sample';
import {
  isUploadProgress,
  onUploadProgress,
  reportUploadProgress,
  trackUploadProgress,
  type UploadProgressEvent,
} from './upload-progress';

type Context = { percent: number; seen: number };
type Event = UploadProgressEvent | { type: 'other'; percent: number } | { type: 'finish' };

function uploadMachine(reports: readonly number[]) {
  let release: () => void = () => {};
  const machine = setup({
    types: { context: {} as Context, events: {} as Event },
    actors: {
      upload: fromPromise<void, { reportProgress: ReportProgress }>(
        ({ input }) =>
          new Promise<void>((resolve) => {
            for (const percent of reports) input.reportProgress(percent);
            release = resolve;
          }),
      ),
    },
    actions: {
      trackProgress: trackUploadProgress<Context, Event>((percent, context) => ({
        percent: clampPercent(percent),
        seen: context.seen + 1,
      })),
    },
  }).createMachine({
    context: { percent: 0, seen: 0 },
    initial: 'uploading',
    states: {
      uploading: {
        on: { ...onUploadProgress, other: { actions: 'trackProgress' } },
        invoke: {
          src: 'upload',
          input: ({ self }) => ({ reportProgress: reportUploadProgress(self) }),
          onDone: 'done',
        },
      },
      done: { type: 'final' },
    },
  });
  return { machine, finish: () => release() };
}

describe('upload progress', () => {
  it('keeps each report through the machine rule', async () => {
    const { machine, finish } = uploadMachine([40.4, 130]);
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().context).toEqual({ percent: 100, seen: 2 });
    actor.send({ type: 'upload.progress', percent: Number.NaN });
    expect(actor.getSnapshot().context).toEqual({ percent: 0, seen: 3 });
    finish();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it('leaves the context alone for any other event', () => {
    const { machine } = uploadMachine([]);
    const actor = createActor(machine).start();
    actor.send({ type: 'other', percent: 55 });
    expect(actor.getSnapshot().context).toEqual({ percent: 0, seen: 0 });
    expect(isUploadProgress({ type: 'other' })).toBe(false);
    expect(isUploadProgress({ type: 'upload.progress' })).toBe(true);
  });
});
