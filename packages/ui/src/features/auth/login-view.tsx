// LoginView: the sign-in form of spec part 1 §2 ('Welcome Back', Email, Password, 'Sign In' /
// 'Signing In...', the error text). It validates nothing itself: the auth machine does. Below the
// card, a link to the public site (issue 26): a plain link, since / is the server's page, not the studio's.
import * as React from 'react';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Field } from '../../components/field/field';
import { Input } from '../../components/input/input';
import { Spinner } from '../../components/spinner/spinner';
import { AuthShell } from './auth-shell';

export interface LoginForm {
  email: string;
  password: string;
}

export interface LoginViewProps {
  /** Validation or server text, shown above the button. */
  error?: string | null;
  /** True while the sign-in call runs: the button reads 'Signing In...'. */
  isSubmitting?: boolean;
  onSubmit: (form: LoginForm) => void;
}

function readText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * lucide's CircleAlertIcon written out (the same <svg>, login-view.test.tsx compares them), so /login's
 * script carries no icon library.
 */
const alertIcon = (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    className="lucide lucide-circle-exclamation-point lucide-alert-circle lucide-circle-alert"
    aria-hidden="true"
  >
    <circle cx="12" cy="12" r="10" />
    <line x1="12" x2="12" y1="8" y2="12" />
    <line x1="12" x2="12.01" y1="16" y2="16" />
  </svg>
);

/** The public site's home, served by the server: a full page load. */
export const publicSiteHref = '/';

const publicSiteLink = (
  <a
    href={publicSiteHref}
    className="rounded-sm font-medium text-primary-soft-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
  >
    Visit the Twin Studio website
  </a>
);

export function LoginView({ error = null, isSubmitting = false, onSubmit }: LoginViewProps) {
  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const form = new FormData(event.currentTarget);
    onSubmit({ email: readText(form, 'email'), password: readText(form, 'password') });
  }

  return (
    <AuthShell title="Welcome Back" subtitle="Sign in to continue to your studio." footer={publicSiteLink}>
      <form noValidate onSubmit={handleSubmit} className="grid gap-5" aria-busy={isSubmitting || undefined}>
        <Field label="Email">
          <Input name="email" type="email" autoComplete="email" placeholder="you@example.com" />
        </Field>
        <Field label="Password">
          <Input name="password" type="password" autoComplete="current-password" />
        </Field>
        {error ? (
          <Alert variant="error">
            {alertIcon}
            <span>{error}</span>
          </Alert>
        ) : null}
        <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
          {isSubmitting ? <Spinner decorative size="sm" /> : null}
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </AuthShell>
  );
}
