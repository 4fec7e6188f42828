// Rows of localization jobs: creation with its tokens taken from the balance (in a transaction that locks the user's
// row, so parallel starts cannot together overspend — speech reservations held count too — and the source's row, so
// its video is not dropped meanwhile), the owner's lookups (another user's job is simply not found), and the
// transitions pending → processing → completed, failed or canceled, each conditional on the job still running;
// failing gives the tokens back in the same transaction, once, and canceling those of the part not yet done
// (localize-progress.ts).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { localizationJobs, localizationSources, type LocalizationJobRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { HttpError } from '../http/http-error';
import { completedChange, failedChange, stageChange } from '../jobs/credited-job-changes';
import { giveJobTokensBack, takeJobTokens } from '../credits/job-tokens';
import { tokensForSeconds } from '../credits/speech-credits';
import { isUuid } from '../db/ids';
import { localizeCreditsShortMessage, localizeMessages } from './localize-messages';
import { unspentTokens } from './localize-progress';

export type LocalizationJobStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'canceled';
export const unfinishedLocalizationStatuses: LocalizationJobStatus[] = ['pending', 'processing'];

export interface NewLocalizationJob {
  userId: string;
  sourceId: string;
  sourceLanguage: string;
  targetLanguage: string;
  sourceText: string;
  durationSeconds: number;
  /** The rows the creator edited (edited-segments.ts), kept until the job completes; null: timed by the server. */
  timing?: unknown[] | null;
}

/**
 * Creates the job and takes 1 token per second of the video (rounded up); 403 with the credit message when short,
 * 410 when the source's video expired. The source row stays locked until the job is in, so the expiry sweep
 * (source-expiry.ts) cannot drop the video of a job being created.
 */
export async function createLocalizationJob(
  db: Database,
  job: NewLocalizationJob,
): Promise<LocalizationJobRow> {
  const tokens = tokensForSeconds(job.durationSeconds);
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select({ mediaFileId: localizationSources.mediaFileId })
      .from(localizationSources)
      .where(eq(localizationSources.id, job.sourceId))
      .for('share');
    if (!source?.mediaFileId) throw new HttpError(410, localizeMessages.videoExpired);
    await takeJobTokens(tx, job.userId, tokens, localizeCreditsShortMessage);
    const [row] = await tx
      .insert(localizationJobs)
      .values({ ...job, status: 'pending', reservedTokens: tokens })
      .returning();
    return row!;
  });
}

/** The user's jobs, newest first. */
export async function listLocalizationJobs(db: DbExecutor, userId: string): Promise<LocalizationJobRow[]> {
  return db
    .select()
    .from(localizationJobs)
    .where(eq(localizationJobs.userId, userId))
    .orderBy(desc(localizationJobs.createdAt), desc(localizationJobs.id));
}

export async function findOwnLocalizationJob(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<LocalizationJobRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(localizationJobs)
    .where(and(eq(localizationJobs.id, id), eq(localizationJobs.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findLocalizationJob(db: DbExecutor, id: string): Promise<LocalizationJobRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(localizationJobs).where(eq(localizationJobs.id, id)).limit(1);
  return row ?? null;
}

export async function findUnfinishedLocalizationJobs(db: DbExecutor): Promise<LocalizationJobRow[]> {
  return db
    .select()
    .from(localizationJobs)
    .where(inArray(localizationJobs.status, unfinishedLocalizationStatuses));
}

export async function setLocalizationBossJobId(db: DbExecutor, id: string, bossJobId: string): Promise<void> {
  await db
    .update(localizationJobs)
    .set({ bossJobId, updatedAt: sql`now()` })
    .where(eq(localizationJobs.id, id));
}

/** Moves a running job to `status` with a progress text (and its percentage, when given); null when it already ended. */
export async function setLocalizationStage(
  db: DbExecutor,
  id: string,
  status: 'pending' | 'processing',
  progress: string,
  options: { countAttempt?: boolean; percent?: number } = {},
): Promise<LocalizationJobRow | null> {
  const percent = options.percent === undefined ? {} : { progressPercent: options.percent };
  const [row] = await db
    .update(localizationJobs)
    .set({ ...stageChange(localizationJobs, status, progress, options), ...percent })
    .where(and(eq(localizationJobs.id, id), inArray(localizationJobs.status, unfinishedLocalizationStatuses)))
    .returning();
  return row ?? null;
}

/** Ends a processing job as completed with its result file and timing; null when it had ended. */
export async function completeLocalizationJob(
  db: DbExecutor,
  id: string,
  result: { resultFileId: string; timing: unknown[] },
): Promise<LocalizationJobRow | null> {
  const [row] = await db
    .update(localizationJobs)
    .set({ ...result, ...completedChange(), progressPercent: 100 })
    .where(and(eq(localizationJobs.id, id), eq(localizationJobs.status, 'processing')))
    .returning();
  return row ?? null;
}

/** Ends a running job as failed with `message` and gives its tokens back (once); null when it had ended. */
export async function failLocalizationJob(
  db: Database,
  id: string,
  message: string,
): Promise<LocalizationJobRow | null> {
  return db.transaction(async (tx) => {
    const [running] = await tx
      .select({ userId: localizationJobs.userId, reservedTokens: localizationJobs.reservedTokens })
      .from(localizationJobs)
      .where(
        and(eq(localizationJobs.id, id), inArray(localizationJobs.status, unfinishedLocalizationStatuses)),
      )
      .for('update');
    if (!running) return null;
    const [row] = await tx
      .update(localizationJobs)
      .set(failedChange(message))
      .where(eq(localizationJobs.id, id))
      .returning();
    await giveJobTokensBack(tx, running.userId, running.reservedTokens);
    return row ?? null;
  });
}

export type CancelOutcome =
  | { kind: 'notFound' }
  | { kind: 'ended'; row: LocalizationJobRow }
  | { kind: 'canceled'; row: LocalizationJobRow; refunded: number };

/**
 * Ends the caller's running job as canceled and gives back the tokens of the part not yet done; the row keeps the
 * tokens spent (the credits history's cost). Another user's job is not found; one that already ended is `ended`.
 */
export async function cancelLocalizationJob(
  db: Database,
  userId: string,
  id: string,
): Promise<CancelOutcome> {
  if (!isUuid(id)) return { kind: 'notFound' };
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(localizationJobs)
      .where(and(eq(localizationJobs.id, id), eq(localizationJobs.userId, userId)))
      .for('update');
    if (!job) return { kind: 'notFound' } as const;
    if (!unfinishedLocalizationStatuses.includes(job.status as LocalizationJobStatus)) {
      return { kind: 'ended', row: job } as const;
    }
    const refunded = unspentTokens(job);
    const [row] = await tx
      .update(localizationJobs)
      .set({
        status: 'canceled',
        progress: '',
        errorMessage: null,
        reservedTokens: job.reservedTokens - refunded,
        updatedAt: sql`now()`,
        finishedAt: sql`now()`,
      })
      .where(eq(localizationJobs.id, id))
      .returning();
    await giveJobTokensBack(tx, userId, refunded);
    return { kind: 'canceled', row: row!, refunded } as const;
  });
}
