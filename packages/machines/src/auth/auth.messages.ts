// Texts the auth machine puts in its context. Validation texts and fallbacks are the spec's
// (part 1 §5 and §8), word for word; the two success notices are ours.
export const authMessages = {
  fillInAllFields: 'Please fill in all fields',
  signupCodeRequired: 'A valid signup code is required to create an account',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  profileUpdateFailed: 'Profile update failed',
  passwordChangeFailed: 'Password change failed',
  unexpectedError: 'An unexpected error occurred',
  profileUpdated: 'Profile updated.',
  passwordChanged: 'Password changed.',
} as const;

export type AuthMessage = (typeof authMessages)[keyof typeof authMessages];
