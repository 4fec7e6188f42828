// GET /api/localization/jobs/{jobId}/stream: a completed localization job's video (HTTP Range so players seek;
// `download=true` for an attachment named localized_{originalname}_{language}.mp4, as the library names it). The
// token is the bearer header or a media link's in the query; another user's job is 404 like a missing one, and a
// job not completed is 409.
import { apiRoutes, localizedDownloadFileName } from '@twin/api-client';
import type { Database } from '../db/database';
import { findMediaFile } from '../files/media-files.repository';
import type { MediaStore } from '../files/media-store';
import { streamFile } from '../files/stream-file';
import { implementStream, type AnyStreamRouteImplementation } from '../files/stream-route';
import { HttpError } from '../http/http-error';
import { findOwnLocalizationJob } from './localize-jobs.repository';
import { findLocalizationSource } from './localize-sources.repository';
import { localizeMessages } from './localize-messages';

export function localizationStreamRoutes(db: Database, store: MediaStore): AnyStreamRouteImplementation[] {
  return [
    implementStream(apiRoutes['localization.jobStream'], {
      errors: {
        401: 'no or bad token',
        404: 'no such localization job of yours',
        409: 'the job has not completed',
        416: 'range outside the file',
      },
      async handler({ user, params, query, reply }) {
        const job = await findOwnLocalizationJob(db, user.id, params.jobId);
        if (!job) throw new HttpError(404, localizeMessages.jobNotFound);
        const file =
          job.status === 'completed' && job.resultFileId ? await findMediaFile(db, job.resultFileId) : null;
        if (!file) throw new HttpError(409, localizeMessages.notCompleted);
        const source = query.download === 'true' ? await findLocalizationSource(db, job.sourceId) : null;
        return streamFile(reply, store.mediaRoot, file.relativePath, {
          contentType: 'video/mp4',
          downloadName:
            query.download === 'true'
              ? localizedDownloadFileName(source?.originalFilename ?? '', job.targetLanguage)
              : undefined,
        });
      },
    }),
  ];
}
