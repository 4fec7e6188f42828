// A freshly migrated PGlite database made once per test run (database-template.setup.ts) and copied into each
// test server's DATA_DIR (seed-database.ts): creating a PGlite cluster (initdb in WebAssembly) and migrating it took
// about 2.5 s of each server start. The copy is the database a fresh start would make; the server still opens it and
// applies its migrations as always.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database';

/** Makes the template: a DATA_DIR with a migrated, cleanly closed PGlite database in its `db` folder. */
export async function makeDatabaseTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'twin-db-template-'));
  const database = await openDatabase({ dataDir });
  await database.close();
  return dataDir;
}

export function removeDatabaseTemplate(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
