// The shapes of the account page's data export (issue 26), structural so the api-client's DataExport maps onto
// them in the app without machines importing the api-client.

/** One export as the page shows it. */
export interface DataExportView {
  id: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  /** 0–100. */
  progressPercent: number;
  errorMessage: string | null;
  /** A media link to the zip once completed. */
  downloadUrl: string | null;
  sizeBytes: number | null;
  /** ISO timestamp. */
  createdAt: string;
}

export interface DataExportContext {
  /** The latest export (null: none yet). */
  export: DataExportView | null;
  /** Why starting one was refused (the server's words), until the next try. */
  error: string | null;
}

export type DataExportEvent = { type: 'export.start' };

export interface CheckDataExportInput {
  exportId: string;
}
