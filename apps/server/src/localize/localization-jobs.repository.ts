// Rows of localization jobs: creation with its tokens taken from the balance (in a transaction that locks the user's
// row, so parallel starts cannot together overspend; speech reservations held count too), the owner's lookups
// (another user's job is simply not found), and the transitions pending → processing → completed or failed, each
// conditional on the job still running; failing gives the tokens back in the same transaction, once.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { UNLIMITED } from '@twin/api-client';
import type { Database } from '../db/database';
import { localizationJobs, speechGenerations, users, type LocalizationJobRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { HttpError } from '../http/http-error';
import { RESERVATION_LIFETIME_MS, tokensForSeconds } from '../text-to-speech/speech-credits';
import { isUuid } from '../video/videos.repository';
import { localizeCreditsShortMessage } from './localize-messages';

export type LocalizationJobStatus = 'pending' | 'processing' | 'completed' | 'failed';
export const unfinishedLocalizationStatuses: LocalizationJobStatus[] = ['pending', 'processing'];

export interface NewLocalizationJob {
  userId: string;
  sourceId: string;
  sourceLanguage: string;
  targetLanguage: string;
  sourceText: string;
  durationSeconds: number;
}

/** Creates the job and takes 1 token per second of the video (rounded up); 403 with the credit message when short. */
export async function createLocalizationJob(
  db: Database,
  job: NewLocalizationJob,
): Promise<LocalizationJobRow> {
  const tokens = tokensForSeconds(job.durationSeconds);
  return db.transaction(async (tx) => {
    const [balance] = await tx
      .select({ total: users.planTokensTotal, used: users.planTokensUsed })
      .from(users)
      .where(eq(users.id, job.userId))
      .for('update');
    if (!balance) throw new HttpError(401, 'Your session has expired. Please sign in again.');
    if (balance.total !== UNLIMITED) {
      const [held] = await tx
        .select({ tokens: sql<number>`coalesce(sum(${speechGenerations.tokensReserved}), 0)::int` })
        .from(speechGenerations)
        .where(
          and(
            eq(speechGenerations.userId, job.userId),
            eq(speechGenerations.status, 'generating'),
            gt(speechGenerations.createdAt, new Date(Date.now() - RESERVATION_LIFETIME_MS)),
          ),
        );
      const left = Math.max(0, balance.total - balance.used - (held?.tokens ?? 0));
      if (tokens > left) throw new HttpError(403, localizeCreditsShortMessage(tokens, left));
    }
    await tx
      .update(users)
      .set({ planTokensUsed: sql`${users.planTokensUsed} + ${tokens}` })
      .where(eq(users.id, job.userId));
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

/** Moves a running job to `status` with a progress text; null when it already ended. */
export async function setLocalizationStage(
  db: DbExecutor,
  id: string,
  status: 'pending' | 'processing',
  progress: string,
  options: { countAttempt?: boolean } = {},
): Promise<LocalizationJobRow | null> {
  const [row] = await db
    .update(localizationJobs)
    .set({
      status,
      progress,
      updatedAt: sql`now()`,
      ...(status === 'processing' ? { startedAt: sql`coalesce(${localizationJobs.startedAt}, now())` } : {}),
      ...(options.countAttempt ? { attempts: sql`${localizationJobs.attempts} + 1` } : {}),
    })
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
    .set({
      ...result,
      status: 'completed',
      progress: '',
      errorMessage: null,
      updatedAt: sql`now()`,
      finishedAt: sql`now()`,
    })
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
      .set({
        status: 'failed',
        progress: '',
        errorMessage: message,
        reservedTokens: 0,
        updatedAt: sql`now()`,
        finishedAt: sql`now()`,
      })
      .where(eq(localizationJobs.id, id))
      .returning();
    if (running.reservedTokens > 0) {
      await tx
        .update(users)
        .set({ planTokensUsed: sql`greatest(0, ${users.planTokensUsed} - ${running.reservedTokens})` })
        .where(eq(users.id, running.userId));
    }
    return row ?? null;
  });
}
