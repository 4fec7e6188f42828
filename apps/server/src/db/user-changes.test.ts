// Two servers on one real PostgreSQL, each holding its signed-in users' rows: a logout, a password change or a
// credit change made through one (or by any other connection) is seen by the other's very next call; the rows are
// truly reused (a change the trigger does not announce stays unseen); and while a server's listening connection is
// down, nothing is reused. Runs when TEST_DATABASE_URL names a PostgreSQL server (npm test starts one).
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../app';
import type { ServerConfig } from '../config';
import {
  freshPostgresDatabase,
  testDatabaseUrl,
  type FreshDatabase,
} from '../test-support/postgres-database';
import {
  getWithToken,
  postJson,
  putJson,
  registerAccount,
  removeTestDirs,
  testConfig,
} from '../test-support/test-server';
import { LISTENER_NAME, userChangesOf } from './user-changes';

describe.skipIf(!testDatabaseUrl)('signed-in users held on PostgreSQL, two servers', () => {
  let database: FreshDatabase;
  let sql: pg.Client;
  const configs: ServerConfig[] = [];
  let one: FastifyInstance;
  let other: FastifyInstance;

  const profile = (app: FastifyInstance, token: string) => getWithToken(app, '/api/user/profile', token);
  const tokenUsage = async (app: FastifyInstance, token: string) =>
    (await getWithToken(app, '/api/user/token-usage', token)).json() as { plan_tokens_total: number };
  /** Waits until both servers listen, so that what follows is answered from held rows where it can be. */
  const bothListening = () =>
    vi.waitFor(() => {
      expect(userChangesOf(one.database.db)?.listening).toBe(true);
      expect(userChangesOf(other.database.db)?.listening).toBe(true);
    });

  beforeAll(async () => {
    database = await freshPostgresDatabase(testDatabaseUrl!, 'twin_user_changes');
    for (let i = 0; i < 2; i++) configs.push(testConfig({ databaseUrl: database.url }));
    one = await buildServer(configs[0]!);
    other = await buildServer(configs[1]!);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await one?.close();
    await other?.close();
    configs.forEach(removeTestDirs);
    await database?.drop();
  });

  it('refuses a token on the other server the very next call after a logout on one', async () => {
    for (let round = 0; round < 5; round++) {
      const account = await registerAccount(one);
      await bothListening();
      expect((await profile(other, account.token)).statusCode).toBe(200);
      expect((await profile(other, account.token)).statusCode).toBe(200);
      expect((await postJson(one, '/api/auth/logout', {}, account.token)).statusCode).toBeLessThan(300);
      expect((await profile(other, account.token)).statusCode).toBe(401);
      expect((await profile(one, account.token)).statusCode).toBe(401);
    }
  });

  it('refuses the old token on the other server after a password change, and takes the new one', async () => {
    const account = await registerAccount(one);
    await bothListening();
    expect((await profile(other, account.token)).statusCode).toBe(200);
    const change = await putJson(
      one,
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: 'a-new-secret' },
      account.token,
    );
    expect(change.statusCode).toBe(200);
    expect((await profile(other, account.token)).statusCode).toBe(401);
    const { token } = change.json() as { token: string };
    expect((await profile(other, token)).statusCode).toBe(200);
  });

  it('shows a credit change made by another connection on the next call, and reuses rows until then', async () => {
    const account = await registerAccount(one, { planTokens: 100 });
    await bothListening();
    expect((await tokenUsage(other, account.token)).plan_tokens_total).toBe(100);
    // Not announced: the row held by the server stays as it was read, so it is truly reused.
    await sql.query('ALTER TABLE users DISABLE TRIGGER users_changed');
    try {
      await sql.query('UPDATE users SET plan_tokens_total = 200 WHERE id = $1', [account.userId]);
    } finally {
      await sql.query('ALTER TABLE users ENABLE TRIGGER users_changed');
    }
    expect((await tokenUsage(other, account.token)).plan_tokens_total).toBe(100);
    // Announced, as every change by any process is: seen on the very next call.
    await sql.query('UPDATE users SET plan_tokens_total = 300 WHERE id = $1', [account.userId]);
    expect((await tokenUsage(other, account.token)).plan_tokens_total).toBe(300);
  });

  it('reuses nothing while the listening connection is down, and listens again after', async () => {
    const account = await registerAccount(one, { planTokens: 100 });
    await bothListening();
    expect((await tokenUsage(other, account.token)).plan_tokens_total).toBe(100);
    await sql.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1`,
      [LISTENER_NAME],
    );
    await vi.waitFor(() => expect(userChangesOf(other.database.db)?.listening).toBe(false));
    await sql.query('ALTER TABLE users DISABLE TRIGGER users_changed');
    try {
      await sql.query('UPDATE users SET plan_tokens_total = 200 WHERE id = $1', [account.userId]);
    } finally {
      await sql.query('ALTER TABLE users ENABLE TRIGGER users_changed');
    }
    // Listening again or not yet, the row read before the loss is not answered again.
    expect((await tokenUsage(other, account.token)).plan_tokens_total).toBe(200);
    await sql.query('UPDATE users SET plan_tokens_total = 250 WHERE id = $1', [account.userId]);
    expect((await tokenUsage(other, account.token)).plan_tokens_total).toBe(250);
    await vi.waitFor(() => expect(userChangesOf(other.database.db)?.listening).toBe(true), {
      timeout: 10_000,
    });
    expect((await tokenUsage(other, account.token)).plan_tokens_total).toBe(250);
    await sql.query('UPDATE users SET plan_tokens_total = 300 WHERE id = $1', [account.userId]);
    expect((await tokenUsage(other, account.token)).plan_tokens_total).toBe(300);
  });
});
