import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool, PoolClient } from 'pg';
import type { Db } from './database.ts';
import type { Engine, Store } from './store.ts';

const migrationsDir = join(import.meta.dirname, 'migrations');

/** PostgreSQL twins end so; the SQLite file's name (`NNN_name.sql`) is what both record. */
const PG_SUFFIX = '.pg.sql';

/**
 * Every migration in order, by the name both engines record in `schema_migrations`
 * (`NNN_name.sql`), with the file that engine runs: the SQLite file itself, or its twin
 * `NNN_name.pg.sql` on PostgreSQL.
 */
export function migrationFiles(engine: Engine, dir = migrationsDir): { name: string; file: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql') && !f.endsWith(PG_SUFFIX))
    .toSorted()
    .map((name) => ({ name, file: join(dir, engine === 'sqlite' ? name : name.slice(0, -'.sql'.length) + PG_SUFFIX) }));
}

/** Applies pending migrations on the store's engine; answers the names it applied. */
export async function migrate(store: Store): Promise<string[]> {
  return store.engine === 'sqlite' ? migrateSqlite(store.connection) : migratePostgres(store.pool);
}

/** Migrations the store's database has not recorded yet (all of them on an empty database). */
export async function pendingMigrations(store: Store): Promise<string[]> {
  const applied = new Set<string>();
  if (store.engine === 'sqlite') {
    const table = store.connection.prepare("SELECT 1 FROM sqlite_master WHERE name = 'schema_migrations'").get();
    if (table) for (const name of store.connection.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]) applied.add(name);
  } else {
    const { rows: [table] } = await store.pool.query<{ found: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS found");
    if (table?.found) for (const row of (await store.pool.query<{ name: string }>('SELECT name FROM schema_migrations')).rows) applied.add(row.name);
  }
  return migrationFiles(store.engine).map((m) => m.name).filter((name) => !applied.has(name));
}

/** Applies the SQLite migrations not yet recorded, each in its own transaction. */
export function migrateSqlite(db: Db): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
  const pending = migrationFiles('sqlite').filter((m) => !applied.has(m.name));
  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  for (const { name, file } of pending) {
    const sql = readFileSync(file, 'utf8');
    // A migration that rebuilds a parent table says so: SQLite's table-rebuild procedure runs
    // with foreign keys off (a DROP would otherwise cascade to child rows), checked before commit.
    const rebuild = /^-- rebuilds-table\b/m.test(sql) && db.pragma('foreign_keys', { simple: true }) === 1;
    if (rebuild) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(sql);
        if (rebuild && (db.pragma('foreign_key_check') as unknown[]).length > 0) throw new Error(`${name} breaks foreign keys`);
        record.run(name, new Date().toISOString());
      })();
    } finally {
      if (rebuild) db.pragma('foreign_keys = ON');
    }
  }
  return pending.map((m) => m.name);
}

/**
 * The advisory lock's key (any fixed 64-bit number, the same in every process): whoever holds it
 * migrates; a second starter waits for it, then finds nothing left to apply.
 */
const MIGRATION_LOCK = 2026_11_27_020;

/**
 * Applies the PostgreSQL twins not yet recorded, each in its own transaction (PostgreSQL's DDL
 * is transactional: a failing migration leaves nothing behind), under a session advisory lock so
 * two nodes or migrate jobs starting together never run the same migration twice.
 */
export async function migratePostgres(pool: Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    await requireBytewiseCollation(client);
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at text NOT NULL)');
      const applied = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
      const pending = migrationFiles('postgres').filter((m) => !applied.has(m.name));
      for (const { name, file } of pending) {
        const text = readFileSync(file, 'utf8');
        await client.query('BEGIN');
        try {
          // Without parameters pg sends the simple protocol, which runs a file of statements.
          await client.query(text);
          await client.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [name, new Date().toISOString()]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(`migration ${name} failed on PostgreSQL: ${(error as Error).message}`, { cause: error });
        }
      }
      return pending.map((m) => m.name);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Text compares byte by byte on SQLite, and the code relies on it: ISO times compared and sorted
 * as strings, names ordered as SQLite orders them. A database created with a language's collation
 * (PostgreSQL's default follows the system locale) would order them otherwise, so it is refused.
 */
async function requireBytewiseCollation(client: PoolClient): Promise<void> {
  // `datlocprovider` (PostgreSQL 15+): 'i' is ICU, whose collations are a language's whatever datcollate says.
  const { rows } = await client.query<{ collation: string; provider: string | null }>(
    "SELECT datcollate AS collation, to_jsonb(d) ->> 'datlocprovider' AS provider FROM pg_database d WHERE datname = current_database()",
  );
  const { collation = '', provider = null } = rows[0] ?? {};
  if (provider === 'i' || !/^(C|POSIX|C\.utf-?8)$/i.test(collation)) {
    throw new Error(
      `the PostgreSQL database collates text as "${provider === 'i' ? 'ICU' : collation}"; the store needs byte order: create it with ` +
        `CREATE DATABASE … LOCALE_PROVIDER libc LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0 (or initdb --locale=C, POSTGRES_INITDB_ARGS="--locale=C")`,
    );
  }
}
