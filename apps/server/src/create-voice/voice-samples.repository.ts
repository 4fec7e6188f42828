// Rows of voice_samples (emotion samples) and their total duration.
import { eq, sql } from 'drizzle-orm';
import { voiceSamples, type VoiceSampleRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';

export async function insertVoiceSample(
  db: DbExecutor,
  sample: Omit<VoiceSampleRow, 'id' | 'createdAt'>,
): Promise<VoiceSampleRow> {
  const [row] = await db.insert(voiceSamples).values(sample).returning();
  return row!;
}

export async function totalSampleSeconds(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${voiceSamples.durationSeconds}), 0)::float8` })
    .from(voiceSamples)
    .where(eq(voiceSamples.userId, userId));
  return Number(row?.total ?? 0);
}
