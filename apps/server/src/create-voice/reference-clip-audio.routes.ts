// GET /api/tts/reference-clips/{clipId}/audio?model_name=&token=: a reference clip's WAV for <audio> playback,
// with Range support. The token is the bearer header or a media link's (the clip list hands those out); the clip
// must be the caller's (404 otherwise). model_name is required by the contract and accepted as given: the clip id alone
// identifies the clip.
import { apiRoutes, fillPath } from '@twin/api-client';
import type { Database } from '../db/database';
import type { MediaStore } from '../files/media-store';
import { implementStream, type AnyStreamRouteImplementation } from '../files/stream-route';
import { streamFile } from '../files/stream-file';
import { HttpError } from '../http/http-error';
import { findOwnClipWithFile } from '../voices/reference-clips.repository';
import { voiceMessages } from './voice-messages';

/** The clip's audio path with the model_name query the contract requires (a media link is made from it). */
export function referenceClipAudioPath(clipId: string, modelName: string): string {
  const path = fillPath(apiRoutes['tts.referenceClipAudio'].path, { clipId });
  return `${path}?${new URLSearchParams({ model_name: modelName })}`;
}

export function referenceClipAudioRoutes(db: Database, store: MediaStore): AnyStreamRouteImplementation[] {
  return [
    implementStream(apiRoutes['tts.referenceClipAudio'], {
      errors: { 401: 'no or bad token', 404: 'no such clip of yours', 416: 'range outside the file' },
      async handler({ user, params, reply }) {
        const found = await findOwnClipWithFile(db, user.id, params.clipId);
        if (!found) throw new HttpError(404, voiceMessages.clipNotFound);
        return streamFile(reply, store.mediaRoot, found.file.relativePath, {
          contentType: 'audio/wav',
        });
      },
    }),
  ];
}
