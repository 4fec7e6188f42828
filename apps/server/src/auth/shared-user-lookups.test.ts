// Session lookups on a real PostgreSQL share their queries and lose no freshness: 30 polls of two users at once
// get the right rows from fewer queries than polls, and a logout done before a call is refused by that call even
// while other lookups are in flight. Runs when TEST_DATABASE_URL names a PostgreSQL server (npm test starts one).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  registerAccount,
  removeTestDirs,
  testConfig,
} from '../test-support/test-server';
import { SharedUserLookups } from './shared-user-lookups';

describe.skipIf(!testDatabaseUrl)('shared user lookups on PostgreSQL', () => {
  let app: FastifyInstance;
  let database: FreshDatabase;
  let config: ServerConfig;

  beforeAll(async () => {
    database = await freshPostgresDatabase(testDatabaseUrl!, 'twin_lookups');
    config = testConfig({ databaseUrl: database.url });
    app = await buildServer(config);
  });

  afterAll(async () => {
    await app?.close();
    if (config) removeTestDirs(config);
    await database?.drop();
  });

  it('answers concurrent lookups of several users with their own rows from shared queries', async () => {
    const [ada, grace] = [await registerAccount(app), await registerAccount(app)];
    const lookups = new SharedUserLookups(app.database.db);
    let queries = 0;
    const select = app.database.db.select.bind(app.database.db);
    const counting = Object.create(app.database.db) as typeof app.database.db;
    counting.select = ((...args: Parameters<typeof select>) => {
      queries += 1;
      return select(...args);
    }) as typeof select;
    const shared = new SharedUserLookups(counting);
    const ids = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? ada.userId : grace.userId));
    const rows = await Promise.all([...ids.map((id) => shared.find(id)), lookups.find(crypto.randomUUID())]);
    expect(rows.slice(0, 30).map((row) => row?.username)).toEqual(
      ids.map((id) => (id === ada.userId ? ada.username : grace.username)),
    );
    expect(rows[30]).toBeNull();
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThan(30);
  });

  it('refuses a token on the first call after its logout, with polls of the same user in flight', async () => {
    const account = await registerAccount(app);
    const polls = Array.from({ length: 10 }, () => getWithToken(app, '/api/user/profile', account.token));
    const logout = await postJson(app, '/api/auth/logout', {}, account.token);
    expect(logout.statusCode).toBeLessThan(300);
    const after = await getWithToken(app, '/api/user/profile', account.token);
    expect(after.statusCode).toBe(401);
    await Promise.all(polls);
  });
});
