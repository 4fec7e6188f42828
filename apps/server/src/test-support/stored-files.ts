// What a test's server left under DATA_DIR (media and tmp), to prove refusals and crashes keep nothing unaccounted.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under DATA_DIR/media and DATA_DIR/tmp, relative to DATA_DIR. */
export function storedFiles(dataDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(dataDir, path));
    }
  };
  walk(join(dataDir, 'media'));
  walk(join(dataDir, 'tmp'));
  return found.sort();
}
