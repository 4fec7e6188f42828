// A server the voice journeys can kill and start again on the same port and DATA_DIR (the shared
// scripts/local-server.mjs always starts afresh): spawn the built server, wait for /api/health,
// SIGKILL it mid-job, restart it. Also the admin CLI (`npm run admin -- codes:create …`) against
// the same DATA_DIR, and signing up through the API.
import { spawn, type ChildProcess, execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findFreePort, repoRoot, seedWithRunDatabase, serverEntry } from '../support/server';

const run = promisify(execFile);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface VoiceServer {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly output: () => string;
  /** SIGKILL, like a crash: no shutdown hooks run. */
  kill: () => Promise<void>;
  /** Starts again on the same port and DATA_DIR. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startVoiceServer(env: Record<string, string> = {}): Promise<VoiceServer> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'twin-voice-e2e-'));
  seedWithRunDatabase(dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';

  const launch = async () => {
    const started = spawn(process.execPath, [serverEntry], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.E2E_SERVER_ECHO === '1') process.stdout.write(chunk);
    };
    started.stdout?.on('data', collect);
    started.stderr?.on('data', collect);
    const deadline = Date.now() + 60_000;
    while (!(await isHealthy(baseUrl))) {
      if (started.exitCode !== null) throw new Error(`The server exited before it was ready:\n${output}`);
      if (Date.now() > deadline) throw new Error(`The server did not become healthy:\n${output}`);
      await delay(200);
    }
  };

  const kill = async () => {
    const running = child;
    if (!running) return;
    running.kill('SIGKILL');
    await exited(running);
    child = null;
  };

  await launch();
  return {
    baseUrl,
    dataDir,
    output: () => output,
    kill,
    restart: async () => {
      await kill();
      await launch();
    },
    stop: async () => {
      const running = child;
      if (running) {
        running.kill('SIGTERM');
        await Promise.race([exited(running), delay(10_000)]);
        if (running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
        child = null;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm run admin -- codes:create …` against the server's DATA_DIR; returns the code (its last line). */
export async function createSignupCode(dataDir: string, args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [
      join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      join(repoRoot, 'apps/server/src/admin/cli.ts'),
      'codes:create',
      ...args,
    ],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir } },
  );
  const code = stdout.trim().split('\n').pop()?.trim();
  if (!code) throw new Error(`No code in the admin output:\n${stdout}`);
  return code;
}

/** Registers through the API with an invitation code; returns the login token. */
export async function signUp(
  baseUrl: string,
  account: { username: string; email: string; password: string; signupCode: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!response.ok || !body.token) throw new Error(`Signup failed (${response.status}): ${body.message}`);
  return body.token;
}

/** GET an API path with the token; the parsed JSON. */
export async function apiGet<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
