// The consent face check before lip-sync (issue 23): a video whose face would be animated must show the face of the
// creator's own passed consent recording (cosine ≥ FACE_MATCH_THRESHOLD), checked before any credit is taken.
// A video without a face has nothing to animate (the result keeps the picture as it is) and passes.
import type { ConsentFace } from '@twin/api-client';
import { passedConsentFaces } from '../voices/consent-faces.repository';
import { eq } from 'drizzle-orm';
import { videos, type VideoRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import type { MediaStore } from '../files/media-store';
import { findMediaFile } from '../files/media-files.repository';
import { facesMatch } from '../engines/lipsync';
import { HttpError } from '../http/http-error';
import { RawVideoError } from '../media/raw-video';
import { lipsyncMessages } from './lipsync-messages';
import { describeVideoFace } from './video-face-check';

/** How the video's face compares with the creator's consent faces; null when the video has no described face. */
export function consentFaceOf(videoFace: number[] | null, consentFaces: number[][]): ConsentFace | null {
  if (!videoFace) return null;
  if (consentFaces.length === 0) return 'no_consent_face';
  const face = Float32Array.from(videoFace);
  return consentFaces.some((consent) => facesMatch(face, Float32Array.from(consent))) ? 'matches' : 'differs';
}

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
  if (video.faceCheck === 'no_face') return;
  if (video.faceCheck === 'several_faces' || video.faceCheck === 'face_too_small')
    throw new HttpError(403, lipsyncMessages.faceUnclear);
  const face = await videoFaceOf(db, store, video);
  // Not checked as processed and no single face seen now: nothing the engine could animate as a person.
  if (!face) {
    if (video.faceCheck === null) return;
    throw new HttpError(403, lipsyncMessages.faceUnclear);
  }
  const verdict = consentFaceOf(face, await passedConsentFaces(db, video.userId));
  if (verdict === 'no_consent_face') throw new HttpError(403, lipsyncMessages.noConsentFace);
  if (verdict === 'differs') throw new HttpError(403, lipsyncMessages.faceMismatch);
}
