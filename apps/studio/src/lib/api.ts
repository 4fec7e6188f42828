// The studio's one API client: same origin, bearer token read from the saved session at every call.
import { createApiClient } from '@twin/api-client';
import { readSavedToken } from './token-storage';

export const api = createApiClient({ baseUrl: '', getToken: readSavedToken });
export type StudioApi = typeof api;
