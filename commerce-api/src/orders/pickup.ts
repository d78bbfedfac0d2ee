import { DEFAULT_HOURS, PICKUP_CARRIER, PICKUP_GRACE_HOURS, atLocal, pickupDeadline, type AgencyHours } from '../checkout/pickup-days.ts';

export { PICKUP_CARRIER } from '../checkout/pickup-days.ts';
/** Orders placed before the shopper chose a day: ready at the latest 72 hours after the order. */
export const LEGACY_READY_HOURS = 72;
/** Orders still open: a pick-up may be switched to home delivery only in these states. */
export const SWITCHABLE_STATES: readonly string[] = ['new', 'pending_payment', 'processing'];

export interface PickupOrder {
  shipping_carrier_code: string;
  state: string;
  /** Magento time, UTC: 'YYYY-MM-DD HH:MM:SS'. */
  created_at: string;
  pickup_date?: string | null;
  pickup_deadline?: string | null;
}

export interface PickupWindow {
  /** The chosen day, in Cameroon ('YYYY-MM-DD'). */
  date: string | null;
  /** From when the parcel may be collected: the agency's opening on the chosen day. */
  ready_by: Date;
  /** The last moment: closing time 48 hours after the chosen day's closing. */
  collect_by: Date;
}

const HOUR = 3_600_000;

const parseUtc = (text: string): Date => new Date(`${text.replace(' ', 'T')}Z`);

/** When a pick-up order may be collected and the last moment to do so; null for other orders. */
export function pickupWindow(order: PickupOrder, hours: AgencyHours = DEFAULT_HOURS): PickupWindow | null {
  if (order.shipping_carrier_code !== PICKUP_CARRIER) return null;
  if (order.pickup_date) {
    return {
      date: order.pickup_date,
      ready_by: atLocal(order.pickup_date, hours.opens),
      collect_by: order.pickup_deadline ? parseUtc(order.pickup_deadline) : pickupDeadline(order.pickup_date, hours),
    };
  }
  const readyBy = new Date(parseUtc(order.created_at).getTime() + LEGACY_READY_HOURS * HOUR);
  return { date: null, ready_by: readyBy, collect_by: order.pickup_deadline ? parseUtc(order.pickup_deadline) : new Date(readyBy.getTime() + PICKUP_GRACE_HOURS * HOUR) };
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
