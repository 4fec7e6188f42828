// Rows of voice_models, always looked up together with their owner (another user's model is "not found").
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { voiceModels, type VoiceModelRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { isUuid } from '../db/ids';

export type CloneType = 'quick' | 'pro' | 'finetuned';

export async function insertVoiceModel(
  db: DbExecutor,
  model: { userId: string; modelName: string; cloneType: CloneType; referenceLanguage: string | null },
): Promise<VoiceModelRow> {
  const [row] = await db
    .insert(voiceModels)
    .values({ ...model, status: 'queued' })
    .returning();
  return row!;
}

export async function listVoiceModels(db: DbExecutor, userId: string): Promise<VoiceModelRow[]> {
  return db
    .select()
    .from(voiceModels)
    .where(eq(voiceModels.userId, userId))
    .orderBy(desc(voiceModels.createdAt), asc(voiceModels.id));
}

export async function findOwnVoiceModel(
  db: DbExecutor,
  userId: string,
  modelId: string,
): Promise<VoiceModelRow | null> {
  if (!isUuid(modelId)) return null;
  const [row] = await db
    .select()
    .from(voiceModels)
    .where(and(eq(voiceModels.id, modelId), eq(voiceModels.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findVoiceModel(db: DbExecutor, modelId: string): Promise<VoiceModelRow | null> {
  const [row] = await db.select().from(voiceModels).where(eq(voiceModels.id, modelId)).limit(1);
  return row ?? null;
}

export async function updateVoiceModel(
  db: DbExecutor,
  modelId: string,
  changes: Partial<
    Pick<
      VoiceModelRow,
      'status' | 'profile' | 'referenceFileId' | 'categorizationCompleted' | 'categorizedClips'
    >
  >,
): Promise<VoiceModelRow | null> {
  const [row] = await db
    .update(voiceModels)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(voiceModels.id, modelId))
    .returning();
  return row ?? null;
}
