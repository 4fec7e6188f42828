// Keeps DATA_DIR consistent after a crash: every file under media must have a media_files row (files without one
// are deleted), and tmp holds only work in flight (leftovers are deleted). Run at start, before jobs and requests.
// With PostgreSQL several processes may share the files, so there only files older than `minAgeMs` are touched.
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { allMediaPaths } from './media-files.repository';
import { removeQuietly, type MediaStore } from './media-store';

async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  let entries: Dirent[];
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(path)));
    else found.push(path);
  }
  return found;
}

async function oldEnough(path: string, minAgeMs: number): Promise<boolean> {
  if (minAgeMs <= 0) return true;
  const info = await stat(path).catch(() => null);
  return info !== null && Date.now() - info.mtimeMs >= minAgeMs;
}

export interface SweepResult {
  orphanMediaFiles: string[];
  tempEntries: number;
}

export async function sweepOrphans(db: Database, store: MediaStore, minAgeMs = 0): Promise<SweepResult> {
  const known = await allMediaPaths(db);
  const orphanMediaFiles: string[] = [];
  for (const path of await listFiles(store.mediaRoot)) {
    if (known.has(store.relativePathOf(path))) continue;
    if (!(await oldEnough(path, minAgeMs))) continue;
    await removeQuietly(path);
    orphanMediaFiles.push(store.relativePathOf(path));
  }
  let tempEntries = 0;
  for (const entry of await readdir(store.tmpRoot).catch(() => [] as string[])) {
    const path = join(store.tmpRoot, entry);
    if (!(await oldEnough(path, minAgeMs))) continue;
    await removeQuietly(path);
    tempEntries++;
  }
  return { orphanMediaFiles, tempEntries };
}

export { listFiles };
