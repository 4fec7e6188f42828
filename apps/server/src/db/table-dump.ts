// A logical copy of our tables (schema public; not the migrations' bookkeeping nor pg-boss's queue): every row as
// JSON, read in one REPEATABLE READ transaction so the copy is consistent while the server writes, and loaded back
// parents first with json_populate_recordset, so PostgreSQL's own conversions round-trip every column type. Works
// the same on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import type { Database } from './database';

export interface TableDump {
  /** How many migrations had been applied: a dump loads only into the same schema. */
  schemaVersion: number;
  /** Table name → its rows as a JSON array (text, as PostgreSQL wrote it). */
  tables: Record<string, string>;
}

type Executor = Pick<Database, 'execute'>;

async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quoted = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** Our tables, each after the tables its foreign keys point to. */
export async function tablesInLoadOrder(db: Executor): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select distinct c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
        join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and cn.nspname = 'public' and c.relname <> p.relname`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`Foreign keys form a cycle through ${table}.`);
    visiting.add(table);
    for (const { parent } of references.filter((reference) => reference.child === table)) place(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  tables.forEach(place);
  return ordered;
}

export async function schemaVersion(db: Executor): Promise<number> {
  const [row] = await rowsOf<{ applied: number }>(
    db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return row?.applied ?? 0;
}

/** Every row of every table of ours, as of one moment. */
export async function dumpTables(db: Database): Promise<TableDump> {
  return db.transaction(
    async (tx) => {
      const tables: Record<string, string> = {};
      for (const table of await tablesInLoadOrder(tx)) {
        const [row] = await rowsOf<{ rows: string }>(
          tx,
          sql`select coalesce(json_agg(t), '[]'::json)::text as rows from ${quoted(table)} t`,
        );
        tables[table] = row?.rows ?? '[]';
      }
      return { schemaVersion: await schemaVersion(tx), tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export class DumpMismatchError extends Error {}

const LOAD_BATCH_ROWS = 500;

/**
 * Loads a dump into empty tables of the same schema version, in one transaction (all or nothing). Returns the
 * rows loaded per table. Refuses a dump of another schema version, an unknown table, or tables that hold rows.
 */
export async function loadTables(db: Database, dump: TableDump): Promise<Record<string, number>> {
  const version = await schemaVersion(db);
  if (dump.schemaVersion !== version) {
    throw new DumpMismatchError(
      `The backup was made with database schema ${dump.schemaVersion}; this Twin Studio has schema ${version}. Restore it with the version that made it.`,
    );
  }
  return db.transaction(async (tx) => {
    const order = await tablesInLoadOrder(tx);
    const unknown = Object.keys(dump.tables).filter((table) => !order.includes(table));
    if (unknown.length > 0)
      throw new DumpMismatchError(`The backup has unknown tables: ${unknown.join(', ')}.`);
    const loaded: Record<string, number> = {};
    for (const table of order) {
      const [held] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${quoted(table)}`);
      if ((held?.n ?? 0) > 0) throw new DumpMismatchError(`The database is not empty: ${table} holds rows.`);
      const rows = JSON.parse(dump.tables[table] ?? '[]') as unknown[];
      if (!Array.isArray(rows)) throw new DumpMismatchError(`The backup's ${table} is not a list of rows.`);
      for (let start = 0; start < rows.length; start += LOAD_BATCH_ROWS) {
        const batch = JSON.stringify(rows.slice(start, start + LOAD_BATCH_ROWS));
        await tx.execute(
          sql`insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, ${batch}::json)`,
        );
      }
      loaded[table] = rows.length;
    }
    await continueSequences(tx);
    return loaded;
  });
}

/** Serial columns' sequences continue after the loaded rows (ours are UUIDs today; a later serial stays right). */
async function continueSequences(db: Executor): Promise<void> {
  const serials = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table_name: table, column_name: column } of serials) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}),
                        coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`,
    );
  }
}
