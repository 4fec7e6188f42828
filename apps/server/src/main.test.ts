// The real entry point as a process: env configuration, generated JWT secret (0600), the printed lines, health,
// and a clean exit on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
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

describe('main.ts', () => {
  const dataDir = tempDir('twin-main-');
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
      expect(await health.json()).toEqual({ ok: true });
      const validate = await fetch(`http://127.0.0.1:${port}/api/custom-signup/validate-code/${code}`);
      expect(await validate.json()).toEqual({ valid: true, planTokensTotal: 3600, voiceClonesAllowed: 1 });
      expect(await (await fetch(`http://127.0.0.1:${port}/login`)).text()).toContain('STUDIO APP');

      const secretFile = join(dataDir, 'jwt-secret');
      expect(statSync(secretFile).mode & 0o777).toBe(0o600);
      expect(readFileSync(secretFile, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
