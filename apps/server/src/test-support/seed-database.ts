// Gives a new test DATA_DIR the run's migrated PGlite database (database-template.ts) instead of a cluster
// made from nothing; outside a vitest run (the benches run with tsx) the server makes its own as always.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR whose `db` folder holds a migrated PGlite database (database-template.setup.ts). */
    pgliteTemplateDataDir: string;
  }
}

function templateDataDir(): string {
  try {
    return inject('pgliteTemplateDataDir') ?? '';
  } catch {
    return ''; // not inside a vitest worker
  }
}

/** Copies the migrated database into a DATA_DIR that has none yet; does nothing otherwise. */
export function seedDatabase(dataDir: string): void {
  const template = templateDataDir();
  const target = join(dataDir, 'db');
  if (!template || existsSync(target)) return;
  cpSync(join(template, 'db'), target, { recursive: true });
}
