// The account feature's calls: /api/user/* (profile, credits, storage by kind, credits history, deleting the
// account) and /api/subscription/upgrade.
import { apiRoutes } from '@twin/api-client';
import type { SessionPasswordCheck } from '../auth/session-password';
import { toTokenUsage, toUser } from '../auth/user-dto';
import type { Database } from '../db/database';
import type { MediaStore } from '../files/media-store';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import { deleteAccount } from './account-deletion';
import { creditsHistoryOf } from '../credits/credits-history.repository';
import { dataExportMessages } from './data-export-messages';
import { storageUsageOf } from './storage.repository';
import { recordUpgradeRequest } from './upgrades.repository';

export const enterpriseUpgradeMessage =
  'The Enterprise plan is arranged with our team. Please get in touch through the contact form at /contact.';
export const upgradeRecordedMessage = 'Your upgrade request has been recorded. Our team will be in touch.';

export function accountRoutes(
  db: Database,
  store: MediaStore,
  sessionPassword: SessionPasswordCheck,
): AnyRouteImplementation[] {
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
    implement(apiRoutes['user.storage'], {
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        return storageUsageOf(db, user.id);
      },
    }),
    implement(apiRoutes['user.creditsHistory'], {
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        return { entries: await creditsHistoryOf(db, user.id) };
      },
    }),
    implement(apiRoutes['user.deleteAccount'], {
      errors: {
        400: 'invalid input',
        401: 'not signed in',
        403: 'wrong password (nothing changed)',
        429: 'too many attempts for this account',
      },
      async handler({ user, body, request }) {
        if (!(await sessionPassword(request, user, body.password))) {
          throw new HttpError(403, dataExportMessages.wrongPassword);
        }
        await deleteAccount(db, store, user.id);
        return { success: true as const };
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
  ];
}
