// Field rules shared by the public site's two forms (questionnaire, enterprise contact): §5's basic e-mail
// and trimmed text. Written with zod/mini (functional, tree-shakable): these schemas run in the site's islands,
// where zod classic would add about 15 KB gzipped; the server parses them like any other zod schema.
import * as z from 'zod/mini';

/** §5: "an e-mail matching a basic pattern (text, @, text, dot, text)". */
export const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed, then non-blank and at most `max` characters (checks run in order, like classic's .trim().min().max()). */
export const requiredText = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

/** Trimmed, at most `max` characters, may be absent. */
export const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const basicEmailSchema = z
  .string()
  .check(z.trim(), z.maxLength(320), z.regex(BASIC_EMAIL_PATTERN, 'Please enter a valid e-mail address.'));
