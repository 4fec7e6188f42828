// The real entry point as a process: env configuration, generated JWT secret (0600), the printed lines, health,
// a clean exit on SIGTERM, and a DATA_DIR that no other local user can read or write.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createFakeAppsRoot, tempDir } from './test-support/test-server';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(serverDir, '..', '..', 'node_modules', '.bin', 'tsx');

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs = 45_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}; output:\n${seen}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      for (const line of seen.split('\n')) {
        const match = line.match(pattern);
        if (match) {
          clearTimeout(timer);
          child.stdout?.off('data', onData);
          resolve(match);
          return;
        }
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`exited with ${code} before ${pattern}; output:\n${seen}`)),
    );
  });
}

/** One second of a 440 Hz tone as 16-bit mono WAV, built in memory. */
function toneWav(): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate * 2);
  for (let i = 0; i < rate; i += 1)
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Every path under root, folders included (symbolic links not followed). */
function walk(root: string): string[] {
  const paths = [root];
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (lstatSync(path).isDirectory()) paths.push(...walk(path));
    else paths.push(path);
  }
  return paths;
}

/** Whether another local user can be switched to here (root with runuser, as CI runs). */
const canSwitchUser =
  process.getuid?.() === 0 && spawnSync('runuser', ['-u', 'nobody', '--', 'true']).status === 0;

describe('main.ts', () => {
  // Made world-readable on purpose, with a leftover world-readable file: the server repairs both at start.
  const dataDir = tempDir('twin-main-');
  chmodSync(dataDir, 0o755);
  mkdirSync(join(dataDir, 'media'), { mode: 0o755 });
  writeFileSync(join(dataDir, 'media', 'leftover.txt'), 'left by an older version', { mode: 0o644 });
  chmodSync(join(dataDir, 'media'), 0o755);
  chmodSync(join(dataDir, 'media', 'leftover.txt'), 0o644);
  const appsRoot = createFakeAppsRoot();
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(appsRoot, { recursive: true, force: true });
  });

  it('starts from the environment, prints the invitation and running lines, and stops on SIGTERM', async () => {
    const child = spawn(tsx, ['src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        TWIN_STUDIO_ROOT: appsRoot,
        JWT_SECRET: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const invitation = waitForLine(
        child,
        /^Invitation: http:\/\/localhost:(\d+)\/signup\?code=([A-Z0-9]{12})$/,
      );
      const runningLine = await waitForLine(child, /^Twin Studio is running at http:\/\/localhost:(\d+)$/);
      const [, port, code] = await invitation;
      expect(runningLine[1]).toBe(port);

      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toEqual({
        ok: true,
        speech: 'embedded',
        transcription: 'embedded',
        translation: 'embedded',
        lipsync: 'embedded',
        lipsyncEngine: 'face',
      });
      const validate = await fetch(`http://127.0.0.1:${port}/api/custom-signup/validate-code/${code}`);
      expect(await validate.json()).toEqual({ valid: true, planTokensTotal: 3600, voiceClonesAllowed: 1 });
      expect(await (await fetch(`http://127.0.0.1:${port}/login`)).text()).toContain('STUDIO APP');

      const secretFile = join(dataDir, 'jwt-secret');
      expect(statSync(secretFile).mode & 0o777).toBe(0o600);
      expect(readFileSync(secretFile, 'utf8').trim().length).toBeGreaterThanOrEqual(32);

      // A user and an uploaded file, so the database and media hold something worth protecting.
      const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          username: 'private_owner',
          email: 'owner@example.com',
          password: 'secret123',
          signupCode: code,
        }),
      });
      expect(registered.status).toBe(201);
      const { token } = (await registered.json()) as { token: string };
      const form = new FormData();
      form.append('audio', new Blob([toneWav()], { type: 'audio/wav' }), 'tone.wav');
      const uploaded = await fetch(`http://127.0.0.1:${port}/api/audio/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });

  it('leaves every folder under DATA_DIR 0700 and every file 0600 after a start that stored a user and a file', () => {
    const paths = walk(dataDir);
    expect(paths.some((path) => path.includes(`${join(dataDir, 'db')}/`))).toBe(true);
    expect(paths.some((path) => path.startsWith(join(dataDir, 'media')) && path.endsWith('.wav'))).toBe(true);
    const open = paths.filter((path) => (lstatSync(path).mode & 0o077) !== 0);
    expect(open).toEqual([]);
  });

  it.skipIf(!canSwitchUser)('another local user can neither read nor write anything under DATA_DIR', () => {
    // One shell as nobody tries every path and prints those it could read, write or list.
    const script =
      'for p in "$@"; do { [ -r "$p" ] || [ -w "$p" ]; } && echo "$p"; done; cat "$0" 2>/dev/null && echo read';
    const paths = walk(dataDir);
    const run = spawnSync(
      'runuser',
      ['-u', 'nobody', '--', 'sh', '-c', script, join(dataDir, 'jwt-secret'), ...paths],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).not.toBeNull();
    expect(run.stdout.trim()).toBe('');
    expect(paths.length).toBeGreaterThan(10);
  });
});
