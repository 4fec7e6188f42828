// The quick clone form against fake actors on a fake clock: name, a take or an upload (every
// check with the spec's texts, part 2 §5), the metadata timeout, the submit rules in order and
// saving with progress and the server's message preferred (§8).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors, settle } from '../../testing/fake-actors';
import type { Recording } from '../../shared/audio-sample';
import { sampleAudioFile } from '../../shared/sample-audio-file';
import { quickCloneMachine } from './quick-clone.machine';
import type { QuickCloneEmitted, SaveQuickCloneInput } from './quick-clone.types';
import { canSubmitQuickClone } from './quick-clone.validation';

const megabyte = 1024 * 1024;
const take: Recording = { audio: new Blob(['take']), mimeType: 'audio/webm', durationSeconds: 10 };
const goodFile = sampleAudioFile('hello.wav', 'audio/wav', 2 * megabyte);

function startQuickClone() {
  const fakes = createFakePromiseActors(['probeAudioDuration', 'saveQuickClone'] as const);
  const actor = createActor(quickCloneMachine.provide({ actors: fakes.actors }));
  const emitted: QuickCloneEmitted[] = [];
  actor.on('quickClone.saved', (event) => emitted.push(event));
  actor.start();
  return { actor, fakes, emitted, snapshot: () => actor.getSnapshot() };
}

function readyToSubmit() {
  const quickClone = startQuickClone();
  quickClone.actor.send({ type: 'name.change', name: ' Ada ' });
  quickClone.actor.send({ type: 'recording.use', recording: take });
  return quickClone;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the form', () => {
  it('starts empty', () => {
    const { snapshot } = startQuickClone();
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toEqual({
      name: '',
      sample: null,
      pendingFile: null,
      uploadProgress: null,
      error: null,
      notice: null,
      saved: null,
    });
  });

  it('keeps the latest sample, a take or a file, and clears it', async () => {
    const { actor, snapshot, fakes } = startQuickClone();
    actor.send({ type: 'recording.use', recording: take });
    expect(snapshot().context.sample).toEqual({
      source: 'recording',
      audio: take.audio,
      name: 'Quick Clone',
      durationSeconds: 10,
    });
    actor.send({ type: 'file.choose', file: goodFile });
    await fakes.resolve('probeAudioDuration', 12);
    expect(snapshot().context.sample).toEqual({
      source: 'upload',
      audio: goodFile,
      name: 'hello.wav',
      durationSeconds: 12,
    });
    actor.send({ type: 'sample.clear' });
    expect(snapshot().context.sample).toBeNull();
  });
});

describe('upload checks', () => {
  it.each([
    ['a video', sampleAudioFile('a.mov', 'video/quicktime', megabyte), 'Please select an audio file.'],
    [
      'a file over 50MB',
      sampleAudioFile('a.wav', 'audio/wav', 50 * megabyte + 1),
      'File size must be under 50MB.',
    ],
  ])('refuses %s at once with "%s"', (_, file, text) => {
    const { actor, snapshot, fakes } = startQuickClone();
    actor.send({ type: 'file.choose', file });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.error).toBe(text);
    expect(fakes.pendingCount('probeAudioDuration')).toBe(0);
  });

  it.each([
    [4.9, 'Audio file must be at least 5 seconds long.'],
    [30.1, 'Audio file must be under 30 seconds long.'],
    [Number.NaN, 'Could not read audio file. Please try a different file.'],
  ])('refuses a file of %s seconds with "%s"', async (seconds, text) => {
    const { actor, snapshot, fakes } = startQuickClone();
    actor.send({ type: 'file.choose', file: goodFile });
    expect(snapshot().value).toBe('checkingFile');
    await fakes.resolve('probeAudioDuration', seconds);
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.error).toBe(text);
    expect(snapshot().context.sample).toBeNull();
  });

  it.each([5, 30])('accepts a file of exactly %i seconds', async (seconds) => {
    const { actor, snapshot, fakes } = startQuickClone();
    actor.send({ type: 'file.choose', file: goodFile });
    await fakes.resolve('probeAudioDuration', seconds);
    expect(snapshot().context.sample?.durationSeconds).toBe(seconds);
    expect(snapshot().context.error).toBeNull();
  });

  it('refuses an unreadable file', async () => {
    const { actor, snapshot, fakes } = startQuickClone();
    actor.send({ type: 'file.choose', file: goodFile });
    await fakes.reject('probeAudioDuration', new Error('EncodingError'));
    expect(snapshot().context.error).toBe('Could not read audio file. Please try a different file.');
  });

  it('gives up reading after 5 seconds', async () => {
    const { actor, snapshot } = startQuickClone();
    actor.send({ type: 'file.choose', file: goodFile });
    actor.send({ type: 'name.change', name: 'typed meanwhile' });
    vi.advanceTimersByTime(5000);
    await settle();
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toMatchObject({
      error: 'Could not read audio file. Please try a different file.',
      name: 'typed meanwhile',
      pendingFile: null,
    });
  });
});

describe('submit rules', () => {
  it('requires a name first, then a sample', () => {
    const { actor, snapshot, fakes } = startQuickClone();
    actor.send({ type: 'clone.submit' });
    expect(snapshot().context.error).toBe('Please enter a name for your voice clone.');
    actor.send({ type: 'name.change', name: 'Ada' });
    actor.send({ type: 'clone.submit' });
    expect(snapshot().context.error).toBe('Please record a voice sample first.');
    expect(snapshot().value).toBe('editing');
    expect(fakes.pendingCount('saveQuickClone')).toBe(0);
    actor.send({ type: 'error.dismiss' });
    expect(snapshot().context.error).toBeNull();
  });

  it('enables the save button only with a valid form in editing', () => {
    const { actor, snapshot } = readyToSubmit();
    expect(canSubmitQuickClone(snapshot())).toBe(true);
    actor.send({ type: 'clone.submit' });
    expect(canSubmitQuickClone(snapshot())).toBe(false);
  });
});

describe('saving', () => {
  it('sends the trimmed name and the sample, and reports progress', () => {
    const { actor, snapshot, fakes } = readyToSubmit();
    actor.send({ type: 'clone.submit' });
    expect(snapshot().value).toBe('saving');
    expect(snapshot().context).toMatchObject({ notice: 'Saving quick voice clone...', uploadProgress: 0 });
    const [input] = fakes.inputsOf('saveQuickClone') as SaveQuickCloneInput[];
    expect(input).toEqual({
      name: 'Ada',
      sample: { source: 'recording', audio: take.audio, name: 'Quick Clone', durationSeconds: 10 },
      reportProgress: expect.any(Function),
    });
    input?.reportProgress(75);
    expect(snapshot().context.uploadProgress).toBe(75);
  });

  it('says it saved and emits quickClone.saved', async () => {
    const { actor, snapshot, fakes, emitted } = readyToSubmit();
    actor.send({ type: 'clone.submit' });
    await fakes.resolve('saveQuickClone', { modelId: 'model-2', jobId: null });
    expect(snapshot().value).toBe('saved');
    expect(snapshot().context).toMatchObject({
      notice: 'Quick voice clone saved successfully!',
      uploadProgress: 100,
      saved: { modelId: 'model-2', jobId: null },
    });
    expect(emitted).toEqual([{ type: 'quickClone.saved', clone: { modelId: 'model-2', jobId: null } }]);
  });

  it("prefers the server's message, else 'Failed to save quick voice clone.'", async () => {
    const { actor, snapshot, fakes } = readyToSubmit();
    actor.send({ type: 'clone.submit' });
    await fakes.reject('saveQuickClone', { status: 403, serverMessage: 'Voice clone limit reached.' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toMatchObject({
      error: 'Voice clone limit reached.',
      notice: null,
      uploadProgress: null,
    });
    actor.send({ type: 'clone.submit' });
    await fakes.reject('saveQuickClone', { status: 0, serverMessage: null });
    expect(snapshot().context.error).toBe('Failed to save quick voice clone.');
  });

  it('clone.reset empties the form', async () => {
    const { actor, snapshot, fakes } = readyToSubmit();
    actor.send({ type: 'clone.submit' });
    await fakes.resolve('saveQuickClone', { modelId: 'model-2', jobId: null });
    actor.send({ type: 'clone.reset' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toMatchObject({ name: '', sample: null, saved: null, notice: null });
  });
});
