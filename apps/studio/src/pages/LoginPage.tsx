// /login: the sign-in form driven by the auth machine; success lands on /dashboard through the
// signed-out-only guard around this route.
import { AuthContext, LoginScreen } from '@twin/ui';
import { useDocumentTitle } from './useDocumentTitle';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const snapshot = AuthContext.useSelector((state) => state);
  const { send } = AuthContext.useActorRef();
  return <LoginScreen snapshot={snapshot} send={send} />;
}
