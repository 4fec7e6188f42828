// Plan gating for new voices, enforced on the server. Every new voice (quick, pro or full training) takes one of
// the user's voice clones with a single conditional UPDATE inside the creating transaction, so two parallel
// requests cannot both take the last one; -1 means unlimited. Full training additionally needs a paid plan.
// A voice whose job fails gives its clone back (once: voice_models.holds_clone).
import { and, eq, sql } from 'drizzle-orm';
import { UNLIMITED } from '@twin/api-client';
import { users, voiceModels, type UserRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { HttpError } from '../http/http-error';
import { cloneLimitMessage, voiceMessages } from './voice-messages';
import type { CloneType } from '../voices/voice-models.repository';

/** Fast refusal before an upload is probed (the transaction re-checks atomically). */
export function assertMayCreateVoice(user: UserRow, cloneType: CloneType): void {
  if (cloneType === 'finetuned' && user.currentPlan === 'Free') {
    throw new HttpError(403, voiceMessages.fullTrainingIsPremium);
  }
  if (user.voiceClonesAllowed !== UNLIMITED && user.voiceClonesUsed >= user.voiceClonesAllowed) {
    throw new HttpError(403, cloneLimitMessage(user.voiceClonesAllowed));
  }
}

export async function takeVoiceClone(db: DbExecutor, user: UserRow): Promise<void> {
  const [row] = await db
    .update(users)
    .set({ voiceClonesUsed: sql`${users.voiceClonesUsed} + 1` })
    .where(
      and(
        eq(users.id, user.id),
        sql`(${users.voiceClonesAllowed} = ${UNLIMITED} OR ${users.voiceClonesUsed} < ${users.voiceClonesAllowed})`,
      ),
    )
    .returning({ used: users.voiceClonesUsed });
  if (!row) throw new HttpError(403, cloneLimitMessage(user.voiceClonesAllowed));
}

export async function giveVoiceCloneBack(db: DbExecutor, modelId: string): Promise<void> {
  const [model] = await db
    .update(voiceModels)
    .set({ holdsClone: false })
    .where(and(eq(voiceModels.id, modelId), eq(voiceModels.holdsClone, true)))
    .returning({ userId: voiceModels.userId });
  if (!model) return;
  await db
    .update(users)
    .set({ voiceClonesUsed: sql`greatest(${users.voiceClonesUsed} - 1, 0)` })
    .where(eq(users.id, model.userId));
}
