// The signup-code machine /signup runs: the invitation check through the studio's auth client (the
// factory takes the client, so tests pass a fake). Loaded with /signup, not with /login.
import { fromPromise } from 'xstate';
import { signupCodeMachine } from '@twin/machines/signup-code';
import { authApi, type StudioAuthApi } from '../lib/auth-api';

export function createStudioSignupCodeMachine(api: Pick<StudioAuthApi, 'signup'>) {
  return signupCodeMachine.provide({
    actors: {
      validateCode: fromPromise(({ input, signal }) => api.signup.validateCode(input.code, { signal })),
    },
  });
}

export const studioSignupCodeMachine = createStudioSignupCodeMachine(authApi);
