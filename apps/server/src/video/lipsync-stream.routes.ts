// GET /api/videos/lipsync/{id}/stream: a completed lip-sync job's video (HTTP Range so players seek; `download=true`
// for an attachment named as its card reads, '{video name} · {first words}.mp4'). GET .../subtitles (issue 25): its
// cues as SRT or WebVTT, named likewise. The token is the bearer header or a media link's in the query; another
// user's job is 404 like a missing one, and a job not completed is 409.
import { apiRoutes, lipsyncDownloadFileName } from '@twin/api-client';
import type { Database } from '../db/database';
import type { LipsyncJobRow } from '../db/schema';
import { findMediaFile } from '../files/media-files.repository';
import type { MediaStore } from '../files/media-store';
import { sendTextAttachment } from '../files/send-text-attachment';
import { streamFile } from '../files/stream-file';
import { implementStream, type AnyStreamRouteImplementation } from '../files/stream-route';
import { HttpError } from '../http/http-error';
import { formatSubtitles, subtitleContentTypes } from '../media/subtitles/subtitle-files';
import { lipsyncCues } from './lipsync-cues';
import { lipsyncTitles } from './lipsync-job-dto';
import { findOwnLipsyncJob, storedClips } from './lipsync-jobs.repository';
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
          downloadName: query.download === 'true' ? await downloadNameOf(job, 'mp4') : undefined,
        });
      },
    }),
    implementStream(apiRoutes['lipsync.jobSubtitles'], {
      errors: {
        401: 'no or bad token',
        404: 'no such lip-sync job of yours',
        409: 'the job has not completed',
      },
      async handler({ user, params, query, reply }) {
        const job = await findOwnLipsyncJob(db, user.id, params.id);
        if (!job) throw new HttpError(404, lipsyncMessages.jobNotFound);
        if (job.status !== 'completed') throw new HttpError(409, lipsyncMessages.notCompleted);
        const { cues } = await lipsyncCues(db, user.id, storedClips(job));
        return sendTextAttachment(reply, formatSubtitles(cues, query.format), {
          contentType: subtitleContentTypes[query.format],
          fileName: await downloadNameOf(job, query.format),
        });
      },
    }),
  ];

  async function downloadNameOf(job: LipsyncJobRow, extension: string): Promise<string> {
    const title = (await lipsyncTitles(db, job.userId, [job])).get(job.id);
    return lipsyncDownloadFileName(title?.videoName ?? '', title?.scriptStart ?? '', extension);
  }
}
