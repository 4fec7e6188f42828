// The user behind each authenticated call. On the embedded database a row read while no write began is reused
// until the next write begins anywhere in the database (db/write-count.ts), so a status poll costs no query; a
// logout or a password change is such a write, so the old token is refused at once, as before. On PostgreSQL,
// which other processes write too, every call's row is read by a query that starts after the call arrived,
// shared with the calls arriving alongside (shared-user-lookups.ts).
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { writeCountOf } from '../db/write-count';
import { SharedUserLookups } from './shared-user-lookups';
import { findUserById } from './users.repository';

/** Signed-in users whose row is held at once; the oldest is let go beyond. */
export const HELD_USERS = 1_000;

const held = new WeakMap<Database, Map<string, { row: UserRow; count: number }>>();
const sharedLookups = new WeakMap<Database, SharedUserLookups>();

export async function findSessionUser(db: Database, id: string): Promise<UserRow | null> {
  const writes = writeCountOf(db);
  if (!writes) {
    let lookups = sharedLookups.get(db);
    if (!lookups) sharedLookups.set(db, (lookups = new SharedUserLookups(db)));
    return lookups.find(id);
  }
  let rows = held.get(db);
  if (!rows) held.set(db, (rows = new Map()));
  const hit = rows.get(id);
  if (hit && hit.count === writes.value) return { ...hit.row };
  const before = writes.value;
  const row = await findUserById(db, id);
  rows.delete(id);
  if (row && writes.value === before) {
    rows.set(id, { row: { ...row }, count: before });
    if (rows.size > HELD_USERS) rows.delete(rows.keys().next().value!);
  }
  return row;
}
