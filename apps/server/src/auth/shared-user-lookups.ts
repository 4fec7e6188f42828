// Session lookups on PostgreSQL share their queries: at most one query of users by id is in flight per database,
// and the lookups that arrive while it runs are answered together by the next one. That query starts after each
// of them arrived, so every lookup sees at least every write that was done before it (a logout or a password
// change ends the session on the very next call, as with a query of its own), while a burst of polls costs one
// round trip instead of one each.
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users, type UserRow } from '../db/schema';

/** Ids answered by one query at most; more wait for the following one. */
export const USERS_PER_LOOKUP_QUERY = 500;

interface Waiter {
  resolve(row: UserRow | null): void;
  reject(error: unknown): void;
}

export class SharedUserLookups {
  private running = false;
  private waiting = new Map<string, Waiter[]>();

  constructor(private readonly db: Database) {}

  find(id: string): Promise<UserRow | null> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(id, [{ resolve, reject }]);
      if (!this.running) this.runNext();
    });
  }

  private runNext(): void {
    const batch = new Map<string, Waiter[]>();
    for (const [id, waiters] of this.waiting) {
      if (batch.size === USERS_PER_LOOKUP_QUERY) break;
      batch.set(id, waiters);
    }
    for (const id of batch.keys()) this.waiting.delete(id);
    this.running = true;
    this.db
      .select()
      .from(users)
      .where(inArray(users.id, [...batch.keys()]))
      .then(
        (rows) => {
          const byId = new Map(rows.map((row) => [row.id, row]));
          for (const [id, waiters] of batch) {
            for (const waiter of waiters) {
              const row = byId.get(id);
              waiter.resolve(row ? { ...row } : null);
            }
          }
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        this.running = false;
        if (this.waiting.size > 0) this.runNext();
      });
  }
}
