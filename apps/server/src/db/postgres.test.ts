// The same migrations and the atomic code redemption on a real PostgreSQL (node-postgres driver), where 20
// registrations truly run in parallel transactions. Runs when TEST_DATABASE_URL names a PostgreSQL server (npm test
// starts a throwaway one); this file gets a database of its own there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import {
  freshPostgresDatabase,
  testDatabaseUrl,
  type FreshDatabase,
} from '../test-support/postgres-database';
import { createCode, newAccount, postJson, removeTestDirs, testConfig } from '../test-support/test-server';
import type { ServerConfig } from '../config';
import type { FastifyInstance } from 'fastify';

describe.skipIf(!testDatabaseUrl)('PostgreSQL via DATABASE_URL', () => {
  let app: FastifyInstance;
  let database: FreshDatabase;
  const configs: ServerConfig[] = [];
  const config = () => {
    const made = testConfig({ databaseUrl: database.url });
    configs.push(made);
    return made;
  };

  beforeAll(async () => {
    database = await freshPostgresDatabase(testDatabaseUrl!, 'twin_accounts');
    // Twice: the second start must find every migration applied.
    await (await buildServer(config())).close();
    app = await buildServer(config());
  });
  afterAll(async () => {
    await app?.close();
    configs.forEach(removeTestDirs);
    await database?.drop();
  });

  it('uses the postgres driver', () => {
    expect(app.database.driver).toBe('postgres');
  });

  it('20 concurrent registrations on a one-use code create exactly one account', async () => {
    const signupCode = await createCode(app, { maxUses: 1 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        postJson(app, '/api/auth/register', { ...newAccount('pgrace'), signupCode }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(19);
  });

  it('e-mail uniqueness is case-insensitive under concurrency too', async () => {
    const email = `Same-${Date.now()}@Example.com`;
    const responses = await Promise.all(
      Array.from({ length: 5 }, async (_, i) =>
        postJson(app, '/api/auth/register', {
          ...newAccount('pgmail'),
          email: i % 2 ? email.toUpperCase() : email,
          signupCode: await createCode(app),
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(4);
  });
});
