// Renaming and deleting a video of the /video library, and a lip-sync result of the library (issue 26). A video is
// refused deletion, with the reason, while it is processed or a lip-sync job waits for or works on it; its finished
// lip-sync results stay in the library. A lip-sync job is deleted once it ended, with its result video and the
// audio it mixed. Rows and files go for good (the job's credits history entry is kept first); another user's video
// or job is 404, like a missing one.
import { apiRoutes } from '@twin/api-client';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { keepCreditsOfDeletedLipsyncJob } from '../credits/credits-history.repository';
import type { Database } from '../db/database';
import { isUuid } from '../db/ids';
import { lipsyncJobs, videos, type VideoRow } from '../db/schema';
import type { Transaction } from '../files/db-executor';
import { deleteWithFiles } from '../files/delete-with-files';
import type { MediaStore } from '../files/media-store';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import { lipsyncTitles } from './lipsync-job-dto';
import { lipsyncMessages } from './lipsync-messages';
import { findOwnLipsyncJob } from './lipsync-jobs.repository';
import { videoMessages } from './video-messages';
import { unfinishedVideoStatuses } from './videos.repository';

const unfinishedLipsyncStatuses = ['pending', 'processing'];

export const videoManageMessages = {
  beingProcessed: 'This video is still being prepared. You can delete it once it is ready.',
  usedByLipsync:
    'This video is being used to create a lip-sync video. You can delete it once that video is finished.',
  lipsyncRunning: 'This video is still being made. You can delete it once it is finished.',
} as const;

/** The name a renamed video keeps its file's extension under (downloads are named after it). */
function renamedFilename(name: string, previous: string): string {
  const extension = /\.[A-Za-z0-9]{1,5}$/.exec(previous)?.[0] ?? '';
  return `${name}${extension}`;
}

/** The user's video `id` locked for deletion, or 404; lip-sync results are deleted from the library instead. */
async function lockOwnLibraryVideo(tx: Transaction, userId: string, id: string): Promise<VideoRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(videos)
        .where(and(eq(videos.id, id), eq(videos.userId, userId), ne(videos.uploadMethod, 'lipsync')))
        .for('update')
    : [];
  if (!row) throw new HttpError(404, videoMessages.notFound);
  return row;
}

/**
 * The lip-sync results of a video about to go keep the title their cards had ('<video name> · <first words>', as
 * the library writes it), unless the creator named them: once the video is gone their video_name would be 'video'.
 */
async function keepResultTitles(tx: Transaction, userId: string, videoId: string): Promise<void> {
  const results = await tx
    .select()
    .from(lipsyncJobs)
    .where(and(eq(lipsyncJobs.videoId, videoId), eq(lipsyncJobs.userId, userId), isNull(lipsyncJobs.title)));
  const titles = await lipsyncTitles(tx, userId, results);
  for (const job of results) {
    const title = titles.get(job.id);
    if (!title) continue;
    await tx
      .update(lipsyncJobs)
      .set({ title: title.scriptStart ? `${title.videoName} · ${title.scriptStart}` : title.videoName })
      .where(eq(lipsyncJobs.id, job.id));
  }
}

const filesOf = (video: VideoRow) => [video.sourceFileId, video.videoFileId, video.posterFileId];

export function videoManageRoutes(db: Database, store: MediaStore): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['videos.rename'], {
      errors: {
        400: 'no name, or a name over 100 characters',
        401: 'not signed in',
        404: 'no such video of yours',
      },
      async handler({ user, params, body }) {
        await db.transaction(async (tx) => {
          const video = await lockOwnLibraryVideo(tx, user.id, params.id);
          await tx
            .update(videos)
            .set({ originalFilename: renamedFilename(body.name, video.originalFilename) })
            .where(eq(videos.id, video.id));
        });
        return { success: true as const, name: body.name };
      },
    }),
    implement(apiRoutes['videos.delete'], {
      errors: {
        401: 'not signed in',
        404: 'no such video of yours',
        409: 'the video is being processed, or a lip-sync job uses it',
      },
      async handler({ user, params }) {
        await deleteWithFiles(db, store, async (tx) => {
          const video = await lockOwnLibraryVideo(tx, user.id, params.id);
          if (unfinishedVideoStatuses.includes(video.status as 'uploaded')) {
            throw new HttpError(409, videoManageMessages.beingProcessed);
          }
          const [running] = await tx
            .select({ id: lipsyncJobs.id })
            .from(lipsyncJobs)
            .where(
              and(eq(lipsyncJobs.videoId, video.id), inArray(lipsyncJobs.status, unfinishedLipsyncStatuses)),
            )
            .limit(1);
          if (running) throw new HttpError(409, videoManageMessages.usedByLipsync);
          await keepResultTitles(tx, user.id, video.id);
          await tx.delete(videos).where(eq(videos.id, video.id));
          return filesOf(video);
        });
        return { success: true as const };
      },
    }),
    implement(apiRoutes['lipsync.renameJob'], {
      errors: {
        400: 'no name, or a name over 100 characters',
        401: 'not signed in',
        404: 'no such job of yours',
      },
      async handler({ user, params, body }) {
        const job = await findOwnLipsyncJob(db, user.id, params.id);
        if (!job) throw new HttpError(404, lipsyncMessages.jobNotFound);
        await db.update(lipsyncJobs).set({ title: body.name }).where(eq(lipsyncJobs.id, job.id));
        return { success: true as const, name: body.name };
      },
    }),
    implement(apiRoutes['lipsync.deleteJob'], {
      errors: { 401: 'not signed in', 404: 'no such job of yours', 409: 'the job is still running' },
      async handler({ user, params }) {
        if (!isUuid(params.id)) throw new HttpError(404, lipsyncMessages.jobNotFound);
        await deleteWithFiles(db, store, async (tx) => {
          const [job] = await tx
            .select()
            .from(lipsyncJobs)
            .where(and(eq(lipsyncJobs.id, params.id), eq(lipsyncJobs.userId, user.id)))
            .for('update');
          if (!job) throw new HttpError(404, lipsyncMessages.jobNotFound);
          if (unfinishedLipsyncStatuses.includes(job.status)) {
            throw new HttpError(409, videoManageMessages.lipsyncRunning);
          }
          const results = job.resultVideoId
            ? await tx
                .delete(videos)
                .where(
                  and(
                    eq(videos.id, job.resultVideoId),
                    eq(videos.userId, user.id),
                    eq(videos.uploadMethod, 'lipsync'),
                  ),
                )
                .returning()
            : [];
          await keepCreditsOfDeletedLipsyncJob(tx, user.id, job.id);
          await tx.delete(lipsyncJobs).where(eq(lipsyncJobs.id, job.id));
          return [job.audioFileId, ...results.flatMap(filesOf)];
        });
        return { success: true as const };
      },
    }),
  ];
}
