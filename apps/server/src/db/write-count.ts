// Counts the writes made to the embedded database (PGlite), which only this process opens: every statement that
// is not a plain SELECT, every exec and every transaction moves the count on as it starts and again as it ends. A
// read that began at count N and finds N still current has seen no write since, so a copy of what it read stays
// true until the count moves (auth/session-users.ts relies on it). PostgreSQL is shared with other processes, so
// it gets no count: there, db/user-changes.ts counts the changes the database announces.
import type { PGlite } from '@electric-sql/pglite';

export interface WriteCount {
  readonly value: number;
}

const counts = new WeakMap<object, WriteCount>();

/** A plain SELECT (no data-modifying CTE can start with SELECT); anything else is taken as a write. */
const READ_ONLY = /^\s*select\b/i;

/** Wraps `client`'s query, exec and transaction so they move the count of `db` (the Drizzle database over it). */
export function countWrites(client: PGlite, db: object): void {
  const count = { value: 0 };
  const around = async <T>(run: () => Promise<T>): Promise<T> => {
    count.value += 1;
    try {
      return await run();
    } finally {
      count.value += 1;
    }
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    READ_ONLY.test(text)
      ? query(text, ...(rest as []))
      : around(() => query(text, ...(rest as [])))) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) => around(() => exec(...args))) as PGlite['exec'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    around(() => transaction(...args))) as PGlite['transaction'];
  counts.set(db, count);
}

/** The write count of `db`, or undefined when it has none (PostgreSQL). */
export function writeCountOf(db: object): WriteCount | undefined {
  return counts.get(db);
}
