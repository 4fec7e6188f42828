// `npm start`: everything from a fresh clone to a running server — checks Node, installs the Debian
// and npm prerequisites when missing, builds, then runs the server (which migrates on start).
// Plain Node with no dependencies, because it runs before anything is installed.
import { join } from 'node:path';
import { ensurePrerequisites, runtimePrerequisites } from './prerequisites.mjs';
import {
  checkNodeVersion,
  commandEnv,
  ensureDependencies,
  repoRoot,
  runForwardingSignals,
  runOrExit,
} from './setup.mjs';

checkNodeVersion();
ensurePrerequisites(runtimePrerequisites);
ensureDependencies();
runOrExit('npx', ['turbo', 'run', 'build']);

const serverEntry = join(repoRoot, 'apps', 'server', 'dist', 'main.js');
console.log(`\n> node ${serverEntry}`);
runForwardingSignals(process.execPath, [serverEntry], commandEnv());
