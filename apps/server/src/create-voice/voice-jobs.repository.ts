// Rows of voice_jobs: creation, the owner's lookups, and the status / progress / error transitions.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { users, voiceJobs, type VoiceJobRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { HttpError } from '../http/http-error';
import { isUuid } from '../db/ids';
import { voiceJobsAtOnceMessage, voiceMessages } from './voice-messages';

export type VoiceJobStatus = 'queued' | 'processing' | 'training' | 'completed' | 'failed';
export const activeVoiceJobStatuses: VoiceJobStatus[] = ['queued', 'processing', 'training'];

/**
 * Refuses (429) a new voice job while the user already has `atOnce` unfinished. Locks the user's row first, so
 * parallel requests are counted one after another. Call inside the transaction that inserts the job.
 */
export async function assertVoiceJobRoom(tx: DbExecutor, userId: string, atOnce: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [unfinished] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(voiceJobs)
    .where(and(eq(voiceJobs.userId, userId), inArray(voiceJobs.status, activeVoiceJobStatuses)));
  if ((unfinished?.count ?? 0) >= atOnce) throw new HttpError(429, voiceJobsAtOnceMessage(atOnce));
}

export async function insertVoiceJob(
  db: DbExecutor,
  job: { userId: string; modelId: string; modelName: string },
): Promise<VoiceJobRow> {
  const [row] = await db
    .insert(voiceJobs)
    .values({ ...job, status: 'queued', progress: voiceMessages.queued })
    .returning();
  return row!;
}

export async function listVoiceJobs(db: DbExecutor, userId: string): Promise<VoiceJobRow[]> {
  return db.select().from(voiceJobs).where(eq(voiceJobs.userId, userId)).orderBy(desc(voiceJobs.createdAt));
}

export async function findOwnVoiceJob(
  db: DbExecutor,
  userId: string,
  jobId: string,
): Promise<VoiceJobRow | null> {
  if (!isUuid(jobId)) return null;
  const [row] = await db
    .select()
    .from(voiceJobs)
    .where(and(eq(voiceJobs.id, jobId), eq(voiceJobs.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findVoiceJob(db: DbExecutor, jobId: string): Promise<VoiceJobRow | null> {
  if (!isUuid(jobId)) return null;
  const [row] = await db.select().from(voiceJobs).where(eq(voiceJobs.id, jobId)).limit(1);
  return row ?? null;
}

export async function findActiveVoiceJobs(db: DbExecutor): Promise<VoiceJobRow[]> {
  return db.select().from(voiceJobs).where(inArray(voiceJobs.status, activeVoiceJobStatuses));
}

export async function setBossJobId(db: DbExecutor, jobId: string, bossJobId: string): Promise<void> {
  await db
    .update(voiceJobs)
    .set({ bossJobId, updatedAt: sql`now()` })
    .where(eq(voiceJobs.id, jobId));
}

/** Moves an unfinished job to a new stage; does nothing to a job that already ended. */
export async function setVoiceJobStage(
  db: DbExecutor,
  jobId: string,
  status: 'queued' | 'processing' | 'training',
  progress: string,
  options: { countAttempt?: boolean } = {},
): Promise<VoiceJobRow | null> {
  const [row] = await db
    .update(voiceJobs)
    .set({
      status,
      progress,
      updatedAt: sql`now()`,
      ...(options.countAttempt
        ? { attempts: sql`${voiceJobs.attempts} + 1`, startedAt: sql`clock_timestamp()` }
        : {}),
    })
    .where(and(eq(voiceJobs.id, jobId), inArray(voiceJobs.status, activeVoiceJobStatuses)))
    .returning();
  return row ?? null;
}

export async function finishVoiceJob(
  db: DbExecutor,
  jobId: string,
  outcome: { status: 'completed'; progress: string } | { status: 'failed'; errorMessage: string },
): Promise<VoiceJobRow | null> {
  const [row] = await db
    .update(voiceJobs)
    .set({
      status: outcome.status,
      progress: outcome.status === 'completed' ? outcome.progress : outcome.errorMessage,
      errorMessage: outcome.status === 'failed' ? outcome.errorMessage : null,
      updatedAt: sql`now()`,
      // The wall clock, not the transaction's start: the job ends when its result is committed.
      finishedAt: sql`clock_timestamp()`,
    })
    .where(and(eq(voiceJobs.id, jobId), inArray(voiceJobs.status, activeVoiceJobStatuses)))
    .returning();
  return row ?? null;
}
