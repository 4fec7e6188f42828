// Delete my account on a real server (PGlite, files on disk): a wrong password changes nothing; the right one
// removes every row of the user in every table and every file of theirs under DATA_DIR, leaves another user's
// alone, and then the old token and signing in both fail. Password attempts are limited per account, together with
// password changes' (here 3 a minute).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';
import { storedFiles } from '../test-support/stored-files';
import {
  getWithToken,
  messageOf,
  postJson,
  putJson,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';
import { deleteWithToken } from '../test-support/owned-storage';
import { accountWithFiles, waitForExport } from './test-support/account-data';
import { ownedTables } from './user-records';

const attemptsPerAccount = 3;
let server: TestServer;
beforeAll(async () => {
  const generous = { limit: 10_000, windowMs: 60_000 };
  server = await startTestServer({
    rateLimits: {
      login: { perIp: generous, perEmail: { limit: attemptsPerAccount, windowMs: 60_000 } },
      register: { perIp: generous, perEmail: generous },
    },
  });
});
afterAll(() => server.close());

const deleteAccount = (token: string, password: string) =>
  server.app.inject({
    method: 'DELETE',
    url: '/api/user/account',
    payload: { password },
    headers: { authorization: `Bearer ${token}` },
  });

/** Table name → the user's rows there (every table with a user_id, and users itself). */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const { db } = server.app.services;
  const counts: Record<string, number> = {
    users: (await db.select().from(users).where(eq(users.id, userId))).length,
  };
  for (const table of ownedTables()) {
    const owner = getTableColumns(table).userId as PgColumn;
    counts[getTableConfig(table).name] = (await db.select().from(table).where(eq(owner, userId))).length;
  }
  return counts;
}

const filesOf = (userId: string) =>
  storedFiles(server.config.dataDir).filter((path) => path.startsWith(join('media', userId)));

describe('DELETE /api/user/account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const owner = await accountWithFiles(server.app);
    const rowsBefore = await rowsOf(owner.userId);
    const filesBefore = filesOf(owner.userId);
    const refused = await deleteAccount(owner.token, 'not-my-password');
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('Your password is incorrect. Your account was not deleted.');
    expect(await rowsOf(owner.userId)).toEqual(rowsBefore);
    expect(filesOf(owner.userId)).toEqual(filesBefore);
    expect(filesBefore.length).toBeGreaterThanOrEqual(2);
    expect((await deleteWithToken(server.app, '/api/user/account')).statusCode).toBe(401);
  });

  it('limits password attempts per account: past the limit even the right one is refused, nothing deleted', async () => {
    const owner = await accountWithFiles(server.app);
    const other = await accountWithFiles(server.app);
    const rowsBefore = await rowsOf(owner.userId);
    for (let attempt = 0; attempt < attemptsPerAccount - 1; attempt += 1) {
      expect((await deleteAccount(owner.token, `guess-${attempt}`)).statusCode).toBe(403);
    }
    // Changing the password asks for it too: one budget for both.
    const change = await putJson(
      server.app,
      '/api/auth/change-password',
      { currentPassword: 'another-guess', newPassword: 'a-new-secret' },
      owner.token,
    );
    expect(change.statusCode).toBe(400);
    const limited = await deleteAccount(owner.token, owner.password);
    expect(limited.statusCode).toBe(429);
    expect(messageOf(limited)).toBe('Too many attempts. Please try again in a few minutes.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsOf(owner.userId)).toEqual(rowsBefore);
    expect((await getWithToken(server.app, '/api/user/profile', owner.token)).statusCode).toBe(200);
    // Another account is counted on its own.
    expect((await deleteAccount(other.token, 'a-guess')).statusCode).toBe(403);
  });

  it("removes every row and file of the user, and nothing of another user's; then sign-in fails", async () => {
    const owner = await accountWithFiles(server.app);
    const stranger = await accountWithFiles(server.app);
    const started = await postJson(server.app, '/api/user/export', {}, owner.token);
    expect((await waitForExport(server.app, owner.token, started.json().export.id)).status).toBe('completed');
    const strangerRows = await rowsOf(stranger.userId);
    const strangerFiles = filesOf(stranger.userId);
    const before = await rowsOf(owner.userId);
    expect(before).toMatchObject({ users: 1, media_files: 3, data_exports: 1 });

    const deleted = await deleteAccount(owner.token, owner.password);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true });

    const after = await rowsOf(owner.userId);
    expect(Object.keys(after).length).toBeGreaterThan(10);
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    expect(existsSync(join(server.config.dataDir, 'media', owner.userId))).toBe(false);
    expect(filesOf(owner.userId)).toEqual([]);
    expect(await rowsOf(stranger.userId)).toEqual(strangerRows);
    expect(filesOf(stranger.userId)).toEqual(strangerFiles);

    expect((await getWithToken(server.app, '/api/user/profile', owner.token)).statusCode).toBe(401);
    const login = await postJson(server.app, '/api/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(login.statusCode).toBe(401);
  });
});
