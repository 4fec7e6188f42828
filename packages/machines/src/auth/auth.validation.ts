// Client-side checks of the login and signup forms (spec part 1 §5) as pure functions: each
// returns the first failing rule's text, or null when the form may be sent. The auth machine's
// guards call these; the UI may call them too, to mark fields.
import { authMessages } from './auth.messages';

export const minimumPasswordLength = 6;

export interface LoginForm {
  email: string;
  password: string;
}

export interface RegistrationForm {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  signupCode: string | null;
}

/** Whitespace alone does not fill a field. */
function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

export function validateLogin(form: LoginForm): string | null {
  if (isBlank(form.email) || isBlank(form.password)) return authMessages.fillInAllFields;
  return null;
}

/** The rules in the spec's order: code, all fields, passwords match, password length. */
export function validateRegistration(form: RegistrationForm): string | null {
  if (isBlank(form.signupCode)) return authMessages.signupCodeRequired;
  if ([form.username, form.email, form.password, form.confirmPassword].some(isBlank)) {
    return authMessages.fillInAllFields;
  }
  if (form.password !== form.confirmPassword) return authMessages.passwordsDoNotMatch;
  if (form.password.length < minimumPasswordLength) return authMessages.passwordTooShort;
  return null;
}
