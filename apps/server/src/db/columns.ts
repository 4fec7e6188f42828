// Reusable Drizzle column helpers for schema.ts (Drizzle's "define once, spread into each table" pattern): the uuid
// primary key, created/updated timestamps, required foreign keys and the columns every job table shares, so each table
// states only what is its own.
// Each call returns fresh builders; the SQL they produce is exactly that of the columns they replace.
import { type AnyPgColumn, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column (nullable until told otherwise). */
export const timestamptz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** `id uuid PRIMARY KEY DEFAULT gen_random_uuid()`. */
export const idColumn = () => ({ id: uuid('id').primaryKey().defaultRandom() });

/** `created_at timestamptz NOT NULL DEFAULT now()`. */
export const createdAtColumn = () => ({ createdAt: timestamptz('created_at').notNull().defaultNow() });

/** `created_at` and `updated_at`, both `timestamptz NOT NULL DEFAULT now()` (the code sets updated_at on change). */
export const timestampColumns = () => ({
  ...createdAtColumn(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A required uuid foreign key whose row is deleted with the row it points at. */
export const cascadingReference = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/**
 * The columns of every job table (voice jobs, videos while processed, lip-sync and localization jobs): `status`
 * (`text NOT NULL`, starting at `initialStatus`), `error_message` (why it failed, for the creator), `boss_job_id` (the
 * pg-boss job carrying retries, expiry and crash recovery; null until it is queued), `attempts` (`NOT NULL DEFAULT 0`)
 * and the created/updated timestamps. The queued-job runner (jobs/) reads and writes these.
 */
export const jobColumns = (initialStatus: string) => ({
  status: text('status').notNull().default(initialStatus),
  errorMessage: text('error_message'),
  bossJobId: text('boss_job_id'),
  attempts: integer('attempts').notNull().default(0),
  ...timestampColumns(),
});

/**
 * The columns of a job that runs in steps: `progress` (what it is doing now, in words; `NOT NULL DEFAULT ''`),
 * `started_at` (when the latest attempt started processing, reset by a retry) and `finished_at`.
 */
export const jobRunColumns = () => ({
  progress: text('progress').notNull().default(''),
  startedAt: timestamptz('started_at'),
  finishedAt: timestamptz('finished_at'),
});
