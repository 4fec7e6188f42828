// The signup-code errors, the spec's text word for word (part 1 §8).
export const signupCodeMessages = {
  invalid: 'Invalid or expired signup code. Please contact an administrator for a valid code.',
  missing: 'A valid signup code is required. Please contact an administrator for access.',
} as const;
