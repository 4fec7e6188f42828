// Runs the built server (apps/server/dist/main.js) for tests and benchmarks: a free loopback port,
// a fresh temporary DATA_DIR, ready once /api/health answers, the `Invitation: …` line it prints on
// an empty database kept, and stopped with its data deleted afterwards. Plain Node so that
// scripts/bench.mjs and the TypeScript end-to-end tests share it (types in local-server.d.mts).
/* global AbortSignal -- Node 20 has it; the lint config lists only some globals. */
import { cpSync, existsSync } from 'node:fs';
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = dirname(dirname(fileURLToPath(import.meta.url)));
export const serverEntry = join(repoRoot, 'apps', 'server', 'dist', 'main.js');
const adminEntry = join(repoRoot, 'apps', 'server', 'dist', 'admin', 'cli.js');

/**
 * A DATA_DIR holding a migrated PGlite database and nothing else, made by the built admin CLI (a read-only
 * command opens the database and applies the migrations). Servers started with it as `databaseTemplate` get a
 * copy of that database instead of making a PGlite cluster from nothing (about 2.5 s of each start); the copy is
 * what a fresh start would make. Remove it when done.
 */
export async function makeDatabaseTemplate() {
  const dataDir = await mkdtemp(join(tmpdir(), 'twin-db-template-'));
  await promisify(execFile)(process.execPath, [adminEntry, 'users:list'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  return dataDir;
}

/** Copies a template's database (makeDatabaseTemplate) into a new DATA_DIR. */
export function seedDataDir(dataDir, databaseTemplate) {
  if (databaseTemplate) cpSync(join(databaseTemplate, 'db'), join(dataDir, 'db'), { recursive: true });
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

/** The invitation link and its code from the server's output, or null when there is none yet. */
export function parseInvitation(text) {
  const match = /Invitation:\s*(\S+)/.exec(text);
  if (!match?.[1]) return null;
  let code = null;
  try {
    code = new URL(match[1]).searchParams.get('code');
  } catch {
    return null;
  }
  return code ? { url: match[1], code } : null;
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function isHealthy(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) return false;
    const body = await response.json();
    return body?.ok === true;
  } catch {
    return false;
  }
}

function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child, timeoutMs) {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts the server and resolves once it is healthy. Options: env (extra variables), readyTimeoutMs
 * (default 60 s), echo (copy its output to this process's stdout), databaseTemplate (makeDatabaseTemplate).
 */
export async function startLocalServer(options = {}) {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} does not exist: build first (npx turbo run build).`);
  }
  const port = await findFreePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'twin-server-'));
  seedDataDir(dataDir, options.databaseTemplate);
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  let invitation = null;
  const collect = (chunk) => {
    const text = chunk.toString();
    output += text;
    if (options.echo) process.stdout.write(text);
    invitation ??= parseInvitation(output);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const stop = async () => {
    if (!hasExited(child)) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 10_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (!(await isHealthy(baseUrl))) {
    if (hasExited(child)) {
      await stop();
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer /api/health in time:\n${output}`);
    }
    await delay(200);
  }
  // The invitation line may come just before or just after the server starts listening.
  const invitationDeadline = Date.now() + 5_000;
  while (!invitation && Date.now() < invitationDeadline) await delay(100);

  return {
    baseUrl,
    port,
    dataDir,
    invitationUrl: invitation?.url ?? null,
    invitationCode: invitation?.code ?? null,
    output: () => output,
    stop,
  };
}
