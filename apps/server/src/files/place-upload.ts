// Stores one received file under DATA_DIR/media with its media_files row and the caller's own rows, in one
// transaction (placeFilesWithRows: the file is in place exactly when the rows are). The caller still owns (and
// removes) the temp file when this throws.
import type { Database } from '../db/database';
import type { MediaFileRow } from '../db/schema';
import type { Transaction } from './db-executor';
import { insertMediaFile, type NewMediaFile } from './media-files.repository';
import { placeFilesWithRows, type MediaStore } from './media-store';

/** The temp file to move into place (`from`) and what its media_files row says of it. */
export type UploadToPlace = Omit<NewMediaFile, 'location'> & { from: string };

export async function placeUploadWithRows<T>(
  db: Database,
  store: MediaStore,
  upload: UploadToPlace,
  writeRows: (tx: Transaction, media: MediaFileRow) => Promise<T>,
): Promise<T> {
  const location = store.newLocation(upload.userId, upload.kind, upload.container);
  return placeFilesWithRows(db, store, [{ from: upload.from, to: location.absolutePath }], async (tx) => {
    const { from: _from, ...row } = upload;
    const media = await insertMediaFile(tx, { ...row, location });
    return writeRows(tx, media);
  });
}
