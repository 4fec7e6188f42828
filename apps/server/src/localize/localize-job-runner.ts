// The localization job (queue `localization`, on jobs/queued-job-runner.ts): pending → processing
// (localize-pipeline.ts, a progress text per stage) → completed with the localized MP4 stored under the user, or
// failed with a message and the tokens given back, or canceled by the creator (issue 25: the route ends the row; the
// attempt sees it within a second, wherever it runs, and aborts its signal, so its ffmpeg and engine calls stop; the
// pg-boss job then completes, never retried). Retries (1, for an engine that was briefly unavailable) and a time
// limit per job; recovery is the shared runner's (a job whose pg-boss job is gone or ended fails, refunded).
import { localizedDownloadFileName } from '@twin/api-client';
import type { Database } from '../db/database';
import type { LocalizationJobRow } from '../db/schema';
import {
  LipsyncAbortedError,
  LipsyncError,
  LipsyncInputError,
  LipsyncTimeoutError,
} from '../engines/lipsync';
import { EngineFailedError, EngineUnavailableError } from '../engines/http/engine-request';
import { SpeechOverrunError, UnsupportedLanguageError } from '../engines/speech/speech-engine';
import { TranslationFailedError, UnsupportedTranslationError } from '../engines/translation';
import { findMediaFile } from '../files/media-files.repository';
import { removeQuietly, type MediaStore } from '../files/media-store';
import type { JobLog, JobQueue } from '../jobs/job-queue';
import {
  createQueuedJobRunner,
  JobEndedMeanwhileError,
  type QueuedJobRunner,
} from '../jobs/queued-job-runner';
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
} from './localize-jobs.repository';
import { findLocalizationSource } from './localize-sources.repository';
import { localizeMessages } from './localize-messages';
import { localizeVideo, type LocalizeEngines, type LocalizedVideo } from './localize-pipeline';
import { storeLocalizedVideo } from './store-localized-video';
import { NoSpeechError } from './voice-from-video';

export const LOCALIZATION_QUEUE = 'localization';
const RETRY_LIMIT = 1;
/** One job's time limit; pg-boss's expiry is a little longer. */
export const LOCALIZATION_JOB_TIME_LIMIT_MS = 60 * 60_000;

/** How often a running attempt looks whether its job was canceled. */
const CANCEL_CHECK_EVERY_MS = 1000;

/** The job cannot be done, whatever the tries: fail it with this message. */
class LocalizationRefusal extends Error {}

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

export function createLocalizationJobRunner(options: LocalizationJobRunnerOptions): QueuedJobRunner {
  const { db, queue, log } = options;
  const timeLimitMs = options.timeLimitMs ?? LOCALIZATION_JOB_TIME_LIMIT_MS;
  return createQueuedJobRunner<LocalizationJobRow>({
    name: LOCALIZATION_QUEUE,
    queueOptions: {
      retryLimit: RETRY_LIMIT,
      retryDelay: 5,
    },
    dataKey: 'jobId',
    label: 'localization',
    queue,
    log,
    timeLimitMs,
    findUnfinished: () => findUnfinishedLocalizationJobs(db),
    findRow: (id) => findLocalizationJob(db, id),
    unfinishedStatuses: unfinishedLocalizationStatuses,
    setBossJobId: (id, bossJobId) => setLocalizationBossJobId(db, id, bossJobId),
    requeue: (row) => setLocalizationStage(db, row.id, 'pending', ''),
    fail: (row, message) => failLocalizationJob(db, row.id, message),
    process: (row, signal) => processLocalizationJob(options, row, signal),
    interruptedMessage: localizeMessages.interrupted,
    tookTooLong: (error, timedOut) => {
      const aborted =
        error instanceof ProcessAbortedError ||
        error instanceof LipsyncAbortedError ||
        (error instanceof Error && error.name === 'AbortError');
      return error instanceof LipsyncTimeoutError || (timedOut && aborted)
        ? localizeMessages.tookTooLong
        : null;
    },
    refusal: refusalMessage,
    failureMessage: (error) => engineMessage(error) ?? localizeMessages.failed,
  });
}

async function processLocalizationJob(
  options: LocalizationJobRunnerOptions,
  row: LocalizationJobRow,
  signal: AbortSignal,
): Promise<void> {
  const { db, store, engines } = options;
  const started = await setLocalizationStage(db, row.id, 'processing', localizeMessages.preparing, {
    countAttempt: true,
  });
  if (!started) return;
  const source = await findLocalizationSource(db, row.sourceId);
  // The video of a pending or processing job is never dropped (source-expiry.ts); this only guards against it.
  const file = source?.mediaFileId ? await findMediaFile(db, source.mediaFileId) : null;
  if (!source || !file || source.userId !== row.userId) {
    throw new LocalizationRefusal(source ? localizeMessages.videoExpired : localizeMessages.videoNotFound);
  }
  const workDir = await store.tempDirectory(`localization-job-${row.id}`);
  const canceled = whenCanceled(options, row.id, signal);
  try {
    const result = await localizeVideo({
      job: row,
      source,
      videoPath: store.absolutePath(file.relativePath),
      workDir,
      engines,
      signal: canceled.signal,
      progress: async (text, percent) => {
        if (!(await setLocalizationStage(db, row.id, 'processing', text, { percent }))) {
          throw new JobEndedMeanwhileError();
        }
      },
    });
    if (!(await setLocalizationStage(db, row.id, 'processing', localizeMessages.saving))) {
      throw new JobEndedMeanwhileError();
    }
    await commitLocalizedVideo(options, row, source.originalFilename, result);
  } catch (error) {
    // Canceled: whatever the aborted tools threw, the job ended; the attempt just ends (no retry).
    if (canceled.signal.aborted && !signal.aborted) throw new JobEndedMeanwhileError();
    throw error;
  } finally {
    canceled.stop();
    await removeQuietly(workDir);
  }
}

/**
 * A signal that aborts with the attempt's, or once the job's row says canceled (checked every second, so a cancel
 * answered by another process stops this one's tools too).
 */
function whenCanceled(options: LocalizationJobRunnerOptions, id: string, attempt: AbortSignal) {
  const controller = new AbortController();
  const follow = () => controller.abort();
  attempt.addEventListener('abort', follow, { once: true });
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    findLocalizationJob(options.db, id)
      .then((row) => {
        if (row?.status === 'canceled') controller.abort();
      })
      .catch((error: unknown) => options.log.warn({ err: error }, 'could not check a localization job'))
      .finally(() => {
        checking = false;
      });
  }, CANCEL_CHECK_EVERY_MS);
  return {
    signal: controller.signal,
    stop() {
      clearInterval(timer);
      attempt.removeEventListener('abort', follow);
    },
  };
}

/** Stores the localized MP4 under the user (0600) and completes the job, in one transaction. */
async function commitLocalizedVideo(
  options: LocalizationJobRunnerOptions,
  row: LocalizationJobRow,
  originalFilename: string,
  result: LocalizedVideo,
): Promise<void> {
  await storeLocalizedVideo(
    options.db,
    options.store,
    {
      userId: row.userId,
      outputPath: result.outputPath,
      outputSeconds: result.outputSeconds,
      originalFilename: localizedDownloadFileName(originalFilename, row.targetLanguage),
    },
    async (tx, resultFileId) => {
      const completed = await completeLocalizationJob(tx, row.id, { resultFileId, timing: result.timing });
      if (!completed) throw new JobEndedMeanwhileError();
    },
  );
}
