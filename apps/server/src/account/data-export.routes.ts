// Export my data (issue 26): POST /api/user/export starts the job (data-export-runner.ts), GET /api/user/export
// answers the latest and GET /api/user/export/{exportId} one of the user's (another user's is 404 like a missing
// one); a completed export's download_url is a media link to GET /api/user/export/{exportId}/download, the zip as
// an attachment. Starting a new export removes the earlier exports' zips with their rows.
import { apiRoutes, fillPath, type DataExport } from '@twin/api-client';
import type { MediaLinks } from '../auth/media-links';
import type { Database } from '../db/database';
import { dataExports, type DataExportRow, type UserRow } from '../db/schema';
import { deleteWithFiles } from '../files/delete-with-files';
import { findMediaFile } from '../files/media-files.repository';
import type { MediaStore } from '../files/media-store';
import { streamFile } from '../files/stream-file';
import { implementStream, type AnyStreamRouteImplementation } from '../files/stream-route';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import type { QueuedJobRunner } from '../jobs/queued-job-runner';
import { inArray } from 'drizzle-orm';
import { dataExportMessages } from './data-export-messages';
import { findOwnDataExport, latestDataExportOf, startDataExport } from './data-exports.repository';

export const dataExportDownloadPath = (exportId: string) =>
  fillPath(apiRoutes['user.exportDownload'].path, { exportId });

/** The zip's name when downloaded: twin-studio-export-<date>.zip. */
export const dataExportFileName = (row: DataExportRow) =>
  `twin-studio-export-${row.createdAt.toISOString().slice(0, 10)}.zip`;

export async function toDataExport(
  db: Database,
  row: DataExportRow,
  user: UserRow,
  mediaLinks: MediaLinks,
): Promise<DataExport> {
  const file =
    row.status === 'completed' && row.resultFileId ? await findMediaFile(db, row.resultFileId) : null;
  return {
    id: row.id,
    status: row.status as DataExport['status'],
    progress_percent: file ? 100 : Math.min(100, Math.max(0, Number(row.progress) || 0)),
    error_message: row.errorMessage,
    created_at: row.createdAt.toISOString(),
    size_bytes: file?.sizeBytes ?? null,
    download_url: file ? await mediaLinks.link(user, dataExportDownloadPath(row.id)) : null,
  };
}

export interface DataExportRouteServices {
  db: Database;
  store: MediaStore;
  mediaLinks: MediaLinks;
  runner: QueuedJobRunner;
}

export function dataExportRoutes({
  db,
  store,
  mediaLinks,
  runner,
}: DataExportRouteServices): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['user.startExport'], {
      errors: {
        401: 'not signed in',
        409: 'an export of yours is being made',
        413: 'your media pass the export budget',
      },
      async handler({ user }) {
        const { row, earlier } = await startDataExport(db, user.id);
        await runner.enqueue(row.id);
        if (earlier.length > 0) {
          const ids = earlier.map((old) => old.id);
          await deleteWithFiles(db, store, async (tx) => {
            const removed = await tx.delete(dataExports).where(inArray(dataExports.id, ids)).returning();
            return removed.map((old) => old.resultFileId);
          });
        }
        return { export: await toDataExport(db, row, user, mediaLinks) };
      },
    }),
    implement(apiRoutes['user.latestExport'], {
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        const row = await latestDataExportOf(db, user.id);
        return { export: row ? await toDataExport(db, row, user, mediaLinks) : null };
      },
    }),
    implement(apiRoutes['user.export'], {
      errors: { 401: 'not signed in', 404: 'no such export of yours' },
      async handler({ user, params }) {
        const row = await findOwnDataExport(db, user.id, params.exportId);
        if (!row) throw new HttpError(404, dataExportMessages.notFound);
        return { export: await toDataExport(db, row, user, mediaLinks) };
      },
    }),
  ];
}

export function dataExportStreamRoutes(db: Database, store: MediaStore): AnyStreamRouteImplementation[] {
  return [
    implementStream(apiRoutes['user.exportDownload'], {
      errors: { 401: 'no or bad token', 404: 'no such export of yours', 409: 'the export is not ready' },
      async handler({ user, params, reply }) {
        const row = await findOwnDataExport(db, user.id, params.exportId);
        if (!row) throw new HttpError(404, dataExportMessages.notFound);
        const file =
          row.status === 'completed' && row.resultFileId ? await findMediaFile(db, row.resultFileId) : null;
        if (!file) throw new HttpError(409, dataExportMessages.notCompleted);
        return streamFile(reply, store.mediaRoot, file.relativePath, {
          contentType: 'application/zip',
          downloadName: dataExportFileName(row),
        });
      },
    }),
  ];
}
