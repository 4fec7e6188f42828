// A localized MP4 stored under its user (0600, kind 'videos') with its media_files row, and the job's own rows
// finished in the same transaction: the localization job's first result and a segment regeneration's new one.
import { chmod, stat } from 'node:fs/promises';
import type { Database } from '../db/database';
import type { Transaction } from '../files/db-executor';
import { insertMediaFile } from '../files/media-files.repository';
import { placeFilesWithRows, type MediaStore } from '../files/media-store';

export interface LocalizedVideoFile {
  userId: string;
  /** The finished MP4 in the job's work directory. */
  outputPath: string;
  outputSeconds: number;
  /** The download name the result keeps. */
  originalFilename: string | null;
}

/** Moves the video into place and runs `finish` with its media file's id in the transaction that records it. */
export async function storeLocalizedVideo(
  db: Database,
  store: MediaStore,
  video: LocalizedVideoFile,
  finish: (tx: Transaction, fileId: string) => Promise<void>,
): Promise<void> {
  await chmod(video.outputPath, 0o600);
  const sizeBytes = (await stat(video.outputPath)).size;
  const location = store.newLocation(video.userId, 'videos', 'mp4');
  await placeFilesWithRows(db, store, [{ from: video.outputPath, to: location.absolutePath }], async (tx) => {
    const file = await insertMediaFile(tx, {
      location,
      userId: video.userId,
      kind: 'videos',
      originalFilename: video.originalFilename,
      container: 'mp4',
      durationSeconds: video.outputSeconds,
      sizeBytes,
    });
    await finish(tx, file.id);
  });
}
