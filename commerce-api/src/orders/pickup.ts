/** The carrier of free pick-up at an agency. */
export const PICKUP_CARRIER = 'gtpickup';
/** A pick-up order not collected within 48 hours after its chosen day is cancelled (spec §4). */
export const PICKUP_GRACE_HOURS = 48;
/** Orders placed before the shopper chose a day: ready at the latest 72 hours after the order. */
export const LEGACY_READY_HOURS = 72;
/** How many opening days ahead a shopper may choose. */
export const PICKUP_DAYS_OFFERED = 6;
/** Orders still open: a pick-up may be switched to home delivery only in these states. */
export const SWITCHABLE_STATES: readonly string[] = ['new', 'pending_payment', 'processing'];

/** Cameroon's time: UTC+1 all year (no daylight saving). */
const DOUALA_OFFSET_MS = 3_600_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An agency's opening hours ('08:00', '18:00'; days 0 = Sunday … 6 = Saturday). */
export interface AgencyHours {
  opens: string;
  closes: string;
  open_days: readonly number[];
}

/** The spec's hours (§1: 08:00 to 18:00), Monday to Saturday, as the seeded agencies keep them. */
export const DEFAULT_HOURS: AgencyHours = { opens: '08:00', closes: '18:00', open_days: [1, 2, 3, 4, 5, 6] };

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

const parseUtc = (text: string): Date => new Date(`${text.replace(' ', 'T')}Z`);

/** The day it is in Cameroon at `instant`. */
export const localDay = (instant: Date): string => new Date(instant.getTime() + DOUALA_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Cameroon wall-clock time on `day` ('YYYY-MM-DD', 'HH:MM') is. */
export const atLocal = (day: string, time: string): Date => new Date(Date.parse(`${day}T${time}:00Z`) - DOUALA_OFFSET_MS);

const weekday = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();
const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The days a shopper may choose at checkout: the agency's next opening days from tomorrow (a
 * parcel is prepared within 24 hours), PICKUP_DAYS_OFFERED of them.
 */
export function pickupDays(now: Date, hours: AgencyHours = DEFAULT_HOURS): string[] {
  const days: string[] = [];
  for (let day = addDays(localDay(now), 1); days.length < PICKUP_DAYS_OFFERED; day = addDays(day, 1)) {
    if (hours.open_days.includes(weekday(day))) days.push(day);
  }
  return days;
}

/**
 * The collection deadline for a chosen day: 48 hours after that day's closing, moved on to the
 * next opening day's closing when the agency is shut then, so it always falls within opening hours.
 */
export function pickupDeadline(day: string, hours: AgencyHours = DEFAULT_HOURS): Date {
  let last = addDays(day, PICKUP_GRACE_HOURS / 24);
  for (let i = 0; i < 7 && !hours.open_days.includes(weekday(last)); i++) last = addDays(last, 1);
  return atLocal(last, hours.closes);
}

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
