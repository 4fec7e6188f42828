// Rows of data_exports (issue 26): starting an export (one unfinished per user, within the byte budget), finding
// the user's own, the queued-job runner's transitions, and the user's media files an export packs.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DATA_EXPORT_MAX_BYTES } from '@twin/api-client';
import type { Database } from '../db/database';
import { isUuid } from '../db/ids';
import { dataExports, mediaFiles, users, type DataExportRow, type MediaFileRow } from '../db/schema';
import type { DbExecutor, Transaction } from '../files/db-executor';
import type { MediaKind } from '../files/media-store';
import { HttpError } from '../http/http-error';
import { dataExportMessages } from './data-export-messages';

export const unfinishedDataExportStatuses = ['pending', 'processing'];
/** media_files.kind of an export's zip: never packed into another export, nor counted as the creator's media. */
export const EXPORT_FILE_KIND = 'exports' satisfies MediaKind;

/** The user's media an export packs (every stored file but earlier exports), oldest first. */
export function exportableFilesOf(db: DbExecutor, userId: string): Promise<MediaFileRow[]> {
  return db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.userId, userId), ne(mediaFiles.kind, EXPORT_FILE_KIND)))
    .orderBy(asc(mediaFiles.createdAt), asc(mediaFiles.id));
}

async function exportableBytesOf(tx: Transaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<number>`coalesce(sum(${mediaFiles.sizeBytes}), 0)::float8` })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.userId, userId), ne(mediaFiles.kind, EXPORT_FILE_KIND)));
  return Number(row?.bytes ?? 0);
}

/**
 * Starts an export: refused while another of the user's is unfinished (409) or when their media pass the budget
 * (413). The user's row is locked meanwhile, so two requests at once make one export. Answers the new row and the
 * ids of the earlier exports' zips, which the caller removes with their rows (only the latest zip is kept).
 */
export async function startDataExport(
  db: Database,
  userId: string,
  maxBytes = DATA_EXPORT_MAX_BYTES,
): Promise<{ row: DataExportRow; earlier: DataExportRow[] }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const earlier = await tx.select().from(dataExports).where(eq(dataExports.userId, userId));
    if (earlier.some((row) => unfinishedDataExportStatuses.includes(row.status)))
      throw new HttpError(409, dataExportMessages.alreadyRunning);
    if ((await exportableBytesOf(tx, userId)) > maxBytes)
      throw new HttpError(413, dataExportMessages.tooLarge);
    const [row] = await tx
      .insert(dataExports)
      .values({ userId, status: 'pending', progress: '0' })
      .returning();
    return { row: row!, earlier };
  });
}

export async function findOwnDataExport(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<DataExportRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function latestDataExportOf(db: DbExecutor, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findDataExport(db: DbExecutor, id: string): Promise<DataExportRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row ?? null;
}

export function findUnfinishedDataExports(db: DbExecutor): Promise<DataExportRow[]> {
  return db.select().from(dataExports).where(inArray(dataExports.status, unfinishedDataExportStatuses));
}

export async function setDataExportBossJobId(db: DbExecutor, id: string, bossJobId: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ bossJobId, updatedAt: sql`now()` })
    .where(eq(dataExports.id, id));
}

const unfinished = (id: string) =>
  and(eq(dataExports.id, id), inArray(dataExports.status, unfinishedDataExportStatuses));

/** Back to waiting (a retry) or on to processing (an attempt starts, counted); null once it ended. */
export async function setDataExportStage(
  db: DbExecutor,
  id: string,
  status: 'pending' | 'processing',
): Promise<DataExportRow | null> {
  const processing = status === 'processing';
  const [row] = await db
    .update(dataExports)
    .set({
      status,
      progress: '0',
      updatedAt: sql`now()`,
      ...(processing ? { attempts: sql`${dataExports.attempts} + 1`, startedAt: sql`now()` } : {}),
    })
    .where(unfinished(id))
    .returning();
  return row ?? null;
}

/** The percentage packed so far (kept in `progress` as digits). */
export async function setDataExportProgress(db: DbExecutor, id: string, percent: number): Promise<void> {
  await db
    .update(dataExports)
    .set({ progress: String(Math.min(100, Math.max(0, Math.round(percent)))), updatedAt: sql`now()` })
    .where(unfinished(id));
}

export async function completeDataExport(
  db: DbExecutor,
  id: string,
  resultFileId: string,
): Promise<DataExportRow | null> {
  const [row] = await db
    .update(dataExports)
    .set({
      status: 'completed',
      progress: '100',
      resultFileId,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(unfinished(id))
    .returning();
  return row ?? null;
}

export async function failDataExport(
  db: DbExecutor,
  id: string,
  message: string,
): Promise<DataExportRow | null> {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'failed', errorMessage: message, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(unfinished(id))
    .returning();
  return row ?? null;
}
