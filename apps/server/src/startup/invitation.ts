// First-run invitation: on a database with no users, create a one-use Starter code so the first person can sign up.
import { createSignupCode } from '../auth/signup-codes.repository';
import { countUsers } from '../auth/users.repository';
import type { Database } from '../db/database';

export const startupInvitationGrants = {
  plan: 'Starter',
  planTokens: 3600,
  voiceClones: 1,
  maxUses: 1,
  validForDays: 30,
} as const;

/** The new code, or null when the database already has users. */
export async function createStartupInvitationIfNoUsers(db: Database): Promise<string | null> {
  if ((await countUsers(db)) > 0) return null;
  const { plan, planTokens, voiceClones, maxUses, validForDays } = startupInvitationGrants;
  const row = await createSignupCode(db, {
    plan,
    planTokens,
    voiceClones,
    maxUses,
    expiresAt: new Date(Date.now() + validForDays * 86_400_000),
  });
  return row.code;
}

export function invitationLine(port: number, code: string): string {
  return `Invitation: http://localhost:${port}/signup?code=${code}`;
}

export function runningLine(port: number): string {
  return `Twin Studio is running at http://localhost:${port}`;
}
