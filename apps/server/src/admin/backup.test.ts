// Backup and restore through the CLI: `backup` reaches the running server over its socket while a generation runs;
// `restore` into a new, empty DATA_DIR brings back the account, its voice, consent, takes, timeline audio and their files,
// which a fresh server then serves. Archives that are not ours, or hold unsafe entries, and DATA_DIRs that are not
// empty are refused with a message and leave nothing behind.
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../start';
import { storedFiles } from '../test-support/voice-test-client';
import { fixture } from '../test-support/audio-fixtures';
import { recordPassedConsent } from '../test-support/consent-client';
import { upload } from '../test-support/voice-test-client';
import { createVoice, speechRequest, tokenUsage, type TestVoice } from '../test-support/speech-client';
import {
  createFakeAppsRoot,
  getWithToken,
  postJson,
  registerAccount,
  startTestServer,
  tempDir,
  testConfig,
  type TestServer,
} from '../test-support/test-server';
import {
  freshPostgresDatabase,
  testDatabaseUrl,
  type FreshDatabase,
} from '../test-support/postgres-database';
import type { ServerConfig } from '../config';
import { runCli } from './cli';

const run = promisify(execFile);
const scratch = tempDir();
const archive = join(scratch, 'backup.tar');
let config: ServerConfig;
let running: RunningServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let voice: TestVoice;
let takeId: string;
let consentId: string;
let uploadedId: string;
const originals = new Map<string, Buffer>();

const env = (dataDir: string): NodeJS.ProcessEnv => ({ DATA_DIR: dataDir, INIT_CWD: scratch });

async function bytesOf(app: TestServer['app'] | RunningServer['app'], id: string, token: string) {
  const response = await getWithToken(app, `/api/audio/${id}`, token);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

beforeAll(async () => {
  config = testConfig({
    dataDir: tempDir(),
    appsRoot: createFakeAppsRoot(),
    jobs: { pollingIntervalSeconds: 1 },
  });
  running = await startServer(config, () => {});
  owner = await registerAccount(running.app, { plan: 'Pro', planTokens: 3600, voiceClones: 3 });
  voice = await createVoice(running.app, owner.token, 'quick');
  consentId = (await recordPassedConsent(running.app, owner.token)).id;
  const take = await postJson(
    running.app,
    '/api/tts/generate',
    speechRequest(voice, 'Kept safe in a backup.'),
    owner.token,
  );
  expect(take.statusCode, take.body).toBe(200);
  takeId = take.json().clip.id;
  const uploaded = await upload(running.app, '/api/audio/upload', owner.token, {}, [
    { field: 'audio', path: await fixture('speech-3s.wav'), filename: 'intro.wav' },
  ]);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  uploadedId = uploaded.json().clip.id;
  for (const id of [takeId, uploadedId]) originals.set(id, await bytesOf(running.app, id, owner.token));
}, 240_000);

afterAll(async () => {
  await running.close().catch(() => {});
  for (const dir of [config.dataDir, config.appsRoot, scratch]) rmSync(dir, { recursive: true, force: true });
});

describe('backup', () => {
  it('is written by the running server (0600) while a generation runs, naming what it holds', async () => {
    const generating = postJson(
      running.app,
      '/api/tts/generate',
      speechRequest(voice, 'Spoken while the backup runs.'),
      owner.token,
    );
    const result = await runCli(['backup', 'backup.tar'], env(config.dataDir));
    expect((await generating).statusCode).toBe(200);
    expect(result.exitCode, result.output).toBe(0);
    expect(result.output).toMatch(/^Backup written to .*backup\.tar \([\d.]+ MB\): \d+ media files; rows: /);
    expect(result.output).toContain('users 1');
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(config.dataDir, 'backup-staging'))).toEqual([]);
    const { stdout } = await run('tar', ['-tf', archive]);
    expect(stdout).toContain('./twin-studio-backup.json');
    expect(stdout).toContain(`./media/${owner.userId}/speech/${takeId}.wav`);
    expect(stdout).toContain('./watermark-key');
  });
});

describe('restore', () => {
  let restoredDir: string;
  let restored: TestServer;

  beforeAll(async () => {
    await running.close();
    restoredDir = tempDir();
    rmSync(restoredDir, { recursive: true, force: true });
  });
  afterAll(() => restored?.close());

  it('refuses while a server runs on the DATA_DIR', async () => {
    const busyDir = tempDir();
    const busy = await startServer(testConfig({ dataDir: busyDir, appsRoot: config.appsRoot }), () => {});
    try {
      const result = await runCli(['restore', archive], env(busyDir));
      expect(result).toEqual({
        output: `A server is running with DATA_DIR ${busyDir}. Stop it first.`,
        exitCode: 1,
      });
    } finally {
      await busy.close();
      rmSync(busyDir, { recursive: true, force: true });
    }
  });

  it('brings back the account, voice, takes and files into an empty DATA_DIR, for a fresh server', async () => {
    const result = await runCli(['restore', 'backup.tar'], env(restoredDir));
    expect(result.exitCode, result.output).toBe(0);
    expect(result.output).toMatch(/^Restored .*backup\.tar: \d+ media files; rows: .*users 1/);
    expect(storedFiles(restoredDir).length).toBeGreaterThanOrEqual(originals.size);
    expect((await run('find', [restoredDir, '-perm', '/077'])).stdout).toBe('');
    // The watermark key came back too: `watermark:check` names a restored take's clip and owner (exit 0), and
    // finds nothing in the uploaded audio, which is the user's own and unmarked (exit 1).
    const takeFile = join(restoredDir, 'media', owner.userId, 'speech', `${takeId}.wav`);
    const check = await runCli(['watermark:check', takeFile], env(restoredDir));
    expect(check.exitCode, check.output).toBe(0);
    expect(check.output).toContain(`carries the Twin Studio watermark`);
    expect(check.output).toContain(`clip ${takeId}, owner ${owner.email}`);
    const [uploadedFile] = storedFiles(restoredDir).filter((file) => file.includes(uploadedId));
    const unmarked = await runCli(['watermark:check', join(restoredDir, uploadedFile!)], env(restoredDir));
    expect(unmarked.exitCode, unmarked.output).toBe(1);
    expect(unmarked.output).toMatch(/^No Twin Studio watermark in .* \(score [\d.-]+, threshold [\d.]+\)\.$/);

    restored = await startTestServer({ dataDir: restoredDir });
    const login = await postJson(restored.app, '/api/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().token as string;
    // The old session still works too: the JWT secret came back with the data.
    expect((await getWithToken(restored.app, '/api/user/profile', owner.token)).statusCode).toBe(200);
    const models = (await getWithToken(restored.app, '/api/voice/models', token)).json().models;
    expect(models.map((model: { id: string }) => model.id)).toEqual([voice.id]);
    const clips = (await getWithToken(restored.app, `/api/voice/reference-clips/${voice.id}`, token)).json()
      .clips;
    expect(clips.map((clip: { clip_id: string }) => clip.clip_id)).toEqual(voice.clipIds);
    const clipAudio = await restored.app.inject({ method: 'GET', url: clips[0].audio_url });
    expect(clipAudio.statusCode).toBe(200);
    for (const [id, bytes] of originals)
      expect((await bytesOf(restored.app, id, token)).equals(bytes)).toBe(true);
    const usage = await tokenUsage(restored.app, token);
    expect(usage.plan_tokens_used).toBeGreaterThan(0);
    // The consent record and its clip came back (issue 23).
    const consents = (await getWithToken(restored.app, '/api/consent', token)).json().consents;
    const listed = consents.map((consent: { id: string; status: string }) => [consent.id, consent.status]);
    expect(listed[0]).toEqual([consentId, 'passed']);
    // Readings the words check missed before it (newest first, so after it here) came back too, as failed records.
    expect(listed.slice(1).every(([, status]: string[]) => status === 'failed')).toBe(true);
    const consentClip = await restored.app.inject({ method: 'GET', url: consents[0].mediaUrl });
    expect(consentClip.statusCode).toBe(200);
    expect(consentClip.rawPayload.length).toBeGreaterThan(10_000);
    // Every media row has its file (the generation made during the backup included or not, but whole).
    const rows = await restored.app.database.db.query.mediaFiles.findMany();
    for (const row of rows)
      expect(statSync(join(restoredDir, 'media', row.relativePath)).isFile()).toBe(true);
  });

  it('refuses a DATA_DIR that is not empty', async () => {
    const result = await runCli(['restore', archive], env(restoredDir));
    expect(result.exitCode).toBe(1);
    expect(result.output).toMatch(
      /^DATA_DIR .* is not empty \(it holds .*\)\. Restore into a new, empty DATA_DIR\.$/,
    );
  });

  it('refuses files that are not our backups, or hold unsafe entries, leaving the DATA_DIR empty', async () => {
    const target = tempDir();
    const notTar = join(scratch, 'notes.tar');
    writeFileSync(notTar, 'just text');
    const unsafe = join(scratch, 'unsafe');
    mkdirSync(join(unsafe, 'media'), { recursive: true });
    writeFileSync(join(unsafe, 'twin-studio-backup.json'), '{}');
    symlinkSync('/etc/passwd', join(unsafe, 'media', 'link.wav'));
    await run('tar', ['-cf', join(scratch, 'unsafe.tar'), '-C', unsafe, '.']);
    const damaged = join(scratch, 'damaged');
    mkdirSync(damaged);
    writeFileSync(join(damaged, 'twin-studio-backup.json'), '{"format":"twin-studio-backup"');
    await run('tar', ['-cf', join(scratch, 'damaged.tar'), '-C', damaged, '.']);

    const outcomes = [];
    for (const file of ['notes.tar', 'unsafe.tar', 'damaged.tar', 'missing.tar']) {
      outcomes.push(await runCli(['restore', file], env(target)));
    }
    expect(outcomes.map((outcome) => outcome.exitCode)).toEqual([1, 1, 1, 1]);
    expect(outcomes[0]!.output).toBe(`${notTar} is not a Twin Studio backup (tar could not read it).`);
    expect(outcomes[1]!.output).toBe(
      `${join(scratch, 'unsafe.tar')} holds an unexpected entry: media/link.wav -> /etc/passwd.`,
    );
    expect(outcomes[2]!.output).toBe("The backup's twin-studio-backup.json is damaged (not JSON).");
    expect(outcomes[3]!.output).toBe(`${join(scratch, 'missing.tar')} does not exist.`);
    expect((await run('find', [target, '-mindepth', '1'])).stdout).toBe('');
    rmSync(target, { recursive: true, force: true });
  });
});

describe.skipIf(!testDatabaseUrl)('backup and restore on PostgreSQL', () => {
  const databases: FreshDatabase[] = [];
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const database of databases) await database.drop();
  });

  it('copies a PostgreSQL database and its media into another, refusing one that holds rows', async () => {
    const [from, into] = await Promise.all([
      freshPostgresDatabase(testDatabaseUrl!, 'twin_backup_from'),
      freshPostgresDatabase(testDatabaseUrl!, 'twin_backup_into'),
    ]);
    databases.push(from, into);
    const source = await startTestServer({ databaseUrl: from.url });
    servers.push(source);
    const account = await registerAccount(source.app);
    const uploaded = await upload(source.app, '/api/audio/upload', account.token, {}, [
      { field: 'audio', path: await fixture('speech-3s.wav') },
    ]);
    const audioId = uploaded.json().clip.id as string;
    const original = await bytesOf(source.app, audioId, account.token);
    const file = join(scratch, 'postgres.tar');
    const backup = await runCli(['backup', file], {
      DATA_DIR: source.config.dataDir,
      DATABASE_URL: from.url,
    });
    expect(backup.exitCode, backup.output).toBe(0);

    const dataDir = tempDir();
    const restore = await runCli(['restore', file], { DATA_DIR: dataDir, DATABASE_URL: into.url });
    expect(restore.exitCode, restore.output).toBe(0);
    const copy = await startTestServer({ databaseUrl: into.url, dataDir });
    servers.push(copy);
    expect((await bytesOf(copy.app, audioId, account.token)).equals(original)).toBe(true);

    const again = await runCli(['restore', file], { DATA_DIR: tempDir(), DATABASE_URL: into.url });
    expect(again.exitCode).toBe(1);
    expect(again.output).toMatch(/^The database is not empty: \w+ holds rows\.$/);
  });
});
