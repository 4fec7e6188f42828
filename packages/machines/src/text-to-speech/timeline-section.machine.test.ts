// The timeline section on a fake clock with a fake upload: progress in whole percent, the notice
// leaving after 2 s, a refusal staying until the next action or Dismiss (kept files still added),
// a failed call (Create Video is lip-sync start's: lipsync-start/).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sampleAudioFile } from '../shared/sample-audio-file';
import { createFakePromiseActors } from '../testing/fake-actors';
import { timelineSectionMachine, type UploadTimelineAudioInput } from './timeline-section.machine';

const file = sampleAudioFile('talk.mp3', 'audio/mpeg', 10);
const clip = {
  id: 'clip-1',
  type: 'upload' as const,
  url: '/api/audio/clip-1',
  name: 'talk.mp3',
  duration: 3,
};

function startSection() {
  const fakes = createFakePromiseActors(['uploadTimelineAudio'] as const);
  const actor = createActor(timelineSectionMachine.provide({ actors: fakes.actors })).start();
  return { actor, fakes, snapshot: () => actor.getSnapshot() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('upload', () => {
  it('shows whole-percent progress, then the notice for 2 seconds', async () => {
    const { actor, fakes, snapshot } = startSection();
    actor.send({ type: 'upload.start', files: [file] });
    expect(snapshot().value).toBe('uploading');
    const [input] = fakes.inputsOf('uploadTimelineAudio') as UploadTimelineAudioInput[];
    expect(input?.files).toEqual([file]);
    input?.reportProgress(41.6);
    expect(snapshot().context.percent).toBe(42);
    await fakes.resolve('uploadTimelineAudio', { added: [clip], error: null });
    expect(snapshot().value).toBe('notice');
    expect(snapshot().context).toMatchObject({ text: 'Audio file added to timeline!', added: [clip] });
    await vi.advanceTimersByTimeAsync(1999);
    expect(snapshot().value).toBe('notice');
    await vi.advanceTimersByTimeAsync(1);
    expect(snapshot().value).toBe('idle');
  });

  it("keeps the server's refusal until Dismiss, with the files kept before it", async () => {
    const { actor, fakes, snapshot } = startSection();
    actor.send({ type: 'upload.start', files: [file, file] });
    await fakes.resolve('uploadTimelineAudio', { added: [clip], error: 'Unsupported audio format.' });
    expect(snapshot().value).toBe('error');
    expect(snapshot().context).toMatchObject({ text: 'Unsupported audio format.', added: [clip] });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(snapshot().value).toBe('error');
    actor.send({ type: 'status.dismiss' });
    expect(snapshot().value).toBe('idle');
  });

  it('the next upload replaces an error', async () => {
    const { actor, fakes, snapshot } = startSection();
    actor.send({ type: 'upload.start', files: [file] });
    await fakes.reject('uploadTimelineAudio', new Error(''));
    expect(snapshot().context.text).toBe('Failed to upload audio');
    actor.send({ type: 'upload.start', files: [file] });
    expect(snapshot().value).toBe('uploading');
    expect(snapshot().context).toMatchObject({ text: null, percent: 0 });
  });
});
