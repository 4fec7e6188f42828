// The lip-sync job (queue `lipsync`, on jobs/queued-job-runner.ts): pending → processing (mixing the timeline into
// one 44.1 kHz track, then the lip-sync engine fitting the speaker's video to it) → completed with the result stored
// as a video of the user (upload_method lipsync, with a poster frame), or failed with a message and the tokens given
// back. The result carries the takes' sentences as a soft subtitle track (lipsync-cues.ts). The engine's progress is stored as a percentage (lipsync-progress.ts); a result whose lips could not follow
// (no single usable face) completes with a note saying why. Retries (1, for an engine that was briefly unavailable)
// and a time limit per job; recovery is the shared runner's (a job whose pg-boss job is gone or ended fails,
// refunded).
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { videos, type LipsyncJobRow } from '../db/schema';
import {
  LipsyncAbortedError,
  LipsyncError,
  LipsyncInputError,
  LipsyncTimeoutError,
  type LipsyncEngine,
  type LipsyncResult,
} from '../engines/lipsync';
import { findMediaFile, insertMediaFile } from '../files/media-files.repository';
import { placeFilesWithRows, removeQuietly, type MediaStore } from '../files/media-store';
import type { JobLog, JobQueue } from '../jobs/job-queue';
import {
  createQueuedJobRunner,
  JobEndedMeanwhileError,
  type QueuedJobRunner,
} from '../jobs/queued-job-runner';
import { ProcessAbortedError } from '../media/run-process';
import {
  completeLipsyncJob,
  failLipsyncJob,
  findLipsyncJob,
  findUnfinishedLipsyncJobs,
  setLipsyncBossJobId,
  setLipsyncProgressPercent,
  setLipsyncStage,
  soundtrackOf,
  storedClips,
  unfinishedLipsyncStatuses,
} from './lipsync-jobs.repository';
import { addSubtitleTrack } from '../media/subtitles/add-subtitle-track';
import { lipsyncCues } from './lipsync-cues';
import { lipsyncMessages } from './lipsync-messages';
import { createProgressRecorder, lipsyncProgressStages, syncingPercent } from './lipsync-progress';
import { takePosterFrame } from './poster-frame';
import { recordedFaceCheck } from './video-face-check';
import { probeVideo } from '../media/probe-video';
import { mixTimeline, type MixClip } from './timeline-mix';
import { findVideo } from './videos.repository';

export const LIPSYNC_QUEUE = 'lipsync';
const RETRY_LIMIT = 1;
/** One job's time limit (mixing and the engine); pg-boss's expiry is a little longer. */
export const LIPSYNC_JOB_TIME_LIMIT_MS = 40 * 60_000;

/** The job cannot be done, whatever the tries: fail it with this message. */
class LipsyncRefusal extends Error {}

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

export function createLipsyncJobRunner(options: LipsyncJobRunnerOptions): QueuedJobRunner {
  const { db, queue, log } = options;
  const timeLimitMs = options.timeLimitMs ?? LIPSYNC_JOB_TIME_LIMIT_MS;
  return createQueuedJobRunner<LipsyncJobRow>({
    name: LIPSYNC_QUEUE,
    queueOptions: {
      retryLimit: RETRY_LIMIT,
      retryDelay: 5,
    },
    dataKey: 'jobId',
    label: 'lip-sync',
    queue,
    log,
    timeLimitMs,
    findUnfinished: () => findUnfinishedLipsyncJobs(db),
    findRow: (id) => findLipsyncJob(db, id),
    unfinishedStatuses: unfinishedLipsyncStatuses,
    setBossJobId: (id, bossJobId) => setLipsyncBossJobId(db, id, bossJobId),
    requeue: (row) => setLipsyncStage(db, row.id, 'pending', ''),
    fail: (row, message) => failLipsyncJob(db, row.id, message),
    process: (row, signal) => processLipsyncJob(options, row, signal),
    interruptedMessage: lipsyncMessages.interrupted,
    tookTooLong: (error, timedOut) => {
      const aborted = error instanceof ProcessAbortedError || error instanceof LipsyncAbortedError;
      return error instanceof LipsyncTimeoutError || (timedOut && aborted)
        ? lipsyncMessages.tookTooLong
        : null;
    },
    refusal: (error) =>
      error instanceof LipsyncRefusal || error instanceof LipsyncInputError ? error.message : null,
    failureMessage: (error) => (error instanceof LipsyncError ? error.message : lipsyncMessages.failed),
  });
}

async function processLipsyncJob(
  options: LipsyncJobRunnerOptions,
  row: LipsyncJobRow,
  signal: AbortSignal,
): Promise<void> {
  const { db, store, engine, log } = options;
  if (!(await setLipsyncStage(db, row.id, 'processing', lipsyncMessages.mixing, { countAttempt: true }))) {
    return;
  }
  const progress = createProgressRecorder({
    write: (percent) => setLipsyncProgressPercent(db, row.id, percent),
    log,
  });
  progress.report(lipsyncProgressStages.mixing);
  const video = row.videoId ? await findVideo(db, row.videoId) : null;
  const videoFile =
    video?.status === 'ready' && video.videoFileId ? await findMediaFile(db, video.videoFileId) : null;
  if (!video || !videoFile) throw new LipsyncRefusal(lipsyncMessages.videoNotFound);
  const clips: MixClip[] = [];
  for (const clip of soundtrackOf(storedClips(row))) {
    const file = await findMediaFile(db, clip.mediaFileId);
    if (!file || file.userId !== row.userId) throw new LipsyncRefusal(lipsyncMessages.clipNotYours);
    clips.push({ ...clip, path: store.absolutePath(file.relativePath) });
  }
  const workDir = await store.tempDirectory(`lipsync-job-${row.id}`);
  try {
    const audioPath = join(workDir, 'timeline.wav');
    await mixTimeline(clips, audioPath, { signal });
    if (!(await setLipsyncStage(db, row.id, 'processing', lipsyncMessages.syncing))) {
      throw new JobEndedMeanwhileError();
    }
    progress.report(lipsyncProgressStages.syncing);
    const outputPath = join(workDir, 'result.mp4');
    const result = await engine.run({
      videoPath: store.absolutePath(videoFile.relativePath),
      audioPath,
      outputPath,
      useCodeformer: row.useCodeformer,
      knownFaceCheck: recordedFaceCheck(video),
      signal,
      onProgress: (fraction) => progress.report(syncingPercent(fraction)),
    });
    await setLipsyncStage(db, row.id, 'processing', lipsyncMessages.saving);
    progress.report(lipsyncProgressStages.saving);
    // The takes' sentences as a soft subtitle track (issue 25); a timeline of uploaded audio only gets none.
    const captions = await lipsyncCues(db, row.userId, storedClips(row));
    await addSubtitleTrack({
      videoPath: outputPath,
      cues: captions.cues,
      language: captions.language,
      workPath: join(workDir, 'subtitled'),
      signal,
    });
    const posterPath = await takeResultPoster(
      options,
      row,
      outputPath,
      result.durationSeconds,
      workDir,
      signal,
    );
    await progress.settled();
    await commitLipsyncResult(options, row, { outputPath, posterPath, result, signal });
  } finally {
    await removeQuietly(workDir);
  }
}

/** The creator's note when the lips could not follow (the engine kept the video's own mouth); null when they did. */
export function faceNoteOf(result: LipsyncResult): string | null {
  const verdict = result.faceCheck;
  return verdict === undefined || verdict === 'ready' ? null : lipsyncMessages.faceNotes[verdict];
}

/** The result's poster frame in the work directory, or null (logged) when none could be taken. */
async function takeResultPoster(
  options: LipsyncJobRunnerOptions,
  row: LipsyncJobRow,
  videoPath: string,
  seconds: number,
  workDir: string,
  signal: AbortSignal,
): Promise<string | null> {
  const posterPath = join(workDir, 'poster.jpg');
  try {
    await takePosterFrame(videoPath, posterPath, seconds, signal);
    return posterPath;
  } catch (error) {
    if (signal.aborted) throw error;
    options.log.warn({ err: error, jobId: row.id }, 'no poster frame for a lip-sync result');
    return null;
  }
}

interface LipsyncOutput {
  outputPath: string;
  /** Its poster frame, when one was taken. */
  posterPath: string | null;
  result: LipsyncResult;
  signal: AbortSignal;
}

/**
 * Stores the result as a ready video of the user (lipsync) with its poster, and completes the job with the note when
 * the lips could not follow, in one transaction.
 */
async function commitLipsyncResult(
  options: LipsyncJobRunnerOptions,
  row: LipsyncJobRow,
  { outputPath, posterPath, result, signal }: LipsyncOutput,
) {
  const { db, store } = options;
  const seconds = result.durationSeconds;
  const probe = await probeVideo(outputPath, signal);
  const sizeBytes = (await stat(outputPath)).size;
  const location = store.newLocation(row.userId, 'videos', 'mp4');
  const poster = posterPath ? store.newLocation(row.userId, 'posters', 'jpg') : null;
  const posterSize = posterPath ? (await stat(posterPath)).size : 0;
  const name = lipsyncResultName(row.createdAt);
  const moves = [{ from: outputPath, to: location.absolutePath }];
  if (posterPath && poster) moves.push({ from: posterPath, to: poster.absolutePath });
  await placeFilesWithRows(db, store, moves, async (tx) => {
    const posterRow = poster
      ? await insertMediaFile(tx, {
          location: poster,
          userId: row.userId,
          kind: 'posters',
          originalFilename: null,
          container: 'jpg',
          durationSeconds: null,
          sizeBytes: posterSize,
        })
      : null;
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
        posterFileId: posterRow?.id ?? null,
        durationSeconds: seconds,
        width: probe.video?.width ?? null,
        height: probe.video?.height ?? null,
        sizeBytes,
      })
      .returning({ id: videos.id });
    const completed = await completeLipsyncJob(tx, row.id, {
      resultVideoId: resultVideo!.id,
      audioFileId: null,
      faceNote: faceNoteOf(result),
    });
    if (!completed) throw new JobEndedMeanwhileError();
  });
}
