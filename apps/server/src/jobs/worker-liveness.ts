// Tells a job whose worker died (a server killed mid-job) from one a live worker is running, so a restart can hand
// the dead worker's job back to pg-boss at once instead of waiting for its expiry (30 minutes).
// - PostgreSQL: while a handler runs, its process holds a session advisory lock named after the pg-boss job on a
//   connection of its own. PostgreSQL drops the lock the moment that process's connection closes — a SIGKILL
//   included — so a job pg-boss calls active whose lock is free has no live worker (any server process may ask).
//   The one gap: the few milliseconds between pg-boss handing a job out and its handler taking the lock.
// - PGlite: only this process can open the database, so at start every active job is a leftover of a crash, and
//   later none is (handlers hold nothing).
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/database';

export interface WorkerLiveness {
  /** Runs `work` for the pg-boss job `jobId`, marked as having a live worker until it settles. */
  hold<T>(jobId: string, work: () => Promise<T>): Promise<T>;
  /** True when no live worker runs the active job `jobId`; `atStart` while this process has run no job yet. */
  isAbandoned(jobId: string, atStart: boolean): Promise<boolean>;
}

/** The advisory lock's name for a pg-boss job (hashed to PostgreSQL's 64-bit lock key). */
export const lockKey = (jobId: string) => `twin-studio job ${jobId}`;
const LOCK = 'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked';
const UNLOCK = 'SELECT pg_advisory_unlock(hashtextextended($1, 0))';
/** An observer's isAbandoned holds the lock for an instant while it looks; the worker waits that out. */
const LOCK_ATTEMPTS = 40;
const LOCK_RETRY_MS = 25;

async function takeLock(client: pg.PoolClient, jobId: string): Promise<void> {
  for (let attempt = 1; attempt < LOCK_ATTEMPTS; attempt += 1) {
    const result = await client.query<{ locked: boolean }>(LOCK, [lockKey(jobId)]);
    if (result.rows[0]?.locked === true) return;
    await sleep(LOCK_RETRY_MS);
  }
  // Still held elsewhere (an expired job's earlier worker): run anyway; that worker's lock marks the job alive.
  await client.query(LOCK, [lockKey(jobId)]);
}

export function postgresLiveness(pool: pg.Pool): WorkerLiveness {
  return {
    async hold(jobId, work) {
      const client = await pool.connect();
      try {
        await takeLock(client, jobId);
        return await work();
      } finally {
        // Unlocked on the connection that locked it; a broken connection is dropped (and its lock with it).
        await client.query(UNLOCK, [lockKey(jobId)]).then(
          () => client.release(),
          (error: Error) => client.release(error),
        );
      }
    },
    async isAbandoned(jobId) {
      const client = await pool.connect();
      try {
        const result = await client.query<{ locked: boolean }>(LOCK, [lockKey(jobId)]);
        const free = result.rows[0]?.locked === true;
        if (free) await client.query(UNLOCK, [lockKey(jobId)]);
        return free;
      } finally {
        client.release();
      }
    },
  };
}

export const singleProcessLiveness: WorkerLiveness = {
  hold: (_jobId, work) => work(),
  isAbandoned: (_jobId, atStart) => Promise.resolve(atStart),
};

/** Drizzle keeps the driver's client as `$client` (a pg.Pool for PostgreSQL). */
export function livenessFor(handle: DatabaseHandle): WorkerLiveness {
  if (handle.driver === 'pglite') return singleProcessLiveness;
  return postgresLiveness((handle.db as unknown as { $client: pg.Pool }).$client);
}
