// The public forms' field rules as plain code (no schema library), for the site's islands: §5's basic
// e-mail and trimmed text with a length limit. shared/contact-fields.ts writes the same rules as zod/mini
// schemas for the server; tests hold the two to the same answers.

/** §5: "an e-mail matching a basic pattern (text, @, text, dot, text)". */
export const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest e-mail address either form accepts (after trimming). */
export const EMAIL_MAX_LENGTH = 320;

/** Non-blank after trimming and at most `max` characters. */
export function isRequiredText(value: unknown, max: number): boolean {
  return typeof value === 'string' && value.trim().length >= 1 && value.trim().length <= max;
}

/** Absent, or at most `max` characters after trimming. */
export function isOptionalText(value: unknown, max: number): boolean {
  return value === undefined || (typeof value === 'string' && value.trim().length <= max);
}

/** A basic e-mail (§5) of at most EMAIL_MAX_LENGTH characters after trimming. */
export function isBasicEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && BASIC_EMAIL_PATTERN.test(email);
}
