// The Takes panel's effects (issue 26): the takes machine provided with GET /api/speech/takes (each take as the
// machine keeps it: words, voice, length, date, its media link and its timeline clip) and DELETE
// /api/speech/takes/{id}. Failures reach the machine as the api-client's errors, so the server's reason is shown.
import { fromPromise } from 'xstate';
import type { ApiClient, SpeechTake } from '@twin/api-client';
import { takesMachine, type Take } from '@twin/machines/text-to-speech/takes';

export function takeOf(take: SpeechTake): Take {
  return {
    id: take.id,
    text: take.text,
    voiceName: take.voice_name,
    durationSeconds: take.duration_seconds,
    createdAt: take.created_at,
    audioUrl: take.audio_url,
    clip: { id: take.clip.id, url: take.clip.url, name: take.clip.name, duration: take.clip.duration },
  };
}

export function createTakesMachine(api: Pick<ApiClient, 'speech'>) {
  return takesMachine.provide({
    actors: {
      loadTakes: fromPromise<readonly Take[], void>(async ({ signal }) =>
        (await api.speech.takes({ signal })).takes.map(takeOf),
      ),
      deleteTake: fromPromise<void, { takeId: string }>(async ({ input, signal }) => {
        await api.speech.deleteTake(input.takeId, { signal });
      }),
    },
  });
}
