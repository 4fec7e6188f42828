// pg-boss's `db` option on our open database, so jobs live in the same database as the rows they serve:
// - PGlite: `query(sql, params)` for parameterised statements; `exec(sql)` for pg-boss's parameterless scripts
//   (its schema creation and maintenance are several statements wrapped in BEGIN…COMMIT, which only the simple
//   query protocol accepts); the last statement's rows are the result, as pg-boss expects.
// - PostgreSQL: the node-postgres pool Drizzle already uses.
import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/database';

export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
      }
      const result = await client.query(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

export function poolExecutor(pool: pg.Pool): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      return pool.query(text, values);
    },
  };
}

/** Drizzle keeps the driver's client as `$client` (PGlite instance or pg.Pool). */
export function executorFor(handle: DatabaseHandle): PgBoss.Db {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  return handle.driver === 'pglite' ? pgliteExecutor(client as PGlite) : poolExecutor(client as pg.Pool);
}
