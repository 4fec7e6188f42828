// Keeps the transcribed videos (localization sources) from filling the disk: a source's video is removed 24 hours
// after its transcription — or once no pending or processing job reads it, if that is later — and a user keeps at
// most 5 at once (storing a new one drops the oldest not in use; with all 5 in use a new transcription is refused).
// The source row stays (transcript, original name: the library's download names), and so do its jobs and results.
// The sweep runs in the process that works the job queues: at start, then every 10 minutes.
import type { Database } from '../db/database';
import type { MediaFileRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { removeQuietly, type MediaStore } from '../files/media-store';
import { HttpError } from '../http/http-error';
import type { JobLog } from '../jobs/job-queue';
import {
  dropSourceVideos,
  idleSourcesTranscribedBefore,
  sourcesWithVideo,
  usersWithMoreSourceVideosThan,
} from './localize-sources.repository';
import {
  localizeMessages,
  SOURCE_VIDEO_LIFETIME_MS,
  SOURCE_VIDEO_SWEEP_EVERY_MS,
  SOURCE_VIDEOS_KEPT_PER_USER,
} from './localize-messages';

/** Refuses a new transcription (429, before the upload is read) when all the user's kept videos are in use. */
export async function checkRoomForSourceVideo(db: DbExecutor, userId: string): Promise<void> {
  const kept = await sourcesWithVideo(db, userId);
  if (kept.filter((source) => source.inUse).length >= SOURCE_VIDEOS_KEPT_PER_USER) {
    throw new HttpError(429, localizeMessages.videosInUse);
  }
}

/**
 * Drops the videos of the user's oldest sources not in use beyond the 5 kept (never `keepId`, the one just stored),
 * inside the caller's transaction; the caller removes the returned files after the commit (removeSourceFiles).
 */
export async function dropSourceVideosBeyondCap(
  tx: DbExecutor,
  userId: string,
  keepId?: string,
): Promise<MediaFileRow[]> {
  const kept = await sourcesWithVideo(tx, userId);
  const excess = kept.length - SOURCE_VIDEOS_KEPT_PER_USER;
  if (excess <= 0) return [];
  const idle = kept.filter((source) => !source.inUse && source.id !== keepId);
  return dropSourceVideos(
    tx,
    idle.slice(0, excess).map((source) => source.id),
  );
}

export async function removeSourceFiles(store: MediaStore, files: readonly MediaFileRow[]): Promise<void> {
  await Promise.all(files.map((file) => removeQuietly(store.absolutePath(file.relativePath))));
}

/** One sweep: expired videos, then users over the cap (a job started during a transcription can leave one over). */
export async function sweepSourceVideos(
  db: Database,
  store: MediaStore,
  now = new Date(),
): Promise<{ expired: number; overCap: number }> {
  const expiredIds = await idleSourcesTranscribedBefore(
    db,
    new Date(now.getTime() - SOURCE_VIDEO_LIFETIME_MS),
  );
  const expired = await db.transaction((tx) => dropSourceVideos(tx, expiredIds));
  await removeSourceFiles(store, expired);
  let overCap = 0;
  for (const userId of await usersWithMoreSourceVideosThan(db, SOURCE_VIDEOS_KEPT_PER_USER)) {
    const dropped = await db.transaction((tx) => dropSourceVideosBeyondCap(tx, userId));
    await removeSourceFiles(store, dropped);
    overCap += dropped.length;
  }
  return { expired: expired.length, overCap };
}

export interface SourceVideoSweep {
  /** Clears the timer and waits for a sweep under way (before the database closes). */
  stop(): Promise<void>;
}

/** Sweeps now and then every `everyMs` (unref'd: it never keeps the process alive). */
export function startSourceVideoSweep(
  db: Database,
  store: MediaStore,
  log: JobLog,
  everyMs = SOURCE_VIDEO_SWEEP_EVERY_MS,
): SourceVideoSweep {
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return;
    running = sweepSourceVideos(db, store)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'removing expired localization videos failed'))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, everyMs).unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
