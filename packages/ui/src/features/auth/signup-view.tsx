// SignupView: 'Create Account' (spec part 1 §2). While the invitation code is checked nothing is
// decided (a spinner); a valid code shows the invitation and the form; an invalid or missing code
// hides the form and shows the error. Form rules are the auth machine's, not the view's.
import * as React from 'react';
import { CircleAlertIcon, GiftIcon } from 'lucide-react';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Field } from '../../components/field/field';
import { Input } from '../../components/input/input';
import { AppLink } from '../../components/link/app-link';
import { Spinner } from '../../components/spinner/spinner';
import { AuthShell } from './auth-shell';
import { invitationText } from './invitation-text';

export type SignupCodeStatus = 'validating' | 'valid' | 'invalid' | 'missing';

export interface SignupForm {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface SignupViewProps {
  codeStatus: SignupCodeStatus;
  /** The code's error text (invalid or missing). */
  codeError?: string | null;
  /** What a valid code grants; -1 = unlimited. */
  planTokensTotal?: number;
  voiceClonesAllowed?: number;
  /** Validation or server text from the registration. */
  error?: string | null;
  isSubmitting?: boolean;
  onSubmit: (form: SignupForm) => void;
  /** Where 'Sign in' leads (default '/login'). */
  loginHref?: string;
}

function readText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export function SignupView({
  codeStatus,
  codeError = null,
  planTokensTotal = 0,
  voiceClonesAllowed = 0,
  error = null,
  isSubmitting = false,
  onSubmit,
  loginHref = '/login',
}: SignupViewProps) {
  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const form = new FormData(event.currentTarget);
    onSubmit({
      username: readText(form, 'username'),
      email: readText(form, 'email'),
      password: readText(form, 'password'),
      confirmPassword: readText(form, 'confirmPassword'),
    });
  }

  const signInLink = (
    <>
      Already have an account?{' '}
      <AppLink
        href={loginHref}
        className="rounded-sm font-medium text-primary-soft-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        Sign in
      </AppLink>
    </>
  );

  return (
    <AuthShell title="Create Account" footer={signInLink}>
      {codeStatus === 'validating' ? (
        <div className="flex flex-col items-center gap-3 py-8 text-sm text-subtle-foreground" role="status">
          <Spinner decorative size="lg" className="text-primary" />
          Checking your invitation...
        </div>
      ) : null}

      {codeStatus === 'invalid' || codeStatus === 'missing' ? (
        <Alert variant="error">
          <CircleAlertIcon aria-hidden />
          <span>{codeError}</span>
        </Alert>
      ) : null}

      {codeStatus === 'valid' ? (
        <form noValidate onSubmit={handleSubmit} className="grid gap-5" aria-busy={isSubmitting || undefined}>
          <Alert variant="info">
            <GiftIcon aria-hidden />
            <span>{invitationText(planTokensTotal, voiceClonesAllowed)}</span>
          </Alert>
          <Field label="Username">
            <Input name="username" autoComplete="username" />
          </Field>
          <Field label="Email">
            <Input name="email" type="email" autoComplete="email" placeholder="you@example.com" />
          </Field>
          <Field label="Password" hint="Password must be at least 6 characters long">
            <Input name="password" type="password" autoComplete="new-password" />
          </Field>
          <Field label="Confirm Password">
            <Input name="confirmPassword" type="password" autoComplete="new-password" />
          </Field>
          {error ? (
            <Alert variant="error">
              <CircleAlertIcon aria-hidden />
              <span>{error}</span>
            </Alert>
          ) : null}
          <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
            {isSubmitting ? <Spinner decorative size="sm" /> : null}
            {isSubmitting ? 'Creating Account...' : 'Create Account'}
          </Button>
        </form>
      ) : null}
    </AuthShell>
  );
}
