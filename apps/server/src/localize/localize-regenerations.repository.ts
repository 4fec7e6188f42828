// Rows of segment regenerations (issue 25's dubbing editor): one segment of a completed localization spoken again
// with a new translation. Creation takes the segment's seconds from the balance, in a transaction that locks the
// job's row (so two cannot start at once: 409 while one runs); the transitions pending → processing → completed or
// failed are conditional on the regeneration still running. Completing replaces the job's result and timing in the
// same transaction (the previous result's file goes after the commit); failing gives the tokens back, once.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { localizationJobs, localizationRegenerations, type LocalizationRegenerationRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { deleteMediaFiles } from '../files/media-files.repository';
import type { MediaFileRow } from '../db/schema';
import { HttpError } from '../http/http-error';
import { completedChange, failedChange, stageChange } from '../jobs/credited-job-changes';
import { giveJobTokensBack, takeJobTokens } from '../credits/job-tokens';
import { tokensForSeconds } from '../credits/speech-credits';
import { isUuid } from '../db/ids';
import type { LocalizedSegment } from './localize-segments';
import { regenerateCreditsShortMessage, regenerateMessages } from './regenerate-messages';

export const unfinishedRegenerationStatuses = ['pending', 'processing'];

/**
 * Creates the regeneration of segment `segmentIndex` of the caller's completed job and takes the segment's seconds
 * (rounded up): 404 for no such job of the caller's, 409 when it is not completed or another regeneration of it
 * runs, 400 for no such segment, 403 when the credits are short.
 */
export async function createRegeneration(
  db: Database,
  request: { userId: string; jobId: string; segmentIndex: number; translation: string },
): Promise<LocalizationRegenerationRow> {
  if (!isUuid(request.jobId)) throw new HttpError(404, regenerateMessages.jobNotFound);
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(localizationJobs)
      .where(and(eq(localizationJobs.id, request.jobId), eq(localizationJobs.userId, request.userId)))
      .for('update');
    if (!job) throw new HttpError(404, regenerateMessages.jobNotFound);
    if (job.status !== 'completed' || !job.resultFileId)
      throw new HttpError(409, regenerateMessages.notFinished);
    const segments = (job.timing ?? []) as LocalizedSegment[];
    const segment = segments[request.segmentIndex];
    if (!segment) throw new HttpError(400, regenerateMessages.noSuchSegment);
    if (await hasUnfinishedRegeneration(tx, job.id))
      throw new HttpError(409, regenerateMessages.alreadyRunning);
    const seconds = segmentSeconds(segment);
    const tokens = tokensForSeconds(seconds);
    await takeJobTokens(tx, request.userId, tokens, regenerateCreditsShortMessage);
    const [row] = await tx
      .insert(localizationRegenerations)
      .values({ ...request, status: 'pending', seconds, reservedTokens: tokens })
      .returning();
    return row!;
  });
}

/** Whether a regeneration of the job is pending or processing (lock the job's row first to keep it so). */
export async function hasUnfinishedRegeneration(db: DbExecutor, jobId: string): Promise<boolean> {
  const [running] = await db
    .select({ id: localizationRegenerations.id })
    .from(localizationRegenerations)
    .where(
      and(
        eq(localizationRegenerations.jobId, jobId),
        inArray(localizationRegenerations.status, unfinishedRegenerationStatuses),
      ),
    )
    .limit(1);
  return running !== undefined;
}

/** The seconds a segment is charged for: its stretch of the original video. */
export function segmentSeconds(segment: LocalizedSegment): number {
  const end = segment.sourceEnd ?? segment.sourceStart + segment.speechSeconds;
  return Math.max(0.001, Math.round((end - segment.sourceStart) * 1000) / 1000);
}

export async function findOwnRegeneration(
  db: DbExecutor,
  userId: string,
  jobId: string,
  id: string,
): Promise<LocalizationRegenerationRow | null> {
  if (!isUuid(id) || !isUuid(jobId)) return null;
  const [row] = await db
    .select()
    .from(localizationRegenerations)
    .where(
      and(
        eq(localizationRegenerations.id, id),
        eq(localizationRegenerations.jobId, jobId),
        eq(localizationRegenerations.userId, userId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The job's latest regeneration, if any. */
export async function latestRegeneration(
  db: DbExecutor,
  jobId: string,
): Promise<LocalizationRegenerationRow | null> {
  const [row] = await db
    .select()
    .from(localizationRegenerations)
    .where(eq(localizationRegenerations.jobId, jobId))
    .orderBy(desc(localizationRegenerations.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findRegeneration(
  db: DbExecutor,
  id: string,
): Promise<LocalizationRegenerationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(localizationRegenerations)
    .where(eq(localizationRegenerations.id, id))
    .limit(1);
  return row ?? null;
}

export async function findUnfinishedRegenerations(db: DbExecutor): Promise<LocalizationRegenerationRow[]> {
  return db
    .select()
    .from(localizationRegenerations)
    .where(inArray(localizationRegenerations.status, unfinishedRegenerationStatuses));
}

export async function setRegenerationBossJobId(db: DbExecutor, id: string, bossJobId: string): Promise<void> {
  await db
    .update(localizationRegenerations)
    .set({ bossJobId, updatedAt: sql`now()` })
    .where(eq(localizationRegenerations.id, id));
}

/** Moves a running regeneration to `status` with a progress text; null when it already ended. */
export async function setRegenerationStage(
  db: DbExecutor,
  id: string,
  status: 'pending' | 'processing',
  progress: string,
  options: { countAttempt?: boolean } = {},
): Promise<LocalizationRegenerationRow | null> {
  const [row] = await db
    .update(localizationRegenerations)
    .set(stageChange(localizationRegenerations, status, progress, options))
    .where(
      and(
        eq(localizationRegenerations.id, id),
        inArray(localizationRegenerations.status, unfinishedRegenerationStatuses),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Completes the regeneration: the job's result becomes `resultFileId` and its timing `timing`; answers the previous
 * result's media_files row (deleted here; its file is the caller's to remove after the commit), or null when the
 * regeneration had ended (nothing changed).
 */
export async function completeRegeneration(
  tx: DbExecutor,
  row: LocalizationRegenerationRow,
  result: { resultFileId: string; timing: LocalizedSegment[]; previousFileId: string },
): Promise<MediaFileRow[] | null> {
  const [done] = await tx
    .update(localizationRegenerations)
    .set({ resultFileId: result.resultFileId, ...completedChange() })
    .where(and(eq(localizationRegenerations.id, row.id), eq(localizationRegenerations.status, 'processing')))
    .returning();
  if (!done) return null;
  const [job] = await tx
    .update(localizationJobs)
    .set({ resultFileId: result.resultFileId, timing: result.timing, updatedAt: sql`now()` })
    .where(
      and(
        eq(localizationJobs.id, row.jobId),
        eq(localizationJobs.status, 'completed'),
        eq(localizationJobs.resultFileId, result.previousFileId),
      ),
    )
    .returning({ id: localizationJobs.id });
  if (!job) return null;
  return deleteMediaFiles(tx, [result.previousFileId]);
}

/** Ends a running regeneration as failed with `message` and gives its tokens back (once). */
export async function failRegeneration(
  db: Database,
  id: string,
  message: string,
): Promise<LocalizationRegenerationRow | null> {
  return db.transaction(async (tx) => {
    const [running] = await tx
      .select({
        userId: localizationRegenerations.userId,
        reservedTokens: localizationRegenerations.reservedTokens,
      })
      .from(localizationRegenerations)
      .where(
        and(
          eq(localizationRegenerations.id, id),
          inArray(localizationRegenerations.status, unfinishedRegenerationStatuses),
        ),
      )
      .for('update');
    if (!running) return null;
    const [row] = await tx
      .update(localizationRegenerations)
      .set(failedChange(message))
      .where(eq(localizationRegenerations.id, id))
      .returning();
    await giveJobTokensBack(tx, running.userId, running.reservedTokens);
    return row ?? null;
  });
}
