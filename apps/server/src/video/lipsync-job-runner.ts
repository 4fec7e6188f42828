// The lip-sync job on pg-boss (queue `lipsync`): pending → processing (mixing the timeline into one 44.1 kHz track,
// then the lip-sync engine fitting the speaker's video to it) → completed with the result stored as a video of the
// user (upload_method lipsync), or failed with a message and the tokens given back. pg-boss carries retries (1,
// for an engine that was briefly unavailable), expiry and crash recovery; one job at a time per process, with a
// time limit. Recovery at start (and every minute) as the video job's: an unfinished job whose pg-boss job is
// active without a live worker has that job failed (pg-boss retries or gives up); a job whose pg-boss job is gone
// or ended fails (refunded); one never handed to pg-boss is queued now.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { videos, type LipsyncJobRow } from '../db/schema';
import {
  LipsyncAbortedError,
  LipsyncError,
  LipsyncInputError,
  LipsyncTimeoutError,
  type LipsyncEngine,
} from '../engines/lipsync';
import { findMediaFile, insertMediaFile } from '../files/media-files.repository';
import { placeFilesWithRows, removeQuietly, type MediaStore } from '../files/media-store';
import type { JobLog, JobQueue } from '../jobs/job-queue';
import { ProcessAbortedError } from '../media/run-process';
import {
  completeLipsyncJob,
  failLipsyncJob,
  findLipsyncJob,
  findUnfinishedLipsyncJobs,
  setLipsyncBossJobId,
  setLipsyncStage,
  storedClips,
  unfinishedLipsyncStatuses,
  type LipsyncJobStatus,
} from './lipsync-jobs.repository';
import { lipsyncMessages } from './lipsync-messages';
import { probeVideo } from './probe-video';
import { mixTimeline, type MixClip } from './timeline-mix';
import { findVideo } from './videos.repository';

export const LIPSYNC_QUEUE = 'lipsync';
const RETRY_LIMIT = 1;
/** One job's time limit (mixing and the engine); pg-boss's expiry is a little longer. */
export const LIPSYNC_JOB_TIME_LIMIT_MS = 40 * 60_000;
const RECONCILE_EVERY_MS = 60_000;
const RECONCILE_MIN_AGE_SECONDS = 120;

interface LipsyncJobData {
  jobId: string;
}

/** The job cannot be done, whatever the tries: fail it with this message. */
class LipsyncRefusal extends Error {}
/** The job ended some other way meanwhile (failed by recovery); nothing is stored. */
class LipsyncNoLongerRunningError extends Error {}

/** The name a lip-sync result is stored and downloaded under: lipsync_2026-11-25_10-42-07.mp4. */
export function lipsyncResultName(createdAt: Date): string {
  const stamp = createdAt.toISOString().slice(0, 19).replace('T', '_').replaceAll(':', '-');
  return `lipsync_${stamp}.mp4`;
}

export interface LipsyncJobRunnerOptions {
  db: Database;
  queue: JobQueue;
  store: MediaStore;
  engine: LipsyncEngine;
  log: JobLog;
  timeLimitMs?: number;
}

export class LipsyncJobRunner {
  private readonly running = new Set<AbortController>();
  private stopping = false;
  private reconcileTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: LipsyncJobRunnerOptions) {}

  /** Creates the queue; with 'work' also recovers unfinished jobs and starts working ('send': HTTP-only). */
  async start(mode: 'work' | 'send' = 'work'): Promise<void> {
    const { queue } = this.options;
    await queue.createQueue(LIPSYNC_QUEUE, {
      retryLimit: RETRY_LIMIT,
      retryDelay: 5,
      expireInSeconds: Math.ceil((this.options.timeLimitMs ?? LIPSYNC_JOB_TIME_LIMIT_MS) / 1000) + 120,
    });
    if (mode === 'send') return;
    await this.reconcile(0);
    await queue.work<LipsyncJobData>(LIPSYNC_QUEUE, (job) => this.handle(job));
    this.reconcileTimer = setInterval(() => {
      this.reconcile(RECONCILE_MIN_AGE_SECONDS).catch((error: unknown) =>
        this.options.log.error({ err: error }, 'lip-sync job check failed'),
      );
    }, RECONCILE_EVERY_MS);
    this.reconcileTimer.unref();
  }

  async enqueue(jobId: string): Promise<void> {
    const bossJobId = await this.options.queue.send(LIPSYNC_QUEUE, { jobId } satisfies LipsyncJobData);
    await setLipsyncBossJobId(this.options.db, jobId, bossJobId);
  }

  /** Stops running jobs (they go back to pending and pg-boss retries them after a restart). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.reconcileTimer) clearInterval(this.reconcileTimer);
    for (const controller of this.running) controller.abort();
    await this.options.queue.stop();
  }

  async reconcile(minAgeSeconds: number): Promise<void> {
    const { db, queue } = this.options;
    const rows = (await findUnfinishedLipsyncJobs(db)).filter(
      (row) => minAgeSeconds === 0 || Date.now() - row.updatedAt.getTime() > minAgeSeconds * 1000,
    );
    for (const row of rows) {
      if (!row.bossJobId) {
        await setLipsyncStage(db, row.id, 'pending', '');
        await this.enqueue(row.id);
        continue;
      }
      let job = await queue.job(LIPSYNC_QUEUE, row.bossJobId);
      if (job?.state === 'active' && (await queue.isAbandoned(job.id, minAgeSeconds === 0))) {
        await queue.fail(LIPSYNC_QUEUE, job.id, 'the server stopped while this job was running');
        job = await queue.job(LIPSYNC_QUEUE, job.id);
      }
      if (!job || job.state === 'failed' || job.state === 'cancelled' || job.state === 'completed') {
        await failLipsyncJob(db, row.id, lipsyncMessages.interrupted);
      } else if (job.state === 'created' || job.state === 'retry') {
        await setLipsyncStage(db, row.id, 'pending', '');
      }
    }
  }

  private async handle(job: PgBoss.JobWithMetadata<LipsyncJobData>): Promise<void> {
    const { db, log } = this.options;
    const row = await findLipsyncJob(db, job.data.jobId);
    if (!row || !unfinishedLipsyncStatuses.includes(row.status as LipsyncJobStatus)) return;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.options.timeLimitMs ?? LIPSYNC_JOB_TIME_LIMIT_MS);
    this.running.add(controller);
    try {
      await this.process(row, controller.signal);
    } catch (error) {
      if (error instanceof LipsyncNoLongerRunningError) return;
      if (this.stopping) {
        await setLipsyncStage(db, row.id, 'pending', '').catch(() => undefined);
        throw error; // pg-boss keeps it for a retry after the restart
      }
      const aborted = error instanceof ProcessAbortedError || error instanceof LipsyncAbortedError;
      if (error instanceof LipsyncTimeoutError || (timedOut && aborted)) {
        await failLipsyncJob(db, row.id, lipsyncMessages.tookTooLong);
        return;
      }
      const refused = error instanceof LipsyncRefusal || error instanceof LipsyncInputError;
      const lastTry = job.retryCount >= job.retryLimit;
      if (refused || lastTry) {
        if (!refused) log.error({ err: error }, 'lip-sync job failed');
        const message =
          error instanceof LipsyncError || error instanceof LipsyncRefusal
            ? error.message
            : lipsyncMessages.failed;
        await failLipsyncJob(db, row.id, message);
        return;
      }
      log.warn({ err: error }, 'lip-sync job attempt failed; pg-boss will retry it');
      await setLipsyncStage(db, row.id, 'pending', '');
      throw error;
    } finally {
      clearTimeout(timer);
      this.running.delete(controller);
    }
  }

  private async process(row: LipsyncJobRow, signal: AbortSignal): Promise<void> {
    const { db, store, engine } = this.options;
    if (!(await setLipsyncStage(db, row.id, 'processing', lipsyncMessages.mixing, { countAttempt: true }))) {
      return;
    }
    const video = await findVideo(db, row.videoId);
    const videoFile =
      video?.status === 'ready' && video.videoFileId ? await findMediaFile(db, video.videoFileId) : null;
    if (!videoFile) throw new LipsyncRefusal(lipsyncMessages.videoNotFound);
    const clips: MixClip[] = [];
    for (const clip of storedClips(row)) {
      const file = await findMediaFile(db, clip.mediaFileId);
      if (!file || file.userId !== row.userId) throw new LipsyncRefusal(lipsyncMessages.clipNotYours);
      clips.push({ ...clip, path: store.absolutePath(file.relativePath) });
    }
    const workDir = await store.tempDirectory(`lipsync-job-${row.id}`);
    try {
      const audioPath = join(workDir, 'timeline.wav');
      await mixTimeline(clips, audioPath, { signal });
      if (!(await setLipsyncStage(db, row.id, 'processing', lipsyncMessages.syncing))) {
        throw new LipsyncNoLongerRunningError();
      }
      const outputPath = join(workDir, 'result.mp4');
      const result = await engine.run({
        videoPath: store.absolutePath(videoFile.relativePath),
        audioPath,
        outputPath,
        useCodeformer: row.useCodeformer,
        signal,
      });
      await setLipsyncStage(db, row.id, 'processing', lipsyncMessages.saving);
      await this.commit(row, outputPath, result.durationSeconds, signal);
    } finally {
      await removeQuietly(workDir);
    }
  }

  /** Stores the result as a ready video of the user (lipsync) and completes the job, in one transaction. */
  private async commit(row: LipsyncJobRow, outputPath: string, seconds: number, signal: AbortSignal) {
    const { db, store } = this.options;
    const probe = await probeVideo(outputPath, signal);
    const sizeBytes = (await stat(outputPath)).size;
    const location = store.newLocation(row.userId, 'videos', 'mp4');
    const name = lipsyncResultName(row.createdAt);
    await placeFilesWithRows(db, store, [{ from: outputPath, to: location.absolutePath }], async (tx) => {
      const file = await insertMediaFile(tx, {
        location,
        userId: row.userId,
        kind: 'videos',
        originalFilename: name,
        container: 'mp4',
        durationSeconds: seconds,
        sizeBytes,
      });
      const [resultVideo] = await tx
        .insert(videos)
        .values({
          userId: row.userId,
          uploadMethod: 'lipsync',
          status: 'ready',
          originalFilename: name,
          videoFileId: file.id,
          durationSeconds: seconds,
          width: probe.video?.width ?? null,
          height: probe.video?.height ?? null,
          sizeBytes,
        })
        .returning({ id: videos.id });
      const completed = await completeLipsyncJob(tx, row.id, {
        resultVideoId: resultVideo!.id,
        audioFileId: null,
      });
      if (!completed) throw new LipsyncNoLongerRunningError();
    });
  }
}
