// Where media lives on disk: DATA_DIR/media/<userId>/<kind>/<uuid>.<ext> for stored files and DATA_DIR/tmp for
// uploads in flight and job scratch files. Paths are always ours (uuids); a client's file name never becomes a
// path. Files move from tmp into media only inside the database transaction that writes their rows
// (placeFilesWithRows), so a refused or failed request leaves nothing under media.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Database } from '../db/database';
import type { Transaction } from './db-executor';

/**
 * Voice inputs (uploads, references, clips, samples), generated speech, audio uploaded for the timeline, videos (as
 * uploaded or recorded, and their playable MP4s), the videos' poster frames and consent clips.
 */
export const mediaKinds = [
  'uploads',
  'references',
  'clips',
  'samples',
  'speech',
  'audio',
  'videos',
  'posters',
  'consent',
  'exports', // a data export's zip (account/data-export-runner.ts)
] as const;
export type MediaKind = (typeof mediaKinds)[number];

export interface NewMediaLocation {
  id: string;
  /** Relative to the media root, with forward slashes (stored in media_files.relative_path). */
  relativePath: string;
  absolutePath: string;
}

const safeSegment = /^[A-Za-z0-9-]+$/;

export class MediaStore {
  readonly mediaRoot: string;
  readonly tmpRoot: string;

  constructor(dataDir: string) {
    this.mediaRoot = resolve(dataDir, 'media');
    this.tmpRoot = resolve(dataDir, 'tmp');
    mkdirSync(this.mediaRoot, { recursive: true, mode: 0o700 });
    mkdirSync(this.tmpRoot, { recursive: true, mode: 0o700 });
  }

  /** A fresh path under tmp with no meaningful extension (so ffprobe judges the bytes). */
  tempPath(label = 'upload'): string {
    return join(this.tmpRoot, `${randomUUID()}.${label}`);
  }

  /** A new directory under tmp for a job's scratch files. */
  async tempDirectory(label: string): Promise<string> {
    const path = join(this.tmpRoot, `${label}-${randomUUID()}`);
    await mkdir(path, { recursive: true, mode: 0o700 });
    return path;
  }

  newLocation(userId: string, kind: MediaKind, extension: string): NewMediaLocation {
    if (!safeSegment.test(userId) || !safeSegment.test(extension))
      throw new Error('unsafe media path segment');
    const id = randomUUID();
    const relativePath = `${userId}/${kind}/${id}.${extension}`;
    return { id, relativePath, absolutePath: this.absolutePath(relativePath) };
  }

  /** Resolves a stored relative path, refusing anything that would leave the media root. */
  absolutePath(relativePath: string): string {
    const absolute = resolve(this.mediaRoot, ...relativePath.split('/'));
    const inside = relative(this.mediaRoot, absolute);
    if (!inside || inside.startsWith('..') || inside.includes(`..${sep}`))
      throw new Error('path outside media');
    return absolute;
  }

  relativePathOf(absolutePath: string): string {
    return relative(this.mediaRoot, absolutePath).split(sep).join('/');
  }

  async moveIntoPlace(from: string, to: string): Promise<void> {
    await mkdir(dirname(to), { recursive: true, mode: 0o700 });
    await rename(from, to);
  }
}

export async function removeQuietly(path: string): Promise<void> {
  await rm(path, { force: true, recursive: true }).catch(() => undefined);
}

export interface FileMove {
  from: string;
  to: string;
}

/**
 * Runs `writeRows` in a transaction and moves the files into place as its last step, before the commit. If
 * anything fails (rows, a move, the commit), the moved files are removed again: either rows and files both exist
 * or neither does. A crash between a move and the commit leaves a file without a row, which the startup sweep
 * removes. The caller still owns (and removes) the temp files when this throws.
 */
export async function placeFilesWithRows<T>(
  db: Database,
  store: MediaStore,
  moves: readonly FileMove[],
  writeRows: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const placed: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const result = await writeRows(tx);
      for (const move of moves) {
        await store.moveIntoPlace(move.from, move.to);
        placed.push(move.to);
      }
      return result;
    });
  } catch (error) {
    await Promise.all(placed.map((path) => removeQuietly(path)));
    throw error;
  }
}
