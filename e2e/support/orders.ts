import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT, STORE_DIR } from './store.ts';

/**
 * Moves an order on as the shop's order desk would (confirmed after the call, shipped, delivered),
 * with the server's command line on the test store's database: history, stock and Prime points
 * follow as they do from the console. Throws when the lifecycle refuses an event.
 */
export function moveOrderOn(orderNumber: string, ...events: string[]): void {
  execFileSync('node', ['--import', 'tsx', 'commerce-api/src/orders/move-cli.ts', orderNumber, ...events], {
    cwd: REPO_ROOT,
    env: { ...process.env, DB_PATH: join(STORE_DIR, 'commerce.sqlite') },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Confirms a cash order (the shop's call), so games take it; one confirmed before stays as it is. */
export function confirmOrder(orderNumber: string): void {
  try {
    moveOrderOn(orderNumber, 'confirmed');
  } catch (error) {
    if (!String((error as { stderr?: unknown }).stderr).includes('confirmed refused (not_allowed)')) throw error;
  }
}
