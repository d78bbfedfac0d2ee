import { Kysely, SqliteDialect, sql, type Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { DB } from './tables.ts';

export type Tables = DB;

/** What a repository runs its queries on: the store's builder, or a transaction's. */
export type Executor = Kysely<Tables> | Transaction<Tables>;

export type Engine = 'sqlite' | 'postgres';

/** The typed query builder over the store's database, and its transactions (decision 020). */
export interface Store {
  readonly engine: Engine;
  readonly db: Kysely<Tables>;
  /**
   * Runs `work` in one transaction, committed when it resolves, rolled back when it throws.
   * Inside, query only through `tx`: on SQLite the store's one connection is held by the
   * transaction, so a query through `db` would wait for it forever.
   */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
}

/**
 * Kysely over the process's own SQLite connection. One connection means one transaction at a
 * time: Kysely's driver queues every other query behind an open transaction, SQLite's single
 * writer made explicit, so a transaction body awaits only database work.
 */
export function sqliteStore(connection: Db): Store {
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: connection }) });
  return {
    engine: 'sqlite',
    db,
    // IMMEDIATE takes the write lock at BEGIN: two processes on one file queue on busy_timeout
    // instead of one failing (SQLITE_BUSY) when it upgrades a read lock half-way through.
    transaction: (work) =>
      db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          const result = await work(conn);
          await sql`commit`.execute(conn);
          return result;
        } catch (error) {
          await sql`rollback`.execute(conn);
          throw error;
        }
      }),
  };
}
