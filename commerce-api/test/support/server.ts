import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { postgresStore, sqliteStore, type Store } from '../../src/db/store.ts';
import { openDb } from './commerce.ts';
import { clusterAt } from './postgres.ts';
import { DEFAULT_ORDER_CAPS } from '../../src/orders/caps.ts';

/**
 * `TEST_DATABASE=postgres` (`pnpm test:api:pg`): each server gets its own PostgreSQL database on
 * the run's throw-away cluster, and only the modules already on repositories are served.
 */
export const testEngine: 'sqlite' | 'postgres' = process.env['TEST_DATABASE'] === 'postgres' ? 'postgres' : 'sqlite';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  /** The SQLite file (SQLite runs). */
  dbPath: string;
  /** The server's own PostgreSQL database (`TEST_DATABASE=postgres` runs). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * A real server on a random port with its own database: a SQLite file, seeded unless told
 * otherwise, or (`TEST_DATABASE=postgres`) a PostgreSQL database: a copy of the run's seeded
 * template, or of the empty one when the server seeds itself (`seed: false`, or its own clock
 * `now`: the demo data is dated around the seeding instant).
 */
export async function startServer(options: Partial<BuildOptions> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'commerce-api-'));
  const dbPath = join(dir, 'test.sqlite');
  const cluster = testEngine === 'postgres' ? clusterAt(inject('postgresAdminUrl')) : undefined;
  const seed = options.seed ?? true;
  const seededCopy = seed && !options.now;
  const database = await cluster?.createDatabase('api', { seeded: seededCopy });
  const databaseUrl = database ? cluster!.url(database) : undefined;
  // The demo outbox is how API tests read the codes the server sends. Every test calls from
  // 127.0.0.1, so the per-address abuse limits are raised; the tests of those limits set them.
  const app = await buildApp({
    dbPath,
    ...options,
    seed: databaseUrl ? seed && !seededCopy : seed,
    ...(databaseUrl ? { onlyMovedModules: true } : {}),
    config: {
      mode: 'test',
      demoOutbox: true,
      limits: { signupsPerHour: 10_000, accountLookupsPerHour: 10_000, readsPerMinute: 1_000_000 },
      // Many tests order with the same telephone; the tests of this cap set it.
      orderCaps: { ...DEFAULT_ORDER_CAPS, unpaidOrdersPerPhone: 10_000 },
      ...options.config,
      // TEST_DATABASE picks the engine, not a DATABASE_URL left in the developer's shell.
      databaseUrl,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    dbPath,
    ...(databaseUrl ? { databaseUrl } : {}),
    async close() {
      await app.close();
      if (database) await cluster!.dropDatabase(database);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A store on `server`'s database, whichever the engine: what a test started with `startServer`
 * arranges or inspects data through (`useTestServer` has `store`). The caller closes it.
 */
export function storeOf(server: TestServer): Store {
  return server.databaseUrl ? postgresStore(server.databaseUrl, { max: 2 }) : sqliteStore(openDb(server));
}

export interface UsedTestServer {
  /** The server started for this file (or describe block). */
  readonly server: TestServer;
  /** A second connection to its SQLite file (`openDb`), opened on first use and closed with the server. */
  readonly db: Database.Database;
  /**
   * The server's database on either engine, to arrange and inspect data (`addProduct`,
   * `snapshotOf`): what a test that also runs on PostgreSQL uses instead of `db`.
   */
  readonly store: Store;
}

/**
 * Starts a server before the file's (or describe block's) tests and closes it after them.
 * Read `server` and `db` inside hooks and tests only: they exist once `beforeAll` has run. A
 * file's own `beforeAll` set-up registered after this call runs after the server has started,
 * and its `afterAll` before the server closes.
 */
export function useTestServer(options: Partial<BuildOptions> = {}): UsedTestServer {
  let server: TestServer | undefined;
  let db: Database.Database | undefined;
  let store: Store | undefined;
  beforeAll(async () => {
    server = await startServer(options);
  });
  afterAll(async () => {
    db?.close();
    await store?.close();
    await server?.close();
  });
  const started = (): TestServer => {
    if (!server) throw new Error('useTestServer: the server starts in beforeAll; read it inside a hook or a test');
    return server;
  };
  return {
    get server() {
      return started();
    },
    get db() {
      if (testEngine === 'postgres') throw new Error('api.db is the SQLite file: on PostgreSQL, arrange data through api.store');
      db ??= openDb(started());
      return db;
    },
    get store() {
      const s = started();
      store ??= storeOf(s);
      return store;
    },
  };
}

/**
 * A second back-end instance on `server`'s database (its SQLite file, or its PostgreSQL
 * database), as a second node behind a load balancer. `options.config` adds to a bare test
 * configuration: the raised limits and demo outbox of `startServer` are the caller's to ask for.
 */
export async function startSecondNode(server: TestServer, options: Partial<BuildOptions> = {}): Promise<TestServer> {
  const { dbPath, databaseUrl } = server;
  const app = await buildApp({
    ...options,
    dbPath,
    seed: false,
    ...(databaseUrl ? { onlyMovedModules: true } : {}),
    config: { mode: 'test', ...options.config, databaseUrl },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, app, dbPath, ...(databaseUrl ? { databaseUrl } : {}), close: () => app.close() };
}

/**
 * `startSecondNode` on `used`'s server for a file's tests. Call it after `useTestServer`: the node
 * starts after that server and closes before it.
 */
export function useSecondNode(used: UsedTestServer, options: Partial<BuildOptions> = {}): { readonly server: TestServer } {
  let node: TestServer | undefined;
  beforeAll(async () => {
    node = await startSecondNode(used.server, options);
  });
  afterAll(async () => {
    await node?.close();
  });
  return {
    get server() {
      if (!node) throw new Error('useSecondNode: the node starts in beforeAll; read it inside a hook or a test');
      return node;
    },
  };
}

/**
 * A server clock that runs with the wall clock but can jump ahead. The catalogue read limit counts
 * in windows that open on the minute: a case that needs one window starts a second into the next,
 * so a slow run cannot straddle two.
 */
export function minuteWindowClock(): { now: () => Date; startOfNextMinute: () => void } {
  let shift = 0;
  const at = () => Date.now() + shift;
  return {
    now: () => new Date(at()),
    startOfNextMinute: () => {
      shift += 60_000 - (at() % 60_000) + 1_000;
    },
  };
}
