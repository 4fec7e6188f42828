// The data export's own texts (the spec has none): the fallback when starting fails without the server's words.
export const dataExportMessages = {
  startFailed: 'Your export could not be started. Please try again.',
} as const;
