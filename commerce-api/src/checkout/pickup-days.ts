import { badRequest } from '../http/errors.ts';
import { defineMessages } from '../http/messages.ts';

/**
 * The pick-up day a shopper chooses at checkout, and the deadline it sets: calendar work on
 * Cameroon's days and the agency's opening hours, with nothing read or written.
 */

/** The carrier of free pick-up at an agency. */
export const PICKUP_CARRIER = 'gtpickup';
/** A pick-up order not collected within 48 hours after its chosen day is cancelled. */
export const PICKUP_GRACE_HOURS = 48;
/** How many opening days ahead a shopper may choose. */
export const PICKUP_DAYS_OFFERED = 6;

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

/** The agencies' hours, 08:00 to 18:00, Monday to Saturday, as the seeded agencies keep them. */
export const DEFAULT_HOURS: AgencyHours = { opens: '08:00', closes: '18:00', open_days: [1, 2, 3, 4, 5, 6] };

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

const msg = defineMessages({
  pickup_date_invalid: { fr: 'Choisissez un jour de retrait parmi les jours proposés.', en: 'Choose a pick-up day among the days offered.' },
});

export const PICKUP_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Refuses a pick-up day the agency does not offer (the shopper chose it at checkout). */
export function assertPickupDay(day: string, now: Date): void {
  if (!PICKUP_DATE.test(day) || !pickupDays(now).includes(day)) throw badRequest(msg('pickup_date_invalid'), { date: day.slice(0, 20) });
}
