// @twin/machines/auth: the session workflow (restore, login, register, logout, profile, password),
// its types, texts and form validation.
export { authMachine } from './auth.machine';
export type { AuthActorRef, AuthMachine, AuthSnapshot } from './auth.machine';
export type {
  AuthContext,
  AuthEvent,
  AuthInput,
  AuthSession,
  AuthUser,
  PasswordChange,
  PasswordChangeResult,
  ProfileChanges,
  RegistrationRequest,
} from './auth.types';
export { authMessages } from './auth.messages';
export type { AuthMessage } from './auth.messages';
export { minimumPasswordLength, validateLogin, validateRegistration } from './auth.validation';
export type { LoginForm, RegistrationForm } from './auth.validation';
