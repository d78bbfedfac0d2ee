import { sql, type Insertable } from 'kysely';
import type { Engine, Executor, Tables } from '../db/store.ts';

/** Bound values per statement: below SQLite's limit (32,766) and PostgreSQL's (65,535). */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts `rows` (each with the same columns) in as few multi-row statements as the engines
 * accept: thousands of single-row statements cost a round trip each on PostgreSQL.
 */
export async function insertRows<T extends keyof Tables & string>(db: Executor, table: T, rows: readonly Insertable<Tables[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length));
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot check a generic table's row type; the caller's `Insertable<Tables[T]>` did.
    await db.insertInto(table).values(rows.slice(start, start + size) as never).execute();
  }
}

/**
 * On PostgreSQL, moves each table's identity past the ids the seed inserted itself (categories,
 * products, towns…): an identity does not see explicit ids, and its next id would collide.
 * SQLite's rowid follows the largest id on its own.
 */
export async function moveIdentitiesPastSeededIds(db: Executor, engine: Engine, tables: readonly (keyof Tables & string)[]): Promise<void> {
  if (engine !== 'postgres') return;
  for (const table of tables) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), max(id)) FROM ${sql.table(table)} HAVING max(id) IS NOT NULL`.execute(db);
  }
}
