// Keeps identified uploads as videos: in one transaction each file gets its media_files row and a videos row
// (status uploaded) while the files move from tmp into DATA_DIR/media/<user>/videos/; then each is handed to the
// video-processing queue. Anything refused before leaves nothing behind (the caller's temp files are removed), and so
// does a 429 when the new videos would take the user past their videos waiting or in processing.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { VideoRow } from '../db/schema';
import { insertMediaFile } from '../files/media-files.repository';
import { placeFilesWithRows, type MediaStore } from '../files/media-store';
import type { ReceivedFile } from '../files/multipart-upload';
import type { QueuedJobRunner } from '../jobs/queued-job-runner';
import type { IdentifiedVideo } from '../media/identify-video';
import { assertVideoQueueRoomLocked, insertVideo, type VideoUploadMethod } from './videos.repository';

export interface VideoServices {
  db: Database;
  store: MediaStore;
  runner: QueuedJobRunner;
  log: FastifyBaseLogger;
}

export interface IdentifiedUpload {
  file: ReceivedFile;
  video: IdentifiedVideo;
}

export async function storeVideos(
  services: VideoServices,
  request: { userId: string; uploadMethod: VideoUploadMethod; uploads: readonly IdentifiedUpload[] },
): Promise<VideoRow[]> {
  const { db, store, runner, log } = services;
  const { userId, uploads } = request;
  const locations = uploads.map((upload) => store.newLocation(userId, 'videos', upload.video.container));
  const moves = uploads.map((upload, index) => ({
    from: upload.file.tempPath,
    to: locations[index]!.absolutePath,
  }));
  const rows = await placeFilesWithRows(db, store, moves, async (tx) => {
    await assertVideoQueueRoomLocked(tx, userId, uploads.length);
    const created: VideoRow[] = [];
    for (const [index, upload] of uploads.entries()) {
      const durationSeconds =
        upload.video.probe.durationSeconds ?? upload.video.probe.video?.durationSeconds ?? null;
      const media = await insertMediaFile(tx, {
        location: locations[index]!,
        userId,
        kind: 'videos',
        originalFilename: upload.file.originalFilename,
        container: upload.video.container,
        durationSeconds,
        sizeBytes: upload.video.sizeBytes,
      });
      created.push(
        await insertVideo(tx, {
          userId,
          uploadMethod: request.uploadMethod,
          originalFilename: upload.file.originalFilename,
          sourceFileId: media.id,
          sizeBytes: upload.video.sizeBytes,
          durationSeconds: null,
        }),
      );
    }
    return created;
  });
  for (const row of rows) {
    try {
      await runner.enqueue(row.id);
    } catch (error) {
      // The row stays uploaded; the runner's check (or the next start) hands it to pg-boss.
      log.error({ err: error }, 'could not queue the video job yet');
    }
  }
  return rows;
}
