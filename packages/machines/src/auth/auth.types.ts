// The auth machine's data shapes: its context, input, events, and what each actor takes and
// gives. Structural on purpose, so the api-client's `User` fits `AuthUser` without an import.
import type { LoginForm, RegistrationForm } from './auth.validation';

/** The signed-in user as the machines need it; the app's full user object fits. */
export type AuthUser = { username: string; email: string; [key: string]: unknown };

export interface AuthContext {
  user: AuthUser | null;
  token: string | null;
  /** Text of the last failure (validation or server), shown by the login/signup/account views. */
  error: string | null;
  /** Text of the last success ('Profile updated.', 'Password changed.'). */
  notice: string | null;
}

export interface AuthInput {
  /** The token saved in the browser (localStorage 'token'), or null. */
  token: string | null;
}

/** The fields a user may change about themselves (PUT /api/auth/profile). */
export type ProfileChanges = { username?: string; email?: string };

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export type AuthEvent =
  | ({ type: 'auth.login' } & LoginForm)
  | ({ type: 'auth.register' } & RegistrationForm)
  | { type: 'auth.logout' }
  | { type: 'profile.update'; changes: ProfileChanges }
  | ({ type: 'password.change' } & PasswordChange)
  | { type: 'error.dismiss' };

/** What login and register resolve with (the API's {token, user}). */
export interface AuthSession {
  token: string;
  user: AuthUser;
}

/** What the register actor sends: the form without the confirmation, the code checked present. */
export interface RegistrationRequest {
  username: string;
  email: string;
  password: string;
  signupCode: string;
}

/**
 * The password change resolves with nothing, or with a fresh token when the server reissues one
 * (a password change revokes the tokens issued before it).
 */
export type PasswordChangeResult = { token?: string } | void;
