// Field rules shared by the public site's two forms (questionnaire, enterprise contact): §5's basic e-mail
// and trimmed text. Written with zod/mini (functional, tree-shakable): these schemas run in the site's islands,
// where zod classic would add about 15 KB gzipped; the server parses them like any other zod schema.
// The limits and the pattern are contact-rules.ts's, which checks the same rules without zod.
import * as z from 'zod/mini';
import { BASIC_EMAIL_PATTERN, EMAIL_MAX_LENGTH } from './contact-rules';

export { BASIC_EMAIL_PATTERN };

/** Trimmed, then non-blank and at most `max` characters (checks run in order, like classic's .trim().min().max()). */
export const requiredText = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

/** Trimmed, at most `max` characters, may be absent. */
export const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const basicEmailSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(EMAIL_MAX_LENGTH),
    z.regex(BASIC_EMAIL_PATTERN, 'Please enter a valid e-mail address.'),
  );
