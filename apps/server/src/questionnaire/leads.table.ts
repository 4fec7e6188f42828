// The `leads` table: one row per Get Started questionnaire (POST /api/contact-form), the answers
// as columns so the team can read them, plus what makes a submit idempotent (the client's
// Idempotency-Key and a hash of the validated answers). Exported from db/schema.ts.
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../db/columns';

export const leads = pgTable(
  'leads',
  {
    ...idColumn(),
    industry: text('industry').notNull(),
    videoProductionHours: text('video_production_hours').notNull(),
    /** Yes, No or Maybe. */
    localization: text('localization').notNull(),
    videoLength: text('video_length').notNull(),
    goals: text('goals').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Country code plus number as sent ('+46 70 123 45 67'); null when left blank. */
    phone: text('phone'),
    countryCode: text('country_code').notNull(),
    company: text('company'),
    /** The client's Idempotency-Key header; a repeated key is stored once. */
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the validated answers: the same answers again within minutes are stored once. */
    payloadHash: text('payload_hash').notNull(),
    ...createdAtColumn(),
  },
  (t) => [
    uniqueIndex('leads_idempotency_key_unique').on(t.idempotencyKey),
    index('leads_payload_hash_created_idx').on(t.payloadHash, t.createdAt),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
