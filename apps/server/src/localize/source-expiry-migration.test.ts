// Migration 0006 (a source's video may expire) on PGlite: a database at 0005 with a user, a stored video, its source
// and a completed job keeps every row when migrated; afterwards deleting the video's media row only empties the
// source's media_file_id (ON DELETE SET NULL) where before it deleted the source and its job.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { findMigrationsFolder } from '../db/migrations-folder';

const scratch = mkdtempSync(join(tmpdir(), 'twin-source-expiry-migration-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the migrations whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = join(scratch, 'before');
  cpSync(findMigrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith(tag));
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

const ids = {
  user: '00000000-0000-4000-8000-000000000001',
  video: '00000000-0000-4000-8000-000000000002',
  source: '00000000-0000-4000-8000-000000000003',
  job: '00000000-0000-4000-8000-000000000004',
};

describe('migration 0006 (expiring source videos)', () => {
  it('keeps existing sources and jobs, and then lets a source lose its video alone', async () => {
    const client = await PGlite.create();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: migrationsBefore('0006') });
      // Fixed ids of ours, so the statements can be one script.
      await client.exec(`
        INSERT INTO users (id, username, email, password_hash) VALUES ('${ids.user}', 'ada', 'ada@example.com', 'x');
        INSERT INTO media_files (id, user_id, kind, relative_path, original_filename, container, size_bytes)
          VALUES ('${ids.video}', '${ids.user}', 'videos', 'u/videos/a.mp4', 'Talk.mp4', 'mp4', 10);
        INSERT INTO localization_sources (id, user_id, media_file_id, original_filename, duration_seconds, language,
          transcript_text) VALUES ('${ids.source}', '${ids.user}', '${ids.video}', 'Talk.mp4', 12, 'en', 'Hello there.');
        INSERT INTO localization_jobs (id, user_id, source_id, status, source_language, target_language, source_text,
          duration_seconds) VALUES ('${ids.job}', '${ids.user}', '${ids.source}', 'completed', 'en', 'es', 'Hello there.', 12);
      `);
      await migrate(db, { migrationsFolder: findMigrationsFolder() });
      const kept = await db.execute<{ media_file_id: string | null; original_filename: string }>(
        sql`SELECT media_file_id, original_filename FROM localization_sources WHERE id = ${ids.source}`,
      );
      expect(kept.rows).toEqual([{ media_file_id: ids.video, original_filename: 'Talk.mp4' }]);
      await db.execute(sql`DELETE FROM media_files WHERE id = ${ids.video}`);
      const after = await db.execute<{ media_file_id: string | null; original_filename: string }>(
        sql`SELECT media_file_id, original_filename FROM localization_sources WHERE id = ${ids.source}`,
      );
      expect(after.rows).toEqual([{ media_file_id: null, original_filename: 'Talk.mp4' }]);
      const jobs = await db.execute<{ status: string }>(
        sql`SELECT status FROM localization_jobs WHERE id = ${ids.job}`,
      );
      expect(jobs.rows).toEqual([{ status: 'completed' }]);
    } finally {
      await client.close();
    }
  });
});
