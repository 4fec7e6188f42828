// The signed-in user's row reused between writes (embedded database): repeated polls read it once, and any write
// to the database, from whatever path (here Drizzle straight on the database, as the admin CLI or a job would),
// is seen by the very next call: a bumped token_version is 401 at once, new credits show at once. A token whose
// signature was checked once is still refused once it expires.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema';
import { writeCountOf } from '../db/write-count';
import { getWithToken, registerAccount, startTestServer, type TestServer } from '../test-support/test-server';
import { TokenService } from './tokens';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('the session user between writes', () => {
  it('moves the write count on a write and not on a read', async () => {
    const db = server.app.database.db;
    const writes = writeCountOf(db)!;
    const before = writes.value;
    await db.select().from(users).limit(1);
    expect(writes.value).toBe(before);
    await db
      .update(users)
      .set({ planTokensUsed: sql`${users.planTokensUsed}` })
      .where(sql`false`);
    expect(writes.value).toBeGreaterThan(before);
    const afterUpdate = writes.value;
    await db.transaction(async (tx) => tx.select().from(users).limit(1));
    expect(writes.value).toBeGreaterThan(afterUpdate);
  });

  it('shows a credit change made elsewhere on the next poll', async () => {
    const account = await registerAccount(server.app);
    const poll = async () => (await getWithToken(server.app, '/api/user/token-usage', account.token)).json();
    expect((await poll()).plan_tokens_used).toBe(0);
    expect((await poll()).plan_tokens_used).toBe(0);
    await server.app.database.db
      .update(users)
      .set({ planTokensUsed: 42 })
      .where(eq(users.id, account.userId));
    expect((await poll()).plan_tokens_used).toBe(42);
  });

  it('refuses the old token on the very next call once token_version moves', async () => {
    const account = await registerAccount(server.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await getWithToken(server.app, '/api/user/profile', account.token)).statusCode).toBe(200);
    }
    await server.app.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, account.userId));
    expect((await getWithToken(server.app, '/api/user/profile', account.token)).statusCode).toBe(401);
  });
});

describe('verified tokens', () => {
  it('refuses a token checked before once its expiry passes', async () => {
    const tokens = new TokenService('a-secret-long-enough-for-hs256-0123456789abcdef');
    const token = await tokens.sign({ userId: 'u-1', tokenVersion: 0 }, 60);
    expect(await tokens.verify(token)).toEqual({ userId: 'u-1', tokenVersion: 0 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 59_000);
      expect(await tokens.verify(token)).toEqual({ userId: 'u-1', tokenVersion: 0 });
      vi.setSystemTime(Date.now() + 2_000);
      expect(await tokens.verify(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
