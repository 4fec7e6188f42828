// The studio's auth client: only the calls of signing in, signing up and restoring the session, so
// /login and /signup carry neither every feature's schemas nor zod classic. Same origin, bearer token
// read from the saved session at every call, like the whole client in api.ts.
import { createAuthClient } from '@twin/api-client';
import { readSavedToken } from './token-storage';

export const authApi = createAuthClient({ baseUrl: '', getToken: readSavedToken });
export type StudioAuthApi = typeof authApi;
