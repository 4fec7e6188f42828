// Worker liveness: on PostgreSQL a job held by a live worker is not abandoned, and is the moment the worker's
// connection dies (as when its server is killed) or its work ends; on PGlite only at start.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshPostgresDatabase,
  testDatabaseUrl,
  type FreshDatabase,
} from '../test-support/postgres-database';
import { lockKey, postgresLiveness, singleProcessLiveness } from './worker-liveness';

describe('on PGlite (one process)', () => {
  it('calls every active job abandoned at start and none later', async () => {
    expect(await singleProcessLiveness.isAbandoned('job-1', true)).toBe(true);
    expect(await singleProcessLiveness.isAbandoned('job-1', false)).toBe(false);
    expect(await singleProcessLiveness.hold('job-1', async () => 'done')).toBe('done');
  });
});

describe.skipIf(!testDatabaseUrl)('on PostgreSQL (advisory locks)', () => {
  let database: FreshDatabase;
  let observerPool: pg.Pool;
  const observer = () => postgresLiveness(observerPool);

  beforeAll(async () => {
    database = await freshPostgresDatabase(testDatabaseUrl!, 'twin_liveness');
    observerPool = new pg.Pool({ connectionString: database.url, max: 2 });
  });
  afterAll(async () => {
    await observerPool?.end();
    await database?.drop();
  });

  it('sees a running job as alive, and abandoned once its work ends', async () => {
    const workerPool = new pg.Pool({ connectionString: database.url, max: 2 });
    let finish = () => {};
    const running = postgresLiveness(workerPool).hold(
      'job-a',
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    await expect.poll(() => observer().isAbandoned('job-a', false)).toBe(false);
    expect(await observer().isAbandoned('job-b', false)).toBe(true);
    finish();
    await running;
    expect(await observer().isAbandoned('job-a', false)).toBe(true);
    await workerPool.end();
  });

  it('sees a job as abandoned as soon as its worker’s connection dies', async () => {
    const worker = new pg.Client({ connectionString: database.url });
    worker.on('error', () => {}); // the connection is cut on purpose below
    await worker.connect();
    await worker.query('SELECT pg_try_advisory_lock(hashtextextended($1, 0))', [lockKey('job-c')]);
    expect(await observer().isAbandoned('job-c', false)).toBe(false);
    // What a SIGKILL does to the worker's socket.
    (worker as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await expect.poll(() => observer().isAbandoned('job-c', false), { timeout: 5_000 }).toBe(true);
  });
});
