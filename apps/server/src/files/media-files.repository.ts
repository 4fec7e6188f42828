// Rows of media_files: one per stored file under DATA_DIR/media.
import { eq, inArray } from 'drizzle-orm';
import { mediaFiles, type MediaFileRow } from '../db/schema';
import type { DbExecutor } from './db-executor';
import type { MediaKind, NewMediaLocation } from './media-store';

export interface NewMediaFile {
  location: NewMediaLocation;
  userId: string;
  kind: MediaKind;
  originalFilename: string | null;
  container: string;
  durationSeconds: number | null;
  sizeBytes: number;
}

export async function insertMediaFile(db: DbExecutor, file: NewMediaFile): Promise<MediaFileRow> {
  const [row] = await db
    .insert(mediaFiles)
    .values({
      id: file.location.id,
      userId: file.userId,
      kind: file.kind,
      relativePath: file.location.relativePath,
      originalFilename: file.originalFilename,
      container: file.container,
      durationSeconds: file.durationSeconds,
      sizeBytes: file.sizeBytes,
    })
    .returning();
  return row!;
}

export async function findMediaFile(db: DbExecutor, id: string): Promise<MediaFileRow | null> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  return row ?? null;
}

export async function deleteMediaFiles(db: DbExecutor, ids: readonly string[]): Promise<MediaFileRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(mediaFiles)
    .where(inArray(mediaFiles.id, [...ids]))
    .returning();
}

export async function allMediaPaths(db: DbExecutor): Promise<Set<string>> {
  const rows = await db.select({ path: mediaFiles.relativePath }).from(mediaFiles);
  return new Set(rows.map((row) => row.path));
}
