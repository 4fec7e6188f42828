// A consent recording (POST /api/consent/challenges/{id}/recording): the challenge must be the caller's, pending
// and unexpired; the clip is identified by probing (3–60 s of audio, with or without a picture), checked at once —
// the words (words-check.ts), the voice's statistics kept for the pro clone's comparison (media/speaker) and, with a
// picture, the face (consent-face.ts) kept for lip-sync's comparison — and stored 0600 under media with its row
// whatever the outcome. One recording at a time per user in this process;
// the recognizer itself runs one check at a time.
import { eq } from 'drizzle-orm';
import { CONSENT_MAX_SECONDS, CONSENT_MIN_SECONDS } from '@twin/api-client';
import type { Database } from '../../db/database';
import { consentChallenges, consentRecordings, type UserRow } from '../../db/schema';
import type { TranscriptionEngine } from '../../engines/transcription/transcription-engine';
import { placeUploadWithRows } from '../../files/place-upload';
import { type MediaStore } from '../../files/media-store';
import type { ReceivedFile } from '../../files/multipart-upload';
import { HttpError } from '../../http/http-error';
import { identifyAudio, MediaRejectedError, type IdentifiedAudio } from '../../media/identify-audio';
import { speechSamples } from '../../media/speaker/speech-samples';
import { voiceprintOf } from '../../media/speaker/voiceprint';
import { toConsentRecord } from './consent-dto';
import { consentMessages } from './consent-messages';
import { findOwnChallenge } from './consent.repository';
import { checkWords, WordsUnreadableError } from './words-check';
import { ConsentPictureUnreadableError, describeConsentFace } from './consent-face';

export interface ConsentServices {
  db: Database;
  store: MediaStore;
  transcription: TranscriptionEngine;
  now?: () => Date;
}

const recordingNow = new Set<string>();

export async function recordConsent(
  services: ConsentServices,
  request: { user: UserRow; challengeId: string; file: ReceivedFile },
) {
  const { user } = request;
  if (recordingNow.has(user.id)) throw new HttpError(429, consentMessages.busy);
  recordingNow.add(user.id);
  try {
    return await recordNow(services, request);
  } finally {
    recordingNow.delete(user.id);
  }
}

async function recordNow(
  services: ConsentServices,
  { user, challengeId, file }: { user: UserRow; challengeId: string; file: ReceivedFile },
) {
  const { db, store } = services;
  const now = services.now?.() ?? new Date();
  const challenge = await findOwnChallenge(db, user.id, challengeId);
  if (!challenge) throw new HttpError(404, consentMessages.notFound);
  if (challenge.passedAt) throw new HttpError(409, consentMessages.alreadyPassed);
  if (challenge.expiresAt <= now) throw new HttpError(410, consentMessages.expired);

  const audio = await identifiedClip(file.tempPath);
  let words;
  let voiceprint;
  let face;
  try {
    words = await checkWords({
      clipPath: file.tempPath,
      phrase: challenge.phrase,
      tmpDir: store.tmpRoot,
      transcription: services.transcription.name === 'pocketsphinx' ? undefined : services.transcription,
    });
    voiceprint = voiceprintOf(await speechSamples(file.tempPath, CONSENT_MAX_SECONDS));
    face = audio.hasVideo ? await describeConsentFace(file.tempPath) : null;
  } catch (error) {
    if (error instanceof WordsUnreadableError || error instanceof ConsentPictureUnreadableError)
      throw new HttpError(422, consentMessages.unreadable);
    throw error;
  }
  const status = words.passed ? 'passed' : 'failed';
  const stored = await placeUploadWithRows(
    db,
    store,
    {
      from: file.tempPath,
      userId: user.id,
      kind: 'consent',
      originalFilename: file.originalFilename,
      container: audio.container,
      durationSeconds: audio.durationSeconds,
      sizeBytes: audio.sizeBytes,
    },
    async (tx, media) => {
      const [recording] = await tx
        .insert(consentRecordings)
        .values({
          userId: user.id,
          challengeId: challenge.id,
          mediaFileId: media.id,
          hasVideo: audio.hasVideo,
          status,
          wordsScore: words.score,
          wordsPassed: words.passed,
          voiceprint: { ...voiceprint },
          faceScore: face?.score ?? null,
          facePassed: face?.passed ?? null,
          faceDescriptor: face?.descriptor ?? null,
        })
        .returning();
      if (status === 'passed') {
        await tx
          .update(consentChallenges)
          .set({ passedAt: now })
          .where(eq(consentChallenges.id, challenge.id));
      }
      return recording!;
    },
  );
  const record = toConsentRecord({ recording: stored, challenge });
  if (status !== 'passed') throw new HttpError(422, consentMessages.wordsFailed, {}, { consent: record });
  return record;
}

/** The clip's container and audio length; the creator's words when it is not a recording we can use. */
async function identifiedClip(path: string): Promise<IdentifiedAudio> {
  let audio: IdentifiedAudio;
  try {
    audio = await identifyAudio(path, 'audio-or-video', undefined, CONSENT_MAX_SECONDS);
  } catch (error) {
    if (error instanceof MediaRejectedError) throw new HttpError(422, consentMessages.unreadable);
    throw error;
  }
  if (audio.durationSeconds < CONSENT_MIN_SECONDS) throw new HttpError(400, consentMessages.tooShort);
  if (audio.durationSeconds > CONSENT_MAX_SECONDS + 0.5) throw new HttpError(400, consentMessages.tooLong);
  return audio;
}
