// Plan tokens for generated speech: 1 token per second of audio, rounded up (at least 1). Before synthesis a
// request reserves its estimate in a `generating` speech_generations row — in a transaction that locks the user's
// row, so parallel requests see each other's reservations and cannot together overspend. After synthesis the real
// length is charged with one conditional UPDATE (never past plan_tokens_total) in the transaction that stores the
// audio; the reservation ends with it (completed, or deleted on any failure). -1 total means unlimited.
import { and, eq, gt, sql } from 'drizzle-orm';
import { creditsForSeconds, GENERATE_TIMEOUT_MS, UNLIMITED } from '@twin/api-client';
import { speechGenerations, users } from '../db/schema';
import type { Database } from '../db/database';
import type { DbExecutor } from '../files/db-executor';
import { HttpError } from '../http/http-error';
import { creditsShortAfterMessage, creditsShortMessage, generationsAtOnceMessage } from './credit-messages';

/** Reservations older than this are a crashed server's leftovers and no longer count. */
export const RESERVATION_LIFETIME_MS = GENERATE_TIMEOUT_MS + 5 * 60_000;

/** Tokens (credits) for `seconds` of audio or video: the api-client's rule, which the studio shows before a press. */
export function tokensForSeconds(seconds: number): number {
  return creditsForSeconds(seconds);
}

export interface SpeechReservation {
  id: string;
  userId: string;
  modelId: string;
  text: string;
  language: string;
  settings: Record<string, unknown>;
  tokens: number;
  /** Generations the user may have running at once; this one is refused (429) when that many already run. */
  atOnce: number;
}

export async function reserveSpeechTokens(db: Database, reservation: SpeechReservation): Promise<void> {
  await db.transaction(async (tx) => {
    const [balance] = await tx
      .select({ total: users.planTokensTotal, used: users.planTokensUsed })
      .from(users)
      .where(eq(users.id, reservation.userId))
      .for('update');
    if (!balance) throw new HttpError(401, 'Your session has expired. Please sign in again.');
    // The user's generations still running (their reservations held), read under the same lock, so parallel
    // requests cannot all see room for one more.
    const [running] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        tokens: sql<number>`coalesce(sum(${speechGenerations.tokensReserved}), 0)::int`,
      })
      .from(speechGenerations)
      .where(
        and(
          eq(speechGenerations.userId, reservation.userId),
          eq(speechGenerations.status, 'generating'),
          gt(speechGenerations.createdAt, new Date(Date.now() - RESERVATION_LIFETIME_MS)),
        ),
      );
    if ((running?.count ?? 0) >= reservation.atOnce) {
      throw new HttpError(429, generationsAtOnceMessage(reservation.atOnce));
    }
    if (balance.total !== UNLIMITED) {
      const heldTokens = running?.tokens ?? 0;
      const left = Math.max(0, balance.total - balance.used - heldTokens);
      if (reservation.tokens > left) {
        throw new HttpError(403, creditsShortMessage(reservation.tokens, left, heldTokens));
      }
    }
    await tx.insert(speechGenerations).values({
      id: reservation.id,
      userId: reservation.userId,
      modelId: reservation.modelId,
      status: 'generating',
      text: reservation.text,
      language: reservation.language,
      settings: reservation.settings,
      tokensReserved: reservation.tokens,
    });
  });
}

/** Charges the real length; refuses (403) when it no longer fits. Run inside the transaction storing the audio. */
export async function chargeSpeechTokens(tx: DbExecutor, userId: string, seconds: number): Promise<number> {
  const tokens = tokensForSeconds(seconds);
  const [charged] = await tx
    .update(users)
    .set({ planTokensUsed: sql`${users.planTokensUsed} + ${tokens}` })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.planTokensTotal} = ${UNLIMITED} OR ${users.planTokensUsed} + ${tokens} <= ${users.planTokensTotal})`,
      ),
    )
    .returning({ used: users.planTokensUsed });
  if (charged) return tokens;
  const [balance] = await tx
    .select({ total: users.planTokensTotal, used: users.planTokensUsed })
    .from(users)
    .where(eq(users.id, userId));
  const left = balance ? Math.max(0, balance.total - balance.used) : 0;
  throw new HttpError(403, creditsShortAfterMessage(seconds, tokens, left));
}

export async function completeSpeechGeneration(
  tx: DbExecutor,
  id: string,
  result: { mediaFileId: string; tokens: number; seconds: number; settings: Record<string, unknown> },
): Promise<void> {
  await tx
    .update(speechGenerations)
    .set({
      status: 'completed',
      mediaFileId: result.mediaFileId,
      tokensCharged: result.tokens,
      durationSeconds: result.seconds,
      settings: result.settings,
      completedAt: sql`now()`,
    })
    .where(eq(speechGenerations.id, id));
}

/** Ends a reservation that did not complete (a no-op after completion). */
export async function releaseSpeechReservation(db: DbExecutor, id: string): Promise<void> {
  await db
    .delete(speechGenerations)
    .where(and(eq(speechGenerations.id, id), eq(speechGenerations.status, 'generating')));
}
