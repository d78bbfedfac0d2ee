/**
 * `pnpm serve`: the production store on PORT (default 8080).
 * Env: STORE_DIR (published remotes + manifest), DB_PATH (commerce-api SQLite),
 * COMMERCE_API_URL (proxy the back end instead of running it in-process), HOST, SHELL_DIR,
 * OPERATOR_PASSWORD (enables the operator console at /operator and makes its first administrator,
 * login `admin`, while no operator account exists; unset = no console),
 * RELEASE_TOKEN (enables `pnpm release <remote> --store <url>` into this store; unset = none),
 * TRUSTED_PROXIES (the load balancer's addresses or ranges, whose X-Forwarded-For is believed).
 */
import { join } from 'node:path';
import { parseTrustedProxies } from '@shop/commerce-api';
import { defaultStoreDir } from '@shop/tools/release/store';
import { startStore } from './start.ts';

const storeDir = defaultStoreDir();
const store = await startStore({
  port: Number(process.env['PORT'] ?? 8080),
  host: process.env['HOST'] ?? '0.0.0.0',
  storeDir,
  dbPath: process.env['DB_PATH'] ?? join(storeDir, 'commerce.sqlite'),
  ...(process.env['COMMERCE_API_URL'] ? { apiUrl: process.env['COMMERCE_API_URL'] } : {}),
  ...(process.env['SHELL_DIR'] ? { shellDir: process.env['SHELL_DIR'] } : {}),
  logger: true,
  ...(process.env['OPERATOR_PASSWORD'] ? { operatorPassword: process.env['OPERATOR_PASSWORD'] } : {}),
  ...(process.env['RELEASE_TOKEN'] ? { releaseToken: process.env['RELEASE_TOKEN'] } : {}),
  trustedProxies: parseTrustedProxies(process.env['TRUSTED_PROXIES'], 'TRUSTED_PROXIES'),
});
console.info(`store listening on ${store.url}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    // In-flight requests finish; a stuck one must not keep a container from stopping.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    store.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
