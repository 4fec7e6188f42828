// Reads and writes users: lookups by id / e-mail, uniqueness checks, profile and password updates.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users, type UserRow } from '../db/schema';

// Prepared once per database: every authenticated call looks its user up, so the query is not built each time
// (and PostgreSQL plans it once per connection).
const userByIdStatements = new WeakMap<Database, ReturnType<typeof prepareUserById>>();

function prepareUserById(db: Database) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id');
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  let statement = userByIdStatements.get(db);
  if (!statement) userByIdStatements.set(db, (statement = prepareUserById(db)));
  const [row] = await statement.execute({ id });
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export type TakenField = 'username' | 'email';

/** Which of username / e-mail another user already holds (case-insensitively), ignoring `exceptUserId`. */
export async function findTakenField(
  db: Database,
  fields: { username?: string; email?: string },
  exceptUserId?: string,
): Promise<TakenField | null> {
  const notMe = exceptUserId ? ne(users.id, exceptUserId) : undefined;
  if (fields.username !== undefined) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = ${fields.username.toLowerCase()}`, notMe))
      .limit(1);
    if (row) return 'username';
  }
  if (fields.email !== undefined) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${fields.email.toLowerCase()}`, notMe))
      .limit(1);
    if (row) return 'email';
  }
  return null;
}

/** Unique index name → the field it guards (see schema.ts). */
export function takenFieldFromConstraint(constraint: string): TakenField {
  return constraint.includes('username') ? 'username' : 'email';
}

export const takenMessages: Record<TakenField, string> = {
  username: 'That username is already taken. Please choose another.',
  email: 'An account with this e-mail address already exists.',
};

export async function updateUserProfile(
  db: Database,
  id: string,
  changes: { username?: string; email?: string },
): Promise<UserRow | null> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** Stores the new hash and bumps token_version, which revokes every token issued before. */
export async function replacePassword(
  db: Database,
  id: string,
  passwordHash: string,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Bumps token_version: every token issued before stops working (logout). */
export async function revokeTokens(db: Database, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}
