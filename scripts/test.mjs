// `npm test`: the whole suite from a fresh clone — prerequisites (Chromium and PostgreSQL too), npm
// install when needed, build and typecheck every workspace, lint, then every vitest project, with a
// throwaway PostgreSQL server for the PostgreSQL tests unless TEST_DATABASE_URL names one. Extra
// arguments go to vitest: `npm test -- --project machines`.
import { startDisposablePostgres } from './disposable-postgres.mjs';
import { ensurePrerequisites, testPrerequisites } from './prerequisites.mjs';
import { checkNodeVersion, commandEnv, ensureDependencies, repoRoot, runOrExit } from './setup.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

checkNodeVersion();
ensurePrerequisites(testPrerequisites);
ensureDependencies();
runOrExit('npx', ['turbo', 'run', 'build', 'typecheck']);
// The end-to-end tests are not a workspace, so turbo does not typecheck them.
runOrExit('npx', ['tsc', '-p', 'e2e']);
// ESLint (the direction of imports included) and Prettier; a problem fails the run here.
runOrExit('npm', ['run', 'lint']);

// A JSON report beside the usual output lets us close with the plain 'N passed, N failed' line
// that CI reads in any language.
const reportFile = join(repoRoot, '.tmp', 'vitest-report.json');
rmSync(reportFile, { force: true });
const vitestArgs = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  ...process.argv.slice(2),
];
const env = commandEnv();
const postgres = env.TEST_DATABASE_URL ? null : await startDisposablePostgres();
if (postgres?.url) {
  env.TEST_DATABASE_URL = postgres.url;
  console.log(`\nA throwaway PostgreSQL for the PostgreSQL tests: ${postgres.url}`);
} else if (postgres?.skipped) {
  console.log(`\nThe PostgreSQL tests will be skipped: ${postgres.skipped}`);
}
console.log(`\n> npx ${vitestArgs.join(' ')}`);
// Ctrl+C reaches vitest too; this script waits for it to end and then stops the PostgreSQL server.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
let result;
try {
  result = spawnSync('npx', vitestArgs, { cwd: repoRoot, stdio: 'inherit', env });
} finally {
  postgres?.stop?.();
}
printClosingLine(reportFile);
process.exit(result.status ?? 1);

function printClosingLine(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(
    `\nTests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
  );
}
