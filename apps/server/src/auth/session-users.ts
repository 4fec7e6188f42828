// The user behind each authenticated call. A row read while nothing changed is reused until the next change: on the
// embedded database, until the next write begins anywhere in it (db/write-count.ts); on PostgreSQL, which other
// processes write too, until any process changes a users row (db/user-changes.ts hears it from the database, and
// before reusing a row it makes sure every change committed before the call was heard; while it cannot hear, nothing
// is reused). A logout or a password change is such a change, so the old token is
// refused on the very next call. On PostgreSQL the rows not held are read by a query shared with the calls
// arriving alongside (shared-user-lookups.ts).
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { userChangesOf } from '../db/user-changes';
import { writeCountOf, type WriteCount } from '../db/write-count';
import { SharedUserLookups } from './shared-user-lookups';
import { findUserById } from './users.repository';

/** Signed-in users whose row is held at once; the oldest is let go beyond. */
export const HELD_USERS = 1_000;

const held = new WeakMap<Database, Map<string, { row: UserRow; count: number }>>();
const sharedLookups = new WeakMap<Database, SharedUserLookups>();

function sharedLookupsOf(db: Database): SharedUserLookups {
  let lookups = sharedLookups.get(db);
  if (!lookups) sharedLookups.set(db, (lookups = new SharedUserLookups(db)));
  return lookups;
}

export async function findSessionUser(db: Database, id: string): Promise<UserRow | null> {
  const writes = writeCountOf(db);
  if (writes) return heldOrRead(db, id, writes, () => findUserById(db, id));
  const changes = userChangesOf(db);
  const read = () => sharedLookupsOf(db).find(id);
  if (!changes) return read();
  return heldOrRead(
    db,
    id,
    changes,
    read,
    () => changes.caughtUp(),
    () => changes.listening,
  );
}

/**
 * The row held for `id` if `count` has not moved since it was read (once `caughtUp` says every change made before
 * this call was counted); else read, and held if the count still has not moved and `holdable` allowed it.
 */
async function heldOrRead(
  db: Database,
  id: string,
  count: WriteCount,
  read: () => Promise<UserRow | null>,
  caughtUp: () => Promise<boolean> = async () => true,
  holdable: () => boolean = () => true,
): Promise<UserRow | null> {
  let rows = held.get(db);
  if (!rows) held.set(db, (rows = new Map()));
  const hit = rows.get(id);
  if (hit && (await caughtUp()) && hit.count === count.value) return { ...hit.row };
  const before = count.value;
  const may = holdable();
  const row = await read();
  rows.delete(id);
  if (row && may && count.value === before) {
    rows.set(id, { row: { ...row }, count: before });
    if (rows.size > HELD_USERS) rows.delete(rows.keys().next().value!);
  }
  return row;
}
