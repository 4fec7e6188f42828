// Rows of lip-sync jobs: creation with its tokens taken from the balance (in a transaction that locks the user's
// row, so parallel starts cannot together overspend), the owner's lookups (another user's job is simply not found),
// and the transitions pending → processing → completed or failed, each conditional on the job still running;
// failing gives the tokens back in the same transaction, once.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { lipsyncJobs, type LipsyncJobRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { completedChange, failedChange, stageChange } from '../jobs/credited-job-changes';
import { giveJobTokensBack, takeJobTokens } from '../credits/job-tokens';
import { tokensForSeconds } from '../credits/speech-credits';
import { lipsyncCreditsShortMessage } from './lipsync-messages';
import { isUuid } from '../db/ids';

export type LipsyncJobStatus = 'pending' | 'processing' | 'completed' | 'failed';
export const unfinishedLipsyncStatuses: LipsyncJobStatus[] = ['pending', 'processing'];

/** A clip as the job keeps it: the caller's own stored audio, placed on the timeline. */
export interface StoredLipsyncClip {
  mediaFileId: string;
  name: string;
  type: 'tts' | 'upload';
  startTime: number;
  duration: number;
  sourceOffset: number;
  /**
   * 'mix': the client's own mix of the timeline, which the job plays instead of mixing the clips; the clips stay
   * beside it for the captions and the card's title (the takes' texts).
   */
  role?: 'mix';
}

/** What the job plays: the client's mix when it sent one, else every clip (the job mixes them). */
export function soundtrackOf(clips: readonly StoredLipsyncClip[]): readonly StoredLipsyncClip[] {
  const mix = clips.filter((clip) => clip.role === 'mix');
  return mix.length > 0 ? mix : clips;
}

export interface NewLipsyncJob {
  userId: string;
  videoId: string;
  clips: StoredLipsyncClip[];
  durationSeconds: number;
  useCodeformer: boolean;
}

/**
 * Creates the job and takes its tokens (1 per second of the result, rounded up) from the balance; refuses with 403
 * and the credit message when they do not fit (speech still being generated holds its reservation too).
 */
export async function createLipsyncJob(db: Database, job: NewLipsyncJob): Promise<LipsyncJobRow> {
  const tokens = tokensForSeconds(job.durationSeconds);
  return db.transaction(async (tx) => {
    await takeJobTokens(tx, job.userId, tokens, lipsyncCreditsShortMessage);
    const [row] = await tx
      .insert(lipsyncJobs)
      .values({
        userId: job.userId,
        videoId: job.videoId,
        status: 'pending',
        timelineClips: job.clips,
        useCodeformer: job.useCodeformer,
        durationSeconds: job.durationSeconds,
        reservedTokens: tokens,
      })
      .returning();
    return row!;
  });
}

export function storedClips(row: LipsyncJobRow): StoredLipsyncClip[] {
  return row.timelineClips as StoredLipsyncClip[];
}

/** The user's jobs, newest first (the library shows 4 at a time; it asks for them all, they are few and small). */
export async function listLipsyncJobs(db: DbExecutor, userId: string): Promise<LipsyncJobRow[]> {
  return db
    .select()
    .from(lipsyncJobs)
    .where(eq(lipsyncJobs.userId, userId))
    .orderBy(desc(lipsyncJobs.createdAt), desc(lipsyncJobs.id));
}

export async function findOwnLipsyncJob(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<LipsyncJobRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(lipsyncJobs)
    .where(and(eq(lipsyncJobs.id, id), eq(lipsyncJobs.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findLipsyncJob(db: DbExecutor, id: string): Promise<LipsyncJobRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(lipsyncJobs).where(eq(lipsyncJobs.id, id)).limit(1);
  return row ?? null;
}

export async function findUnfinishedLipsyncJobs(db: DbExecutor): Promise<LipsyncJobRow[]> {
  return db.select().from(lipsyncJobs).where(inArray(lipsyncJobs.status, unfinishedLipsyncStatuses));
}

export async function setLipsyncBossJobId(db: DbExecutor, id: string, bossJobId: string): Promise<void> {
  await db
    .update(lipsyncJobs)
    .set({ bossJobId, updatedAt: sql`now()` })
    .where(eq(lipsyncJobs.id, id));
}

/** Moves a running job to `status` with a progress text; null when it already ended. */
export async function setLipsyncStage(
  db: DbExecutor,
  id: string,
  status: 'pending' | 'processing',
  progress: string,
  options: { countAttempt?: boolean } = {},
): Promise<LipsyncJobRow | null> {
  const [row] = await db
    .update(lipsyncJobs)
    .set(stageChange(lipsyncJobs, status, progress, options))
    .where(and(eq(lipsyncJobs.id, id), inArray(lipsyncJobs.status, unfinishedLipsyncStatuses)))
    .returning();
  return row ?? null;
}

/** Stores how far a processing job is (0–100); nothing when it is no longer processing. */
export async function setLipsyncProgressPercent(db: DbExecutor, id: string, percent: number): Promise<void> {
  await db
    .update(lipsyncJobs)
    .set({ progressPercent: percent })
    .where(and(eq(lipsyncJobs.id, id), eq(lipsyncJobs.status, 'processing')));
}

/**
 * Ends a processing job as completed (100%) with its result video and, when the lips could not follow, the note
 * saying why; null when it had ended.
 */
export async function completeLipsyncJob(
  db: DbExecutor,
  id: string,
  result: { resultVideoId: string; audioFileId: string | null; faceNote: string | null },
): Promise<LipsyncJobRow | null> {
  const [row] = await db
    .update(lipsyncJobs)
    .set({ ...result, progressPercent: 100, ...completedChange() })
    .where(and(eq(lipsyncJobs.id, id), eq(lipsyncJobs.status, 'processing')))
    .returning();
  return row ?? null;
}

/** Ends a running job as failed with `message` and gives its tokens back (once); null when it had ended. */
export async function failLipsyncJob(
  db: Database,
  id: string,
  message: string,
): Promise<LipsyncJobRow | null> {
  return db.transaction(async (tx) => {
    const [running] = await tx
      .select({ userId: lipsyncJobs.userId, reservedTokens: lipsyncJobs.reservedTokens })
      .from(lipsyncJobs)
      .where(and(eq(lipsyncJobs.id, id), inArray(lipsyncJobs.status, unfinishedLipsyncStatuses)))
      .for('update');
    if (!running) return null;
    const [row] = await tx
      .update(lipsyncJobs)
      .set(failedChange(message))
      .where(eq(lipsyncJobs.id, id))
      .returning();
    await giveJobTokensBack(tx, running.userId, running.reservedTokens);
    return row ?? null;
  });
}
