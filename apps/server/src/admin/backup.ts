// `npm run admin -- backup FILE`: one tar archive holding the database (a logical dump, db/table-dump.ts), the
// media files and the secrets (JWT, watermark key), consistent while the server runs. The media are hard-linked into a staging
// folder before and after the dump (a file removed meanwhile is still linked; one placed meanwhile, with its row in
// the dump, is linked by the second pass), then archived from there; the archive is written beside FILE and
// renamed onto it when complete, mode 0600. Queued jobs are not copied: a restored server fails its unfinished
// voice jobs with the interrupted message and gives their clones back (crash recovery).
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { chmod, copyFile, link, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Database } from '../db/database';
import { dumpTables, type TableDump } from '../db/table-dump';
import { runProcess } from '../media/run-process';

export const BACKUP_FORMAT = 'twin-studio-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** The archive's members: this manifest (with the tables), `media/…` and the secrets below. */
export const MANIFEST_NAME = 'twin-studio-backup.json';
/** DATA_DIR's secrets: the JWT secret (absent when JWT_SECRET is set) and the watermark key (marks stay readable). */
export const SECRET_NAMES = ['jwt-secret', 'watermark-key'] as const;

/** Staging folders live in DATA_DIR (hard links need the same file system), outside media and tmp. */
export const STAGING_DIR_NAME = 'backup-staging';
const STALE_STAGING_MS = 24 * 60 * 60 * 1000;

export interface BackupSource {
  db: Database;
  dataDir: string;
}

export interface BackupSummary {
  file: string;
  rows: Record<string, number>;
  mediaFiles: number;
  bytes: number;
}

export async function createBackup(source: BackupSource, file: string): Promise<BackupSummary> {
  const target = resolve(file);
  const stagingRoot = join(source.dataDir, STAGING_DIR_NAME);
  await removeStaleStaging(stagingRoot);
  const stage = join(stagingRoot, randomUUID());
  const mediaRoot = join(source.dataDir, 'media');
  const partial = join(dirname(target), `.${randomUUID()}.partial`);
  await mkdir(join(stage, 'media'), { recursive: true, mode: 0o700 });
  try {
    await linkTree(mediaRoot, join(stage, 'media'));
    const dump = await dumpTables(source.db);
    const mediaFiles = await linkTree(mediaRoot, join(stage, 'media'));
    await writeFile(join(stage, MANIFEST_NAME), manifestText(dump), { mode: 0o600 });
    await copySecrets(source.dataDir, stage);
    const tar = await runProcess('tar', ['-cf', partial, '-C', stage, '.']);
    if (tar.exitCode !== 0) throw new Error(`tar could not write the archive: ${tar.stderr.trim()}`);
    await chmod(partial, 0o600);
    await rename(partial, target);
    return { file: target, rows: rowCounts(dump), mediaFiles, bytes: (await stat(target)).size };
  } finally {
    await rm(stage, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

export function describeBackup(summary: BackupSummary): string {
  const rows = Object.entries(summary.rows)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  const megabytes = (summary.bytes / 1_000_000).toFixed(1);
  return `Backup written to ${summary.file} (${megabytes} MB): ${summary.mediaFiles} media files; rows: ${rows}.`;
}

/** The manifest, with each table's rows as PostgreSQL wrote them (never parsed and written again). */
function manifestText(dump: TableDump): string {
  const tables = Object.entries(dump.tables)
    .map(([table, rows]) => `${JSON.stringify(table)}:${rows}`)
    .join(',\n');
  const head = JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    schemaVersion: dump.schemaVersion,
  });
  return `${head.slice(0, -1)},"tables":{\n${tables}\n}}\n`;
}

function rowCounts(dump: TableDump): Record<string, number> {
  return Object.fromEntries(
    Object.entries(dump.tables).map(([table, rows]) => [table, (JSON.parse(rows) as unknown[]).length]),
  );
}

/** Hard-links every regular file under `from` into `to` that is not there yet (copies across file systems). */
async function linkTree(from: string, to: string): Promise<number> {
  let files = 0;
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  for (const entry of entries) {
    const source = join(from, entry.name);
    const copy = join(to, entry.name);
    if (entry.isDirectory()) {
      await mkdir(copy, { recursive: true, mode: 0o700 });
      files += await linkTree(source, copy);
    } else if (entry.isFile()) {
      files += 1;
      await linkOrCopy(source, copy);
    }
  }
  return files;
}

async function linkOrCopy(source: string, copy: string): Promise<void> {
  try {
    await link(source, copy);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOENT') return; // linked by the first pass; removed meanwhile
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    await copyFile(source, copy, constants.COPYFILE_EXCL).catch((copyError: NodeJS.ErrnoException) => {
      if (copyError.code !== 'EEXIST' && copyError.code !== 'ENOENT') throw copyError;
    });
  }
}

async function copySecrets(dataDir: string, stage: string): Promise<void> {
  for (const name of SECRET_NAMES) {
    try {
      await copyFile(join(dataDir, name), join(stage, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // JWT_SECRET from the environment
    }
  }
}

/** Staging folders a crashed backup left behind (older than a day, so a running backup's is kept). */
async function removeStaleStaging(stagingRoot: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(stagingRoot);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(stagingRoot, name);
    const stats = await stat(path).catch(() => null);
    if (stats && Date.now() - stats.mtimeMs > STALE_STAGING_MS)
      await rm(path, { recursive: true, force: true });
  }
}
