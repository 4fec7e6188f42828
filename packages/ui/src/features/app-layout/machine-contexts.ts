// React contexts for the app-wide machines (machines itself has no React). The studio mounts
// <AuthContext.Provider logic={authMachine.provide(...)} options={{ input: { token } }}> and
// <CreditsContext.Provider> while signed in; components read narrow values with useSelector.
import { createActorContext } from '@xstate/react';
import { authMachine, type AuthActorRef } from '@twin/machines/auth';
import { creditsMachine } from '@twin/machines/credits';

export const AuthContext = createActorContext(authMachine);
export const CreditsContext = createActorContext(creditsMachine);

/** Spec part 1 §8: using the auth state outside its provider raises this error. */
export const authProviderMissingMessage = 'useAuth must be used within an AuthProvider';

/** The auth actor, or the spec's error when no AuthContext.Provider is above. */
export function useAuthActorRef(): AuthActorRef {
  try {
    return AuthContext.useActorRef();
  } catch {
    throw new Error(authProviderMissingMessage);
  }
}
