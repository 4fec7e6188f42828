// The account page's machines with the studio's calls (issue 26): the data export (latest, start, status; the
// api-client's DataExport mapped onto the machine's view) and the account deletion (DELETE /api/user/account with
// the password; once done, the auth machine's logout ends the session here).
import { fromPromise } from 'xstate';
import type { DataExport } from '@twin/api-client';
import { accountDeletionMachine } from '@twin/machines/account/account-deletion';
import { dataExportMachine, type DataExportView } from '@twin/machines/account/data-export';
import type { StudioApi } from '../../lib/api';

export function toDataExportView(answer: DataExport): DataExportView {
  return {
    id: answer.id,
    status: answer.status,
    progressPercent: answer.progress_percent,
    errorMessage: answer.error_message,
    downloadUrl: answer.download_url,
    sizeBytes: answer.size_bytes,
    createdAt: answer.created_at,
  };
}

export function createDataExportMachine(api: Pick<StudioApi, 'user'>) {
  return dataExportMachine.provide({
    actors: {
      loadLatestExport: fromPromise(async ({ signal }) => {
        const latest = (await api.user.latestExport({ signal })).export;
        return latest ? toDataExportView(latest) : null;
      }),
      startExport: fromPromise(async ({ signal }) =>
        toDataExportView((await api.user.startExport({ signal })).export),
      ),
      checkDataExport: fromPromise<DataExportView, { exportId: string }>(async ({ input, signal }) =>
        toDataExportView((await api.user.export(input.exportId, { signal })).export),
      ),
    },
    actions: {
      logError: (_, params) => console.error('Reading the data export failed', params.error),
    },
  });
}

export function createAccountDeletionMachine(api: Pick<StudioApi, 'user'>, signOut: () => void) {
  return accountDeletionMachine.provide({
    actors: {
      deleteAccount: fromPromise<void, { password: string }>(async ({ input, signal }) => {
        await api.user.deleteAccount({ password: input.password }, { signal });
      }),
    },
    actions: { signOut },
  });
}
