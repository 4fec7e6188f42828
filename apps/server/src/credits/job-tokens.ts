// Plan tokens of a queued job (lip-sync, localization): taken from the balance inside the transaction that creates
// the job, under a lock of the user's row (so parallel starts cannot together overspend; speech reservations still
// held count too), and given back inside the transaction that fails it.
import { and, eq, gt, sql } from 'drizzle-orm';
import { UNLIMITED } from '@twin/api-client';
import { speechGenerations, users } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { HttpError } from '../http/http-error';
import { RESERVATION_LIFETIME_MS } from './speech-credits';

/**
 * Takes `tokens` from the user's balance; refuses with 403 and `shortMessage(tokens, left)` when they do not fit.
 * Call inside the transaction that inserts the job.
 */
export async function takeJobTokens(
  tx: DbExecutor,
  userId: string,
  tokens: number,
  shortMessage: (needed: number, left: number) => string,
): Promise<void> {
  const [balance] = await tx
    .select({ total: users.planTokensTotal, used: users.planTokensUsed })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!balance) throw new HttpError(401, 'Your session has expired. Please sign in again.');
  if (balance.total !== UNLIMITED) {
    const [held] = await tx
      .select({ tokens: sql<number>`coalesce(sum(${speechGenerations.tokensReserved}), 0)::int` })
      .from(speechGenerations)
      .where(
        and(
          eq(speechGenerations.userId, userId),
          eq(speechGenerations.status, 'generating'),
          gt(speechGenerations.createdAt, new Date(Date.now() - RESERVATION_LIFETIME_MS)),
        ),
      );
    const left = Math.max(0, balance.total - balance.used - (held?.tokens ?? 0));
    if (tokens > left) throw new HttpError(403, shortMessage(tokens, left));
  }
  await tx
    .update(users)
    .set({ planTokensUsed: sql`${users.planTokensUsed} + ${tokens}` })
    .where(eq(users.id, userId));
}

/** Gives a failed job's tokens back (never below zero used). Call inside the transaction that fails it. */
export async function giveJobTokensBack(tx: DbExecutor, userId: string, tokens: number): Promise<void> {
  if (tokens <= 0) return;
  await tx
    .update(users)
    .set({ planTokensUsed: sql`greatest(0, ${users.planTokensUsed} - ${tokens})` })
    .where(eq(users.id, userId));
}
