// Rows of localization sources (a transcribed upload and its timings): created with the stored file, looked up by
// owner only (another user's source is simply not found, so its id is no use to anyone else), and their videos
// found and dropped when they expire (the row stays; source-expiry.ts removes the files).
import { and, asc, count, eq, exists, gt, inArray, isNotNull, lt, not } from 'drizzle-orm';
import {
  localizationJobs,
  localizationSources,
  type LocalizationSourceRow,
  type MediaFileRow,
} from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { deleteMediaFiles } from '../files/media-files.repository';
import { unfinishedLocalizationStatuses } from './localize-jobs.repository';
import { isUuid } from '../db/ids';
import type { TranscriptSegment } from '../engines/transcription/transcription-engine';

export interface NewLocalizationSource {
  userId: string;
  mediaFileId: string;
  originalFilename: string;
  durationSeconds: number;
  language: string;
  transcriptText: string;
  segments: TranscriptSegment[];
}

export async function insertLocalizationSource(
  db: DbExecutor,
  source: NewLocalizationSource,
): Promise<LocalizationSourceRow> {
  const [row] = await db
    .insert(localizationSources)
    .values({ ...source, segments: source.segments.map(({ start, end, text }) => ({ start, end, text })) })
    .returning();
  return row!;
}

export async function findOwnLocalizationSource(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<LocalizationSourceRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(localizationSources)
    .where(and(eq(localizationSources.id, id), eq(localizationSources.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findLocalizationSource(
  db: DbExecutor,
  id: string,
): Promise<LocalizationSourceRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(localizationSources).where(eq(localizationSources.id, id)).limit(1);
  return row ?? null;
}

/** The upload names of the given sources, by id (for the job list's download names). */
export async function originalFilenames(
  db: DbExecutor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: localizationSources.id, name: localizationSources.originalFilename })
    .from(localizationSources)
    .where(inArray(localizationSources.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A pending or processing job of the source in the outer query (it still reads the video). */
function hasUnfinishedJob(db: DbExecutor) {
  return exists(
    db
      .select({ id: localizationJobs.id })
      .from(localizationJobs)
      .where(
        and(
          eq(localizationJobs.sourceId, localizationSources.id),
          inArray(localizationJobs.status, unfinishedLocalizationStatuses),
        ),
      ),
  );
}

/** Sources still holding their video, transcribed before `before`, that no running job reads. */
export async function idleSourcesTranscribedBefore(db: DbExecutor, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: localizationSources.id })
    .from(localizationSources)
    .where(
      and(
        isNotNull(localizationSources.mediaFileId),
        lt(localizationSources.createdAt, before),
        not(hasUnfinishedJob(db)),
      ),
    );
  return rows.map((row) => row.id);
}

/** The user's sources still holding their video, oldest first, each with whether a running job reads it. */
export async function sourcesWithVideo(
  db: DbExecutor,
  userId: string,
): Promise<{ id: string; inUse: boolean }[]> {
  return db
    .select({ id: localizationSources.id, inUse: hasUnfinishedJob(db).mapWith(Boolean) })
    .from(localizationSources)
    .where(and(eq(localizationSources.userId, userId), isNotNull(localizationSources.mediaFileId)))
    .orderBy(asc(localizationSources.createdAt), asc(localizationSources.id));
}

/** Users holding more than `kept` source videos. */
export async function usersWithMoreSourceVideosThan(db: DbExecutor, kept: number): Promise<string[]> {
  const rows = await db
    .select({ userId: localizationSources.userId })
    .from(localizationSources)
    .where(isNotNull(localizationSources.mediaFileId))
    .groupBy(localizationSources.userId)
    .having(gt(count(), kept));
  return rows.map((row) => row.userId);
}

/**
 * Deletes the media rows of the given sources' videos (their media_file_id becomes null; the sources and their jobs
 * stay) and returns them, so the caller removes the files once the transaction committed. Each source row is locked
 * first and skipped if a job started reading it meanwhile (job creation locks it too). Call inside a transaction.
 */
export async function dropSourceVideos(tx: DbExecutor, ids: readonly string[]): Promise<MediaFileRow[]> {
  if (ids.length === 0) return [];
  const locked = await tx
    .select({ id: localizationSources.id, mediaFileId: localizationSources.mediaFileId })
    .from(localizationSources)
    .where(and(inArray(localizationSources.id, [...ids]), isNotNull(localizationSources.mediaFileId)))
    .for('update');
  if (locked.length === 0) return [];
  // A separate statement after the lock, so it sees a job committed while we waited for it.
  const inUse = await tx
    .selectDistinct({ id: localizationJobs.sourceId })
    .from(localizationJobs)
    .where(
      and(
        inArray(
          localizationJobs.sourceId,
          locked.map((row) => row.id),
        ),
        inArray(localizationJobs.status, unfinishedLocalizationStatuses),
      ),
    );
  const busy = new Set(inUse.map((row) => row.id));
  return deleteMediaFiles(
    tx,
    locked.filter((row) => !busy.has(row.id)).map((row) => row.mediaFileId!),
  );
}
