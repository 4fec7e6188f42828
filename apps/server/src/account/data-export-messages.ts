// Every text the data export and the account deletion send to creators (issue 26; the spec has none of them).
import { DATA_EXPORT_MAX_BYTES } from '@twin/api-client';

export const dataExportMessages = {
  alreadyRunning: 'Your data export is already being made. It will be ready to download soon.',
  tooLarge: `Your files take more than ${DATA_EXPORT_MAX_BYTES / 1024 ** 3} GB, too much for one export. Delete some of them, then try again.`,
  notFound: 'Export not found.',
  notCompleted: 'This export is not ready yet.',
  failed: 'We could not make your export. Please try again.',
  interrupted: 'Your export was interrupted. Please try again.',
  wrongPassword: 'Your password is incorrect. Your account was not deleted.',
};
