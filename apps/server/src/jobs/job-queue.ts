// The job queue: pg-boss 10 on the application's own database (PGlite or PostgreSQL). pg-boss owns retries,
// expiry and the job table (schema `pgboss`); the domain tables keep status, progress text and error messages.
// Every handler runs under worker-liveness.ts's hold, so `isAbandoned` can tell an active job whose server died
// (on PGlite: any active job at start; on PostgreSQL: one whose worker's advisory lock is gone).
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/database';
import { executorFor } from './database-executor';
import { livenessFor, type WorkerLiveness } from './worker-liveness';

/** What job handlers log to: Fastify's logger in the server, a console logger in the worker (worker.ts). */
export type JobLog = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

export interface JobQueueOptions {
  /** How often an idle worker looks for work (pg-boss polls; `send` also wakes local workers at once). */
  pollingIntervalSeconds: number;
  onError(error: unknown): void;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface QueuedJobInfo {
  id: string;
  state: JobState;
  retryCount: number;
  retryLimit: number;
}

export class JobQueue {
  private readonly workers = new Map<string, string>();
  private stopped = false;

  private constructor(
    readonly boss: PgBoss,
    private readonly liveness: WorkerLiveness,
    private readonly options: JobQueueOptions,
  ) {}

  static async start(handle: DatabaseHandle, options: JobQueueOptions): Promise<JobQueue> {
    const boss = new PgBoss({
      db: executorFor(handle),
      schedule: false, // no cron jobs; saves the timekeeper's polling
      supervise: true, // expiry and archiving
      maintenanceIntervalSeconds: 60,
    });
    boss.on('error', (error) => options.onError(error));
    await boss.start();
    return new JobQueue(boss, livenessFor(handle), options);
  }

  async createQueue(name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
    await this.boss.createQueue(name, { name, ...options });
  }

  async send(name: string, data: object): Promise<string> {
    const id = await this.boss.send(name, data);
    if (!id) throw new Error(`pg-boss refused a job for ${name}`);
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
    return id;
  }

  async work<T extends object>(
    name: string,
    handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
  ): Promise<void> {
    const id = await this.boss.work<T>(
      name,
      { pollingIntervalSeconds: this.options.pollingIntervalSeconds, includeMetadata: true, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await this.liveness.hold(job.id, () => handler(job));
      },
    );
    this.workers.set(name, id);
  }

  async job(name: string, id: string): Promise<QueuedJobInfo | null> {
    const job = await this.boss.getJobById(name, id, { includeArchive: true });
    if (!job) return null;
    return { id: job.id, state: job.state, retryCount: job.retryCount, retryLimit: job.retryLimit };
  }

  /** True when the active job `id` has no live worker (its server died); `atStart` before this process ran any. */
  isAbandoned(id: string, atStart: boolean): Promise<boolean> {
    return this.liveness.isAbandoned(id, atStart);
  }

  /** Marks a job failed; pg-boss retries it when it has retries left. */
  async fail(name: string, id: string, reason: string): Promise<void> {
    await this.boss.fail(name, id, { message: reason });
  }

  /** Stops fetching, waits (up to `timeoutMs`) for running handlers, then stops the maintenance timers. */
  async stop(timeoutMs = 8000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}
