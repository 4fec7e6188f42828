// /login: the sign-in form driven by the auth machine; success lands on /dashboard through the
// signed-out-only guard around this route.
import { AuthContext } from '@twin/ui/features/app-layout';
import { LoginScreen } from '@twin/ui/features/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const snapshot = AuthContext.useSelector((state) => state);
  const { send } = AuthContext.useActorRef();
  return <LoginScreen snapshot={snapshot} send={send} />;
}
