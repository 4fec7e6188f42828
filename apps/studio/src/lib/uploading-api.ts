// The studio's api client for uploads: the same client, whose fetch is the XMLHttpRequest one that
// reports upload progress. A page gets one client per upload: `uploadingApi(reportProgress)`.
import { createApiClient, type ApiClient, type FetchFunction } from '@twin/api-client';
import { readSavedToken } from './token-storage';
import { fetchWithUploadProgress } from './upload-with-progress';

export function uploadingApiClient(
  getToken: () => string | null,
  fetchWithProgress: (reportProgress: (percent: number) => void) => FetchFunction,
): (reportProgress: (percent: number) => void) => ApiClient {
  return (reportProgress) =>
    createApiClient({ baseUrl: '', getToken, fetch: fetchWithProgress(reportProgress) });
}

export const uploadingApi = uploadingApiClient(readSavedToken, fetchWithUploadProgress);
