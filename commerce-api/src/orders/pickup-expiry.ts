import type { AppContext } from '../context.ts';
import { magentoTime } from '../auth/clock.ts';
import { PICKUP_CARRIER, PICKUP_GRACE_HOURS, PICKUP_READY_HOURS, SWITCHABLE_STATES } from './pickup.ts';

/**
 * A pick-up order not collected within 48 hours after its collection date is cancelled, and its
 * units go back to stock (the total that guards against overselling, and the agency town's
 * share). Applied to a customer's orders whenever they are read, so what the customer sees is
 * always the rule's outcome; one transaction, so an order is cancelled and restocked once.
 */
export function cancelExpiredPickups(ctx: AppContext, customerId: number): number {
  const cutoff = magentoTime(new Date(ctx.now().getTime() - (PICKUP_READY_HOURS + PICKUP_GRACE_HOURS) * 3_600_000));
  const states = SWITCHABLE_STATES.map(() => '?').join(', ');
  const expired = ctx.db
    .prepare(`SELECT id, shipping_address FROM orders WHERE customer_id = ? AND shipping_carrier_code = ? AND state IN (${states}) AND created_at < ?`)
    .all(customerId, PICKUP_CARRIER, ...SWITCHABLE_STATES, cutoff) as { id: number; shipping_address: string }[];
  if (!expired.length) return 0;
  const now = magentoTime(ctx.now());
  const cancel = ctx.db.prepare(
    `UPDATE orders SET state = 'canceled', status = 'canceled', updated_at = ? WHERE id = ? AND shipping_carrier_code = ? AND state IN (${states})`,
  );
  const items = ctx.db.prepare('SELECT product_id, qty_ordered FROM order_items WHERE order_id = ?');
  const restock = ctx.db.prepare('UPDATE stock SET qty = qty + ?, is_in_stock = 1 WHERE product_id = ?');
  const restockTown = ctx.db.prepare(
    'UPDATE stock_by_town SET qty = qty + ? WHERE product_id = ? AND town_id = (SELECT id FROM towns WHERE name = ?)',
  );
  let cancelled = 0;
  ctx.db.transaction(() => {
    for (const order of expired) {
      if (cancel.run(now, order.id, PICKUP_CARRIER, ...SWITCHABLE_STATES).changes !== 1) continue;
      cancelled += 1;
      const town = String((JSON.parse(order.shipping_address) as { city?: unknown }).city ?? '');
      for (const item of items.all(order.id) as { product_id: number; qty_ordered: number }[]) {
        restock.run(item.qty_ordered, item.product_id);
        restockTown.run(item.qty_ordered, item.product_id, town);
      }
    }
  }).immediate();
  return cancelled;
}
