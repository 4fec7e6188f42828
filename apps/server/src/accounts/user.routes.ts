// /api/user/*, /api/subscription/upgrade and /api/custom-signup/validate-code/{code}.
import { apiRoutes } from '@twin/api-client';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import type { AppServices } from '../services';
import { findRedeemableCode } from './signup-codes.repository';
import { recordUpgradeRequest } from './upgrades.repository';
import { toTokenUsage, toUser } from './user-dto';

export const enterpriseUpgradeMessage =
  'The Enterprise plan is arranged with our team. Please get in touch through the contact form at /contact.';
export const upgradeRecordedMessage = 'Your upgrade request has been recorded. Our team will be in touch.';

export function userRoutes(services: AppServices): AnyRouteImplementation[] {
  const { db } = services;
  return [
    implement(apiRoutes['user.profile'], {
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        return toUser(user);
      },
    }),
    implement(apiRoutes['user.tokenUsage'], {
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        return toTokenUsage(user);
      },
    }),
    implement(apiRoutes['subscription.upgrade'], {
      errors: { 400: 'invalid plan, or Enterprise (use /contact)', 401: 'not signed in' },
      async handler({ user, body }) {
        if (body.plan === 'Enterprise') throw new HttpError(400, enterpriseUpgradeMessage);
        await recordUpgradeRequest(db, user.id, body.plan);
        return { success: true as const, message: upgradeRecordedMessage };
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
