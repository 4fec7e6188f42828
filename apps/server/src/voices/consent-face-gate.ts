// The consent face check before a face is animated (issue 23), shared by lip-sync start and by localization with a
// lip-sync engine: a face that is not one of the creator's passed consent faces (cosine ≥ FACE_MATCH_THRESHOLD) is
// refused with 403 in plain words, before any credit is taken.
import type { ConsentFace } from '@twin/api-client';
import { facesMatch } from '../engines/lipsync';
import type { DbExecutor } from '../files/db-executor';
import { HttpError } from '../http/http-error';
import { passedConsentFaces } from './consent-faces.repository';

/** What a creator reads when the face check refuses (ours: the spec has no consent). */
export const consentFaceMessages = {
  noConsentFace: 'Record your consent with your camera before using a video as your face.',
  faceMismatch:
    'This face does not match your consent recording. Please use a video of yourself, or record your consent again with your camera.',
  faceUnclear:
    'We could not see one clear face in this video. Please use a video where only your face is seen, close enough.',
};

/** How a video's face compares with the creator's consent faces; null when the video has no described face. */
export function consentFaceOf(videoFace: number[] | null, consentFaces: number[][]): ConsentFace | null {
  if (!videoFace) return null;
  if (consentFaces.length === 0) return 'no_consent_face';
  const face = Float32Array.from(videoFace);
  return consentFaces.some((consent) => facesMatch(face, Float32Array.from(consent))) ? 'matches' : 'differs';
}

/** Refuses (403) `face` unless it matches one of the user's passed consent faces. */
export async function refuseFaceWithoutConsent(
  db: DbExecutor,
  userId: string,
  face: number[],
): Promise<void> {
  const verdict = consentFaceOf(face, await passedConsentFaces(db, userId));
  if (verdict === 'no_consent_face') throw new HttpError(403, consentFaceMessages.noConsentFace);
  if (verdict === 'differs') throw new HttpError(403, consentFaceMessages.faceMismatch);
}
