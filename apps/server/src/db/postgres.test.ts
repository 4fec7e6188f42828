// The same migrations and the atomic code redemption on a real PostgreSQL (node-postgres driver), where 20
// registrations truly run in parallel transactions. Runs only when TEST_DATABASE_URL points at a disposable database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildServer } from '../app';
import { createCode, newAccount, postJson, removeTestDirs, testConfig } from '../test-support/test-server';
import type { ServerConfig } from '../config';
import type { FastifyInstance } from 'fastify';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL via DATABASE_URL', () => {
  let app: FastifyInstance;
  const configs: ServerConfig[] = [];
  const config = () => {
    const made = testConfig({ databaseUrl: url });
    configs.push(made);
    return made;
  };

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
    );
    await client.end();
    // Twice: the second start must find every migration applied.
    await (await buildServer(config())).close();
    app = await buildServer(config());
  });
  afterAll(async () => {
    await app?.close();
    configs.forEach(removeTestDirs);
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
