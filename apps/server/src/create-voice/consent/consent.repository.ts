// Consent rows (db/schema.ts consent_challenges, consent_recordings): every read is by owner, so another user's
// id answers like a missing one.
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../files/db-executor';
import { isUuid } from '../../db/ids';
import {
  consentChallenges,
  consentRecordings,
  mediaFiles,
  type ConsentChallengeRow,
  type ConsentRecordingRow,
  type MediaFileRow,
} from '../../db/schema';

export interface ConsentRecordingWithChallenge {
  recording: ConsentRecordingRow;
  challenge: ConsentChallengeRow;
}

/** The user's challenge still waiting for a passed recording and not expired, newest first. */
export async function findPendingChallenge(db: DbExecutor, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(consentChallenges)
    .where(
      and(
        eq(consentChallenges.userId, userId),
        isNull(consentChallenges.passedAt),
        gt(consentChallenges.expiresAt, now),
      ),
    )
    .orderBy(desc(consentChallenges.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertChallenge(
  db: DbExecutor,
  values: { userId: string; statement: string; phrase: string; expiresAt: Date },
): Promise<ConsentChallengeRow> {
  const [row] = await db.insert(consentChallenges).values(values).returning();
  return row!;
}

export async function findOwnChallenge(db: DbExecutor, userId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(consentChallenges)
    .where(and(eq(consentChallenges.id, id), eq(consentChallenges.userId, userId)));
  return row ?? null;
}

export async function listOwnRecordings(
  db: DbExecutor,
  userId: string,
): Promise<ConsentRecordingWithChallenge[]> {
  return db
    .select({ recording: consentRecordings, challenge: consentChallenges })
    .from(consentRecordings)
    .innerJoin(consentChallenges, eq(consentChallenges.id, consentRecordings.challengeId))
    .where(eq(consentRecordings.userId, userId))
    .orderBy(desc(consentRecordings.createdAt));
}

export async function findOwnRecording(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<(ConsentRecordingWithChallenge & { file: MediaFileRow | null }) | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ recording: consentRecordings, challenge: consentChallenges, file: mediaFiles })
    .from(consentRecordings)
    .innerJoin(consentChallenges, eq(consentChallenges.id, consentRecordings.challengeId))
    .leftJoin(mediaFiles, eq(mediaFiles.id, consentRecordings.mediaFileId))
    .where(and(eq(consentRecordings.id, id), eq(consentRecordings.userId, userId)));
  return row ?? null;
}

/** Every user's recordings with their challenge, newest first (the admin CLI's consent:list). */
export async function listAllRecordings(db: DbExecutor): Promise<ConsentRecordingWithChallenge[]> {
  return db
    .select({ recording: consentRecordings, challenge: consentChallenges })
    .from(consentRecordings)
    .innerJoin(consentChallenges, eq(consentChallenges.id, consentRecordings.challengeId))
    .orderBy(desc(consentRecordings.createdAt));
}

/** voice id → the consent it was made with; voices made before the consent check have none. */
export async function recordingsOfVoices(db: DbExecutor, voiceIds: readonly string[]) {
  if (voiceIds.length === 0) return new Map<string, ConsentRecordingRow>();
  const rows = await db
    .select()
    .from(consentRecordings)
    .where(inArray(consentRecordings.usedByVoiceId, [...voiceIds]));
  return new Map(rows.map((row) => [row.usedByVoiceId!, row]));
}
