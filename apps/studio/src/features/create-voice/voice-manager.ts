// The voice list's management (issue 26) with the studio's effects: rename and delete through the api
// client, then the page reloads its voices; Preview plays the voice's first reference clip (a media
// link) through the page's playback machine, and the same button stops it.
import type { ApiClient } from '@twin/api-client';
import type { PlaybackEvent } from '@twin/machines/create-voice/playback';
import type { VoiceManager } from '@twin/ui/features/create-voice';

/** The playback machine's item for a voice's preview. */
export const voicePreviewItem = (voiceId: string) => `voice-preview-${voiceId}`;

export function voiceManager(
  api: Pick<ApiClient, 'voice' | 'urls'>,
  deps: {
    reload: () => void;
    playback: {
      snapshot: { context: { itemId: string | null; src: string | null } };
      send: (event: PlaybackEvent) => void;
    };
  },
): VoiceManager {
  return {
    rename: async (model, name) => {
      await api.voice.renameModel(model.id, { name });
      deps.reload();
    },
    remove: async (model) => {
      const item = voicePreviewItem(model.id);
      if (deps.playback.snapshot.context.itemId === item) deps.playback.send({ type: 'playback.stop' });
      await api.voice.deleteModel(model.id);
      deps.reload();
    },
    togglePreview: (model) => {
      const item = voicePreviewItem(model.id);
      const { itemId, src } = deps.playback.snapshot.context;
      if (itemId === item && src) {
        deps.playback.send({ type: 'playback.toggle', itemId: item, src });
        return;
      }
      void api.voice
        .referenceClips(model.id)
        .then(({ clips }) => {
          const first = clips[0];
          if (first?.audio_url) {
            deps.playback.send({
              type: 'playback.toggle',
              itemId: item,
              src: api.urls.media(first.audio_url),
            });
          }
        })
        .catch((error: unknown) => console.error('Could not load the voice preview', error));
    },
  };
}
