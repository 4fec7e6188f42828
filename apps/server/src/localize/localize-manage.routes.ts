// Renaming and deleting a localization of the library (issue 26): a name of the creator's own, and deleting a job
// that ended, with its localized video, row and file for good (a job still running, or one with a sentence being
// spoken again, is refused with the reason: the job's row is locked as a regeneration's start locks it). The
// uploaded source stays for its own expiry (localize/source-expiry.ts), and its credits history entries (with its
// sentences spoken again) are kept first. Another user's job is 404, like a missing one.
import { apiRoutes } from '@twin/api-client';
import { and, eq } from 'drizzle-orm';
import { keepCreditsOfDeletedLocalization } from '../credits/credits-history.repository';
import type { Database } from '../db/database';
import { isUuid } from '../db/ids';
import { localizationJobs } from '../db/schema';
import { deleteWithFiles } from '../files/delete-with-files';
import type { MediaStore } from '../files/media-store';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import { findOwnLocalizationJob } from './localize-jobs.repository';
import { localizeMessages } from './localize-messages';
import { hasUnfinishedRegeneration } from './localize-regenerations.repository';

export const localizeManageMessages = {
  stillRunning: 'This video is still being localized. You can delete it once it is finished.',
  sentenceBeingRedone:
    'A sentence of this video is being spoken again. You can delete it once that is finished.',
} as const;

export function localizeManageRoutes(db: Database, store: MediaStore): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['localization.renameJob'], {
      errors: {
        400: 'no name, or a name over 100 characters',
        401: 'not signed in',
        404: 'no such job of yours',
      },
      async handler({ user, params, body }) {
        const job = await findOwnLocalizationJob(db, user.id, params.jobId);
        if (!job) throw new HttpError(404, localizeMessages.jobNotFound);
        await db.update(localizationJobs).set({ title: body.name }).where(eq(localizationJobs.id, job.id));
        return { success: true as const, name: body.name };
      },
    }),
    implement(apiRoutes['localization.deleteJob'], {
      errors: {
        401: 'not signed in',
        404: 'no such job of yours',
        409: 'the job is still running, or a sentence of it is being spoken again',
      },
      async handler({ user, params }) {
        if (!isUuid(params.jobId)) throw new HttpError(404, localizeMessages.jobNotFound);
        await deleteWithFiles(db, store, async (tx) => {
          const [job] = await tx
            .select()
            .from(localizationJobs)
            .where(and(eq(localizationJobs.id, params.jobId), eq(localizationJobs.userId, user.id)))
            .for('update');
          if (!job) throw new HttpError(404, localizeMessages.jobNotFound);
          if (job.status === 'pending' || job.status === 'processing') {
            throw new HttpError(409, localizeManageMessages.stillRunning);
          }
          // Its seconds are taken and its runner would write to this job: let it end first.
          if (await hasUnfinishedRegeneration(tx, job.id)) {
            throw new HttpError(409, localizeManageMessages.sentenceBeingRedone);
          }
          await keepCreditsOfDeletedLocalization(tx, user.id, job.id);
          await tx.delete(localizationJobs).where(eq(localizationJobs.id, job.id));
          return [job.resultFileId];
        });
        return { success: true as const };
      },
    }),
  ];
}
