// Reusable Drizzle column helpers for schema.ts (Drizzle's "define once, spread into each table" pattern): the uuid
// primary key, created/updated timestamps and required foreign keys, so each table states only what is its own.
// Each call returns fresh builders; the SQL they produce is exactly that of the columns they replace.
import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

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
