// Finds the drizzle-kit migrations folder both from the sources (apps/server/drizzle) and from the bundle (dist/drizzle).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function findMigrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // dist/main.js → dist/drizzle; src/db/*.ts → ../../drizzle.
  const candidates = [join(here, 'drizzle'), join(here, '..', 'drizzle'), join(here, '..', '..', 'drizzle')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')}).`);
  return found;
}
