// Regenerates SQL migrations from src/db/schema.ts with drizzle-kit (`npm run db:generate -w @twin/server -- --name x`).
// drizzle-kit is hoisted to the root node_modules but drizzle-orm lives in apps/server/node_modules, and drizzle-kit
// looks drizzle-orm up from its own folder; so we link it there for the duration of the run and remove the link after.
import { spawnSync } from 'node:child_process';
import { existsSync, symlinkSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootModules = join(serverDir, '..', '..', 'node_modules');
const link = join(rootModules, 'drizzle-orm');
const created = !existsSync(link);
if (created) symlinkSync(join(serverDir, 'node_modules', 'drizzle-orm'), link, 'dir');
try {
  const result = spawnSync(
    process.execPath,
    [join(rootModules, 'drizzle-kit', 'bin.cjs'), 'generate', ...process.argv.slice(2)],
    { cwd: serverDir, stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  if (created) unlinkSync(link);
}
