// The one question routes ask the auth machine: is the saved session still being checked, is
// someone signed in, or not.
import type { AuthSnapshot } from '@twin/machines/auth';
import { AuthContext } from '@twin/ui/features/app-layout';

export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

export function sessionStatusOf(snapshot: AuthSnapshot): SessionStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signedOut')) return 'signedOut';
  return 'restoring';
}

export function useSessionStatus(): SessionStatus {
  return AuthContext.useSelector(sessionStatusOf);
}
