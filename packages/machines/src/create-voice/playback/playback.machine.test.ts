// Playback on a fake clock with a fake audio actor: one item at a time, pause and resume, a
// switch pausing the current item, the 500 ms double-click guard per item, the end of the sound,
// failures with the spec's text (part 2 §4, §8, §9) and stop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { settle } from '../../testing/fake-actors';
import { createFakeCallbackActor } from '../../testing/fake-actors';
import { isPlayingItem, playbackMachine, type PlayAudioInput } from './playback.machine';

const take = { type: 'playback.toggle', itemId: 'take', src: 'blob:take' } as const;
const clip = { type: 'playback.toggle', itemId: 'clip-1', src: '/clips/1' } as const;

function startPlayback() {
  const audio = createFakeCallbackActor<EventObject, PlayAudioInput>();
  const actor = createActor(playbackMachine.provide({ actors: { playAudio: audio.logic } })).start();
  return { actor, audio, snapshot: () => actor.getSnapshot() };
}

async function wait(ms: number) {
  vi.advanceTimersByTime(ms);
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('playbackMachine', () => {
  it('starts idle with nothing playing', () => {
    const { snapshot, audio } = startPlayback();
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toEqual({ itemId: null, src: null, error: null });
    expect(audio.instances).toHaveLength(0);
  });

  it('plays a clicked item through the audio actor', () => {
    const { actor, snapshot, audio } = startPlayback();
    actor.send(take);
    expect(snapshot().value).toEqual({ playing: 'settling' });
    expect(snapshot().context).toMatchObject({ itemId: 'take', src: 'blob:take' });
    expect(audio.latest().input).toEqual({ itemId: 'take', src: 'blob:take' });
    expect(isPlayingItem(snapshot(), 'take')).toBe(true);
    expect(isPlayingItem(snapshot(), 'clip-1')).toBe(false);
  });

  it('ignores a second click on the same item within 500 ms', async () => {
    const { actor, snapshot, audio } = startPlayback();
    actor.send(take);
    await wait(499);
    actor.send(take);
    expect(snapshot().value).toEqual({ playing: 'settling' });
    expect(audio.latest().stopped).toBe(false);
  });

  it('pauses on a click on the same item after 500 ms, stopping the sound', async () => {
    const { actor, snapshot, audio } = startPlayback();
    actor.send(take);
    await wait(500);
    expect(snapshot().value).toEqual({ playing: 'steady' });
    actor.send(take);
    expect(snapshot().value).toEqual({ paused: 'settling' });
    expect(snapshot().context.itemId).toBe('take');
    expect(audio.latest().stopped).toBe(true);
    expect(isPlayingItem(snapshot(), 'take')).toBe(false);
  });

  it('ignores a resume click within 500 ms of the pause, then resumes the same item', async () => {
    const { actor, snapshot, audio } = startPlayback();
    actor.send(take);
    await wait(500);
    actor.send(take);
    await wait(200);
    actor.send(take);
    expect(snapshot().value).toEqual({ paused: 'settling' });
    await wait(300);
    expect(snapshot().value).toEqual({ paused: 'steady' });
    actor.send(take);
    expect(snapshot().value).toEqual({ playing: 'settling' });
    expect(audio.instances).toHaveLength(2);
    expect(audio.latest().input).toEqual({ itemId: 'take', src: 'blob:take' });
  });

  it('starting another item pauses the current one at once, even within 500 ms', () => {
    const { actor, snapshot, audio } = startPlayback();
    actor.send(take);
    actor.send(clip);
    expect(snapshot().value).toEqual({ playing: 'settling' });
    expect(snapshot().context.itemId).toBe('clip-1');
    expect(audio.instances[0]?.stopped).toBe(true);
    expect(audio.latest().input).toEqual({ itemId: 'clip-1', src: '/clips/1' });
  });

  it('plays another item from paused', async () => {
    const { actor, snapshot } = startPlayback();
    actor.send(take);
    await wait(500);
    actor.send(take);
    actor.send(clip);
    expect(snapshot().value).toEqual({ playing: 'settling' });
    expect(snapshot().context.itemId).toBe('clip-1');
  });

  it('goes idle when the sound ends', () => {
    const { actor, snapshot, audio } = startPlayback();
    actor.send(take);
    audio.latest().report({ type: 'audio.ended' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toEqual({ itemId: null, src: null, error: null });
  });

  it("says 'Failed to play audio recording.' when the sound fails, and clears it on the next play", () => {
    const { actor, snapshot, audio } = startPlayback();
    actor.send(take);
    audio.latest().report({ type: 'audio.failed', error: new Error('NotSupportedError') });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.error).toBe('Failed to play audio recording.');
    actor.send(clip);
    expect(snapshot().context.error).toBeNull();
  });

  it('treats an audio actor that throws as a failure', async () => {
    const actor = createActor(playbackMachine).start();
    actor.send(take);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(actor.getSnapshot().context.error).toBe('Failed to play audio recording.');
  });

  it.each(['playing', 'paused'] as const)('playback.stop from %s goes idle', async (state) => {
    const { actor, snapshot, audio } = startPlayback();
    actor.send(take);
    await wait(500);
    if (state === 'paused') actor.send(take);
    actor.send({ type: 'playback.stop' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.itemId).toBeNull();
    expect(audio.latest().stopped).toBe(true);
  });
});
