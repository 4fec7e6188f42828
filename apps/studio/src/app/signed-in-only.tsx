// Protected routes (spec part 1 §2): 'Loading...' while the saved session is checked, /login when
// nobody is signed in, otherwise the authenticated layout with the credits refreshing beneath it.
import { Navigate, Outlet, useLocation } from 'react-router';
import { AppLayoutScreen, AuthContext, CreditsContext, LoadingScreen } from '@twin/ui/features/app-layout';
import { studioCreditsMachine } from './credits-machine';
import { useSessionStatus } from './session-status';

export function SignedInOnly() {
  const status = useSessionStatus();
  if (status === 'restoring') return <LoadingScreen />;
  if (status === 'signedOut') return <Navigate to="/login" replace />;
  return (
    // The credits machine runs only while signed in: this provider unmounts on logout.
    <CreditsContext.Provider logic={studioCreditsMachine}>
      <StudioLayout />
    </CreditsContext.Provider>
  );
}

function StudioLayout() {
  const authSnapshot = AuthContext.useSelector((snapshot) => snapshot);
  const creditsSnapshot = CreditsContext.useSelector((snapshot) => snapshot);
  const { send } = AuthContext.useActorRef();
  const { pathname } = useLocation();
  return (
    <AppLayoutScreen
      authSnapshot={authSnapshot}
      creditsSnapshot={creditsSnapshot}
      send={send}
      currentPath={pathname}
    >
      <Outlet />
    </AppLayoutScreen>
  );
}
