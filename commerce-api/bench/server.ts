import { buildApp } from '../src/app.ts';
import { isPostgresUrl } from '../src/db/store.ts';
import { lastWarmUp, warmUpDone } from '../src/catalog/warm-up.ts';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The service as the benchmark measures it: its own process (so autocannon does not share its
 * event loop), no request logging, on the SQLite file `DB_PATH` (seeded when absent;
 * `BENCH_PRODUCTS` asks for a larger catalogue) or the migrated PostgreSQL database
 * `DATABASE_URL`. Prints its URL and what the start cost on stdout.
 */
const databaseUrl = process.env['DATABASE_URL'];
const dbPath = process.env['DB_PATH'] ?? '';
if (!isPostgresUrl(databaseUrl) && !dbPath) throw new Error('DB_PATH or a postgres:// DATABASE_URL is required');
const products = Number(process.env['BENCH_PRODUCTS'] ?? 0);
let started = performance.now();
// Seeded by `pnpm seed` in a process of its own: the memory the seed used is not the service's.
if (!isPostgresUrl(databaseUrl) && !existsSync(dbPath)) {
  execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../src/seed/cli.ts'), ...(products ? ['--products', String(products)] : [])], {
    env: { ...process.env, DB_PATH: dbPath },
    stdio: 'ignore',
  });
}
const seedMs = performance.now() - started;
started = performance.now();
const app = await buildApp({ dbPath, seed: true, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const startMs = performance.now() - started;
started = performance.now();
// Measure the service as it runs once its background rendering and index building are done.
await warmUpDone();
const warmMs = performance.now() - started;
const address = app.server.address();
const stats = { seedMs, startMs, warmMs, ...lastWarmUp(), rssMb: process.memoryUsage.rss() / 2 ** 20 };
console.info(`STATS ${JSON.stringify(stats)}`);
console.info(`LISTENING ${typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
