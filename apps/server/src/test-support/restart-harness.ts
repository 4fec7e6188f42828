// The restart tests' scaffolding: real server processes (src/main.ts through tsx, or the built dist/main.js) on a
// DATA_DIR of the test's, waiting on their output lines, killing one with SIGKILL together with the tools it ran
// (ffmpeg, espeak-ng: a test leaves no process behind), a first user, the plan tokens used, and the check that every
// file under DATA_DIR/media has its row.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect } from 'vitest';
import { openDatabase } from '../db/database';
import { mediaFiles } from '../db/schema';
import { seedDatabase } from './seed-database';
import { storedFiles } from './stored-files';
import { createFakeAppsRoot, tempDir } from './test-server';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const repositoryRoot = join(serverDir, '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote so far, stdout and stderr together. */
  output(): string;
}

export interface ServerProcesses {
  start(dataDir: string, extraEnv?: Record<string, string>): ServerProcess;
  /** Kills (SIGKILL) every one still running and waits for them to exit. */
  stopAll(): Promise<void>;
}

/**
 * Starts servers the way `npm start` does: 'source' runs src/main.ts with tsx (no build needed), 'built' runs
 * apps/server/dist/main.js. Jobs poll every second.
 */
export function serverProcesses(options: {
  entry: 'source' | 'built';
  appsRoot: string;
  jwtSecret: string;
}): ServerProcesses {
  const started: ChildProcess[] = [];
  return {
    start(dataDir, extraEnv = {}) {
      const [args, cwd] =
        options.entry === 'source'
          ? [['--import', 'tsx', 'src/main.ts'], serverDir]
          : [['apps/server/dist/main.js'], repositoryRoot];
      const child = spawn(process.execPath, args, {
        cwd,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          TWIN_STUDIO_ROOT: options.appsRoot,
          JWT_SECRET: options.jwtSecret,
          JOB_POLL_INTERVAL_SECONDS: '1',
          ...extraEnv,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.push(child);
      let seen = '';
      child.stdout!.on('data', (chunk: Buffer) => (seen += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (seen += chunk.toString()));
      return { child, output: () => seen };
    },
    async stopAll() {
      for (const child of started) {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await exited(child);
        }
      }
    },
  };
}

export interface RestartTestServers extends ServerProcesses {
  appsRoot: string;
  /** A new DATA_DIR, removed after the file's tests. */
  newDataDir(prefix: string): string;
}

/**
 * Server processes for one test file with a fake apps root; after its tests (afterAll) every one still running is
 * killed and the DATA_DIRs and the apps root are removed.
 */
export function restartTestServers(options: {
  entry: 'source' | 'built';
  jwtSecret: string;
}): RestartTestServers {
  const appsRoot = createFakeAppsRoot();
  const dataDirs: string[] = [];
  const servers = serverProcesses({ ...options, appsRoot });
  afterAll(async () => {
    await servers.stopAll();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    rmSync(appsRoot, { recursive: true, force: true });
  });
  return {
    ...servers,
    appsRoot,
    newDataDir(prefix) {
      const dataDir = tempDir(prefix);
      seedDatabase(dataDir);
      dataDirs.push(dataDir);
      return dataDir;
    },
  };
}

/** Polls `probe` until it answers something other than null; throws (with `detail()`) past `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => T | null | Promise<T | null>,
  timeoutMs: number,
  options: { intervalMs?: number; detail?: () => string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
  const detail = options.detail?.() ?? '';
  throw new Error(detail ? `timed out waiting for ${what}\n${detail}` : `timed out waiting for ${what}`);
}

/** Resolves with the exit code once the process has ended. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Every process under `pid` (the ffmpeg and espeak-ng it runs), from /proc. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Kills the server with SIGKILL, then the tools it was running (a test leaves no process behind). */
export async function killWithItsTools(child: ChildProcess): Promise<void> {
  const orphans = descendants(child.pid!);
  child.kill('SIGKILL');
  await exited(child);
  for (const pid of orphans) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** The first start's invitation (its port and signup code), then its running line; the base URL and the code. */
export async function waitForInvitation(
  server: ServerProcess,
  timeouts: { invitationMs: number; runningMs: number; detail?: boolean },
): Promise<{ base: string; code: string }> {
  const detail = timeouts.detail ? server.output : undefined;
  const [, port, code] = await waitFor(
    'the invitation line',
    () => /Invitation: http:\/\/localhost:(\d+)\/signup\?code=(\w+)/.exec(server.output()),
    timeouts.invitationMs,
    { detail },
  );
  await waitFor(
    'the running line',
    () => (server.output().includes('is running at') ? true : null),
    timeouts.runningMs,
    { detail },
  );
  return { base: `http://127.0.0.1:${port}`, code: code! };
}

/** The base URL once the server prints its running line. */
export async function waitForRunning(
  server: ServerProcess,
  what: string,
  timeoutMs: number,
  options: { detail?: boolean } = {},
): Promise<string> {
  const [, port] = await waitFor(
    what,
    () => /is running at http:\/\/localhost:(\d+)/.exec(server.output()),
    timeoutMs,
    { detail: options.detail ? server.output : undefined },
  );
  return `http://127.0.0.1:${port}`;
}

/** Registers `name` (name@example.com, secret-pass-1) with the invitation's code; expects 201. */
export async function registerUser(
  base: string,
  code: string,
  name: string,
): Promise<{ token: string; user: { id: string }; auth: { authorization: string } }> {
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      password: 'secret-pass-1',
      signupCode: code,
    }),
  });
  expect(registered.status).toBe(201);
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
  return { token, user, auth: { authorization: `Bearer ${token}` } };
}

/** The caller's plan tokens used. */
export async function tokensUsed(base: string, auth: { authorization: string }): Promise<number> {
  const answer = await fetch(`${base}/api/user/token-usage`, { headers: auth });
  return ((await answer.json()) as { plan_tokens_used: number }).plan_tokens_used;
}

/**
 * Opens the stopped server's database, expects the files under media to be exactly those of media_files rows, and
 * runs `more` on the open database; answers the rows' media paths (sorted).
 */
export async function expectMediaMatchesRows(
  dataDir: string,
  options: {
    databaseUrl?: string;
    more?: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>;
  } = {},
): Promise<string[]> {
  const files = storedFiles(dataDir);
  const database = await openDatabase({ dataDir, databaseUrl: options.databaseUrl });
  try {
    const rows = await database.db.select({ path: mediaFiles.relativePath }).from(mediaFiles);
    const expected = rows.map((row) => join('media', ...row.path.split('/'))).sort();
    expect(files.filter((path) => path.startsWith('media'))).toEqual(expected);
    await options.more?.(database.db);
    return expected;
  } finally {
    await database.close();
  }
}
