import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { publishAll } from '@shop/tools/release/commands';
import { startStore } from '@shop/gateway/start';
import { OPERATOR_PASSWORD, REMOTES, REPO_ROOT, STORE_DIR, STORE_PORT } from './store.ts';

export default async function globalSetup() {
  // The shell's server bundle too: a shell built before it had one is not rendered on the server.
  const built = ['shell', ...REMOTES].every((dir) => existsSync(join(REPO_ROOT, dir, 'dist', 'index.html'))) && existsSync(join(REPO_ROOT, 'shell', 'dist', 'server', 'render.js'));
  if (!built) execFileSync('pnpm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  rmSync(STORE_DIR, { recursive: true, force: true });
  await publishAll({ storeDir: STORE_DIR });
  // Sign-up tests read the codes the store sends from its loopback-only demo outbox.
  process.env['DEMO_OUTBOX'] = '1';
  // Every browser test is one address (127.0.0.1) standing for many shoppers.
  process.env['SIGNUPS_PER_HOUR'] = '10000';
  process.env['ACCOUNT_LOOKUPS_PER_HOUR'] = '10000';
  process.env['CATALOG_READS_PER_MINUTE'] = '1000000';
  process.env['GAME_ENTRIES_PER_HOUR'] = '10000';
  process.env['UNPAID_ORDERS_PER_PHONE'] = '10000';
  process.env['CODES_PER_ADDRESS_PER_HOUR'] = '10000';
  // Every spin of the wheel lands on its first segment, a prize with stock for every test: a
  // shopper's path through a win cannot depend on luck. The odds are the back end's tests'.
  const store = await startStore({ port: STORE_PORT, storeDir: STORE_DIR, dbPath: join(STORE_DIR, 'commerce.sqlite'), draw: () => 0, operatorPassword: OPERATOR_PASSWORD });
  return async () => {
    await store.close();
    rmSync(STORE_DIR, { recursive: true, force: true });
  };
}
