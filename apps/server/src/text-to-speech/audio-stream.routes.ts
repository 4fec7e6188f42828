// GET /api/audio/{id}?token=: generated speech or uploaded timeline audio for <audio> playback and for the
// timeline's export, with HTTP Range support; `download=true` adds Content-Disposition. The token may be in the
// query (checked exactly like the bearer header); audio of another user is 404, like a missing one.
import { apiRoutes } from '@twin/api-client';
import type { Database } from '../db/database';
import type { MediaStore } from '../files/media-store';
import { streamFile } from '../files/stream-file';
import { implementStream, type AnyStreamRouteImplementation } from '../files/stream-route';
import { HttpError } from '../http/http-error';
import { mediaContentType } from '../media/content-types';
import { findOwnTimelineAudio } from '../files/timeline-audio';

export const audioNotFoundMessage = 'Audio not found.';

function downloadName(file: {
  kind: string;
  id: string;
  container: string;
  originalFilename: string | null;
}) {
  if (file.kind === 'audio' && file.originalFilename) return file.originalFilename.split(/[\\/]/).pop()!;
  return `speech-${file.id}.${file.container}`;
}

export function audioStreamRoutes(db: Database, store: MediaStore): AnyStreamRouteImplementation[] {
  return [
    implementStream(apiRoutes['audio.stream'], {
      errors: { 401: 'no or bad token', 404: 'no such audio of yours', 416: 'range outside the file' },
      async handler({ user, params, query, reply }) {
        const file = await findOwnTimelineAudio(db, user.id, params.id);
        if (!file) throw new HttpError(404, audioNotFoundMessage);
        return streamFile(reply, store.mediaRoot, file.relativePath, {
          contentType: mediaContentType(file.container),
          downloadName: query.download === 'true' ? downloadName(file) : undefined,
        });
      },
    }),
  ];
}
