// First-run invitation: on a database with no users, create a one-use Starter code so the first person can sign up.
// Its link is printed and also written to DATA_DIR/invitation.txt (owner only), so an operator whose log goes to a
// file others can read still has a private copy (the log holds the code too, until it is used).
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

export function invitationLink(port: number, code: string): string {
  return `http://localhost:${port}/signup?code=${code}`;
}

export function invitationLine(port: number, code: string): string {
  return `Invitation: ${invitationLink(port, code)}`;
}

/** Writes the link to DATA_DIR/invitation.txt, readable and writable by the owner only; returns the file's path. */
export function saveInvitation(dataDir: string, link: string): string {
  const path = join(dataDir, 'invitation.txt');
  writeFileSync(path, `${link}\n`, { mode: 0o600 });
  chmodSync(path, 0o600); // an older file keeps its mode through writeFileSync
  return path;
}

export function invitationFileLine(path: string): string {
  return `The invitation link is also in ${path} (readable by this user only).`;
}

export function runningLine(port: number): string {
  return `Twin Studio is running at http://localhost:${port}`;
}
