// The localization job on pg-boss (queue `localization`): pending → processing (localize-pipeline.ts, a progress
// text per stage) → completed with the localized MP4 stored under the user, or failed with a message and the tokens
// given back. pg-boss carries retries (1, for an engine that was briefly unavailable), expiry and crash recovery;
// one job at a time per process, with a time limit. Recovery at start (and every minute) as the lip-sync job's: an
// unfinished job whose pg-boss job is active without a live worker has that job failed (pg-boss retries it or gives
// up); a job whose pg-boss job is gone or ended fails (refunded); one never handed to pg-boss is queued now.
import { chmod, stat } from 'node:fs/promises';
import type PgBoss from 'pg-boss';
import { localizedDownloadFileName } from '@twin/api-client';
import type { Database } from '../db/database';
import type { LocalizationJobRow } from '../db/schema';
import {
  LipsyncAbortedError,
  LipsyncError,
  LipsyncInputError,
  LipsyncTimeoutError,
} from '../engines/lipsync';
import { EngineFailedError, EngineUnavailableError } from '../engines/speech/http/engine-request';
import { SpeechOverrunError, UnsupportedLanguageError } from '../engines/speech/speech-engine';
import { TranslationFailedError, UnsupportedTranslationError } from '../engines/translation';
import { findMediaFile, insertMediaFile } from '../files/media-files.repository';
import { placeFilesWithRows, removeQuietly, type MediaStore } from '../files/media-store';
import type { JobLog, JobQueue } from '../jobs/job-queue';
import { DecodeFailedError } from '../media/analysis/decode-pcm';
import { ProcessAbortedError } from '../media/run-process';
import {
  completeLocalizationJob,
  failLocalizationJob,
  findLocalizationJob,
  findUnfinishedLocalizationJobs,
  setLocalizationBossJobId,
  setLocalizationStage,
  unfinishedLocalizationStatuses,
  type LocalizationJobStatus,
} from './localization-jobs.repository';
import { findLocalizationSource } from './localization-sources.repository';
import { localizeMessages } from './localize-messages';
import { localizeVideo, type LocalizeEngines, type LocalizedVideo } from './localize-pipeline';
import { NoSpeechError } from './voice-from-video';

export const LOCALIZATION_QUEUE = 'localization';
const RETRY_LIMIT = 1;
/** One job's time limit; pg-boss's expiry is a little longer. */
export const LOCALIZATION_JOB_TIME_LIMIT_MS = 60 * 60_000;
const RECONCILE_EVERY_MS = 60_000;
const RECONCILE_MIN_AGE_SECONDS = 120;

interface LocalizationJobData {
  jobId: string;
}

/** The job cannot be done, whatever the tries: fail it with this message. */
class LocalizationRefusal extends Error {}
/** The job ended some other way meanwhile (failed by recovery); nothing is stored. */
class LocalizationNoLongerRunningError extends Error {}

export interface LocalizationJobRunnerOptions {
  db: Database;
  queue: JobQueue;
  store: MediaStore;
  engines: LocalizeEngines;
  log: JobLog;
  timeLimitMs?: number;
}

/** An error whose message is for users and that no retry can fix. */
function refusalMessage(error: unknown): string | null {
  if (error instanceof LocalizationRefusal || error instanceof LipsyncInputError) return error.message;
  if (error instanceof UnsupportedTranslationError || error instanceof UnsupportedLanguageError)
    return error.message;
  if (error instanceof SpeechOverrunError) return error.message;
  if (error instanceof NoSpeechError) return localizeMessages.noSpeechInVideo;
  if (error instanceof DecodeFailedError) return localizeMessages.noSpeechInVideo;
  return null;
}

/** A failure with a message fit for users that a later try may not meet (an engine down). */
function engineMessage(error: unknown): string | null {
  if (error instanceof TranslationFailedError || error instanceof LipsyncError) return error.message;
  // The HTTP speech engines' errors carry sentences for users.
  if (error instanceof EngineUnavailableError || error instanceof EngineFailedError) return error.message;
  return null;
}

export class LocalizationJobRunner {
  private readonly running = new Set<AbortController>();
  private stopping = false;
  private reconcileTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: LocalizationJobRunnerOptions) {}

  /** Creates the queue; with 'work' also recovers unfinished jobs and starts working ('send': HTTP-only). */
  async start(mode: 'work' | 'send' = 'work'): Promise<void> {
    const { queue } = this.options;
    await queue.createQueue(LOCALIZATION_QUEUE, {
      retryLimit: RETRY_LIMIT,
      retryDelay: 5,
      expireInSeconds: Math.ceil((this.options.timeLimitMs ?? LOCALIZATION_JOB_TIME_LIMIT_MS) / 1000) + 120,
    });
    if (mode === 'send') return;
    await this.reconcile(0);
    await queue.work<LocalizationJobData>(LOCALIZATION_QUEUE, (job) => this.handle(job));
    this.reconcileTimer = setInterval(() => {
      this.reconcile(RECONCILE_MIN_AGE_SECONDS).catch((error: unknown) =>
        this.options.log.error({ err: error }, 'localization job check failed'),
      );
    }, RECONCILE_EVERY_MS);
    this.reconcileTimer.unref();
  }

  async enqueue(jobId: string): Promise<void> {
    const bossJobId = await this.options.queue.send(LOCALIZATION_QUEUE, {
      jobId,
    } satisfies LocalizationJobData);
    await setLocalizationBossJobId(this.options.db, jobId, bossJobId);
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
    const rows = (await findUnfinishedLocalizationJobs(db)).filter(
      (row) => minAgeSeconds === 0 || Date.now() - row.updatedAt.getTime() > minAgeSeconds * 1000,
    );
    for (const row of rows) {
      if (!row.bossJobId) {
        await setLocalizationStage(db, row.id, 'pending', '');
        await this.enqueue(row.id);
        continue;
      }
      let job = await queue.job(LOCALIZATION_QUEUE, row.bossJobId);
      if (job?.state === 'active' && (await queue.isAbandoned(job.id, minAgeSeconds === 0))) {
        await queue.fail(LOCALIZATION_QUEUE, job.id, 'the server stopped while this job was running');
        job = await queue.job(LOCALIZATION_QUEUE, job.id);
      }
      if (!job || job.state === 'failed' || job.state === 'cancelled' || job.state === 'completed') {
        await failLocalizationJob(db, row.id, localizeMessages.interrupted);
      } else if (job.state === 'created' || job.state === 'retry') {
        await setLocalizationStage(db, row.id, 'pending', '');
      }
    }
  }

  private async handle(job: PgBoss.JobWithMetadata<LocalizationJobData>): Promise<void> {
    const { db, log } = this.options;
    const row = await findLocalizationJob(db, job.data.jobId);
    if (!row || !unfinishedLocalizationStatuses.includes(row.status as LocalizationJobStatus)) return;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.options.timeLimitMs ?? LOCALIZATION_JOB_TIME_LIMIT_MS);
    this.running.add(controller);
    try {
      await this.process(row, controller.signal);
    } catch (error) {
      if (error instanceof LocalizationNoLongerRunningError) return;
      if (this.stopping) {
        await setLocalizationStage(db, row.id, 'pending', '').catch(() => undefined);
        throw error; // pg-boss keeps it for a retry after the restart
      }
      const aborted =
        error instanceof ProcessAbortedError ||
        error instanceof LipsyncAbortedError ||
        (error instanceof Error && error.name === 'AbortError');
      if (error instanceof LipsyncTimeoutError || (timedOut && aborted)) {
        await failLocalizationJob(db, row.id, localizeMessages.tookTooLong);
        return;
      }
      const refused = refusalMessage(error);
      const lastTry = job.retryCount >= job.retryLimit;
      if (refused !== null || lastTry) {
        if (refused === null) log.error({ err: error }, 'localization job failed');
        await failLocalizationJob(db, row.id, refused ?? engineMessage(error) ?? localizeMessages.failed);
        return;
      }
      log.warn({ err: error }, 'localization job attempt failed; pg-boss will retry it');
      await setLocalizationStage(db, row.id, 'pending', '');
      throw error;
    } finally {
      clearTimeout(timer);
      this.running.delete(controller);
    }
  }

  private async process(row: LocalizationJobRow, signal: AbortSignal): Promise<void> {
    const { db, store, engines } = this.options;
    const started = await setLocalizationStage(db, row.id, 'processing', localizeMessages.preparing, {
      countAttempt: true,
    });
    if (!started) return;
    const source = await findLocalizationSource(db, row.sourceId);
    const file = source ? await findMediaFile(db, source.mediaFileId) : null;
    if (!source || !file || source.userId !== row.userId) {
      throw new LocalizationRefusal(localizeMessages.videoNotFound);
    }
    const workDir = await store.tempDirectory(`localization-job-${row.id}`);
    try {
      const result = await localizeVideo({
        job: row,
        source,
        videoPath: store.absolutePath(file.relativePath),
        workDir,
        engines,
        signal,
        progress: async (text) => {
          if (!(await setLocalizationStage(db, row.id, 'processing', text))) {
            throw new LocalizationNoLongerRunningError();
          }
        },
      });
      if (!(await setLocalizationStage(db, row.id, 'processing', localizeMessages.saving))) {
        throw new LocalizationNoLongerRunningError();
      }
      await this.commit(row, source.originalFilename, result);
    } finally {
      await removeQuietly(workDir);
    }
  }

  /** Stores the localized MP4 under the user (0600) and completes the job, in one transaction. */
  private async commit(
    row: LocalizationJobRow,
    originalFilename: string,
    result: LocalizedVideo,
  ): Promise<void> {
    const { db, store } = this.options;
    await chmod(result.outputPath, 0o600);
    const sizeBytes = (await stat(result.outputPath)).size;
    const location = store.newLocation(row.userId, 'videos', 'mp4');
    await placeFilesWithRows(
      db,
      store,
      [{ from: result.outputPath, to: location.absolutePath }],
      async (tx) => {
        const file = await insertMediaFile(tx, {
          location,
          userId: row.userId,
          kind: 'videos',
          originalFilename: localizedDownloadFileName(originalFilename, row.targetLanguage),
          container: 'mp4',
          durationSeconds: result.outputSeconds,
          sizeBytes,
        });
        const completed = await completeLocalizationJob(tx, row.id, {
          resultFileId: file.id,
          timing: result.timing,
        });
        if (!completed) throw new LocalizationNoLongerRunningError();
      },
    );
  }
}
