import { join } from 'node:path';
import { buildApp } from './app.ts';

const port = Number(process.env['PORT'] ?? 8081);
const dbPath = process.env['DB_PATH'] ?? join(import.meta.dirname, '../../.store/commerce.sqlite');
const app = await buildApp({ dbPath, seed: true, logger: true });
await app.listen({ port, host: process.env['HOST'] ?? '0.0.0.0' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
