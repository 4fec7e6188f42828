// The data-export job (queue `data-export`, on jobs/queued-job-runner.ts; issue 26): pending → processing →
// completed with a zip under DATA_DIR/media/<user>/exports (0600) or failed with a message. The zip holds every
// media file of the user as media/<kind>/<file> and their records as records.json (user-records.ts), streamed from
// disk into a temp file (zip-writer.ts), then moved into place with its media_files row in one transaction.
import { stat } from 'node:fs/promises';
import type { Database } from '../db/database';
import type { DataExportRow } from '../db/schema';
import { insertMediaFile } from '../files/media-files.repository';
import { placeFilesWithRows, removeQuietly, type MediaStore } from '../files/media-store';
import type { JobLog, JobQueue } from '../jobs/job-queue';
import {
  createQueuedJobRunner,
  JobEndedMeanwhileError,
  type QueuedJobRunner,
} from '../jobs/queued-job-runner';
import { dataExportMessages } from './data-export-messages';
import {
  completeDataExport,
  EXPORT_FILE_KIND,
  exportableFilesOf,
  failDataExport,
  findDataExport,
  findUnfinishedDataExports,
  setDataExportBossJobId,
  setDataExportProgress,
  setDataExportStage,
  unfinishedDataExportStatuses,
} from './data-exports.repository';
import { userRecordsOf } from './user-records';
import { ZipTooLargeError, ZipWriter } from './zip-writer';

export const DATA_EXPORT_QUEUE = 'data-export';
/** One export's time limit; pg-boss's expiry is a little longer. */
const DATA_EXPORT_TIME_LIMIT_MS = 30 * 60_000;

export interface DataExportRunnerOptions {
  db: Database;
  queue: JobQueue;
  store: MediaStore;
  log: JobLog;
}

export function createDataExportRunner(options: DataExportRunnerOptions): QueuedJobRunner {
  const { db, queue, log } = options;
  return createQueuedJobRunner<DataExportRow>({
    name: DATA_EXPORT_QUEUE,
    queueOptions: { retryLimit: 1, retryDelay: 5 },
    dataKey: 'exportId',
    label: 'data export',
    queue,
    log,
    timeLimitMs: DATA_EXPORT_TIME_LIMIT_MS,
    findUnfinished: () => findUnfinishedDataExports(db),
    findRow: (id) => findDataExport(db, id),
    unfinishedStatuses: unfinishedDataExportStatuses,
    setBossJobId: (id, bossJobId) => setDataExportBossJobId(db, id, bossJobId),
    requeue: (row) => setDataExportStage(db, row.id, 'pending'),
    fail: (row, message) => failDataExport(db, row.id, message),
    process: (row, signal) => makeDataExport(options, row, signal),
    interruptedMessage: dataExportMessages.interrupted,
    refusal: (error) => (error instanceof ZipTooLargeError ? dataExportMessages.tooLarge : null),
    failureMessage: () => dataExportMessages.failed,
  });
}

async function makeDataExport(
  options: DataExportRunnerOptions,
  row: DataExportRow,
  signal: AbortSignal,
): Promise<void> {
  const { db, store } = options;
  if (!(await setDataExportStage(db, row.id, 'processing'))) return;
  const files = await exportableFilesOf(db, row.userId);
  const totalBytes = files.reduce((sum, file) => sum + file.sizeBytes, 0) || 1;
  const zipPath = store.tempPath('zip');
  const zip = new ZipWriter(zipPath);
  try {
    let packed = 0;
    let reported = 0;
    for (const file of files) {
      signal.throwIfAborted();
      const name = file.relativePath.split('/').pop() ?? file.id;
      await zip.addFile(
        `media/${file.kind}/${name}`,
        store.absolutePath(file.relativePath),
        file.createdAt,
        signal,
      );
      packed += file.sizeBytes;
      const percent = Math.floor((packed / totalBytes) * 95);
      if (percent > reported) {
        reported = percent;
        await setDataExportProgress(db, row.id, percent);
      }
    }
    const records = await userRecordsOf(db, row.userId);
    await zip.addBuffer('records.json', Buffer.from(JSON.stringify(records, null, 2)), new Date());
    const sizeBytes = await zip.finish();
    if (sizeBytes !== (await stat(zipPath)).size) throw new Error('the zip on disk is not what was written');
    const location = store.newLocation(row.userId, EXPORT_FILE_KIND, 'zip');
    await placeFilesWithRows(db, store, [{ from: zipPath, to: location.absolutePath }], async (tx) => {
      const file = await insertMediaFile(tx, {
        location,
        userId: row.userId,
        kind: EXPORT_FILE_KIND,
        originalFilename: null,
        container: 'zip',
        durationSeconds: null,
        sizeBytes,
      });
      if (!(await completeDataExport(tx, row.id, file.id))) throw new JobEndedMeanwhileError();
    });
  } catch (error) {
    zip.abort();
    throw error;
  } finally {
    await removeQuietly(zipPath);
  }
}
