import type { Store } from '../../src/db/store.ts';
import { repositories } from '../../src/repositories.ts';
import type { OrderEvent } from '../../src/orders/lifecycle/machine.ts';
import { moveOrder } from '../../src/orders/lifecycle/move.ts';

/**
 * Moves an order on as the shop would (the confirmation call, the delivery, a refund), each
 * event in its own transaction on the server's database, its listeners (rewards) run as the
 * order desk's would. Throws when the lifecycle refuses an event: a test never moves an order
 * where the shop could not.
 */
export async function moveOn(store: Store, orderId: number, ...events: OrderEvent[]): Promise<void> {
  for (const event of events) {
    const result = await store.transaction((tx) => moveOrder(repositories(tx, store.engine), { orderId, event, actor: { kind: 'operator', id: 'test' } }));
    if (!result.moved) throw new Error(`order ${orderId}: ${event} refused (${result.reason})`);
  }
}

/** The order's id from its masked id (what placement answers a guest) or its number. */
export async function orderIdOf(store: Store, ref: { masked?: string; number?: string }): Promise<number> {
  let query = store.db.selectFrom('orders').select('id');
  if (ref.masked) query = query.where('masked_id', '=', ref.masked);
  if (ref.number) query = query.where('increment_id', '=', ref.number);
  return (await query.executeTakeFirstOrThrow()).id;
}
