// The records of one user, table by table, for their data export (issue 26): every row of every table that has a
// user_id (so a table added later is exported without a change here), the inputs of their voice models, and their
// own user row without the password hash or the token version. Column names as in the database.
import { eq, getTableColumns, inArray, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import * as schema from '../db/schema';

type Row = Record<string, unknown>;

/** The user's row leaves these out. */
const secretUserColumns = new Set(['password_hash', 'token_version']);

/** Every table with a user_id column but users itself. */
export function ownedTables(): PgTable[] {
  const values: unknown[] = Object.values(schema);
  return values.filter(
    (value): value is PgTable =>
      is(value, PgTable) && value !== schema.users && 'userId' in getTableColumns(value),
  );
}

/** A row keyed by its columns' database names. */
function byColumnName(table: PgTable, row: Row): Row {
  const out: Row = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) out[column.name] = row[key];
  return out;
}

export interface UserRecords {
  exported_at: string;
  user: Row;
  /** Table name → the user's rows. */
  tables: Record<string, Row[]>;
}

export async function userRecordsOf(db: Database, userId: string): Promise<UserRecords> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  const userRow = Object.fromEntries(
    Object.entries(byColumnName(schema.users, user ?? {})).filter(([name]) => !secretUserColumns.has(name)),
  );
  const tables: Record<string, Row[]> = {};
  for (const table of ownedTables()) {
    const owner = getTableColumns(table).userId as PgColumn;
    const rows = (await db.select().from(table).where(eq(owner, userId))) as Row[];
    tables[getTableConfig(table).name] = rows.map((row) => byColumnName(table, row));
  }
  const modelIds = (tables[getTableConfig(schema.voiceModels).name] ?? []).map((row) => row.id as string);
  const inputs =
    modelIds.length === 0
      ? []
      : await db
          .select()
          .from(schema.voiceModelInputs)
          .where(inArray(schema.voiceModelInputs.modelId, modelIds));
  tables[getTableConfig(schema.voiceModelInputs).name] = inputs.map((row) =>
    byColumnName(schema.voiceModelInputs, row),
  );
  return { exported_at: new Date().toISOString(), user: userRow, tables };
}
