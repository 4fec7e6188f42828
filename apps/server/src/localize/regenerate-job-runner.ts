// The segment regeneration job (queue `localization-regeneration`, on jobs/queued-job-runner.ts; issue 25's dubbing
// editor): pending → processing (regenerate-segment.ts) → completed, the new MP4 stored under the user (0600) and
// made the job's result in the same transaction that drops the previous one (its file removed after the commit), or
// failed with a message and the segment's tokens given back. The previous result stays the job's until then. One
// retry; recovery is the shared runner's (after a restart a regeneration whose pg-boss job is gone fails, refunded).
import type { Database } from '../db/database';
import type { LocalizationRegenerationRow } from '../db/schema';
import { EngineFailedError, EngineUnavailableError } from '../engines/http/engine-request';
import { SpeechOverrunError, UnsupportedLanguageError } from '../engines/speech/speech-engine';
import { findMediaFile } from '../files/media-files.repository';
import { removeQuietly, type MediaStore } from '../files/media-store';
import type { JobLog, JobQueue } from '../jobs/job-queue';
import {
  createQueuedJobRunner,
  JobEndedMeanwhileError,
  type QueuedJobRunner,
} from '../jobs/queued-job-runner';
import { ProcessAbortedError } from '../media/run-process';
import { findLocalizationJob } from './localize-jobs.repository';
import type { LocalizeEngines } from './localize-pipeline';
import type { LocalizedSegment } from './localize-segments';
import { findLocalizationSource } from './localize-sources.repository';
import {
  completeRegeneration,
  failRegeneration,
  findRegeneration,
  findUnfinishedRegenerations,
  setRegenerationBossJobId,
  setRegenerationStage,
  unfinishedRegenerationStatuses,
} from './localize-regenerations.repository';
import { regenerateMessages } from './regenerate-messages';
import { regenerateSegment, RegenerationRefusal } from './regenerate-segment';
import { storeLocalizedVideo } from './store-localized-video';
import { NoSpeechError } from './voice-from-video';

export const REGENERATION_QUEUE = 'localization-regeneration';
/** One regeneration's time limit. */
export const REGENERATION_TIME_LIMIT_MS = 20 * 60_000;

export interface RegenerationJobRunnerOptions {
  db: Database;
  queue: JobQueue;
  store: MediaStore;
  engines: Pick<LocalizeEngines, 'speech' | 'watermark'>;
  log: JobLog;
  timeLimitMs?: number;
}

export function createRegenerationJobRunner(options: RegenerationJobRunnerOptions): QueuedJobRunner {
  const { db, queue, log } = options;
  return createQueuedJobRunner<LocalizationRegenerationRow>({
    name: REGENERATION_QUEUE,
    queueOptions: { retryLimit: 1, retryDelay: 5 },
    dataKey: 'regenerationId',
    label: 'segment regeneration',
    queue,
    log,
    timeLimitMs: options.timeLimitMs ?? REGENERATION_TIME_LIMIT_MS,
    findUnfinished: () => findUnfinishedRegenerations(db),
    findRow: (id) => findRegeneration(db, id),
    unfinishedStatuses: unfinishedRegenerationStatuses,
    setBossJobId: (id, bossJobId) => setRegenerationBossJobId(db, id, bossJobId),
    requeue: (row) => setRegenerationStage(db, row.id, 'pending', ''),
    fail: (row, message) => failRegeneration(db, row.id, message),
    process: (row, signal) => processRegeneration(options, row, signal),
    interruptedMessage: regenerateMessages.interrupted,
    tookTooLong: (error, timedOut) =>
      timedOut &&
      (error instanceof ProcessAbortedError || (error instanceof Error && error.name === 'AbortError'))
        ? regenerateMessages.tookTooLong
        : null,
    refusal: (error) => {
      if (error instanceof RegenerationRefusal) return error.message;
      if (error instanceof UnsupportedLanguageError || error instanceof SpeechOverrunError)
        return error.message;
      if (error instanceof NoSpeechError) return regenerateMessages.nothingSpoken;
      return null;
    },
    failureMessage: (error) =>
      error instanceof EngineUnavailableError || error instanceof EngineFailedError
        ? error.message
        : regenerateMessages.failed,
  });
}

async function processRegeneration(
  options: RegenerationJobRunnerOptions,
  row: LocalizationRegenerationRow,
  signal: AbortSignal,
): Promise<void> {
  const { db, store } = options;
  const started = await setRegenerationStage(db, row.id, 'processing', regenerateMessages.preparing, {
    countAttempt: true,
  });
  if (!started) return;
  const job = await findLocalizationJob(db, row.jobId);
  const previous = job?.resultFileId ? await findMediaFile(db, job.resultFileId) : null;
  if (!job || job.status !== 'completed' || !previous || job.userId !== row.userId) {
    throw new RegenerationRefusal(regenerateMessages.notFinished);
  }
  const source = await findLocalizationSource(db, job.sourceId);
  const sourceFile = source?.mediaFileId ? await findMediaFile(db, source.mediaFileId) : null;
  const segments = (job.timing ?? []) as LocalizedSegment[];
  if (!segments[row.segmentIndex]) throw new RegenerationRefusal(regenerateMessages.noSuchSegment);
  const workDir = await store.tempDirectory(`localization-regeneration-${row.id}`);
  try {
    const result = await regenerateSegment({
      jobId: job.id,
      language: job.targetLanguage,
      segments,
      index: row.segmentIndex,
      translation: row.translation,
      previousPath: store.absolutePath(previous.relativePath),
      sourceVideoPath: sourceFile ? store.absolutePath(sourceFile.relativePath) : null,
      workDir,
      engines: options.engines,
      signal,
      progress: async (text) => {
        if (!(await setRegenerationStage(db, row.id, 'processing', text))) throw new JobEndedMeanwhileError();
      },
    });
    if (!(await setRegenerationStage(db, row.id, 'processing', regenerateMessages.saving))) {
      throw new JobEndedMeanwhileError();
    }
    let dropped: { relativePath: string }[] = [];
    await storeLocalizedVideo(
      db,
      store,
      {
        userId: row.userId,
        outputPath: result.outputPath,
        outputSeconds: result.outputSeconds,
        originalFilename: previous.originalFilename,
      },
      async (tx, resultFileId) => {
        const removed = await completeRegeneration(tx, row, {
          resultFileId,
          timing: result.timing,
          previousFileId: previous.id,
        });
        if (!removed) throw new JobEndedMeanwhileError();
        dropped = removed;
      },
    );
    await Promise.all(dropped.map((file) => removeQuietly(store.absolutePath(file.relativePath))));
  } finally {
    await removeQuietly(workDir);
  }
}
