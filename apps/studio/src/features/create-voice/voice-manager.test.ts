// The voice list's management (issue 26) against a fake server: rename and delete call the voice's
// own routes and reload the list, a refusal keeps its reason; Preview asks for the reference clips
// and plays the first one's media link through the playback machine, and the same button stops it.
import { describe, expect, it, vi } from 'vitest';
import type { PlaybackEvent } from '@twin/machines/create-voice/playback';
import { fakeServer } from '../../lib/testing/fake-server';
import { voiceManager, voicePreviewItem } from './voice-manager';

const model = {
  id: 'model-1',
  model_name: 'Maya',
  status: 'ready',
  clone_type: 'pro',
  reference_language: 'en',
  categorization_completed: true,
};

const clip = (id: string) => ({
  clip_id: id,
  duration: 5,
  speaking_rate: null,
  pitch_mean: null,
  pitch_variation: null,
  energy: null,
  transcript: null,
  audio_url: `/api/voice/reference-clips/${id}/audio?token=link`,
});

function playbackAt(itemId: string | null, src: string | null) {
  const sent: PlaybackEvent[] = [];
  return {
    sent,
    binding: { snapshot: { context: { itemId, src } }, send: (event: PlaybackEvent) => sent.push(event) },
  };
}

describe('the voice list management', () => {
  it('renames and deletes through the voice routes, then reloads the voices', async () => {
    const { api, calls } = fakeServer(({ method }) =>
      method === 'PUT'
        ? { status: 200, body: { success: true, name: 'Maya 2' } }
        : { status: 200, body: { success: true } },
    );
    const reload = vi.fn();
    const manager = voiceManager(api, { reload, playback: playbackAt(null, null).binding });
    await manager.rename(model, 'Maya 2');
    await manager.remove(model);
    expect(calls.map((call) => [call.method, call.url, call.body ?? null])).toEqual([
      ['PUT', '/api/voice/models/model-1', { name: 'Maya 2' }],
      ['DELETE', '/api/voice/models/model-1', null],
    ]);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('passes a refusal on with its reason, without reloading', async () => {
    const reason = 'This voice is still being made. You can delete it once it is ready or has failed.';
    const { api } = fakeServer(() => ({ status: 409, body: { message: reason } }));
    const reload = vi.fn();
    await expect(
      voiceManager(api, { reload, playback: playbackAt(null, null).binding }).remove(model),
    ).rejects.toThrow(reason);
    expect(reload).not.toHaveBeenCalled();
  });

  it('previews the first reference clip through the playback machine, and stops it with the same button', async () => {
    const { api, calls } = fakeServer(() => ({
      status: 200,
      body: {
        clips: [clip('c1'), clip('c2')],
      },
    }));
    const idle = playbackAt(null, null);
    voiceManager(api, { reload: vi.fn(), playback: idle.binding }).togglePreview(model);
    await vi.waitFor(() => expect(idle.sent).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/voice/reference-clips/model-1');
    expect(idle.sent[0]).toEqual({
      type: 'playback.toggle',
      itemId: voicePreviewItem('model-1'),
      src: '/api/voice/reference-clips/c1/audio?token=link',
    });

    const playing = playbackAt(voicePreviewItem('model-1'), '/api/voice/reference-clips/c1/audio?token=link');
    voiceManager(api, { reload: vi.fn(), playback: playing.binding }).togglePreview(model);
    expect(playing.sent).toEqual([idle.sent[0]]);
    expect(calls).toHaveLength(1);
  });
});
