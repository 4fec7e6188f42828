// The video calls answered with JSON (spec part 2 §7): the /video library's list (newest first, lip-sync results
// left out) and one video's processing status. Every lookup is by owner: another user's video is 404, like a
// missing one.
import { apiRoutes } from '@twin/api-client';
import type { MediaLinks } from '../auth/media-links';
import type { Database } from '../db/database';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import { passedConsentFaces } from '../voices/consent-faces.repository';
import { toVideo } from './video-dto';
import { videoMessages } from './video-messages';
import { findOwnVideo, listLibraryVideos } from './videos.repository';

export function videoRoutes(db: Database, mediaLinks: MediaLinks): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['videos.list'], {
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        const rows = await listLibraryVideos(db, user.id);
        const consentFaces = await passedConsentFaces(db, user.id);
        return { videos: await Promise.all(rows.map((row) => toVideo(row, user, mediaLinks, consentFaces))) };
      },
    }),
    implement(apiRoutes['videos.status'], {
      errors: { 401: 'not signed in', 404: 'no such video of yours' },
      async handler({ user, params }) {
        const row = await findOwnVideo(db, user.id, params.id);
        if (!row) throw new HttpError(404, videoMessages.notFound);
        return {
          id: row.id,
          status: row.status as 'uploaded' | 'processing' | 'ready' | 'failed',
          error_message: row.errorMessage,
          duration: row.durationSeconds === null ? null : Math.round(row.durationSeconds * 100) / 100,
        };
      },
    }),
  ];
}
