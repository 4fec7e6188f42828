// `npm run admin -- restore FILE`: a backup (admin/backup.ts) into an empty DATA_DIR (and, with DATABASE_URL, an
// empty database), with no server running. The archive is listed first and refused unless it holds only the
// manifest, the secrets (JWT, watermark key) and regular files under media/ (no links, no absolute or `..`
// paths); it is unpacked into a staging folder, the rows are loaded in one transaction, and only then do the media
// and the secrets move into place. Everything ends owner-only (0700/0600).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/database';
import { loadTables, type TableDump } from '../db/table-dump';
import { runProcess } from '../media/run-process';
import { makePrivateDirectory, repairPrivateTree } from '../startup/private-data-dir';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, MANIFEST_NAME, SECRET_NAMES } from './backup';

export class RestoreRefusedError extends Error {}

const isSecret = (name: string) => (SECRET_NAMES as readonly string[]).includes(name);

export interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string;
}

export interface RestoreSummary {
  rows: Record<string, number>;
  mediaFiles: number;
}

/** What an empty DATA_DIR may already hold: nothing, or empty folders a first start made. */
async function assertEmptyDataDir(dataDir: string): Promise<void> {
  const held = await filesUnder(dataDir);
  if (held.length > 0) {
    throw new RestoreRefusedError(
      `DATA_DIR ${dataDir} is not empty (it holds ${held.slice(0, 3).join(', ')}${held.length > 3 ? ', …' : ''}). Restore into a new, empty DATA_DIR.`,
    );
  }
}

async function filesUnder(root: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(root, path)));
    else files.push(path);
  }
  return files;
}

/** The archive's members, refused unless each is one a backup writes. Returns how many media files it holds. */
async function checkMembers(file: string): Promise<number> {
  const listing = await runProcess('tar', ['-tvf', file], { maxStdoutBytes: 512 * 1024 * 1024 });
  if (listing.exitCode !== 0) {
    throw new RestoreRefusedError(`${file} is not a Twin Studio backup (tar could not read it).`);
  }
  let mediaFiles = 0;
  let manifest = false;
  for (const line of listing.stdout.toString('utf8').split('\n').filter(Boolean)) {
    const type = line[0];
    const name = line.split(/\s+/).slice(5).join(' ').replace(/^\.\//, '');
    const unsafe = name.startsWith('/') || name.split('/').includes('..');
    const allowed =
      (type === 'd' && (name === '' || name === '.' || name.startsWith('media'))) ||
      (type === '-' && (name === MANIFEST_NAME || isSecret(name) || name.startsWith('media/')));
    if (unsafe || !allowed) throw new RestoreRefusedError(`${file} holds an unexpected entry: ${name}.`);
    if (type === '-' && name === MANIFEST_NAME) manifest = true;
    if (type === '-' && name.startsWith('media/')) mediaFiles += 1;
  }
  if (!manifest)
    throw new RestoreRefusedError(`${file} is not a Twin Studio backup (it has no ${MANIFEST_NAME}).`);
  return mediaFiles;
}

function parseManifest(text: string): TableDump {
  let manifest: Partial<TableDump> & { format?: unknown; version?: unknown; tables?: unknown };
  try {
    manifest = JSON.parse(text) as typeof manifest;
  } catch {
    throw new RestoreRefusedError(`The backup's ${MANIFEST_NAME} is damaged (not JSON).`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_FORMAT_VERSION) {
    throw new RestoreRefusedError(`The backup's format is not ${BACKUP_FORMAT} ${BACKUP_FORMAT_VERSION}.`);
  }
  if (typeof manifest.schemaVersion !== 'number' || typeof manifest.tables !== 'object' || !manifest.tables) {
    throw new RestoreRefusedError(`The backup's ${MANIFEST_NAME} has no tables.`);
  }
  const tables = Object.fromEntries(
    Object.entries(manifest.tables as Record<string, unknown>).map(([table, rows]) => [
      table,
      JSON.stringify(rows),
    ]),
  );
  return { schemaVersion: manifest.schemaVersion, tables };
}

export async function restoreBackup(target: RestoreTarget, file: string): Promise<RestoreSummary> {
  const archive = resolve(file);
  if (!existsSync(archive)) throw new RestoreRefusedError(`${archive} does not exist.`);
  await assertEmptyDataDir(target.dataDir);
  const mediaFiles = await checkMembers(archive);
  makePrivateDirectory(target.dataDir);
  const stage = join(target.dataDir, `restore-staging-${randomUUID()}`);
  await mkdir(stage, { mode: 0o700 });
  let restored = false;
  try {
    const unpack = await runProcess('tar', ['-xf', archive, '-C', stage, '--no-same-owner']);
    if (unpack.exitCode !== 0)
      throw new RestoreRefusedError(`tar could not unpack ${archive}: ${unpack.stderr.trim()}`);
    const dump = parseManifest(await readFile(join(stage, MANIFEST_NAME), 'utf8'));
    const database = await openDatabase(target);
    let rows: Record<string, number>;
    try {
      rows = await loadTables(database.db, dump);
    } finally {
      await database.close();
    }
    if (existsSync(join(stage, 'media'))) {
      await rm(join(target.dataDir, 'media'), { recursive: true, force: true }); // empty (checked above)
      await rename(join(stage, 'media'), join(target.dataDir, 'media'));
    }
    for (const name of SECRET_NAMES) {
      if (existsSync(join(stage, name))) await rename(join(stage, name), join(target.dataDir, name));
    }
    restored = true;
    return { rows, mediaFiles };
  } finally {
    await rm(stage, { recursive: true, force: true });
    // A refused restore leaves DATA_DIR empty again, so it can be retried (the embedded database it opened too).
    if (!restored && !target.databaseUrl)
      await rm(join(target.dataDir, 'db'), { recursive: true, force: true });
    repairPrivateTree(target.dataDir);
  }
}

export function describeRestore(file: string, summary: RestoreSummary): string {
  const rows = Object.entries(summary.rows)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  return `Restored ${resolve(file)}: ${summary.mediaFiles} media files; rows: ${rows}. Start the server to use it.`;
}
