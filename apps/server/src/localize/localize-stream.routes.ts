// GET /api/localization/jobs/{jobId}/stream: a completed localization job's video (HTTP Range so players seek;
// `download=true` for an attachment named localized_{originalname}_{language}.mp4, as the library names it). The
// token is the bearer header or a media link's in the query; another user's job is 404 like a missing one, and a
// job not completed is 409. GET /api/localization/jobs/{jobId}/subtitles (issue 25): the job's segments as SRT or
// WebVTT, the original ones or the translated ones, as an attachment named like the video's download.
import { apiRoutes, localizedDownloadFileName, originalSubtitlesFileName } from '@twin/api-client';
import type { Database } from '../db/database';
import { findMediaFile } from '../files/media-files.repository';
import type { MediaStore } from '../files/media-store';
import { sendTextAttachment } from '../files/send-text-attachment';
import { streamFile } from '../files/stream-file';
import { formatSubtitles, subtitleContentTypes } from '../media/subtitles/subtitle-files';
import { implementStream, type AnyStreamRouteImplementation } from '../files/stream-route';
import { HttpError } from '../http/http-error';
import { findOwnLocalizationJob } from './localize-jobs.repository';
import { findLocalizationSource } from './localize-sources.repository';
import { localizeMessages } from './localize-messages';
import { segmentCues, type LocalizedSegment } from './localize-segments';

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
    implementStream(apiRoutes['localization.jobSubtitles'], {
      errors: {
        401: 'no or bad token',
        404: 'no such localization job of yours',
        409: 'the job has not completed',
      },
      async handler({ user, params, query, reply }) {
        const job = await findOwnLocalizationJob(db, user.id, params.jobId);
        if (!job) throw new HttpError(404, localizeMessages.jobNotFound);
        if (job.status !== 'completed') throw new HttpError(409, localizeMessages.notCompleted);
        const source = await findLocalizationSource(db, job.sourceId);
        const name = source?.originalFilename ?? '';
        const segments = (job.timing ?? []) as LocalizedSegment[];
        return sendTextAttachment(reply, formatSubtitles(segmentCues(segments, query.track), query.format), {
          contentType: subtitleContentTypes[query.format],
          fileName:
            query.track === 'translated'
              ? localizedDownloadFileName(name, job.targetLanguage, query.format)
              : originalSubtitlesFileName(name, job.sourceLanguage, query.format),
        });
      },
    }),
  ];
}
