// The signed-in user's password, asked again before the password is changed or the account deleted. Every such
// attempt counts against one budget per account, whichever call makes it (the sign-in rule's per-e-mail limit), so
// a stolen session cannot guess passwords without end: past it, 429 with Retry-After, even for the right password.
import type { FastifyRequest } from 'fastify';
import type { AttemptLimiter } from '../http/rate-limit';
import { verifyPassword } from './passwords';

/** Counts the attempt (429 past the budget), then tells whether `password` is the user's. */
export type SessionPasswordCheck = (
  request: FastifyRequest,
  user: { id: string; passwordHash: string },
  password: string,
) => Promise<boolean>;

export function sessionPasswordCheck(attempts: AttemptLimiter): SessionPasswordCheck {
  return async (request, user, password) => {
    await attempts.check(request, `session-password ${user.id}`);
    return verifyPassword(user.passwordHash, password);
  };
}
