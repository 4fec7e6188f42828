// Deletes what a creator owns for good (issue 26): the rows and, once they are gone, the stored files. Rows and the
// files' media_files rows go in one transaction; the files are removed after its commit, so a failed delete keeps
// both, and a crash right after the commit leaves files without rows, which the startup sweep removes.
import type { Database } from '../db/database';
import type { Transaction } from './db-executor';
import { deleteMediaFiles } from './media-files.repository';
import { removeQuietly, type MediaStore } from './media-store';

/**
 * Runs `deleteRows` in a transaction; the media files whose ids it returns are deleted with it (their rows in the
 * same transaction, the files after the commit). Answers what `deleteRows` decided (e.g. a refusal it threw).
 */
export async function deleteWithFiles(
  db: Database,
  store: MediaStore,
  deleteRows: (tx: Transaction) => Promise<readonly (string | null)[]>,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const fileIds = (await deleteRows(tx)).filter((id): id is string => id !== null);
    return deleteMediaFiles(tx, [...new Set(fileIds)]);
  });
  await Promise.all(removed.map((file) => removeQuietly(store.absolutePath(file.relativePath))));
}
