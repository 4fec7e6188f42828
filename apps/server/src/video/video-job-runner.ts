// The video-processing job on pg-boss (queue `video-processing`): uploaded → processing → ready (a playable MP4, a
// poster, duration, size and dimensions; process-video.ts) or failed with an error message. pg-boss carries
// retries (2, 2 s apart) and expiry; one job at a time per process (one worker, batch size 1) with ffmpeg's threads
// bounded, and a time limit per job. Crash recovery at start (and a check every minute), as the voice job's: an
// unfinished row whose pg-boss job is active without a live worker has that job failed (pg-boss retries it or gives
// up); a row whose job is gone or ended fails with a message; a row never handed to pg-boss is queued now. A failed
// video's upload is deleted with it (only the row and its message stay).
import { stat } from 'node:fs/promises';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import type { VideoRow } from '../db/schema';
import { deleteMediaFiles, findMediaFile, insertMediaFile } from '../files/media-files.repository';
import { placeFilesWithRows, removeQuietly, type FileMove, type MediaStore } from '../files/media-store';
import type { JobLog, JobQueue } from '../jobs/job-queue';
import { ProcessAbortedError } from '../media/run-process';
import { processVideo, VideoProcessingRefusal, type ProcessedVideo } from './process-video';
import { videoMessages } from './video-messages';
import {
  failVideo,
  findUnfinishedVideos,
  findVideo,
  finishVideoReady,
  setVideoBossJobId,
  setVideoStage,
  unfinishedVideoStatuses,
  type VideoRowStatus,
} from './videos.repository';

export const VIDEO_QUEUE = 'video-processing';
const RETRY_LIMIT = 2;
/** One job's time limit (its ffmpeg runs are stopped past it); pg-boss's expiry is a little longer. */
export const VIDEO_JOB_TIME_LIMIT_MS = 20 * 60_000;
const RECONCILE_EVERY_MS = 60_000;
/** The periodic check leaves young rows alone (a request may be between its insert and the pg-boss send). */
const RECONCILE_MIN_AGE_SECONDS = 120;

interface VideoJobData {
  videoId: string;
}

/** The video ended some other way meanwhile (failed by recovery); nothing is stored. */
class VideoNoLongerProcessingError extends Error {}

export interface VideoJobRunnerOptions {
  db: Database;
  queue: JobQueue;
  store: MediaStore;
  log: JobLog;
  /** A job's time limit (default VIDEO_JOB_TIME_LIMIT_MS). */
  timeLimitMs?: number;
}

export class VideoJobRunner {
  private readonly running = new Set<AbortController>();
  private stopping = false;
  private reconcileTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: VideoJobRunnerOptions) {}

  /** Creates the queue; with 'work' also recovers unfinished videos and starts working ('send': HTTP-only). */
  async start(mode: 'work' | 'send' = 'work'): Promise<void> {
    const { queue } = this.options;
    await queue.createQueue(VIDEO_QUEUE, {
      retryLimit: RETRY_LIMIT,
      retryDelay: 2,
      expireInSeconds: Math.ceil((this.options.timeLimitMs ?? VIDEO_JOB_TIME_LIMIT_MS) / 1000) + 120,
    });
    if (mode === 'send') return;
    await this.reconcile(0);
    await queue.work<VideoJobData>(VIDEO_QUEUE, (job) => this.handle(job));
    this.reconcileTimer = setInterval(() => {
      this.reconcile(RECONCILE_MIN_AGE_SECONDS).catch((error: unknown) =>
        this.options.log.error({ err: error }, 'video job check failed'),
      );
    }, RECONCILE_EVERY_MS);
    this.reconcileTimer.unref();
  }

  /** Hands an uploaded video to pg-boss. */
  async enqueue(videoId: string): Promise<void> {
    const bossJobId = await this.options.queue.send(VIDEO_QUEUE, { videoId } satisfies VideoJobData);
    await setVideoBossJobId(this.options.db, videoId, bossJobId);
  }

  /** Stops running jobs (they go back to uploaded and pg-boss retries them after a restart). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.reconcileTimer) clearInterval(this.reconcileTimer);
    for (const controller of this.running) controller.abort();
    await this.options.queue.stop();
  }

  /** Matches unfinished rows with their pg-boss jobs; see the module comment. */
  async reconcile(minAgeSeconds: number): Promise<void> {
    const { db, queue } = this.options;
    const rows = (await findUnfinishedVideos(db)).filter(
      (row) => minAgeSeconds === 0 || Date.now() - row.updatedAt.getTime() > minAgeSeconds * 1000,
    );
    for (const row of rows) {
      if (!row.bossJobId) {
        await setVideoStage(db, row.id, 'uploaded');
        await this.enqueue(row.id);
        continue;
      }
      let job = await queue.job(VIDEO_QUEUE, row.bossJobId);
      if (job?.state === 'active' && (await queue.isAbandoned(job.id, minAgeSeconds === 0))) {
        await queue.fail(VIDEO_QUEUE, job.id, 'the server stopped while this job was running');
        job = await queue.job(VIDEO_QUEUE, job.id);
      }
      if (!job || job.state === 'failed' || job.state === 'cancelled' || job.state === 'completed') {
        await this.fail(row, videoMessages.interrupted);
      } else if (job.state === 'created' || job.state === 'retry') {
        await setVideoStage(db, row.id, 'uploaded');
      }
    }
  }

  private async handle(job: PgBoss.JobWithMetadata<VideoJobData>): Promise<void> {
    const { db, log } = this.options;
    const row = await findVideo(db, job.data.videoId);
    if (!row || !unfinishedVideoStatuses.includes(row.status as VideoRowStatus)) return;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.options.timeLimitMs ?? VIDEO_JOB_TIME_LIMIT_MS);
    this.running.add(controller);
    try {
      await this.process(row, controller.signal);
    } catch (error) {
      if (error instanceof VideoNoLongerProcessingError) return;
      if (this.stopping) {
        await setVideoStage(db, row.id, 'uploaded').catch(() => undefined);
        throw error; // pg-boss keeps it for a retry after the restart
      }
      if (timedOut && error instanceof ProcessAbortedError) {
        await this.fail(row, videoMessages.tookTooLong);
        return;
      }
      const lastTry = job.retryCount >= job.retryLimit;
      if (error instanceof VideoProcessingRefusal || lastTry) {
        if (!(error instanceof VideoProcessingRefusal)) log.error({ err: error }, 'video job failed');
        await this.fail(row, error instanceof VideoProcessingRefusal ? error.message : videoMessages.failed);
        return;
      }
      log.warn({ err: error }, 'video job attempt failed; pg-boss will retry it');
      await setVideoStage(db, row.id, 'uploaded');
      throw error;
    } finally {
      clearTimeout(timer);
      this.running.delete(controller);
    }
  }

  private async process(row: VideoRow, signal: AbortSignal): Promise<void> {
    const { db, store } = this.options;
    const source = row.sourceFileId ? await findMediaFile(db, row.sourceFileId) : null;
    if (!source) throw new VideoProcessingRefusal(videoMessages.failed);
    if (!(await setVideoStage(db, row.id, 'processing', { countAttempt: true }))) return;
    const workDir = await store.tempDirectory(`video-job-${row.id}`);
    try {
      const sourcePath = store.absolutePath(source.relativePath);
      const processed = await processVideo({ sourcePath, workDir, signal });
      await this.commit(row, source.id, sourcePath, processed);
    } finally {
      await removeQuietly(workDir);
    }
  }

  /**
   * Stores the playable MP4 (unless the upload itself is kept) and the poster with their rows, marks the video
   * ready and drops the replaced upload's row, in one transaction; the upload's file goes after the commit.
   */
  private async commit(
    row: VideoRow,
    sourceFileId: string,
    sourcePath: string,
    processed: ProcessedVideo,
  ): Promise<void> {
    const { db, store } = this.options;
    const playable = processed.keptSource ? null : store.newLocation(row.userId, 'videos', 'mp4');
    const poster = store.newLocation(row.userId, 'posters', 'jpg');
    const moves: FileMove[] = [{ from: processed.posterPath, to: poster.absolutePath }];
    if (playable) moves.push({ from: processed.playablePath, to: playable.absolutePath });
    const posterSize = (await stat(processed.posterPath)).size;
    await placeFilesWithRows(db, store, moves, async (tx) => {
      const common = { userId: row.userId, durationSeconds: processed.durationSeconds };
      const posterRow = await insertMediaFile(tx, {
        ...common,
        location: poster,
        kind: 'posters',
        originalFilename: null,
        container: 'jpg',
        durationSeconds: null,
        sizeBytes: posterSize,
      });
      const videoFileId = playable
        ? (
            await insertMediaFile(tx, {
              ...common,
              location: playable,
              kind: 'videos',
              originalFilename: row.originalFilename,
              container: 'mp4',
              sizeBytes: processed.sizeBytes,
            })
          ).id
        : sourceFileId;
      const finished = await finishVideoReady(tx, row.id, {
        videoFileId,
        posterFileId: posterRow.id,
        durationSeconds: processed.durationSeconds,
        width: processed.width,
        height: processed.height,
        sizeBytes: processed.sizeBytes,
      });
      if (!finished) throw new VideoNoLongerProcessingError();
      if (playable) await deleteMediaFiles(tx, [sourceFileId]);
    });
    if (playable) await removeQuietly(sourcePath);
  }

  /** Ends the video as failed (once) and deletes its upload. */
  private async fail(row: VideoRow, message: string): Promise<void> {
    const { db, store } = this.options;
    const dropped = await db.transaction(async (tx) => {
      const failed = await failVideo(tx, row.id, message);
      if (!failed?.sourceFileId) return [];
      return deleteMediaFiles(tx, [failed.sourceFileId]);
    });
    for (const file of dropped) await removeQuietly(store.absolutePath(file.relativePath));
  }
}
