import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase, type SqliteStatement, type Transaction } from 'kysely';
import { Pool, types } from 'pg';
import type { Db } from './database.ts';
import type { DB } from './tables.ts';

export type Tables = DB;

/** What a repository runs its queries on: the store's builder, or a transaction's. */
export type Executor = Kysely<Tables> | Transaction<Tables>;

export type Engine = 'sqlite' | 'postgres';

/** The typed query builder over the store's database, and its transactions (decision 020). */
interface StoreBase {
  readonly db: Kysely<Tables>;
  /**
   * Runs `work` in one transaction, committed when it resolves, rolled back when it throws.
   * Inside, query only through `tx`: on SQLite the store's one connection is held by the
   * transaction, so a query through `db` would wait for it forever.
   */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  /** Closes the SQLite connection, or ends the PostgreSQL pool. */
  close(): Promise<void>;
}

/** The embedded engine: one SQLite file, one connection per process. */
export interface SqliteStore extends StoreBase {
  readonly engine: 'sqlite';
  /** The raw connection the migrations (and modules not yet moved, as `ctx.db`) run on. */
  readonly connection: Db;
}

/** The production engine: a pool of connections to a PostgreSQL database shared by every node. */
export interface PostgresStore extends StoreBase {
  readonly engine: 'postgres';
  readonly pool: Pool;
}

export type Store = SqliteStore | PostgresStore;

/** Distinct SQL texts kept prepared: Kysely's queries are a few hundred; lists of ids of varying length make more. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The connection as Kysely's SQLite driver sees it, preparing each distinct SQL text once.
 * The driver prepares every query afresh (parse and plan each time); a statement is reused only
 * when no iterator is still reading it (`busy`), and the least recently used go first.
 */
export function preparedOnce(connection: Db, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, ReturnType<Db['prepare']>>();
  return {
    close: () => connection.close(),
    prepare(text: string): SqliteStatement {
      const cached = cache.get(text);
      if (cached && !cached.busy) {
        // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
        cache.delete(text);
        cache.set(text, cached);
        return cached;
      }
      const statement = connection.prepare(text);
      if (!cached) {
        cache.set(text, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}

/**
 * Kysely over the process's own SQLite connection. One connection means one transaction at a
 * time: Kysely's driver queues every other query behind an open transaction, SQLite's single
 * writer made explicit, so a transaction body awaits only database work.
 */
export function sqliteStore(connection: Db): SqliteStore {
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: preparedOnce(connection) }) });
  return {
    engine: 'sqlite',
    db,
    connection,
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
    // Kysely closes the connection only once it has used it; the modules on `ctx.db` may have used it alone.
    close: async () => {
      await db.destroy();
      if (connection.open) connection.close();
    },
  };
}

// Repositories return plain numbers on both engines (decision 020): int8 (bigint columns, counts)
// and numeric (sums) arrive from pg as strings unless parsed. Amounts are whole FCFA and ids stay
// far below 2^53, so nothing is lost. The parsers are pg's process-wide table, set once here.
types.setTypeParser(types.builtins.INT8, (text) => Number(text));
types.setTypeParser(types.builtins.NUMERIC, (text) => Number(text));

/** Connections per node: several queries in flight without crowding PostgreSQL's max_connections. */
const POOL_SIZE = 10;

/**
 * Kysely over a pool of PostgreSQL connections (`DATABASE_URL=postgres://…`). A transaction holds
 * one pooled connection for its body; other queries run beside it on the others, so row locks
 * (`forUpdate`) and conditional updates, not a single writer, keep concurrent writes exact.
 */
export function postgresStore(url: string, options: { max?: number } = {}): PostgresStore {
  const pool = new Pool({ connectionString: url, max: options.max ?? POOL_SIZE });
  // An idle connection the server dropped (a restart, a fail-over) is an 'error' event on the pool:
  // unheard, it would end the process. The pool has already discarded it and connects afresh.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return {
    engine: 'postgres',
    db,
    pool,
    transaction: (work) => db.transaction().execute((tx) => work(tx)),
    // Kysely ends the pool only once it has used it; the migrations may have used it alone.
    close: async () => {
      await db.destroy();
      if (!pool.ended) await pool.end();
    },
  };
}

/** `postgres://` or `postgresql://`: the URL names a PostgreSQL server. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}
