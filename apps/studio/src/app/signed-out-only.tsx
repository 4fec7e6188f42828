// /login and /signup: a signed-in user goes to /dashboard (spec part 1 §2); while a saved session
// is being checked nothing is decided yet, so the loading screen shows.
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '@twin/ui/features/app-layout';
import { useSessionStatus } from './session-status';

export function SignedOutOnly() {
  const status = useSessionStatus();
  if (status === 'restoring') return <LoadingScreen />;
  if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
