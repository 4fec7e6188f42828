// Export my data on a real server (PGlite, pg-boss, files on disk): the zip holds every media file of the user,
// byte for byte, and their records without the password hash, and nothing of another user's; it lies 0600 under
// DATA_DIR and is downloaded by a media link; one export at a time; another user gets 404 for every call.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport } from '@twin/api-client';
import { dataExports, mediaFiles } from '../db/schema';
import {
  getWithToken,
  messageOf,
  postJson,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';
import { accountWithFiles, waitForExport, zipEntries } from './test-support/account-data';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const filesOf = (userId: string) =>
  server.app.services.db.select().from(mediaFiles).where(eq(mediaFiles.userId, userId));

async function startExport(token: string): Promise<DataExport> {
  const response = await postJson(server.app, '/api/user/export', {}, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().export as DataExport;
}

describe('export my data', () => {
  it('zips every media file of the user and their records, and nothing of anyone else', async () => {
    const owner = await accountWithFiles(server.app);
    const stranger = await accountWithFiles(server.app);
    const started = await startExport(owner.token);
    expect(started).toMatchObject({ status: 'pending', download_url: null });

    const done = await waitForExport(server.app, owner.token, started.id);
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'completed', progress_percent: 100 });
    expect(done.download_url).toMatch(/^\/api\/user\/export\/[0-9a-f-]+\/download\?token=/);

    // Downloaded by the media link alone, as an attachment.
    const download = await server.app.inject({ method: 'GET', url: done.download_url! });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /attachment; filename="twin-studio-export-.*\.zip"/,
    );
    expect(download.rawPayload.length).toBe(done.size_bytes);

    const entries = await zipEntries(download.rawPayload);
    const ownerFiles = (await filesOf(owner.userId)).filter((file) => file.kind !== 'exports');
    const media = [...entries.keys()].filter((name) => name.startsWith('media/'));
    expect(media.sort()).toEqual(
      ownerFiles.map((file) => `media/${file.kind}/${file.relativePath.split('/').pop()}`).sort(),
    );
    expect(ownerFiles).toHaveLength(2);
    for (const file of ownerFiles) {
      const onDisk = await readFile(join(server.config.dataDir, 'media', file.relativePath));
      expect(entries.get(`media/${file.kind}/${file.relativePath.split('/').pop()}`)?.equals(onDisk)).toBe(
        true,
      );
    }

    const recordsText = entries.get('records.json')!.toString('utf8');
    const records = JSON.parse(recordsText) as {
      user: Record<string, unknown>;
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(records.user).toMatchObject({ id: owner.userId, email: owner.email });
    expect(records.user).not.toHaveProperty('password_hash');
    expect(recordsText).not.toContain('$argon2');
    expect(records.tables.media_files!.map((row) => row.id).sort()).toEqual(
      ownerFiles.map((file) => file.id).sort(),
    );
    expect(records.tables.data_exports!.map((row) => row.id)).toEqual([started.id]);
    expect(recordsText).not.toContain(stranger.userId);
    expect(recordsText).not.toContain(stranger.email);
    for (const file of await filesOf(stranger.userId)) {
      expect(media.some((name) => name.endsWith(file.relativePath.split('/').pop()!))).toBe(false);
    }

    // The zip lies under DATA_DIR, readable by its owner only, and is not counted as the creator's storage.
    const [row] = await server.app.services.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, started.id));
    const [zipRow] = await server.app.services.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, row!.resultFileId!));
    const zipPath = join(server.config.dataDir, 'media', zipRow!.relativePath);
    expect(zipRow!.relativePath.startsWith(`${owner.userId}/exports/`)).toBe(true);
    expect(statSync(zipPath).mode & 0o777).toBe(0o600);
    const storage = (await getWithToken(server.app, '/api/user/storage', owner.token)).json();
    expect(storage.total_bytes).toBe(ownerFiles.reduce((sum, file) => sum + file.sizeBytes, 0));

    // The latest export is the one made; a new one removes the earlier zip with its row.
    const latest = await getWithToken(server.app, '/api/user/export', owner.token);
    expect(latest.json().export.id).toBe(started.id);
    const again = await startExport(owner.token);
    expect(again.id).not.toBe(started.id);
    expect(() => statSync(zipPath)).toThrow();
    expect((await getWithToken(server.app, `/api/user/export/${started.id}`, owner.token)).statusCode).toBe(
      404,
    );
    expect((await waitForExport(server.app, owner.token, again.id)).status).toBe('completed');
  });

  it('makes one export at a time per user', async () => {
    const owner = await accountWithFiles(server.app);
    await server.app.services.db.insert(dataExports).values({ userId: owner.userId, status: 'processing' });
    const refused = await postJson(server.app, '/api/user/export', {}, owner.token);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      'Your data export is already being made. It will be ready to download soon.',
    );
    expect(
      await server.app.services.db.select().from(dataExports).where(eq(dataExports.userId, owner.userId)),
    ).toHaveLength(1);
  });

  it('answers 404 to another user for every export call, and nothing is latest for them', async () => {
    const owner = await accountWithFiles(server.app);
    const stranger = await accountWithFiles(server.app);
    const done = await waitForExport(server.app, owner.token, (await startExport(owner.token)).id);
    expect(done.status).toBe('completed');
    const path = new URL(done.download_url!, 'http://x').pathname;
    for (const url of [`/api/user/export/${done.id}`, path]) {
      const response = await getWithToken(server.app, url, stranger.token);
      expect(response.statusCode, url).toBe(404);
      expect(messageOf(response)).toBe('Export not found.');
    }
    expect((await getWithToken(server.app, '/api/user/export', stranger.token)).json()).toEqual({
      export: null,
    });
    // The owner's media link for another path is refused.
    const token = new URL(done.download_url!, 'http://x').searchParams.get('token');
    const elsewhere = await server.app.inject({
      method: 'GET',
      url: `/api/user/export/${done.id}x/download?token=${token}`,
    });
    expect(elsewhere.statusCode).toBe(401);
  });
});
