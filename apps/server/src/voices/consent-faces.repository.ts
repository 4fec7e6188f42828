// The faces of a creator's consent recordings (issue 23): create-voice's consent step writes them, and lip-sync
// (video/lipsync-face-gate.ts) compares a video's face with them. Read by owner only.
import { and, eq } from 'drizzle-orm';
import { consentRecordings } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';

/** The descriptors of the user's passed consent recordings that saw one face clearly. */
export async function passedConsentFaces(db: DbExecutor, userId: string): Promise<number[][]> {
  const rows = await db
    .select({ descriptor: consentRecordings.faceDescriptor })
    .from(consentRecordings)
    .where(
      and(
        eq(consentRecordings.userId, userId),
        eq(consentRecordings.status, 'passed'),
        eq(consentRecordings.facePassed, true),
      ),
    );
  return rows.flatMap((row) => (row.descriptor ? [row.descriptor] : []));
}
