// Stores questionnaire leads exactly once: a submit whose Idempotency-Key was seen, or whose answers
// equal a lead stored in the last few minutes, is answered as stored without a second row. The
// check and the insert run in one transaction under an advisory lock on the answers' hash, so two
// identical submits racing each other (a double click that reached the server) still make one row.
import { createHash } from 'node:crypto';
import type { QuestionnaireAnswers } from '@twin/api-client';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { leads, type LeadRow } from './leads.table';

/** Identical answers within this window are one lead (a retry, a second tab, a double click). */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** sha256 over the answers in the schema's field order, case-folded e-mail. */
export function hashAnswers(answers: QuestionnaireAnswers): string {
  const canonical = JSON.stringify([
    answers.industry,
    answers.videoProductionHours,
    answers.localization,
    answers.videoLength,
    answers.goals,
    answers.firstName,
    answers.lastName,
    answers.email.toLowerCase(),
    answers.phone ?? null,
    answers.countryCode,
    answers.company ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export type StoreLeadResult = { stored: true; lead: LeadRow } | { stored: false; duplicateOf: string };

/** The Idempotency-Key came before with other answers: refuse rather than drop these answers. */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('This Idempotency-Key was already used for other answers.');
    this.name = 'IdempotencyKeyReusedError';
  }
}

async function leadWithKey(db: Pick<Database, 'select'>, idempotencyKey: string) {
  const [row] = await db
    .select({ id: leads.id, payloadHash: leads.payloadHash })
    .from(leads)
    .where(eq(leads.idempotencyKey, idempotencyKey))
    .limit(1);
  return row ?? null;
}

export async function storeLeadOnce(
  db: Database,
  answers: QuestionnaireAnswers,
  idempotencyKey: string | null,
  now: Date = new Date(),
): Promise<StoreLeadResult> {
  const payloadHash = hashAnswers(answers);
  return db.transaction(async (tx) => {
    // Serialises submits of the same answers (PostgreSQL; PGlite has one connection anyway).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${payloadHash}))`);
    if (idempotencyKey !== null) {
      const sameKey = await leadWithKey(tx, idempotencyKey);
      if (sameKey && sameKey.payloadHash !== payloadHash) throw new IdempotencyKeyReusedError();
      if (sameKey) return { stored: false, duplicateOf: sameKey.id };
    }
    const [sameAnswers] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          eq(leads.payloadHash, payloadHash),
          gt(leads.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (sameAnswers) return { stored: false, duplicateOf: sameAnswers.id };

    const [lead] = await tx
      .insert(leads)
      .values({
        industry: answers.industry,
        videoProductionHours: answers.videoProductionHours,
        localization: answers.localization,
        videoLength: answers.videoLength,
        goals: answers.goals,
        firstName: answers.firstName,
        lastName: answers.lastName,
        email: answers.email,
        phone: answers.phone ?? null,
        countryCode: answers.countryCode,
        company: answers.company ?? null,
        idempotencyKey,
        payloadHash,
        createdAt: now,
      })
      // The same key with other answers, racing: the unique index decides, nothing is lost silently.
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning();
    if (!lead) {
      // Only a racing submit with the same key and other answers gets here (same answers wait on the lock).
      throw new IdempotencyKeyReusedError();
    }
    return { stored: true, lead };
  });
}

export async function listLeads(db: Database): Promise<LeadRow[]> {
  return db.select().from(leads).orderBy(desc(leads.createdAt));
}
