import type { AppContext } from '../context.ts';
import { magentoTime } from '../auth/clock.ts';
import { withinTransaction } from '../repositories.ts';
import { PICKUP_CARRIER, PICKUP_GRACE_HOURS, PICKUP_READY_HOURS, SWITCHABLE_STATES } from './pickup.ts';

/**
 * A pick-up order not collected within 48 hours after its collection date is cancelled, and its
 * units go back to stock (the total that guards against overselling, and the agency town's
 * share). Applied to a customer's orders whenever they are read, so what the customer sees is
 * always the rule's outcome. Each cancellation is a conditional update (only while the order is
 * still an open pick-up) whose row count decides the restock, in the same transaction: two
 * readers at once, or a switch to home delivery, cancel and restock an order once at most.
 */
export async function cancelExpiredPickups(ctx: AppContext, customerId: number): Promise<number> {
  const cutoff = magentoTime(new Date(ctx.now().getTime() - (PICKUP_READY_HOURS + PICKUP_GRACE_HOURS) * 3_600_000));
  const expired = await ctx.repos.orders.expiredPickups(customerId, PICKUP_CARRIER, SWITCHABLE_STATES, cutoff);
  if (!expired.length) return 0;
  const now = magentoTime(ctx.now());
  return withinTransaction(ctx, async (tx) => {
    let cancelled = 0;
    for (const order of expired) {
      if (!(await tx.repos.orders.cancelOpen(order.id, PICKUP_CARRIER, SWITCHABLE_STATES, now))) continue;
      cancelled += 1;
      const town = String((JSON.parse(order.shipping_address) as { city?: unknown }).city ?? '');
      // In product order, as placement locks them.
      const items = (await tx.repos.orders.items(order.id)).toSorted((a, b) => a.product_id - b.product_id);
      for (const item of items) await tx.repos.orders.restock(item.product_id, item.qty_ordered, town);
    }
    return cancelled;
  });
}
