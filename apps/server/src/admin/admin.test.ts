// Admin commands through the running server's socket and directly against the database, plus the startup lines.
import { readFileSync, statSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, StartupError, type RunningServer } from '../start';
import { testConfig, tempDir, createFakeAppsRoot } from '../test-support/test-server';
import type { ServerConfig } from '../config';
import { adminSocketPath, sendAdminCommand } from './admin-socket';
import { runCli } from './cli';
import { parseExpiry } from './commands';

const lastLine = (output: string) => output.trim().split('\n').at(-1) ?? '';

describe('admin commands', () => {
  let config: ServerConfig;
  let running: RunningServer | null = null;
  const printed: string[] = [];

  beforeAll(async () => {
    config = testConfig({ dataDir: tempDir(), appsRoot: createFakeAppsRoot() });
    running = await startServer(config, (line) => printed.push(line));
  });
  afterAll(async () => {
    await running?.close();
    rmSync(config.dataDir, { recursive: true, force: true });
    rmSync(config.appsRoot, { recursive: true, force: true });
  });

  it('prints the invitation line (Starter, 3600 tokens, 1 clone, one use) and the running line on a fresh database', async () => {
    const port = running!.port;
    const link = `http://localhost:${port}/signup?code=${running!.invitationCode}`;
    const file = join(config.dataDir, 'invitation.txt');
    expect(printed).toEqual([
      `Invitation: ${link}`,
      `The invitation link is also in ${file} (readable by this user only).`,
      `Twin Studio is running at http://localhost:${port}`,
    ]);
    // The copy an operator can rely on when the output goes to a log others can read.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(`${link}\n`);
    const validation = await fetch(
      `http://127.0.0.1:${port}/api/custom-signup/validate-code/${running!.invitationCode}`,
    );
    expect(await validation.json()).toEqual({ valid: true, planTokensTotal: 3600, voiceClonesAllowed: 1 });
    const listed = await sendAdminCommand(adminSocketPath(config.dataDir), ['codes:list']);
    const row = listed!.output.split('\n').find((line) => line.startsWith(running!.invitationCode!));
    expect(row).toMatch(/Starter\s+3600\s+1\s+0\/1\s+\S+\s+valid/);
  });

  it('listens on DATA_DIR/admin.sock with mode 0600, not on the TCP port', async () => {
    const stats = statSync(adminSocketPath(config.dataDir));
    expect(stats.isSocket()).toBe(true);
    expect(stats.mode & 0o777).toBe(0o600);
    const overTcp = await fetch(`http://127.0.0.1:${running!.port}/run`, {
      method: 'POST',
      body: '{"argv":["users:list"]}',
    });
    expect(overTcp.status).toBe(404);
  });

  it('refuses to start a second server on the same DATA_DIR', async () => {
    await expect(startServer({ ...config, port: 0 }, () => {})).rejects.toBeInstanceOf(StartupError);
  });

  it('codes:create via the socket prints the code alone on the last line, and it validates with its grants', async () => {
    const result = await runCli(
      [
        'codes:create',
        '--plan',
        'Growth',
        '--tokens',
        '7200',
        '--clones',
        '3',
        '--uses',
        '2',
        '--expires',
        '30d',
      ],
      { DATA_DIR: config.dataDir },
    );
    expect(result.exitCode).toBe(0);
    const code = lastLine(result.output);
    expect(code).toMatch(/^[A-Z0-9]{12}$/);
    const response = await running!.app.inject({ url: `/api/custom-signup/validate-code/${code}` });
    expect(response.json()).toEqual({ valid: true, planTokensTotal: 7200, voiceClonesAllowed: 3 });
  });

  it('users:list and upgrades:list via the socket show accounts and requests', async () => {
    const code = lastLine((await runCli(['codes:create'], { DATA_DIR: config.dataDir })).output);
    const register = await running!.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'adminseen',
        email: 'adminseen@example.com',
        password: 'secret-1',
        signupCode: code,
      },
    });
    const token = register.json().token as string;
    await running!.app.inject({
      method: 'POST',
      url: '/api/subscription/upgrade',
      payload: { plan: 'Agency' },
      headers: { authorization: `Bearer ${token}` },
    });
    const usersOut = await runCli(['users:list'], { DATA_DIR: config.dataDir });
    expect(usersOut.output).toMatch(/adminseen\s+adminseen@example\.com\s+Starter\s+0\/3600\s+0\/1/);
    const upgradesOut = await runCli(['upgrades:list'], { DATA_DIR: config.dataDir });
    expect(upgradesOut.output).toMatch(/adminseen\s+adminseen@example\.com\s+Starter\s+Agency/);
  });

  it('bad arguments exit with 2 and the usage text', async () => {
    for (const argv of [
      ['codes:create', '--plan', 'Gold'],
      ['codes:create', '--uses', '0'],
      ['codes:create', '--bogus', '1'],
      ['nope'],
    ]) {
      const result = await runCli(argv, { DATA_DIR: config.dataDir });
      expect(result.exitCode, argv.join(' ')).toBe(2);
      expect(result.output).toContain('Usage: npm run admin');
    }
  });

  it('with the server stopped, the CLI opens the database directly and sees the same data', async () => {
    await running!.close();
    running = null;
    expect(await sendAdminCommand(adminSocketPath(config.dataDir), ['users:list'])).toBeNull();
    const usersOut = await runCli(['users:list'], { DATA_DIR: config.dataDir });
    expect(usersOut.exitCode).toBe(0);
    expect(usersOut.output).toContain('adminseen');
    const created = await runCli(['codes:create', '--plan', 'Pro', '--expires', 'never'], {
      DATA_DIR: config.dataDir,
    });
    const code = lastLine(created.output);
    const codesOut = await runCli(['codes:list'], { DATA_DIR: config.dataDir });
    expect(codesOut.output).toMatch(new RegExp(`${code}\\s+Pro\\s+14400\\s+5\\s+0/1\\s+never\\s+valid`));
  });

  it('a restart on a database with users prints no invitation', async () => {
    const lines: string[] = [];
    running = await startServer(config, (line) => lines.push(line));
    expect(running.invitationCode).toBeNull();
    expect(lines).toEqual([`Twin Studio is running at http://localhost:${running.port}`]);
  });
});

describe('parseExpiry', () => {
  it('reads days, hours, minutes and never', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(parseExpiry('30d', now)?.toISOString()).toBe('2030-01-31T00:00:00.000Z');
    expect(parseExpiry('12h', now)?.toISOString()).toBe('2030-01-01T12:00:00.000Z');
    expect(parseExpiry('90m', now)?.toISOString()).toBe('2030-01-01T01:30:00.000Z');
    expect(parseExpiry('never', now)).toBeNull();
    expect(() => parseExpiry('soon', now)).toThrow(/30d/);
  });
});
