// /api/auth/*: register with an invitation code, login, profile read/update, change password; and
// /api/custom-signup/validate-code/{code}, the signup page's check of an invitation code.
import { apiRoutes } from '@twin/api-client';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { SessionPasswordCheck } from './session-password';
import { uniqueViolation } from '../db/errors';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import { emailAddressKey, type AuthAttemptLimiter } from '../http/rate-limit';
import type { LoginFailureDelay } from './login-failure-delay';
import type { AppServices } from '../services';
import {
  CodeNotRedeemableError,
  findRedeemableCode,
  redeemCodeAndCreateUser,
} from './signup-codes.repository';
import { toUser } from './user-dto';
import {
  findTakenField,
  findUserByEmail,
  replacePassword,
  revokeTokens,
  takenFieldFromConstraint,
  takenMessages,
  updateUserProfile,
} from './users.repository';

/** Spec part 1 §5 wording for a missing code; §8 wording for a bad one. */
export const codeRequiredMessage = 'A valid signup code is required to create an account';
export const codeInvalidMessage =
  'Invalid or expired signup code. Please contact an administrator for a valid code.';
export const invalidLoginMessage = 'Invalid email or password.';
export const wrongCurrentPasswordMessage = 'Your current password is incorrect.';

/**
 * A profile e-mail change to an address that is taken: the same neutral refusal as any other unusable address,
 * so a signed-in user cannot learn who has an account (registration answers 409: it needs a code first).
 */
export const emailNotUsableMessage = 'This e-mail address cannot be used. Please choose another.';

const conflict = (field: 'username' | 'email') => new HttpError(409, takenMessages[field]);
const profileConflict = (field: 'username' | 'email') =>
  field === 'email' ? new HttpError(400, emailNotUsableMessage) : conflict(field);

export interface AuthLimiters {
  login: AuthAttemptLimiter;
  /** Wrong passwords for an e-mail from one address, answered later and later. */
  loginFailures: LoginFailureDelay;
  register: AuthAttemptLimiter;
  /** E-mail addresses tried by a user changing theirs, keyed by user. */
  emailChange: AuthAttemptLimiter;
  /** Current-password guesses, counted per account with account deletion's. */
  sessionPassword: SessionPasswordCheck;
}

export function authRoutes(
  services: Pick<AppServices, 'db' | 'tokens'>,
  limiters: AuthLimiters,
): AnyRouteImplementation[] {
  const { db, tokens } = services;
  const issueToken = (user: { id: string; tokenVersion: number }) =>
    tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });

  return [
    implement(apiRoutes['auth.register'], {
      status: 201,
      errors: { 400: 'invalid input or code', 409: 'username or e-mail taken', 429: 'rate limited' },
      beforeBody: (request) => limiters.register.checkIp(request),
      async handler({ body, request }) {
        await limiters.register.checkEmail(request, body.email);
        if (!body.signupCode) throw new HttpError(400, codeRequiredMessage);
        // The code is checked before the names so a visitor without a code cannot probe which accounts exist.
        if (!(await findRedeemableCode(db, body.signupCode))) throw new HttpError(400, codeInvalidMessage);
        const taken = await findTakenField(db, body);
        if (taken) throw conflict(taken);
        const passwordHash = await hashPassword(body.password);
        try {
          const user = await redeemCodeAndCreateUser(db, body.signupCode, {
            username: body.username,
            email: body.email,
            passwordHash,
          });
          return { token: await issueToken(user), user: toUser(user) };
        } catch (error) {
          if (error instanceof CodeNotRedeemableError) throw new HttpError(400, codeInvalidMessage);
          const constraint = uniqueViolation(error);
          if (constraint !== null) throw conflict(takenFieldFromConstraint(constraint));
          throw error;
        }
      },
    }),
    implement(apiRoutes['auth.login'], {
      errors: { 400: 'invalid input', 401: invalidLoginMessage, 429: 'rate limited' },
      beforeBody: (request) => limiters.login.checkIp(request),
      async handler({ body, request }) {
        await limiters.login.checkEmail(request, body.email);
        const user = await findUserByEmail(db, body.email);
        const ok = user
          ? await verifyPassword(user.passwordHash, body.password)
          : await verifyAgainstDummy(body.password);
        const failureKey = emailAddressKey(request, body.email);
        if (!user || !ok) {
          await limiters.loginFailures.failed(failureKey);
          throw new HttpError(401, invalidLoginMessage);
        }
        limiters.loginFailures.succeeded(failureKey);
        return { token: await issueToken(user), user: toUser(user) };
      },
    }),
    implement(apiRoutes['auth.profile'], {
      errors: { 401: 'no, bad, expired or revoked token' },
      async handler({ user }) {
        return { user: toUser(user) };
      },
    }),
    implement(apiRoutes['auth.updateProfile'], {
      errors: {
        400: 'invalid input, or an e-mail address that cannot be used (taken or not: the same answer)',
        401: 'not signed in',
        409: 'username taken',
        429: 'too many e-mail changes',
      },
      async handler({ user, body, request }) {
        // Each e-mail tried counts, so probing addresses by changing one's own is slow.
        if (body.email !== undefined)
          await limiters.emailChange.checkEmail(request, `email-change ${user.id}`);
        const taken = await findTakenField(db, body, user.id);
        if (taken) throw profileConflict(taken);
        try {
          const updated = await updateUserProfile(db, user.id, body);
          if (!updated) throw new HttpError(401, 'Your account no longer exists.');
          return { user: toUser(updated) };
        } catch (error) {
          const constraint = uniqueViolation(error);
          if (constraint !== null) throw profileConflict(takenFieldFromConstraint(constraint));
          throw error;
        }
      },
    }),
    implement(apiRoutes['auth.changePassword'], {
      errors: { 400: 'invalid input or wrong current password', 401: 'not signed in', 429: 'rate limited' },
      async handler({ user, body, request }) {
        if (!(await limiters.sessionPassword(request, user, body.currentPassword))) {
          throw new HttpError(400, wrongCurrentPasswordMessage);
        }
        const updated = await replacePassword(db, user.id, await hashPassword(body.newPassword));
        if (!updated) throw new HttpError(401, 'Your account no longer exists.');
        return { success: true as const, token: await issueToken(updated) };
      },
    }),
    implement(apiRoutes['auth.logout'], {
      errors: { 401: 'not signed in (or signed out already)' },
      async handler({ user }) {
        await revokeTokens(db, user.id);
        return { success: true as const };
      },
    }),
    implement(apiRoutes['signup.validateCode'], {
      async handler({ params }) {
        const code = await findRedeemableCode(db, params.code);
        if (!code) return { valid: false, planTokensTotal: 0, voiceClonesAllowed: 0 };
        return { valid: true, planTokensTotal: code.planTokens, voiceClonesAllowed: code.voiceClones };
      },
    }),
  ];
}
