import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { openDb } from './commerce.ts';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  dbPath: string;
  close(): Promise<void>;
}

/** A real server on a random port with its own SQLite file, seeded unless told otherwise. */
export async function startServer(options: Partial<BuildOptions> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'commerce-api-'));
  const dbPath = join(dir, 'test.sqlite');
  // The demo outbox is how API tests read the codes the server sends. Every test calls from
  // 127.0.0.1, so the per-address abuse limits are raised; the tests of those limits set them.
  const app = await buildApp({
    dbPath,
    seed: true,
    ...options,
    config: { mode: 'test', demoOutbox: true, limits: { signupsPerHour: 10_000, accountLookupsPerHour: 10_000, readsPerMinute: 1_000_000 }, ...options.config },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    dbPath,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface UsedTestServer {
  /** The server started for this file (or describe block). */
  readonly server: TestServer;
  /** A second connection to its SQLite file (`openDb`), opened on first use and closed with the server. */
  readonly db: Database.Database;
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
  beforeAll(async () => {
    server = await startServer(options);
  });
  afterAll(async () => {
    db?.close();
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
      db ??= openDb(started());
      return db;
    },
  };
}
