// LoginScreen: maps the auth machine's snapshot to LoginView and the form to `auth.login`.
import type { AuthEvent, AuthSnapshot } from '@twin/machines/auth';
import { LoginView } from './login-view';

export interface LoginScreenProps {
  snapshot: AuthSnapshot;
  send: (event: AuthEvent) => void;
}

export function LoginScreen({ snapshot, send }: LoginScreenProps) {
  const isSubmitting = snapshot.matches({ signedOut: 'loggingIn' });
  return (
    <LoginView
      error={snapshot.matches('signedOut') ? snapshot.context.error : null}
      isSubmitting={isSubmitting}
      onSubmit={(form) => send({ type: 'auth.login', ...form })}
    />
  );
}
