// `npm test`: the whole suite from a fresh clone — prerequisites (Chromium too), npm install when
// needed, build and typecheck every workspace, then every vitest project. Extra arguments go to
// vitest: `npm test -- --project machines`.
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
console.log(`\n> npx ${vitestArgs.join(' ')}`);
const result = spawnSync('npx', vitestArgs, { cwd: repoRoot, stdio: 'inherit', env: commandEnv() });
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
