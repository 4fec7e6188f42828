// The Takes panel's effects against a fake api: the list arrives as the machine keeps it (newest first, each take's
// clip for the timeline), Delete calls DELETE /api/speech/takes/{id} and reads the list again, and a refusal's
// server message is what the dialog shows.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError, type ApiClient, type SpeechTake } from '@twin/api-client';
import { createTakesMachine } from './takes-machine';

const speechTake = (id: string, text: string): SpeechTake => ({
  id,
  text,
  language: 'en',
  voice_id: null,
  voice_name: 'My voice',
  settings: { exaggeration: null, temperature: null, cfg_weight: null },
  duration_seconds: 1.5,
  created_at: '2026-11-28T07:05:00.000Z',
  audio_url: `/api/media/${id}?token=t`,
  clip: {
    id: `clip-${id}`,
    type: 'tts',
    url: `/api/speech/audio/${id}.wav`,
    name: text,
    duration: 1.5,
  } as SpeechTake['clip'],
});

type Speech = ApiClient['speech'];

function fakeSpeech(takes: SpeechTake[], deleteTake: Speech['deleteTake']) {
  const deleted: string[] = [];
  const speech = {
    takes: async () => ({ takes: takes.filter((take) => !deleted.includes(take.id)) }),
    deleteTake: async (id: string) => {
      await deleteTake(id);
      deleted.push(id);
      return { success: true as const };
    },
  } as unknown as Speech;
  return { api: { speech }, deleted };
}

describe('the takes machine with the api', () => {
  it('loads the takes, deletes one after the confirmation and reads the list again', async () => {
    const { api, deleted } = fakeSpeech(
      [speechTake('t2', 'Second take.'), speechTake('t1', 'First take.')],
      async () => ({ success: true }),
    );
    const actor = createActor(createTakesMachine(api)).start();
    await waitFor(actor, (state) => state.matches('ready'));
    expect(actor.getSnapshot().context.takes).toEqual([
      {
        id: 't2',
        text: 'Second take.',
        voiceName: 'My voice',
        durationSeconds: 1.5,
        createdAt: '2026-11-28T07:05:00.000Z',
        audioUrl: '/api/media/t2?token=t',
        clip: { id: 'clip-t2', url: '/api/speech/audio/t2.wav', name: 'Second take.', duration: 1.5 },
      },
      expect.objectContaining({ id: 't1' }),
    ]);
    const announced: string[] = [];
    actor.on('takes.deleted', ({ take }) => announced.push(take.clip.url));
    actor.send({ type: 'take.delete', takeId: 't2', onTimeline: true });
    actor.send({ type: 'take.confirm' });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(deleted).toEqual(['t2']);
    expect(announced).toEqual(['/api/speech/audio/t2.wav']);
    expect(actor.getSnapshot().context.takes?.map((take) => take.id)).toEqual(['t1']);
  });

  it("keeps a refused delete's server message for the dialog", async () => {
    const { api } = fakeSpeech([speechTake('t1', 'First take.')], async () => {
      throw new ApiError({
        status: 404,
        kind: 'http',
        message: 'Not found',
        serverMessage: 'Take not found.',
      });
    });
    const actor = createActor(createTakesMachine(api)).start();
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'take.delete', takeId: 't1', onTimeline: false });
    actor.send({ type: 'take.confirm' });
    await waitFor(actor, (state) => state.matches('deleteFailed'));
    expect(actor.getSnapshot().context.error).toBe('Take not found.');
  });
});
