// The video-processing job (queue `video-processing`, on jobs/queued-job-runner.ts): uploaded → processing → ready
// (a playable MP4, a poster, duration, size and dimensions; process-video.ts; and its face check,
// video-face-check.ts) or failed with an error message.
// Retries (2, 2 s apart), ffmpeg's threads bounded and a time limit per job; recovery is the shared runner's. A
// failed video's upload is deleted with it (only the row and its message stay).
import { stat } from 'node:fs/promises';
import type { FaceCheck } from '@twin/api-client';
import type { Database } from '../db/database';
import type { VideoRow } from '../db/schema';
import { deleteMediaFiles, findMediaFile, insertMediaFile } from '../files/media-files.repository';
import { placeFilesWithRows, removeQuietly, type FileMove, type MediaStore } from '../files/media-store';
import type { JobLog, JobQueue } from '../jobs/job-queue';
import {
  createQueuedJobRunner,
  JobEndedMeanwhileError,
  type QueuedJobRunner,
} from '../jobs/queued-job-runner';
import { ProcessAbortedError } from '../media/run-process';
import { processVideo, VideoProcessingRefusal, type ProcessedVideo } from './process-video';
import { checkFaceOrNull, faceDescriptorOrNull, recordFaceCheck } from './video-face-check';
import { videoMessages } from './video-messages';
import {
  failVideo,
  findUnfinishedVideos,
  findVideo,
  finishVideoReady,
  setVideoBossJobId,
  setVideoStage,
  unfinishedVideoStatuses,
} from './videos.repository';

export const VIDEO_QUEUE = 'video-processing';
const RETRY_LIMIT = 2;
/** One job's time limit (its ffmpeg runs are stopped past it); pg-boss's expiry is a little longer. */
export const VIDEO_JOB_TIME_LIMIT_MS = 20 * 60_000;

export interface VideoJobRunnerOptions {
  db: Database;
  queue: JobQueue;
  store: MediaStore;
  log: JobLog;
  /** A job's time limit (default VIDEO_JOB_TIME_LIMIT_MS). */
  timeLimitMs?: number;
}

export function createVideoJobRunner(options: VideoJobRunnerOptions): QueuedJobRunner {
  const { db, queue, log } = options;
  const timeLimitMs = options.timeLimitMs ?? VIDEO_JOB_TIME_LIMIT_MS;
  return createQueuedJobRunner<VideoRow>({
    name: VIDEO_QUEUE,
    queueOptions: {
      retryLimit: RETRY_LIMIT,
      retryDelay: 2,
    },
    dataKey: 'videoId',
    label: 'video',
    queue,
    log,
    timeLimitMs,
    findUnfinished: () => findUnfinishedVideos(db),
    findRow: (id) => findVideo(db, id),
    unfinishedStatuses: unfinishedVideoStatuses,
    setBossJobId: (id, bossJobId) => setVideoBossJobId(db, id, bossJobId),
    requeue: (row) => setVideoStage(db, row.id, 'uploaded'),
    fail: (row, message) => failVideoJob(options, row, message),
    process: (row, signal) => processVideoJob(options, row, signal),
    interruptedMessage: videoMessages.interrupted,
    tookTooLong: (error, timedOut) =>
      timedOut && error instanceof ProcessAbortedError ? videoMessages.tookTooLong : null,
    refusal: (error) => (error instanceof VideoProcessingRefusal ? error.message : null),
    failureMessage: () => videoMessages.failed,
  });
}

async function processVideoJob(
  options: VideoJobRunnerOptions,
  row: VideoRow,
  signal: AbortSignal,
): Promise<void> {
  const { db, store } = options;
  const source = row.sourceFileId ? await findMediaFile(db, row.sourceFileId) : null;
  if (!source) throw new VideoProcessingRefusal(videoMessages.failed);
  if (!(await setVideoStage(db, row.id, 'processing', { countAttempt: true }))) return;
  const workDir = await store.tempDirectory(`video-job-${row.id}`);
  try {
    const sourcePath = store.absolutePath(source.relativePath);
    const processed = await processVideo({ sourcePath, workDir, signal });
    const { playablePath, width, height, durationSeconds } = processed;
    const faceInput = { videoId: row.id, videoPath: playablePath, width, height, durationSeconds, signal };
    const faceCheck = await checkFaceOrNull(faceInput, options.log);
    const faceDescriptor = await faceDescriptorOrNull(faceInput, faceCheck, options.log);
    await commitVideo(options, row, source.id, sourcePath, { ...processed, faceCheck, faceDescriptor });
  } finally {
    await removeQuietly(workDir);
  }
}

/**
 * Stores the playable MP4 (unless the upload itself is kept) and the poster with their rows, marks the video
 * ready and drops the replaced upload's row, in one transaction; the upload's file goes after the commit.
 */
async function commitVideo(
  options: VideoJobRunnerOptions,
  row: VideoRow,
  sourceFileId: string,
  sourcePath: string,
  processed: ProcessedVideo & { faceCheck: FaceCheck | null; faceDescriptor: number[] | null },
): Promise<void> {
  const { db, store } = options;
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
    if (!finished) throw new JobEndedMeanwhileError();
    await recordFaceCheck(tx, row.id, processed.faceCheck, processed.faceDescriptor);
    if (playable) await deleteMediaFiles(tx, [sourceFileId]);
  });
  if (playable) await removeQuietly(sourcePath);
}

/** Ends the video as failed (once) and deletes its upload. */
async function failVideoJob(options: VideoJobRunnerOptions, row: VideoRow, message: string): Promise<void> {
  const { db, store } = options;
  const dropped = await db.transaction(async (tx) => {
    const failed = await failVideo(tx, row.id, message);
    if (!failed?.sourceFileId) return [];
    return deleteMediaFiles(tx, [failed.sourceFileId]);
  });
  for (const file of dropped) await removeQuietly(store.absolutePath(file.relativePath));
}
