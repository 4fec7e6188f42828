// A fresh, empty database per test file on the PostgreSQL server that TEST_DATABASE_URL names (npm test starts a
// throwaway one: scripts/disposable-postgres.mjs), so PostgreSQL test files can run side by side; dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function freshPostgresDatabase(adminUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      onServer(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
