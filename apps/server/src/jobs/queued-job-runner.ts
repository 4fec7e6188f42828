// A job of a domain table worked on its own pg-boss queue: the scaffolding every queued feature shares (voice,
// video processing, lip-sync, localization), each giving its queue, its row lookups and transitions, its
// `process(row, signal)` and how its errors read. The row keeps status, progress and message; pg-boss keeps
// retries and expiry. One job at a time per process (the queue's batch size 1), with an optional time limit; when an
// attempt ends, for any reason, its signal is aborted, so every tool it started is killed (media/run-process.ts).
// Crash recovery at start (and a check every minute, leaving young rows alone: a request may be between its insert
// and the send): each unfinished row meets its pg-boss job — active with no live worker (worker-liveness.ts) →
// failed in pg-boss (it retries or gives up); gone or ended → the row fails with the interrupted message; never
// sent → sent now. Stopping aborts the running pipelines and puts their rows back in the queue's waiting stage, so
// pg-boss retries them after the restart.
import type PgBoss from 'pg-boss';
import type { JobLog, JobQueue } from './job-queue';

const RECONCILE_EVERY_MS = 60_000;
/** The periodic check leaves rows younger than this alone. */
const RECONCILE_MIN_AGE_SECONDS = 120;

/** The job ended some other way meanwhile (failed by recovery); nothing is stored and the attempt just ends. */
export class JobEndedMeanwhileError extends Error {}

/** What the runner reads of a row. */
export interface QueuedRow {
  id: string;
  status: string;
  bossJobId: string | null;
  updatedAt: Date;
}

export interface QueuedJobDefinition<Row extends QueuedRow> {
  /** The pg-boss queue's name and its retries; its expiry is the time limit and a margin unless given. */
  name: string;
  queueOptions: { retryLimit: number; retryDelay: number; expireInSeconds?: number };
  /** The job data's field holding the row's id (as the queue has always been sent). */
  dataKey: string;
  /** The job's name in the logs ("<label> job failed"). */
  label: string;
  queue: JobQueue;
  log: JobLog;
  /** A time limit per attempt: past it the attempt's signal is aborted. None when absent. */
  timeLimitMs?: number;
  findUnfinished(): Promise<Row[]>;
  findRow(id: string): Promise<Row | null>;
  /** The statuses of a row not yet ended (a job whose row ended is skipped). */
  unfinishedStatuses: readonly string[];
  setBossJobId(id: string, bossJobId: string): Promise<void>;
  /** Back to the stage of a row waiting for its queue. */
  requeue(row: Row): Promise<unknown>;
  /** Ends the row as failed with `message` (once), with whatever goes with it (refunds, files). */
  fail(row: Row, message: string): Promise<unknown>;
  process(row: Row, signal: AbortSignal): Promise<void>;
  interruptedMessage: string;
  /** The message of an attempt that ran out of time, when `error` is that (`timedOut`: our limit was hit). */
  tookTooLong?(error: unknown, timedOut: boolean): string | null;
  /** The message of an error no retry can fix (the job fails at once, without an error log), else null. */
  refusal(error: unknown): string | null;
  /** The message of a failure on the last try. */
  failureMessage(error: unknown): string;
}

export interface QueuedJobRunner {
  /**
   * Creates the queue; with 'work' (the default) also recovers unfinished jobs and starts working. 'send' is for an
   * HTTP-only server whose jobs separate worker processes run: it only hands new jobs to pg-boss.
   */
  start(mode?: 'work' | 'send'): Promise<void>;
  /** Hands a row to pg-boss and stores the pg-boss job's id on it. */
  enqueue(id: string): Promise<void>;
  /** Stops running pipelines (their jobs go back to waiting and pg-boss retries them after a restart). */
  stop(): Promise<void>;
  /** Matches unfinished rows (older than `minAgeSeconds`, 0: all) with their pg-boss jobs. */
  reconcile(minAgeSeconds: number): Promise<void>;
}

type JobData = Record<string, string>;

/** Seconds pg-boss waits past an attempt's time limit before it counts the attempt as lost. */
const EXPIRY_MARGIN_SECONDS = 120;

function expiryOf(job: QueuedJobDefinition<QueuedRow>): number {
  if (job.queueOptions.expireInSeconds !== undefined) return job.queueOptions.expireInSeconds;
  if (job.timeLimitMs === undefined)
    throw new Error(`The ${job.label} queue needs a time limit or an expiry.`);
  return Math.ceil(job.timeLimitMs / 1000) + EXPIRY_MARGIN_SECONDS;
}

export function createQueuedJobRunner<Row extends QueuedRow>(job: QueuedJobDefinition<Row>): QueuedJobRunner {
  const running = new Set<AbortController>();
  let stopping = false;
  let reconcileTimer: NodeJS.Timeout | null = null;

  async function enqueue(id: string): Promise<void> {
    const bossJobId = await job.queue.send(job.name, { [job.dataKey]: id });
    await job.setBossJobId(id, bossJobId);
  }

  async function reconcile(minAgeSeconds: number): Promise<void> {
    const { queue } = job;
    const rows = (await job.findUnfinished()).filter(
      (row) => minAgeSeconds === 0 || Date.now() - row.updatedAt.getTime() > minAgeSeconds * 1000,
    );
    for (const row of rows) {
      if (!row.bossJobId) {
        await job.requeue(row);
        await enqueue(row.id);
        continue;
      }
      let boss = await queue.job(job.name, row.bossJobId);
      if (boss?.state === 'active' && (await queue.isAbandoned(boss.id, minAgeSeconds === 0))) {
        await queue.fail(job.name, boss.id, 'the server stopped while this job was running');
        boss = await queue.job(job.name, boss.id);
      }
      if (!boss || boss.state === 'failed' || boss.state === 'cancelled' || boss.state === 'completed') {
        await job.fail(row, job.interruptedMessage);
      } else if (boss.state === 'created' || boss.state === 'retry') {
        await job.requeue(row);
      }
    }
  }

  async function handle(bossJob: PgBoss.JobWithMetadata<JobData>): Promise<void> {
    const { log } = job;
    const row = await job.findRow(bossJob.data[job.dataKey] ?? '');
    if (!row || !job.unfinishedStatuses.includes(row.status)) return;
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      job.timeLimitMs === undefined
        ? null
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, job.timeLimitMs);
    running.add(controller);
    try {
      await job.process(row, controller.signal);
    } catch (error) {
      if (error instanceof JobEndedMeanwhileError) return;
      if (stopping) {
        await job.requeue(row).catch(() => undefined);
        throw error; // pg-boss keeps it for a retry after the restart
      }
      const tooLong = job.tookTooLong?.(error, timedOut) ?? null;
      if (tooLong !== null) {
        await job.fail(row, tooLong);
        return;
      }
      const refused = job.refusal(error);
      const lastTry = bossJob.retryCount >= bossJob.retryLimit;
      if (refused !== null || lastTry) {
        if (refused === null) log.error({ err: error }, `${job.label} job failed`);
        await job.fail(row, refused ?? job.failureMessage(error));
        return;
      }
      log.warn({ err: error }, `${job.label} job attempt failed; pg-boss will retry it`);
      await job.requeue(row);
      throw error;
    } finally {
      if (timer) clearTimeout(timer);
      running.delete(controller);
      // Whatever the attempt left running on its signal (a tool of a branch that lost a race) is killed now.
      controller.abort();
    }
  }

  return {
    async start(mode = 'work') {
      const { queue } = job;
      await queue.createQueue(job.name, { ...job.queueOptions, expireInSeconds: expiryOf(job) });
      if (mode === 'send') return;
      await reconcile(0);
      await queue.work<JobData>(job.name, handle);
      reconcileTimer = setInterval(() => {
        reconcile(RECONCILE_MIN_AGE_SECONDS).catch((error: unknown) =>
          job.log.error({ err: error }, `${job.label} job check failed`),
        );
      }, RECONCILE_EVERY_MS);
      reconcileTimer.unref();
    },
    enqueue,
    async stop() {
      stopping = true;
      if (reconcileTimer) clearInterval(reconcileTimer);
      for (const controller of running) controller.abort();
      await job.queue.stop();
    },
    reconcile,
  };
}
