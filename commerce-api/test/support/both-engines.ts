import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { postgresStore, sqliteStore, type Store } from '../../src/db/store.ts';
import { startPostgresCluster, type PostgresCluster } from './postgres.ts';

/**
 * For a test file that runs its cases on both engines: a fresh in-memory SQLite store, or a
 * fresh database of a throw-away PostgreSQL cluster whose pool lets `poolSize` transactions
 * truly overlap (the races SQLite's single writer hides). Every store opened is closed, and the
 * cluster stopped, after the file.
 */
export function bothEngines(databaseName: string, poolSize = 16): [engine: string, open: () => Promise<Store>][] {
  let cluster: PostgresCluster | undefined;
  const opened: Store[] = [];
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 60_000);
  afterAll(async () => {
    for (const store of opened) await store.close();
    cluster?.stop();
  });
  const kept = (store: Store) => (opened.push(store), store);
  return [
    ['SQLite', async () => kept(sqliteStore(openDatabase(':memory:')))],
    ['PostgreSQL', async () => kept(postgresStore(cluster!.url(await cluster!.createDatabase(databaseName)), { max: poolSize }))],
  ];
}
