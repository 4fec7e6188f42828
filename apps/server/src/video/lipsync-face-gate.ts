// The consent face check before lip-sync (issue 23): a video whose face would be animated must show the face of the
// creator's own passed consent recording (cosine ≥ FACE_MATCH_THRESHOLD), checked before any credit is taken.
// A video without a face has nothing to animate (the result keeps the picture as it is) and passes.
import { eq } from 'drizzle-orm';
import { videos, type VideoRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import type { MediaStore } from '../files/media-store';
import { findMediaFile } from '../files/media-files.repository';
import { HttpError } from '../http/http-error';
import { RawVideoError } from '../media/raw-video';
import { refuseFaceWithoutConsent } from '../voices/consent-face-gate';
import { lipsyncMessages } from './lipsync-messages';
import { describeVideoFace, recordedFaceCheck } from './video-face-check';

/**
 * The video's face descriptor: the one stored as processing ended, else described now (videos processed before
 * the descriptor, or whose description failed) and stored; null when no single face is seen.
 */
async function videoFaceOf(db: DbExecutor, store: MediaStore, video: VideoRow): Promise<number[] | null> {
  if (video.faceDescriptor) return video.faceDescriptor;
  const file = video.videoFileId ? await findMediaFile(db, video.videoFileId) : null;
  if (!file) return null;
  let descriptor;
  try {
    descriptor = await describeVideoFace(store.absolutePath(file.relativePath));
  } catch (error) {
    // Its picture decoded as it was processed; if it cannot be now, it is treated as no face seen (below).
    if (error instanceof RawVideoError) return null;
    throw error;
  }
  if (descriptor) await db.update(videos).set({ faceDescriptor: descriptor }).where(eq(videos.id, video.id));
  return descriptor;
}

/** Refuses (403, in a creator's words) a video whose face is not the creator's consent face. */
export async function checkLipsyncFace(db: DbExecutor, store: MediaStore, video: VideoRow): Promise<void> {
  const faceCheck = recordedFaceCheck(video);
  if (faceCheck === 'no_face') return;
  if (faceCheck === 'several_faces' || faceCheck === 'face_too_small')
    throw new HttpError(403, lipsyncMessages.faceUnclear);
  const face = await videoFaceOf(db, store, video);
  // Not checked as processed and no single face seen now: nothing the engine could animate as a person.
  if (!face) {
    if (faceCheck === null) return;
    throw new HttpError(403, lipsyncMessages.faceUnclear);
  }
  await refuseFaceWithoutConsent(db, video.userId, face);
}
