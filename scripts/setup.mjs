// Steps shared by `npm start`, `npm test` and `npm run bench`: check Node, install npm
// dependencies when they are missing or stale, and run commands from the repository root.
// Plain Node with no dependencies, because it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = dirname(dirname(fileURLToPath(import.meta.url)));

export const minimumNode = [20, 19, 0];

/** True when `version` ('v20.19.1' or '20.19.1') is at least `minimum` ([major, minor, patch]). */
export function isNodeVersionSupported(version, minimum = minimumNode) {
  const parts = version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10));
  for (let index = 0; index < minimum.length; index += 1) {
    const have = parts[index] ?? 0;
    const need = minimum[index] ?? 0;
    if (have !== need) return have > need;
  }
  return true;
}

export function checkNodeVersion() {
  if (!isNodeVersionSupported(process.version)) {
    console.error(`Twin Studio needs Node.js ${minimumNode.join('.')} or newer; this is ${process.version}.`);
    process.exit(1);
  }
}

/** Runs a command in the repository root with inherited output; exits the script if it fails. */
export function runOrExit(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: commandEnv(), ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** The environment for child commands: turbo without telemetry or its update notice. */
export function commandEnv(extra = {}) {
  return {
    TURBO_TELEMETRY_DISABLED: '1',
    TURBO_NO_UPDATE_NOTIFIER: '1',
    DO_NOT_TRACK: '1',
    ...process.env,
    ...extra,
  };
}

/**
 * Why npm dependencies need installing, or null when they are current. npm writes
 * node_modules/.package-lock.json after package-lock.json on every install, so a hidden lockfile
 * older than the real one means package-lock.json changed since the last install.
 */
export function dependencyInstallReason(root = repoRoot) {
  const hiddenLock = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (!existsSync(join(root, 'node_modules')) || !existsSync(hiddenLock)) return 'missing';
  if (existsSync(lock) && statSync(lock).mtimeMs > statSync(hiddenLock).mtimeMs) return 'stale';
  return null;
}

/**
 * `npm ci` on a fresh clone (exactly the lockfile); `npm install` when there is no lockfile, when
 * it does not match package.json (npm ci refuses), or to bring an existing node_modules up to date
 * without deleting it.
 */
export function ensureDependencies() {
  const reason = dependencyInstallReason();
  if (reason === null) return;
  const quiet = ['--no-audit', '--no-fund'];
  const hasLock = existsSync(join(repoRoot, 'package-lock.json'));
  if (reason === 'missing' && hasLock) {
    console.log('\n> npm ci');
    const ci = spawnSync('npm', ['ci', ...quiet], { cwd: repoRoot, stdio: 'inherit', env: commandEnv() });
    if (ci.status === 0) return;
    console.log('npm ci failed (package-lock.json may not match package.json); trying npm install.');
  }
  runOrExit('npm', ['install', ...quiet]);
}

/** The local binary of an installed package, run through node so no shell or npx lookup is needed. */
export function localBin(name) {
  return join(repoRoot, 'node_modules', '.bin', name);
}

/**
 * Starts a child that shares this process's terminal and forwards the usual stop signals to it,
 * then exits with the child's status once it ends.
 */
export function runForwardingSignals(command, args, env) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env });
  const forward = (signal) => {
    if (child.exitCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
  child.on('exit', (code, signal) => {
    if (signal) {
      // Leave the same way the child did, so callers see the signal.
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code ?? 1);
  });
  child.on('error', (error) => {
    console.error(`Could not start ${command}: ${error.message}`);
    process.exit(1);
  });
  return child;
}
