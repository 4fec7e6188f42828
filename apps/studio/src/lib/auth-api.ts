// The studio's auth client: only the calls of signing in, signing up and restoring the session, so /login and
// /signup carry neither every feature's schemas nor zod classic. Same origin, bearer token read from the saved
// session as each call starts, like the whole client in api.ts (logout is sent just before the token is
// forgotten). The client's code and schemas (auth-client.ts) load on the first call, not with the page: the
// visitor reads and fills the form meanwhile.
import type { AuthClient } from '@twin/api-client';
import { readSavedToken } from './token-storage';

type AuthClientModule = typeof import('./auth-client');
let loading: Promise<AuthClientModule> | null = null;

/** The auth client's module, imported once; a failed import (the network dropped) is tried again by the next call. */
function loadAuthClientModule(): Promise<AuthClientModule> {
  loading ??= import('./auth-client').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Runs one call on a client holding the token saved as the call starts. */
function call<T>(run: (client: AuthClient) => Promise<T>): Promise<T> {
  const token = readSavedToken();
  return loadAuthClientModule().then((module) =>
    run(module.createAuthClient({ baseUrl: '', getToken: () => token })),
  );
}

type Auth = AuthClient['auth'];
type Signup = AuthClient['signup'];

export const authApi: AuthClient = {
  auth: {
    profile: (...args: Parameters<Auth['profile']>) => call((c) => c.auth.profile(...args)),
    login: (...args: Parameters<Auth['login']>) => call((c) => c.auth.login(...args)),
    register: (...args: Parameters<Auth['register']>) => call((c) => c.auth.register(...args)),
    updateProfile: (...args: Parameters<Auth['updateProfile']>) => call((c) => c.auth.updateProfile(...args)),
    logout: (...args: Parameters<Auth['logout']>) => call((c) => c.auth.logout(...args)),
    changePassword: (...args: Parameters<Auth['changePassword']>) =>
      call((c) => c.auth.changePassword(...args)),
  },
  signup: {
    validateCode: (...args: Parameters<Signup['validateCode']>) =>
      call((c) => c.signup.validateCode(...args)),
  },
};
export type StudioAuthApi = typeof authApi;
