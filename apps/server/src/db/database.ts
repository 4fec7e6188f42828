// Opens the database: PGlite persisted under DATA_DIR/db by default, PostgreSQL (node-postgres) when DATABASE_URL is set.
// Both get the same Drizzle schema and the same SQL migrations, applied with each driver's own migrator.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findMigrationsFolder } from './migrations-folder';
import * as schema from './schema';
import { watchUserChanges } from './user-changes';
import { countWrites } from './write-count';

export type Schema = typeof schema;
/** The driver-neutral Drizzle database every repository takes. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
}

/** Opens the database and applies pending migrations before anything else may use it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    try {
      const db = drizzlePostgres({ client: pool, schema });
      await migratePostgres(db, { migrationsFolder });
      const userChanges = watchUserChanges(db, options.databaseUrl);
      const close = async () => {
        await userChanges.close();
        await pool.end();
      };
      return { db: db as unknown as Database, driver: 'postgres', close };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  const dbDir = join(options.dataDir, 'db');
  mkdirSync(dbDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(dbDir);
  try {
    const db = drizzlePglite({ client, schema });
    countWrites(client, db);
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Database, driver: 'pglite', close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}
