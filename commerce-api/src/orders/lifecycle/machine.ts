/**
 * The order lifecycle as Magento names it: a `state` (what the system does with the order) and a
 * `status` (what people are told) for each step. Pure: the moves, their preconditions and
 * outcomes, nothing read or written (decision 037).
 */

export type OrderEvent =
  | 'paid'
  | 'switched_to_cod'
  | 'payment_expired'
  | 'confirmed'
  | 'shipped'
  | 'ready_for_pickup'
  | 'delivered'
  | 'canceled'
  | 'pickup_expired'
  | 'refunded';

export const ORDER_EVENTS: readonly OrderEvent[] = [
  'paid',
  'switched_to_cod',
  'payment_expired',
  'confirmed',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'canceled',
  'pickup_expired',
  'refunded',
];

export type OrderStatus = 'pending' | 'pending_payment' | 'processing' | 'shipped' | 'ready_for_pickup' | 'complete' | 'canceled' | 'closed';
export type OrderState = 'new' | 'pending_payment' | 'processing' | 'complete' | 'canceled' | 'closed';

export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'pending_payment', 'processing', 'shipped', 'ready_for_pickup', 'complete', 'canceled', 'closed'];

/** Each status belongs to one state (Magento's sales_order_status_state). */
export const STATE_OF: Readonly<Record<OrderStatus, OrderState>> = {
  pending: 'new',
  pending_payment: 'pending_payment',
  processing: 'processing',
  shipped: 'processing',
  ready_for_pickup: 'processing',
  complete: 'complete',
  canceled: 'canceled',
  closed: 'closed',
};

export interface StatePair {
  state: OrderState;
  status: OrderStatus;
}

/**
 * What a move depends on besides the status: how the order is paid (the payment method code:
 * `cashondelivery`, `mesomb_gateway`, `gt_installment`) and whether it is collected at an agency.
 */
export interface OrderMethod {
  payment: string;
  pickup: boolean;
}

export const CASH_ON_DELIVERY = 'cashondelivery';

const pair = (status: OrderStatus): StatePair => ({ state: STATE_OF[status], status });

/** Where an order starts: cash on delivery waits for the shop's call, other methods for the payer. */
export function placedStatus(payment: string): StatePair {
  return pair(payment === CASH_ON_DELIVERY ? 'pending' : 'pending_payment');
}

/** Money was collected before the parcel left: true for mobile money and installments once paid. */
const prepaid = (method: OrderMethod) => method.payment !== CASH_ON_DELIVERY;

/**
 * The status an event leads to, or null when the order's status does not allow it. A paid order
 * is never merely cancelled (the money must go back: `refunded` closes it), nothing is cancelled
 * once it left the warehouse, and a pick-up is made ready, never shipped (and the reverse).
 */
export function next(status: string, event: OrderEvent, method: OrderMethod): StatePair | null {
  const to = target(status, event, method);
  return to ? pair(to) : null;
}

function target(status: string, event: OrderEvent, method: OrderMethod): OrderStatus | null {
  switch (event) {
    case 'paid':
      return status === 'pending_payment' ? 'processing' : null;
    case 'switched_to_cod':
    case 'payment_expired':
      if (status !== 'pending_payment') return null;
      return event === 'switched_to_cod' ? 'pending' : 'canceled';
    case 'confirmed':
      return status === 'pending' ? 'processing' : null;
    case 'shipped':
      return status === 'processing' && !method.pickup ? 'shipped' : null;
    case 'ready_for_pickup':
      return status === 'processing' && method.pickup ? 'ready_for_pickup' : null;
    case 'delivered':
      return status === 'shipped' || status === 'ready_for_pickup' ? 'complete' : null;
    case 'canceled':
      if (status === 'pending' || status === 'pending_payment') return 'canceled';
      return status === 'processing' && !prepaid(method) ? 'canceled' : null;
    case 'pickup_expired':
      // Cash pick-ups only: the rule frees stock held by orders nobody pays for. A paid parcel
      // stays at the agency until it is collected or the desk refunds it.
      return method.pickup && !prepaid(method) && (status === 'pending' || status === 'processing' || status === 'ready_for_pickup') ? 'canceled' : null;
    case 'refunded':
      return prepaid(method) && (status === 'processing' || status === 'ready_for_pickup' || status === 'shipped' || status === 'complete') ? 'closed' : null;
  }
}

/** Paid or confirmed: the orders rewards, games and limits count as real (issue 23, part 5). */
export function isRealOrder(status: string): boolean {
  return status === 'processing' || status === 'shipped' || status === 'ready_for_pickup' || status === 'complete';
}

/** The units come back to stock: the order never left the warehouse, or came back before delivery. */
export function givesStockBack(from: string, to: StatePair): boolean {
  if (to.status === 'canceled') return true;
  return to.status === 'closed' && (from === 'processing' || from === 'ready_for_pickup');
}

/** The events an operator may apply from a status (what the order desk offers). */
export function eventsFrom(status: string, method: OrderMethod, allowed: readonly OrderEvent[] = ORDER_EVENTS): OrderEvent[] {
  return allowed.filter((event) => next(status, event, method) !== null);
}
