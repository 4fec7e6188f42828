// The dubbing editor on a fake clock (issue 25): segments loaded into editable rows with their fit in words, a
// failed load retried, Regenerate only on an edited segment, the start refused in the server's words, the
// regeneration asked for every 3 s with its progress, completed → segments loaded again, the notice and the player's
// version up, failed → the server's words (or the plain fallback), a running regeneration found on load followed,
// a failing status call polled on; the walk's reachable states.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors, settle } from '../../testing/fake-actors';
import { reachableStateValues } from '../../testing/reachable-states';
import { dubEditorMachine } from './dub-editor.machine';
import { dubEditorMessages } from './dub-editor.messages';
import { dubEditorView, fitText } from './dub-editor.view';
import {
  dubEditorMachineWalk,
  dubEditorWalkChecks as checks,
  dubEditorWalkSegments as loaded,
} from './dub-editor.walk';

function startEditor() {
  const fakes = createFakePromiseActors([
    'loadDubSegments',
    'startRegeneration',
    'checkRegeneration',
  ] as const);
  const logError = vi.fn();
  const actor = createActor(
    dubEditorMachine.provide({
      actors: fakes.actors,
      actions: { logError: (_, params) => logError(params.error) },
    }),
    { input: { jobId: 'job-7' } },
  ).start();
  const snapshot = () => actor.getSnapshot();
  const view = () => dubEditorView(snapshot());
  return { actor, fakes, logError, snapshot, view };
}

async function advance(ms: number) {
  vi.advanceTimersByTime(ms);
  await settle();
}

async function editedAndStarted() {
  const editor = startEditor();
  await editor.fakes.resolve('loadDubSegments', loaded);
  editor.actor.send({ type: 'segment.edit', index: 1, translation: 'El sol es grande.' });
  editor.actor.send({ type: 'segment.regenerate', index: 1 });
  await editor.fakes.resolve('startRegeneration', { regenerationId: 'regen-1' });
  return editor;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading', () => {
  it("shows the job's segments as rows with their fit in words", async () => {
    const { fakes, snapshot, view } = startEditor();
    expect(snapshot().value).toBe('loading');
    expect(fakes.inputsOf('loadDubSegments')).toEqual([{ jobId: 'job-7' }]);
    await fakes.resolve('loadDubSegments', loaded);
    expect(snapshot().value).toBe('ready');
    expect(view().rows.map((row) => [row.text, row.translation, row.fit, row.canRegenerate])).toEqual([
      [loaded.segments[0]!.text, loaded.segments[0]!.translation, 'Spoken 1.12× faster', false],
      [loaded.segments[1]!.text, loaded.segments[1]!.translation, 'Fits as spoken', false],
    ]);
    expect(fitText({ tempo: 1.2, videoStretch: 1.3 })).toBe('Spoken 1.20× faster, video slowed 1.30×');
  });

  it('a failed load says so and Try again loads again', async () => {
    const { actor, fakes, snapshot, view } = startEditor();
    await fakes.reject('loadDubSegments', new Error('Failed to fetch'));
    expect(snapshot().value).toBe('loadFailed');
    expect(view().error).toBe(dubEditorMessages.loadFailed);
    actor.send({ type: 'editor.retry' });
    expect(snapshot().value).toBe('loading');
    expect(view().error).toBeNull();
    await fakes.resolve('loadDubSegments', loaded);
    expect(snapshot().value).toBe('ready');
  });

  it('follows a regeneration found running', async () => {
    const { fakes, snapshot, view } = startEditor();
    await fakes.resolve('loadDubSegments', { ...loaded, regeneration: checks.running });
    expect(snapshot().value).toEqual({ regenerating: 'waiting' });
    expect(view().rows[1]!.regenerating).toBe(true);
    await advance(3000);
    expect(fakes.inputsOf('checkRegeneration')).toEqual([{ jobId: 'job-7', regenerationId: 'regen-1' }]);
  });
});

describe('regenerating a segment', () => {
  it('is open only on an edited, non-empty translation', async () => {
    const { actor, fakes, snapshot, view } = startEditor();
    await fakes.resolve('loadDubSegments', loaded);
    actor.send({ type: 'segment.regenerate', index: 1 });
    expect(snapshot().value).toBe('ready');
    actor.send({ type: 'segment.edit', index: 1, translation: '   ' });
    actor.send({ type: 'segment.regenerate', index: 1 });
    expect(snapshot().value).toBe('ready');
    actor.send({ type: 'segment.edit', index: 1, translation: 'El sol es grande.' });
    expect(view().rows[1]).toMatchObject({ edited: true, canRegenerate: true });
    actor.send({ type: 'segment.regenerate', index: 1 });
    expect(snapshot().value).toBe('starting');
    expect(fakes.inputsOf('startRegeneration')).toEqual([
      { jobId: 'job-7', index: 1, translation: 'El sol es grande.' },
    ]);
    expect(view()).toMatchObject({ phase: 'starting', progressText: dubEditorMessages.speaking });
    expect(view().rows.every((row) => !row.canRegenerate)).toBe(true);
  });

  it("a refused start shows the server's words and the rows stay as edited", async () => {
    const { actor, fakes, snapshot, view } = startEditor();
    await fakes.resolve('loadDubSegments', loaded);
    actor.send({ type: 'segment.edit', index: 1, translation: 'El sol es grande.' });
    actor.send({ type: 'segment.regenerate', index: 1 });
    await fakes.reject('startRegeneration', new Error('Not enough credits.'));
    expect(snapshot().value).toBe('ready');
    expect(view()).toMatchObject({ error: 'Not enough credits.', progressText: null });
    expect(view().rows[1]!.translation).toBe('El sol es grande.');
  });

  it('asks every 3 s, shows the progress, then loads the new segments and refreshes the player', async () => {
    const { fakes, snapshot, view, logError } = await editedAndStarted();
    expect(snapshot().value).toEqual({ regenerating: 'waiting' });
    await advance(2999);
    expect(fakes.pendingCount('checkRegeneration')).toBe(0);
    await advance(1);
    await fakes.resolve('checkRegeneration', {
      ...checks.running,
      progress: 'Mixing the new sentence in...',
    });
    expect(view().progressText).toBe('Mixing the new sentence in...');
    await advance(3000);
    await fakes.reject('checkRegeneration', new Error('Failed to fetch'));
    expect(logError).toHaveBeenCalledTimes(1);
    expect(snapshot().value).toEqual({ regenerating: 'waiting' });
    await advance(3000);
    await fakes.resolve('checkRegeneration', checks.completed);
    expect(snapshot().value).toBe('reloading');
    expect(view()).toMatchObject({ notice: dubEditorMessages.regenerated, resultVersion: 1 });
    const updated = {
      ...loaded,
      segments: loaded.segments.map((segment) =>
        segment.index === 1 ? { ...segment, translation: 'El sol es grande.' } : segment,
      ),
    };
    await fakes.resolve('loadDubSegments', updated);
    expect(snapshot().value).toBe('ready');
    expect(view().rows[1]).toMatchObject({ translation: 'El sol es grande.', edited: false });
  });

  it("a failed regeneration shows the server's words, or the plain fallback", async () => {
    const first = await editedAndStarted();
    await advance(3000);
    await first.fakes.resolve('checkRegeneration', checks.failed);
    expect(first.snapshot().value).toBe('ready');
    expect(first.view().error).toBe(checks.failed.errorMessage);
    expect(first.view().rows[1]).toMatchObject({ translation: 'El sol es grande.', canRegenerate: true });

    const second = await editedAndStarted();
    await advance(3000);
    await second.fakes.resolve('checkRegeneration', checks.failedWithoutWords);
    expect(second.view().error).toBe(dubEditorMessages.failed);
  });

  it('keeps the player as it was when loading again fails', async () => {
    const { fakes, snapshot, view } = await editedAndStarted();
    await advance(3000);
    await fakes.resolve('checkRegeneration', checks.completed);
    await fakes.reject('loadDubSegments', new Error('Failed to fetch'));
    expect(snapshot().value).toBe('ready');
    expect(view().resultVersion).toBe(1);
  });
});

describe('the walk', () => {
  it('reaches every state', () => {
    expect(reachableStateValues(dubEditorMachine, dubEditorMachineWalk)).toEqual([
      'loadFailed',
      'loading',
      'ready',
      'regenerating.checking',
      'regenerating.waiting',
      'reloading',
      'starting',
    ]);
  });
});
