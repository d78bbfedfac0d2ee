import type { Repositories } from '../../repositories.ts';
import { magentoTime } from '../../auth/clock.ts';
import { parseJson } from '../../carts/store.ts';
import { PICKUP_CARRIER } from '../pickup.ts';
import type { OrderRow } from '../resource.ts';
import { givesStockBack, next, type OrderEvent, type OrderMethod, type StatePair } from './machine.ts';

export interface Actor {
  kind: 'customer' | 'operator' | 'system' | 'payment';
  /** The operator's login, the payment's reference, the customer's id. */
  id?: string;
}

export interface MoveInput {
  orderId: number;
  event: OrderEvent;
  actor: Actor;
  /** Why (a cancellation's reason, a payment's outcome): kept in the history, told to the customer. */
  comment?: string;
  /** When; the caller's clock (`ctx.now()`), the wall clock otherwise. */
  at?: Date;
}

export interface OrderMoved {
  /** The order as the move left it. */
  order: OrderRow;
  from: string;
  to: StatePair;
  event: OrderEvent;
  actor: Actor;
}

export type MoveResult =
  | ({ moved: true } & OrderMoved)
  /** `not_allowed`: the status does not take this event (a late or repeated one is such a no-op). */
  | { moved: false; reason: 'not_found' | 'not_allowed'; order?: OrderRow };

/** Called inside the mover's transaction with its repositories: what it writes commits or rolls back with the move. */
export type OrderMovedListener = (repos: Repositories, moved: OrderMoved) => Promise<void>;

const listeners = new Set<OrderMovedListener>();

/**
 * Registers code that follows order moves (rewards credit a complete order, take points back on
 * refund). The lifecycle imports none of it: modules register themselves. Returns the unregistration.
 */
export function onOrderMoved(listener: OrderMovedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function orderMethod(order: Pick<OrderRow, 'payment_method' | 'shipping_carrier_code'>): OrderMethod {
  return { payment: order.payment_method, pickup: order.shipping_carrier_code === PICKUP_CARRIER };
}

/** Concurrent moves of one order that may each find it changed under them before one applies. */
const ATTEMPTS = 4;

/**
 * Applies `event` to the order, inside the caller's transaction (`ctx.transaction(async (repos) =>
 * moveOrder(repos, …))`). The status change is a conditional update on the status just read: when
 * another move committed in between, the order is read again and the event judged afresh, so two
 * operators' clicks, or a payment status arriving twice, apply once and the rest are no-ops
 * (`moved: false`). The move writes its history row (a notice for the customer, delivered after
 * commit), gives the units back to stock when the order ends before delivery, and runs every
 * `onOrderMoved` listener with the same repositories.
 */
export async function moveOrder(repos: Repositories, input: MoveInput): Promise<MoveResult> {
  const at = magentoTime(input.at ?? new Date());
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const order = await repos.orders.byId(input.orderId);
    if (!order) return { moved: false, reason: 'not_found' };
    const to = next(order.status, input.event, orderMethod(order));
    if (!to) return { moved: false, reason: 'not_allowed', order };
    if (!(await repos.lifecycle.move(order.id, order, to, at))) continue;
    await repos.lifecycle.addHistory({
      order_id: order.id,
      event: input.event,
      from_status: order.status,
      state: to.state,
      status: to.status,
      actor_kind: input.actor.kind,
      actor_id: input.actor.id ?? null,
      comment: input.comment?.trim().slice(0, 500) || null,
      notify: 1,
      created_at: at,
    });
    if (givesStockBack(order.status, to)) await restock(repos, order);
    const moved: OrderMoved = { order: { ...order, state: to.state, status: to.status, updated_at: at }, from: order.status, to, event: input.event, actor: input.actor };
    for (const listener of listeners) await listener(repos, moved);
    return { moved: true, ...moved };
  }
  // Moved by others on every attempt: judged against the last status, which no longer allows it.
  return { moved: false, reason: 'not_allowed', order: await repos.orders.byId(input.orderId) };
}

/** The order's units back in stock: the total, and the delivery town's share. */
async function restock(repos: Repositories, order: OrderRow): Promise<void> {
  const town = String(parseJson<{ city?: unknown }>(order.shipping_address)?.city ?? '');
  // In product order, as placement locks them.
  const items = (await repos.orders.items(order.id)).toSorted((a, b) => a.product_id - b.product_id);
  for (const item of items) await repos.orders.restock(item.product_id, item.qty_ordered, town);
}

/** The order's first history row, written by placement in its transaction. */
export async function recordPlacement(repos: Repositories, order: { id: number; state: string; status: string; customerId: number | null; comment: string | null }, at: string): Promise<void> {
  await repos.lifecycle.addHistory({
    order_id: order.id,
    event: 'placed',
    from_status: null,
    state: order.state,
    status: order.status,
    actor_kind: 'customer',
    actor_id: order.customerId === null ? null : String(order.customerId),
    comment: order.comment,
    notify: 0,
    created_at: at,
  });
}
