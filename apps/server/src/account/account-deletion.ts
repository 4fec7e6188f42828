// Delete my account (issue 26): the user's row goes, and with it every row that has their user_id (each such
// column cascades, schema.ts's ownerColumn) and what hangs on those rows; then their files. The paths are read in
// the same transaction that deletes the rows; the files go after its commit, and finally the user's folder under
// DATA_DIR/media, so a file written meanwhile by a job of theirs goes too (a crash in between leaves files without
// rows, which the startup sweep removes). Every token of the user fails from then on: its user is gone.
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mediaFiles, users } from '../db/schema';
import { removeQuietly, type MediaStore } from '../files/media-store';

/** Answers false when the user was gone already. */
export async function deleteAccount(db: Database, store: MediaStore, userId: string): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    const files = await tx
      .select({ path: mediaFiles.relativePath })
      .from(mediaFiles)
      .where(eq(mediaFiles.userId, userId));
    const gone = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return gone.length === 0 ? null : files.map((file) => file.path);
  });
  if (removed === null) return false;
  await Promise.all(removed.map((path) => removeQuietly(store.absolutePath(path))));
  await removeQuietly(join(store.mediaRoot, userId));
  return true;
}
