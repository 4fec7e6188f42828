// AppLayoutScreen: maps the auth machine (user, Logout) and the credits machine (the ring) to
// AppLayout. While credits load for the first time a small spinner stands in for the ring; a
// failed fetch shows nothing new (the last known usage stays).
import type * as React from 'react';
import type { AuthEvent, AuthSnapshot } from '@twin/machines/auth';
import type { CreditsSnapshot } from '@twin/machines/credits';
import { AppLayout } from './app-layout';

export interface AppLayoutScreenProps {
  authSnapshot: AuthSnapshot;
  creditsSnapshot: CreditsSnapshot | null;
  send: (event: AuthEvent) => void;
  currentPath: string;
  children?: React.ReactNode;
}

export function AppLayoutScreen({
  authSnapshot,
  creditsSnapshot,
  send,
  currentPath,
  children,
}: AppLayoutScreenProps) {
  const user = authSnapshot.context.user;
  const usage = creditsSnapshot?.context.usage ?? null;
  return (
    <AppLayout
      user={user ? { username: user.username, email: user.email } : null}
      usage={usage}
      usageLoading={creditsSnapshot?.matches('loading') ?? true}
      currentPath={currentPath}
      onLogout={() => send({ type: 'auth.logout' })}
    >
      {children}
    </AppLayout>
  );
}
