// Keeps DATA_DIR private to the server's own user (voice recordings, password hashes, invitation codes, the
// database): new files are created without group or other bits, and what is wider is repaired at start.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Every file and folder this process creates from now on is the owner's only (umask 077). The embedded database
 * opens its files 0666; with this mask they are 0600. Called first thing by every entry point.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/** Creates a folder (and its parents) for the owner only. */
export function makePrivateDirectory(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Walks DATA_DIR and takes group and other permissions away from every folder (0700) and file (0600) that has
 * them, including DATA_DIR itself. Symbolic links are left alone (never followed). Returns how many it repaired.
 */
export function repairPrivateTree(root: string): number {
  let repaired = 0;
  const visit = (path: string) => {
    let stats;
    try {
      stats = lstatSync(path);
    } catch {
      return; // removed meanwhile (a finished upload, a database segment)
    }
    if (stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stats.mode & 0o077) !== 0) {
      try {
        chmodSync(path, wanted);
        repaired += 1;
      } catch {
        return;
      }
    }
    if (stats.isDirectory()) {
      let names: string[];
      try {
        names = readdirSync(path);
      } catch {
        return;
      }
      for (const name of names) visit(join(path, name));
    }
  };
  visit(root);
  return repaired;
}

/** The repair with its log line: DATA_DIR is checked at every start, and a repair is worth knowing about. */
export function makeDataDirPrivate(dataDir: string, log: (line: string) => void): void {
  const repaired = repairPrivateTree(dataDir);
  if (repaired > 0) {
    log(`DATA_DIR ${dataDir}: made ${repaired} files and folders readable by their owner only (0700/0600).`);
  }
}
