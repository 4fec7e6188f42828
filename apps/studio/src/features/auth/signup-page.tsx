// /signup?code=…: a fresh signup-code machine per visit (per code) validates the invitation; the
// form registers through the auth machine. Success lands on /dashboard through the route guard.
import { useSearchParams } from 'react-router';
import { useActor } from '@xstate/react';
import { AuthContext } from '@twin/ui/features/app-layout';
import { SignupScreen } from '@twin/ui/features/auth';
import { studioSignupCodeMachine } from '../../app/signup-code-machine';
import { useDocumentTitle } from '../../lib/use-document-title';

export function SignupPage() {
  useDocumentTitle('Create Account');
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  // The key restarts the code check when the link's code changes.
  return <SignupWithCode key={code ?? ''} code={code} />;
}

function SignupWithCode({ code }: { code: string | null }) {
  const [codeSnapshot] = useActor(studioSignupCodeMachine, { input: { code } });
  const authSnapshot = AuthContext.useSelector((state) => state);
  const { send } = AuthContext.useActorRef();
  return <SignupScreen authSnapshot={authSnapshot} codeSnapshot={codeSnapshot} send={send} />;
}
