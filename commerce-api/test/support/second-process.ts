import { buildApp } from '../../src/app.ts';

/**
 * A second server process on an existing database: the SQLite file argv[2], or the PostgreSQL
 * database argv[3] when given. With two processes, two transactions really can run at the same
 * time, which one event loop never shows.
 */
const databaseUrl = process.argv[3];
const app = await buildApp({ dbPath: process.argv[2]!, seed: false, ...(databaseUrl ? { onlyMovedModules: true } : {}), config: { mode: 'test', databaseUrl } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.info(`LISTENING http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
