// `pnpm db:migrate`: applies pending migrations once and exits, before any instance starts
// (compose's migrate job). PostgreSQL when DATABASE_URL names it, else the SQLite file at DB_PATH
// (the path `npm start` uses by default).
import { join } from 'node:path';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { isPostgresUrl, postgresStore, sqliteStore, type Store } from './store.ts';

const url = process.env['DATABASE_URL'];
const started = Date.now();
const store: Store = isPostgresUrl(url) ? postgresStore(url, { max: 1 }) : sqliteStore(openDatabase(process.env['DB_PATH'] ?? join(import.meta.dirname, '../../../.store/commerce.sqlite'), { migrate: false }));
try {
  const applied = await migrate(store);
  const where = store.engine === 'postgres' ? 'PostgreSQL' : 'SQLite';
  console.info(applied.length ? `${where}: applied ${applied.join(', ')} in ${Date.now() - started} ms` : `${where}: up to date`);
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
