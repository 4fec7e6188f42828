// The consent a pro clone needs (issue 23): the caller's passed, unused consent recording, whose kept clip's voice
// must match the reference's (media/speaker, run before anything is charged or kept), linked to the new voice in
// the same transaction that creates it. Refusals in the creator's words (422).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { consentRecordings, type ConsentRecordingRow } from '../../db/schema';
import type { Transaction } from '../../files/db-executor';
import { HttpError } from '../../http/http-error';
import { speechSamples } from '../../media/speaker/speech-samples';
import { findMediaFile } from '../../files/media-files.repository';
import type { MediaStore } from '../../files/media-store';
import {
  isVoiceprint,
  SPEAKER_MATCH_THRESHOLD,
  speakerSampleOf,
  speakerScore,
} from '../../media/speaker/voiceprint';
import { CONSENT_MAX_SECONDS } from '@twin/api-client';
import { consentMessages } from './consent-messages';
import { findOwnRecording } from './consent.repository';

/** Seconds of the reference the speaker check reads (its statistics settle long before). */
const REFERENCE_SECONDS = 120;

export interface CheckedConsent {
  recording: ConsentRecordingRow;
  voiceScore: number;
}

export async function checkConsentForVoice(
  db: Database,
  store: MediaStore,
  userId: string,
  consentId: string | undefined,
  referencePath: string,
): Promise<CheckedConsent> {
  const found = consentId ? await findOwnRecording(db, userId, consentId) : null;
  const recording = found?.recording;
  if (
    !recording ||
    recording.status !== 'passed' ||
    recording.usedByVoiceId ||
    !isVoiceprint(recording.voiceprint)
  ) {
    throw new HttpError(422, consentMessages.missingConsent);
  }
  // The clip is read again: the check compares frames, and only the clip keeps them.
  const clip = recording.mediaFileId ? await findMediaFile(db, recording.mediaFileId) : null;
  if (!clip) throw new HttpError(422, consentMessages.missingConsent);
  // A clip gone from disk or unreadable is a consent that can no longer be checked: record it again.
  const clipSamples = await speechSamples(store.absolutePath(clip.relativePath), CONSENT_MAX_SECONDS).catch(
    () => null,
  );
  if (!clipSamples) throw new HttpError(422, consentMessages.missingConsent);
  const consent = speakerSampleOf(clipSamples);
  const reference = speakerSampleOf(await speechSamples(referencePath, REFERENCE_SECONDS));
  const score = speakerScore(consent, reference);
  if (score === null || score < SPEAKER_MATCH_THRESHOLD)
    throw new HttpError(422, consentMessages.voiceMismatch);
  return { recording, voiceScore: score };
}

/** Links the consent to the voice; refuses (rolling the voice back) when another voice took it meanwhile. */
export async function linkConsent(tx: Transaction, checked: CheckedConsent, voiceId: string): Promise<void> {
  const linked = await tx
    .update(consentRecordings)
    .set({ usedByVoiceId: voiceId, voiceScore: checked.voiceScore })
    .where(and(eq(consentRecordings.id, checked.recording.id), isNull(consentRecordings.usedByVoiceId)))
    .returning({ id: consentRecordings.id });
  if (linked.length === 0) throw new HttpError(422, consentMessages.missingConsent);
}
