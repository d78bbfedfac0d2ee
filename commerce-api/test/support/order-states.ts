import type { Store } from '../../src/db/store.ts';
import { repositories } from '../../src/repositories.ts';
import { moveOrder } from '../../src/orders/lifecycle/move.ts';

/**
 * Brings a placed cash-on-delivery home delivery to `complete` the way the order desk does: the
 * shop confirms it on the phone, ships it, the courier collects the cash. Each move through the
 * lifecycle, in its own transaction; a refused move fails the test.
 */
export async function completeOrder(store: Store, orderId: number): Promise<void> {
  for (const event of ['confirmed', 'shipped', 'delivered'] as const) {
    const result = await store.transaction((tx) => moveOrder(repositories(tx, store.engine), { orderId, event, actor: { kind: 'operator', id: 'test-desk' } }));
    if (!result.moved) throw new Error(`order ${orderId}: ${event} refused (${result.reason})`);
  }
}
