// Rows of reference_clips with their media files.
import { and, asc, eq } from 'drizzle-orm';
import { mediaFiles, referenceClips, type MediaFileRow, type ReferenceClipRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { isUuid } from '../db/ids';

export async function listReferenceClips(db: DbExecutor, modelId: string): Promise<ReferenceClipRow[]> {
  return db
    .select()
    .from(referenceClips)
    .where(eq(referenceClips.modelId, modelId))
    .orderBy(asc(referenceClips.position));
}

export async function findOwnClipWithFile(
  db: DbExecutor,
  userId: string,
  clipId: string,
): Promise<{ clip: ReferenceClipRow; file: MediaFileRow } | null> {
  if (!isUuid(clipId)) return null;
  const [row] = await db
    .select({ clip: referenceClips, file: mediaFiles })
    .from(referenceClips)
    .innerJoin(mediaFiles, eq(mediaFiles.id, referenceClips.mediaFileId))
    .where(and(eq(referenceClips.id, clipId), eq(referenceClips.userId, userId)))
    .limit(1);
  return row ?? null;
}
