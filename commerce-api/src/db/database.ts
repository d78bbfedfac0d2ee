import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type Db = Database.Database;

const migrationsDir = join(import.meta.dirname, 'migrations');

/**
 * Opens the store database: WAL so readers never wait for the writer, foreign keys enforced,
 * and a busy timeout so concurrent writers queue instead of failing with SQLITE_BUSY.
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  migrate(db);
  return db;
}

/** Applies `migrations/NNN_name.sql` files not yet recorded, each in its own transaction. */
export function migrate(db: Db): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[],
  );
  const pending = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql') && !applied.has(f))
    .toSorted();
  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  for (const file of pending) {
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    // A migration that rebuilds a parent table says so: SQLite's table-rebuild procedure runs
    // with foreign keys off (a DROP would otherwise cascade to child rows), checked before commit.
    const rebuild = /^-- rebuilds-table\b/m.test(sql) && db.pragma('foreign_keys', { simple: true }) === 1;
    if (rebuild) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(sql);
        if (rebuild && (db.pragma('foreign_key_check') as unknown[]).length > 0) throw new Error(`${file} breaks foreign keys`);
        record.run(file, new Date().toISOString());
      })();
    } finally {
      if (rebuild) db.pragma('foreign_keys = ON');
    }
  }
  return pending;
}
