import { buildApp } from '../src/app.ts';
import { warmUpDone } from '../src/catalog/warm-up.ts';

/**
 * The service as the benchmark measures it: its own process (so autocannon does not share its
 * event loop), no request logging, a database seeded on first run. Prints its URL on stdout.
 */
const dbPath = process.env['DB_PATH'];
if (!dbPath) throw new Error('DB_PATH is required');
const app = await buildApp({ dbPath, seed: true, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
// Measure the service as it runs once its background rendering after start is done.
await warmUpDone();
const address = app.server.address();
console.info(`LISTENING ${typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
