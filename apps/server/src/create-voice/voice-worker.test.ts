// The job queues in a separate worker process (src/worker.ts, `npm run worker`): an HTTP-only server (RUN_JOBS
// off) queues a voice job and leaves it alone; a worker process on the same PostgreSQL database and DATA_DIR runs
// it to completion. With the embedded PGlite the worker refuses to start. The PostgreSQL part runs when
// TEST_DATABASE_URL names a server (npm test starts a throwaway one).
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_QUEUE } from './voice-job-runner';
import {
  freshPostgresDatabase,
  testDatabaseUrl,
  type FreshDatabase,
} from '../test-support/postgres-database';
import {
  getWithToken,
  registerAccount,
  startTestServer,
  tempDir,
  TEST_JWT_SECRET,
  type TestServer,
} from '../test-support/test-server';
import { pgliteRefusal } from '../worker';
import { fixture } from '../test-support/audio-fixtures';
import { upload, waitForVoiceJob, type JobAnswer } from '../test-support/voice-test-client';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsx = join(serverDir, '..', '..', 'node_modules', '.bin', 'tsx');

function startWorkerProcess(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(tsx, ['src/worker.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', RUN_JOBS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let seen = '';
  child.stdout!.on('data', (chunk: Buffer) => (seen += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (seen += chunk.toString()));
  return { child, output: () => seen };
}

async function waitFor(what: string, probe: () => boolean, timeoutMs: number, detail: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${detail()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('the worker with the embedded PGlite', () => {
  it('refuses to start, saying why', async () => {
    const dataDir = tempDir('twin-worker-pglite-');
    try {
      const worker = startWorkerProcess({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET });
      expect(await exited(worker.child)).toBe(1);
      expect(worker.output()).toContain(pgliteRefusal);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.skipIf(!testDatabaseUrl)('an HTTP-only server and a worker process on PostgreSQL', () => {
  let database: FreshDatabase;
  let server: TestServer;
  let worker: ReturnType<typeof startWorkerProcess> | null = null;

  beforeAll(async () => {
    database = await freshPostgresDatabase(testDatabaseUrl!, 'twin_worker');
    server = await startTestServer({
      databaseUrl: database.url,
      jobs: { run: false, pollingIntervalSeconds: 1 },
    });
  }, 120_000);
  afterAll(async () => {
    if (worker && worker.child.exitCode === null && worker.child.signalCode === null) {
      worker.child.kill('SIGKILL');
    }
    await server?.close();
    await database?.drop();
  });

  it('runs a voice job the server queued, to completion, in the worker process', async () => {
    const owner = await registerAccount(server.app, { plan: 'Pro', planTokens: 3600, voiceClones: 10 });
    const created = await upload(
      server.app,
      '/api/voice/quick-clone',
      owner.token,
      { name: 'Worker Quick', type: 'quick_clone' },
      [{ field: 'audio', path: await fixture('speech-10s.wav') }],
    );
    expect(created.statusCode, created.body).toBe(201);
    const { job_id: jobId } = created.json() as { job_id: string };

    // The HTTP-only server handed the job to pg-boss and runs nothing itself.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const waiting = (
      await getWithToken(server.app, `/api/voice/jobs/${jobId}`, owner.token)
    ).json() as JobAnswer;
    expect(waiting.status).toBe('queued');
    const result = await server.app.database.db.execute(
      sql`select state from pgboss.job where name = ${VOICE_QUEUE}`,
    );
    const [bossJob] = (result as unknown as { rows: { state: string }[] }).rows;
    expect(bossJob?.state).toBe('created');

    const started = startWorkerProcess({
      DATA_DIR: server.config.dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: TEST_JWT_SECRET,
      JOB_POLL_INTERVAL_SECONDS: '1',
      LOG_LEVEL: 'warn',
    });
    worker = started;
    await waitFor(
      'the worker to start',
      () => started.output().includes('Twin Studio worker is running the job queues.'),
      60_000,
      started.output,
    );
    const { job, seen } = await waitForVoiceJob(server.app, owner.token, jobId, 120_000);
    expect(job.status, `${job.error_message ?? ''}\n${started.output()}`).toBe('completed');
    expect(seen).toContain('completed');
    const clips = (
      await getWithToken(server.app, `/api/voice/reference-clips/${job.model_id}`, owner.token)
    ).json() as { clips: unknown[] };
    expect(clips.clips.length).toBeGreaterThan(0);

    started.child.kill('SIGTERM');
    expect(await exited(started.child)).toBe(0);
  }, 240_000);
});
