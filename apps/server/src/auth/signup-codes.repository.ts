// Invitation codes: creation, validity checks, listing, and the atomic redemption that creates an account.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { codeRedemptions, signupCodes, users, type SignupCodeRow, type UserRow } from '../db/schema';

export interface CodeGrants {
  plan: string;
  planTokens: number;
  voiceClones: number;
}

export interface NewSignupCode extends CodeGrants {
  maxUses: number;
  /** Null: never expires. */
  expiresAt: Date | null;
}

/** No 0/O, 1/I/L: codes are read aloud and typed by hand. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

export function generateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export async function createSignupCode(db: Database, input: NewSignupCode): Promise<SignupCodeRow> {
  const [row] = await db
    .insert(signupCodes)
    .values({ code: generateCode(), ...input })
    .returning();
  if (!row) throw new Error('Inserting the signup code returned no row.');
  return row;
}

/** SQL condition: the code still has uses left and has not expired. */
const isRedeemable = () =>
  and(
    lt(signupCodes.uses, signupCodes.maxUses),
    or(isNull(signupCodes.expiresAt), gt(signupCodes.expiresAt, sql`now()`)),
  );

export async function findRedeemableCode(db: Database, code: string): Promise<SignupCodeRow | null> {
  const [row] = await db
    .select()
    .from(signupCodes)
    .where(and(eq(signupCodes.code, code), isRedeemable()))
    .limit(1);
  return row ?? null;
}

export async function listSignupCodes(db: Database): Promise<SignupCodeRow[]> {
  return db.select().from(signupCodes).orderBy(desc(signupCodes.createdAt));
}

export class CodeNotRedeemableError extends Error {}

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string;
}

/**
 * Creates the account and consumes one use of the code in one transaction. The conditional UPDATE
 * (uses < max_uses and not expired) is what makes concurrent redemptions safe: only as many succeed as
 * the code has uses left; the others see no row and roll back. A unique violation on the user insert
 * rolls the use back too.
 */
export async function redeemCodeAndCreateUser(
  db: Database,
  code: string,
  account: NewAccount,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(signupCodes)
      .set({ uses: sql`${signupCodes.uses} + 1` })
      .where(and(eq(signupCodes.code, code), isRedeemable()))
      .returning();
    if (!claimed) throw new CodeNotRedeemableError();
    const [user] = await tx
      .insert(users)
      .values({
        ...account,
        currentPlan: claimed.plan,
        planTokensTotal: claimed.planTokens,
        voiceClonesAllowed: claimed.voiceClones,
      })
      .returning();
    if (!user) throw new Error('Inserting the user returned no row.');
    await tx.insert(codeRedemptions).values({ code: claimed.code, userId: user.id });
    return user;
  });
}
