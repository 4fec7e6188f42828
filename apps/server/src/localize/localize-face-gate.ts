// Localization with a lip-sync engine that moves lips (an HTTP engine; the embedded one does not lip-sync
// localizations) animates the source video's face, so, as at lip-sync start, that face must be the creator's consent
// face (voices/consent-face-gate.ts): checked as the job is created, before any credit is taken.
import type { LocalizationSourceRow } from '../db/schema';
import { describeFace, type LipsyncEngine } from '../engines/lipsync';
import type { DbExecutor } from '../files/db-executor';
import { findMediaFile } from '../files/media-files.repository';
import type { MediaStore } from '../files/media-store';
import { HttpError } from '../http/http-error';
import { RawVideoError } from '../media/raw-video';
import { consentFaceMessages, refuseFaceWithoutConsent } from '../voices/consent-face-gate';

export interface LocalizationFaceServices {
  db: DbExecutor;
  store: MediaStore;
  lipsync: LipsyncEngine;
}

/** Whether a localization made with this engine animates the source's face (localize-pipeline.ts's lip-sync step). */
export function localizationMovesLips(lipsync: LipsyncEngine): boolean {
  return lipsync.name === 'http';
}

/** Refuses (403, in a creator's words) a source whose face the job would animate and is not the creator's. */
export async function checkLocalizationFace(
  services: LocalizationFaceServices,
  source: LocalizationSourceRow,
): Promise<void> {
  const { db, store, lipsync } = services;
  if (!localizationMovesLips(lipsync) || !source.mediaFileId) return;
  const file = await findMediaFile(db, source.mediaFileId);
  if (!file) return;
  let description;
  try {
    description = await describeFace(store.absolutePath(file.relativePath));
  } catch (error) {
    if (error instanceof RawVideoError) throw new HttpError(403, consentFaceMessages.faceUnclear);
    throw error;
  }
  if (description.kind === 'no_face') return;
  if (description.kind === 'several_faces') throw new HttpError(403, consentFaceMessages.faceUnclear);
  await refuseFaceWithoutConsent(db, source.userId, Array.from(description.descriptor));
}
