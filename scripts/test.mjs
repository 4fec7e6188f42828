// `npm test`: the whole suite from a fresh clone — prerequisites (Chromium too), npm install when
// needed, build and typecheck every workspace, then every vitest project. Extra arguments go to
// vitest: `npm test -- --project machines`.
import { ensurePrerequisites, testPrerequisites } from './prerequisites.mjs';
import { checkNodeVersion, commandEnv, ensureDependencies, repoRoot, runOrExit } from './setup.mjs';
import { spawnSync } from 'node:child_process';

checkNodeVersion();
ensurePrerequisites(testPrerequisites);
ensureDependencies();
runOrExit('npx', ['turbo', 'run', 'build', 'typecheck']);
// The end-to-end tests are not a workspace, so turbo does not typecheck them.
runOrExit('npx', ['tsc', '-p', 'e2e']);

const vitestArgs = ['vitest', 'run', ...process.argv.slice(2)];
console.log(`\n> npx ${vitestArgs.join(' ')}`);
const result = spawnSync('npx', vitestArgs, { cwd: repoRoot, stdio: 'inherit', env: commandEnv() });
process.exit(result.status ?? 1);
