// The emotion sample save against a fake upload: success and failure texts with the sample's
// title (spec part 2 §8), the server's message preferred, retry with the same take and reset.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors } from '../../testing/fake-actors';
import type { Recording } from '../../shared/audio-sample';
import { emotionSampleMachine, type EmotionSampleEmitted } from './emotion-sample.machine';

const take: Recording = { audio: new Blob(['t']), mimeType: 'audio/webm', durationSeconds: 12 };

function startSample() {
  const fakes = createFakePromiseActors(['uploadVoiceSample'] as const);
  const actor = createActor(emotionSampleMachine.provide({ actors: fakes.actors }), {
    input: { sampleType: 'fast', title: 'Fast Sample' },
  });
  const emitted: EmotionSampleEmitted[] = [];
  actor.on('emotionSample.saved', (event) => emitted.push(event));
  actor.start();
  return { actor, fakes, emitted, snapshot: () => actor.getSnapshot() };
}

describe('emotionSampleMachine', () => {
  it('waits for a take', () => {
    const { snapshot } = startSample();
    expect(snapshot().value).toBe('ready');
    expect(snapshot().context).toEqual({
      sampleType: 'fast',
      title: 'Fast Sample',
      recording: null,
      saved: null,
      error: null,
      notice: null,
    });
  });

  it('uploads the take with its type and says "{title} saved successfully!"', async () => {
    const { actor, snapshot, fakes, emitted } = startSample();
    actor.send({ type: 'sample.save', recording: take });
    expect(snapshot().value).toBe('saving');
    expect(fakes.inputsOf('uploadVoiceSample')).toEqual([
      { sampleType: 'fast', title: 'Fast Sample', recording: take },
    ]);

    await fakes.resolve('uploadVoiceSample', { id: 's1', original_filename: 'fast.webm' });
    expect(snapshot().value).toBe('saved');
    expect(snapshot().context.notice).toBe('Fast Sample saved successfully!');
    expect(snapshot().context.saved).toEqual({ id: 's1', original_filename: 'fast.webm' });
    expect(emitted).toEqual([
      {
        type: 'emotionSample.saved',
        sampleType: 'fast',
        sample: { id: 's1', original_filename: 'fast.webm' },
      },
    ]);
  });

  it('says "Failed to save {title}. Please try again." without a server message', async () => {
    const { actor, snapshot, fakes } = startSample();
    actor.send({ type: 'sample.save', recording: take });
    await fakes.reject('uploadVoiceSample', { status: 0, serverMessage: null });
    expect(snapshot().value).toBe('ready');
    expect(snapshot().context.error).toBe('Failed to save Fast Sample. Please try again.');
    expect(snapshot().context.recording).toBe(take);
  });

  it("prefers the server's message", async () => {
    const { actor, snapshot, fakes } = startSample();
    actor.send({ type: 'sample.save', recording: take });
    await fakes.reject('uploadVoiceSample', {
      status: 422,
      serverMessage: 'Recording too long. Please keep recordings under 30 seconds.',
    });
    expect(snapshot().context.error).toBe('Recording too long. Please keep recordings under 30 seconds.');
  });

  it('retries with the same take, clearing the error', async () => {
    const { actor, snapshot, fakes } = startSample();
    actor.send({ type: 'sample.save', recording: take });
    await fakes.reject('uploadVoiceSample', new Error(''));
    actor.send({ type: 'sample.retry' });
    expect(snapshot().value).toBe('saving');
    expect(snapshot().context.error).toBeNull();
    expect(fakes.inputsOf('uploadVoiceSample')).toHaveLength(2);
  });

  it('cannot retry before any take', () => {
    const { actor, snapshot } = startSample();
    actor.send({ type: 'sample.retry' });
    expect(snapshot().value).toBe('ready');
  });

  it('error.dismiss clears the error', async () => {
    const { actor, snapshot, fakes } = startSample();
    actor.send({ type: 'sample.save', recording: take });
    await fakes.reject('uploadVoiceSample', new Error(''));
    actor.send({ type: 'error.dismiss' });
    expect(snapshot().context.error).toBeNull();
  });

  it('sample.reset after saving waits for a new take', async () => {
    const { actor, snapshot, fakes } = startSample();
    actor.send({ type: 'sample.save', recording: take });
    await fakes.resolve('uploadVoiceSample', { id: 's1', original_filename: 'fast.webm' });
    actor.send({ type: 'sample.reset' });
    expect(snapshot().value).toBe('ready');
    expect(snapshot().context).toMatchObject({ recording: null, saved: null, notice: null });
  });
});
