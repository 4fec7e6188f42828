// Signing in and the session (spec part 1 §7): login, register, profile, change password, signup codes. Written
// with zod/mini (functional, tree-shakable): the studio's /login carries these schemas (the auth client), where zod
// classic would add about 25 KB gzipped; the server parses and converts them like any other zod schema.
import * as z from 'zod/mini';
import { planNameSchema } from '../shared/plans';

export const PASSWORD_MIN_LENGTH = 6;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;

export const usernameSchema = z
  .string()
  .check(z.trim(), z.regex(USERNAME_PATTERN, 'Username must be 3–32 letters, digits, _ . or -.'));
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email('Please enter a valid e-mail address.'),
);
export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters long'),
    z.maxLength(200, 'Password is too long.'),
  );

/** A whole number (classic's `z.number().int()`). */
const wholeNumber = () => z.number().check(z.int());

/** The user as every auth and profile call returns it under `user`. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  created_at: z.string(),
  current_plan: planNameSchema,
  voice_clones_used: wholeNumber(),
  voice_clones_allowed: wholeNumber(),
});
export type User = z.infer<typeof userSchema>;

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  signupCode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(320)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const profileResponseSchema = z.object({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** Profile update: the fields a user may change about themselves. */
export const profileUpdateRequestSchema = z
  .object({ username: z.optional(usernameSchema), email: z.optional(emailSchema) })
  .check(z.refine((v) => v.username !== undefined || v.email !== undefined, 'Nothing to update.'));
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(200)),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
/** A password change revokes every older token, so the answer carries a fresh one for this session. */
export const changePasswordResponseSchema = z.object({ success: z.literal(true), token: z.string() });

/** POST /api/auth/logout (ours): the session's tokens are revoked on the server. */
export const logoutResponseSchema = z.object({ success: z.literal(true) });

export const signupCodeParamSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export const validateCodeResponseSchema = z.object({
  valid: z.boolean(),
  planTokensTotal: z.number(),
  voiceClonesAllowed: z.number(),
});
export type ValidateCodeResponse = z.infer<typeof validateCodeResponseSchema>;

export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
