import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrateSqlite } from './migrate.ts';

export type Db = Database.Database;

/**
 * Opens the store database: WAL so readers never wait for the writer, foreign keys enforced,
 * and a busy timeout so concurrent writers queue instead of failing with SQLITE_BUSY. Pending
 * migrations are applied unless told (`pnpm db:migrate` applies them itself, to report them).
 */
export function openDatabase(path: string, options: { migrate?: boolean } = {}): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  if (options.migrate ?? true) migrateSqlite(db);
  return db;
}
