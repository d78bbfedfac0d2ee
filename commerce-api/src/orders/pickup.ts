/** The carrier of free pick-up at an agency. */
export const PICKUP_CARRIER = 'gtpickup';
/**
 * A pick-up parcel is ready at the agency at the latest 72 hours after the order (the longest
 * pick-up delay the shop announces); that is the collection date the 48 hours run from.
 */
export const PICKUP_READY_HOURS = 72;
/** A pick-up order not collected within 48 hours after its collection date is cancelled. */
export const PICKUP_GRACE_HOURS = 48;
/** Orders still open: a pick-up may be switched to home delivery only in these states. */
export const SWITCHABLE_STATES: readonly string[] = ['new', 'processing'];

const HOUR = 3_600_000;

export interface PickupOrder {
  shipping_carrier_code: string;
  state: string;
  /** Magento time, UTC: 'YYYY-MM-DD HH:MM:SS'. */
  created_at: string;
}

export interface PickupWindow {
  ready_by: Date;
  collect_by: Date;
}

const parseUtc = (text: string): Date => new Date(`${text.replace(' ', 'T')}Z`);

/** When a pick-up order is ready and the last moment to collect it; null for other orders. */
export function pickupWindow(order: PickupOrder): PickupWindow | null {
  if (order.shipping_carrier_code !== PICKUP_CARRIER) return null;
  const readyBy = new Date(parseUtc(order.created_at).getTime() + PICKUP_READY_HOURS * HOUR);
  return { ready_by: readyBy, collect_by: new Date(readyBy.getTime() + PICKUP_GRACE_HOURS * HOUR) };
}

export type SwitchProblem = 'not_pickup' | 'order_closed' | 'pickup_expired';

/**
 * Why a pick-up order cannot become a home delivery now, or null when it can: it must be a
 * pick-up, still open, and its collection period must not have run out (it is cancelled then).
 */
export function switchProblem(order: PickupOrder, now: Date): SwitchProblem | null {
  const window = pickupWindow(order);
  if (!window) return 'not_pickup';
  if (!SWITCHABLE_STATES.includes(order.state)) return 'order_closed';
  if (now.getTime() > window.collect_by.getTime()) return 'pickup_expired';
  return null;
}
