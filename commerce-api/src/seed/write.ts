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

/** The catalogue's row triggers that bump `catalog_version` (001_catalog.pg.sql, deferred to commit by 085). */
const VERSION_TRIGGERS = [
  ['categories', 'categories_version'],
  ['products', 'products_version'],
  ['product_categories', 'product_categories_version'],
  ['stock', 'stock_version'],
  ['stock_by_town', 'stock_town_version'],
] as const;

/**
 * Runs `work` (bulk catalogue writes, inside the seeding transaction) with the version triggers
 * off on PostgreSQL, then bumps the versions once. Each trigger updates a `catalog_version` slot
 * row: tens of thousands of updates of one row in one transaction leave a chain of dead versions
 * every next update walks (minutes instead of seconds). ALTER TABLE is transactional: a seed
 * that fails leaves the triggers as they were. SQLite's triggers cost nothing of the kind.
 */
export async function withVersionsBumpedOnce(db: Executor, engine: Engine, work: () => Promise<void>): Promise<void> {
  if (engine !== 'postgres') return work();
  for (const [table, trigger] of VERSION_TRIGGERS) await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER ${sql.id(trigger)}`.execute(db);
  await work();
  for (const [table, trigger] of VERSION_TRIGGERS) await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER ${sql.id(trigger)}`.execute(db);
  await db.updateTable('catalog_version').set((eb) => ({ version: eb('version', '+', 1), stock_version: eb('stock_version', '+', 1) })).where('id', '=', 1).execute();
}
