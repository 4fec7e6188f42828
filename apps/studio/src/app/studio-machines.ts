// The auth machine with the studio's side effects: API calls for the actors, localStorage for the
// token. `provide` keeps the machine's own states and texts; only the effects are ours. (The credits
// and signup-code machines are provided in credits-machine.ts and signup-code-machine.ts, off /login.)
import { fromPromise } from 'xstate';
import { authMachine } from '@twin/machines/auth';
import type { StudioAuthApi } from '../lib/auth-api';
import { forgetSavedToken, saveToken } from '../lib/token-storage';

export function createStudioAuthMachine(api: Pick<StudioAuthApi, 'auth'>) {
  return authMachine.provide({
    actors: {
      fetchProfile: fromPromise(async ({ signal }) => (await api.auth.profile({ signal })).user),
      login: fromPromise(({ input, signal }) =>
        api.auth.login({ email: input.email, password: input.password }, { signal }),
      ),
      register: fromPromise(({ input, signal }) =>
        api.auth.register(
          {
            username: input.username,
            email: input.email,
            password: input.password,
            signupCode: input.signupCode === '' ? undefined : input.signupCode,
          },
          { signal },
        ),
      ),
      updateProfile: fromPromise(
        async ({ input, signal }) => (await api.auth.updateProfile(input.changes, { signal })).user,
      ),
      changePassword: fromPromise(async ({ input, signal }) => {
        const result: unknown = await api.auth.changePassword(input, { signal });
        // A server that reissues a token after revoking the old ones sends it back; keep it.
        const token =
          typeof result === 'object' && result !== null ? (result as { token?: unknown }).token : undefined;
        return typeof token === 'string' ? { token } : undefined;
      }),
    },
    actions: {
      storeToken: (_, params) => saveToken(params.token),
      forgetToken: () => forgetSavedToken(),
      // Sent while the token is still saved (the client reads it as the call starts); a failure changes nothing:
      // the session ends here either way.
      revokeSession: () => {
        api.auth.logout().catch(() => undefined);
      },
    },
  });
}
