// GET /api/videos/{id}/stream and /api/videos/{id}/poster: the playable MP4 (HTTP Range, so players seek;
// `download=true` for an attachment named after the upload with .mp4) and its JPEG poster. The token is the bearer
// header or a media link's in the query (made for that one path); another user's video is 404 like a missing one,
// and a video not processed yet is 409.
import { apiRoutes } from '@twin/api-client';
import type { Database } from '../db/database';
import type { VideoRow } from '../db/schema';
import { findMediaFile } from '../files/media-files.repository';
import type { MediaStore } from '../files/media-store';
import { streamFile } from '../files/stream-file';
import { implementStream, type AnyStreamRouteImplementation } from '../files/stream-route';
import { HttpError } from '../http/http-error';
import { videoMessages } from './video-messages';
import { findOwnVideo } from './videos.repository';

// eslint-disable-next-line no-control-regex -- control characters are exactly what must be removed
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/** The upload's name without directory and extension, made safe for file systems, with .mp4. */
export function videoDownloadName(originalFilename: string): string {
  const withoutDirectory = originalFilename.split(/[\\/]/).pop() ?? '';
  const withoutExtension = withoutDirectory.replace(/\.[^.]*$/, '');
  const safe = withoutExtension.replace(UNSAFE_IN_FILE_NAMES, '_').trim().slice(0, 150) || 'video';
  return `${safe}.mp4`;
}

const streamErrors = {
  401: 'no or bad token',
  404: 'no such video of yours',
  409: 'the video is not processed yet (or failed)',
  416: 'range outside the file',
};

async function readyFile(db: Database, userId: string, id: string, which: 'videoFileId' | 'posterFileId') {
  const video: VideoRow | null = await findOwnVideo(db, userId, id);
  if (!video) throw new HttpError(404, videoMessages.notFound);
  if (video.status === 'failed') throw new HttpError(409, video.errorMessage ?? videoMessages.failed);
  const fileId = video.status === 'ready' ? video[which] : null;
  if (!fileId) throw new HttpError(409, videoMessages.notReady);
  const file = await findMediaFile(db, fileId);
  if (!file) throw new HttpError(404, videoMessages.notFound);
  return { video, file };
}

export function videoStreamRoutes(db: Database, store: MediaStore): AnyStreamRouteImplementation[] {
  return [
    implementStream(apiRoutes['videos.stream'], {
      errors: streamErrors,
      async handler({ user, params, query, reply }) {
        const { video, file } = await readyFile(db, user.id, params.id, 'videoFileId');
        return streamFile(reply, store.mediaRoot, file.relativePath, {
          contentType: 'video/mp4',
          downloadName: query.download === 'true' ? videoDownloadName(video.originalFilename) : undefined,
        });
      },
    }),
    implementStream(apiRoutes['videos.poster'], {
      errors: streamErrors,
      async handler({ user, params, reply }) {
        const { file } = await readyFile(db, user.id, params.id, 'posterFileId');
        return streamFile(reply, store.mediaRoot, file.relativePath, { contentType: 'image/jpeg' });
      },
    }),
  ];
}
