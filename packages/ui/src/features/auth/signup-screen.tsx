// SignupScreen: maps the signup-code machine (is the invitation good?) and the auth machine (is the
// registration running, did it fail?) to SignupView; the form becomes `auth.register` with the code.
import type { AuthEvent, AuthSnapshot } from '@twin/machines/auth';
import type { SignupCodeSnapshot } from '@twin/machines/signup-code';
import { SignupView, type SignupCodeStatus } from './signup-view';

export interface SignupScreenProps {
  authSnapshot: AuthSnapshot;
  codeSnapshot: SignupCodeSnapshot;
  send: (event: AuthEvent) => void;
  loginHref?: string;
}

function codeStatusOf(snapshot: SignupCodeSnapshot): SignupCodeStatus {
  if (snapshot.matches('valid')) return 'valid';
  if (snapshot.matches('invalid')) return 'invalid';
  if (snapshot.matches('missing')) return 'missing';
  return 'validating';
}

export function SignupScreen({ authSnapshot, codeSnapshot, send, loginHref }: SignupScreenProps) {
  const codeStatus = codeStatusOf(codeSnapshot);
  const { code, planTokensTotal, voiceClonesAllowed, error: codeError } = codeSnapshot.context;
  return (
    <SignupView
      codeStatus={codeStatus}
      codeError={codeError}
      planTokensTotal={planTokensTotal}
      voiceClonesAllowed={voiceClonesAllowed}
      error={authSnapshot.matches('signedOut') ? authSnapshot.context.error : null}
      isSubmitting={authSnapshot.matches({ signedOut: 'registering' })}
      loginHref={loginHref}
      onSubmit={(form) =>
        send({ type: 'auth.register', ...form, signupCode: codeStatus === 'valid' ? code : null })
      }
    />
  );
}
