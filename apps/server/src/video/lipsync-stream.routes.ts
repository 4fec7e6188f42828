// GET /api/videos/lipsync/{id}/stream: a completed lip-sync job's video (HTTP Range so players seek; `download=true`
// for an attachment named lipsync_{date}.mp4). The token is the bearer header or a media link's in the query;
// another user's job is 404 like a missing one, and a job not completed is 409.
import { apiRoutes } from '@twin/api-client';
import type { Database } from '../db/database';
import { findMediaFile } from '../files/media-files.repository';
import type { MediaStore } from '../files/media-store';
import { streamFile } from '../files/stream-file';
import { implementStream, type AnyStreamRouteImplementation } from '../files/stream-route';
import { HttpError } from '../http/http-error';
import { lipsyncResultName } from './lipsync-job-runner';
import { findOwnLipsyncJob } from './lipsync-jobs.repository';
import { lipsyncMessages } from './lipsync-messages';
import { findVideo } from './videos.repository';

export function lipsyncStreamRoutes(db: Database, store: MediaStore): AnyStreamRouteImplementation[] {
  return [
    implementStream(apiRoutes['lipsync.jobStream'], {
      errors: {
        401: 'no or bad token',
        404: 'no such lip-sync job of yours',
        409: 'the job has not completed',
        416: 'range outside the file',
      },
      async handler({ user, params, query, reply }) {
        const job = await findOwnLipsyncJob(db, user.id, params.id);
        if (!job) throw new HttpError(404, lipsyncMessages.jobNotFound);
        const video =
          job.status === 'completed' && job.resultVideoId ? await findVideo(db, job.resultVideoId) : null;
        const file = video?.videoFileId ? await findMediaFile(db, video.videoFileId) : null;
        if (!file) throw new HttpError(409, lipsyncMessages.notCompleted);
        return streamFile(reply, store.mediaRoot, file.relativePath, {
          contentType: 'video/mp4',
          downloadName: query.download === 'true' ? lipsyncResultName(job.createdAt) : undefined,
        });
      },
    }),
  ];
}
