// Rows of videos: creation, the owner's lookups (another user's video is simply not found), and the processing
// transitions uploaded → processing → ready or failed, each conditional on the row still being unfinished; and the
// count of a user's videos waiting for or in processing, bounded per user.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { isUuid } from '../db/ids';
import { users, videos, type VideoRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { HttpError } from '../http/http-error';
import { MAX_QUEUED_VIDEOS_PER_USER, videoMessages } from './video-messages';

export type VideoUploadMethod = 'upload' | 'record' | 'lipsync';
export type VideoRowStatus = 'uploaded' | 'processing' | 'ready' | 'failed';
export const unfinishedVideoStatuses: VideoRowStatus[] = ['uploaded', 'processing'];

export async function insertVideo(
  db: DbExecutor,
  video: {
    userId: string;
    uploadMethod: VideoUploadMethod;
    originalFilename: string;
    sourceFileId: string;
    sizeBytes: number;
    durationSeconds: number | null;
  },
): Promise<VideoRow> {
  const [row] = await db
    .insert(videos)
    .values({ ...video, status: 'uploaded' })
    .returning();
  return row!;
}

/** The user's videos for the /video library, newest first; lip-sync results are not listed. */
export async function listLibraryVideos(db: DbExecutor, userId: string): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(and(eq(videos.userId, userId), ne(videos.uploadMethod, 'lipsync')))
    .orderBy(desc(videos.createdAt), desc(videos.id));
}

export async function findOwnVideo(db: DbExecutor, userId: string, id: string): Promise<VideoRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findVideo(db: DbExecutor, id: string): Promise<VideoRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
  return row ?? null;
}

/** The user's uploads and recordings waiting for processing or being processed. */
export async function countQueuedVideos(db: DbExecutor, userId: string): Promise<number> {
  const [queued] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(videos)
    .where(
      and(
        eq(videos.userId, userId),
        inArray(videos.status, unfinishedVideoStatuses),
        inArray(videos.uploadMethod, ['upload', 'record']),
      ),
    );
  return queued?.count ?? 0;
}

/** Before a new upload is read: 429 when the user already has their most videos waiting or in processing. */
export async function assertVideoQueueRoom(db: DbExecutor, userId: string, adding: number): Promise<void> {
  if ((await countQueuedVideos(db, userId)) + adding > MAX_QUEUED_VIDEOS_PER_USER) {
    throw new HttpError(429, videoMessages.tooManyQueued);
  }
}

/**
 * The same check where the videos are written (inside that transaction): locks the user's row first, so parallel
 * uploads are counted one after another and together never pass the cap.
 */
export async function assertVideoQueueRoomLocked(
  tx: DbExecutor,
  userId: string,
  adding: number,
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  await assertVideoQueueRoom(tx, userId, adding);
}

export async function findUnfinishedVideos(db: DbExecutor): Promise<VideoRow[]> {
  return db.select().from(videos).where(inArray(videos.status, unfinishedVideoStatuses));
}

export async function setVideoBossJobId(db: DbExecutor, id: string, bossJobId: string): Promise<void> {
  await db
    .update(videos)
    .set({ bossJobId, updatedAt: sql`now()` })
    .where(eq(videos.id, id));
}

/** Moves an unfinished video to `status`; does nothing to one that already ended. */
export async function setVideoStage(
  db: DbExecutor,
  id: string,
  status: 'uploaded' | 'processing',
  options: { countAttempt?: boolean } = {},
): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(options.countAttempt ? { attempts: sql`${videos.attempts} + 1` } : {}),
    })
    .where(and(eq(videos.id, id), inArray(videos.status, unfinishedVideoStatuses)))
    .returning();
  return row ?? null;
}

/** Ends an unfinished video as failed with `message` (once); null when it had already ended. */
export async function failVideo(db: DbExecutor, id: string, message: string): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({ status: 'failed', errorMessage: message, updatedAt: sql`now()` })
    .where(and(eq(videos.id, id), inArray(videos.status, unfinishedVideoStatuses)))
    .returning();
  return row ?? null;
}

/** Ends a video being processed as ready with its playable file, poster and measures; null when it had ended. */
export async function finishVideoReady(
  db: DbExecutor,
  id: string,
  result: {
    videoFileId: string;
    posterFileId: string;
    durationSeconds: number;
    width: number;
    height: number;
    sizeBytes: number;
  },
): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({
      ...result,
      status: 'ready',
      sourceFileId: null,
      errorMessage: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(videos.id, id), eq(videos.status, 'processing')))
    .returning();
  return row ?? null;
}
