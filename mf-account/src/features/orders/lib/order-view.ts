import type { Order, OrderAddress, OrderItem, OrderList } from '@shop/shared';

/** The sales order is one wire shape, declared in `@shop/shared` (the cart's thank-you page reads it too). */
export type { Order, OrderAddress, OrderItem, OrderList };

/** Magento times are 'YYYY-MM-DD HH:MM:SS' in UTC; as ISO for formatting. */
export function magentoToIso(value: string): string {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
}

export type PickupView =
  | { kind: 'none' }
  | { kind: 'waiting'; readyBy: string; collectBy: string }
  | { kind: 'expired'; collectBy: string };

/** States in which the back end lets a pick-up order still change (mirrors its rule). */
const OPEN_STATES = ['new', 'pending_payment', 'processing'];

/**
 * A pick-up order is kept 48 hours after its collection date, then cancelled; while it waits
 * (open, before the deadline) it may be switched to home delivery.
 */
export function pickupView(order: Pick<Order, 'state' | 'extension_attributes'>, now: Date): PickupView {
  const pickup = order.extension_attributes?.pickup;
  if (!pickup) return { kind: 'none' };
  const collectBy = magentoToIso(pickup.collect_by);
  const late = now.getTime() > Date.parse(collectBy);
  // Collected, refunded or cancelled for another reason: the collection rule no longer speaks.
  if (!OPEN_STATES.includes(order.state)) return late && order.state === 'canceled' ? { kind: 'expired', collectBy } : { kind: 'none' };
  if (late) return { kind: 'expired', collectBy };
  return { kind: 'waiting', readyBy: magentoToIso(pickup.ready_by), collectBy };
}

/** Lines to show: a configurable's child line repeats its parent, so only top-level lines count. */
export function visibleItems(order: Pick<Order, 'items'>): OrderItem[] {
  return order.items.filter((item) => item.parent_item_id === undefined);
}

export function shippingAddress(order: Order): OrderAddress | undefined {
  return order.extension_attributes?.shipping_assignments?.[0]?.shipping.address;
}

/** How many pages a list of `total` orders takes, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The `page` query parameter as a page number from 1; anything else is the first page. */
export function pageFromSearch(search: URLSearchParams): number {
  const raw = search.get('page');
  const page = raw && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

export interface TimelineStep {
  id: number;
  at: string;
  status: string;
  event: string;
  reason: string;
}

/**
 * The order's history as the customer reads it: the placement, then each change of status with
 * its reason (a cancellation's), oldest first. Comments of the placement are the shopper's own
 * delivery note, not a reason.
 */
export function timeline(order: Pick<Order, 'status_histories'>): TimelineStep[] {
  return (order.status_histories ?? []).map((h) => {
    const event = h.extension_attributes?.event ?? 'placed';
    return { id: h.entity_id, at: h.created_at, status: h.status, event, reason: event === 'placed' ? '' : h.comment };
  });
}
