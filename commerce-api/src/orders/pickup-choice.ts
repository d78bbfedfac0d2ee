import { magentoTime } from '../auth/clock.ts';
import { badRequest } from '../http/errors.ts';
import { defineMessages } from '../http/messages.ts';
import { PICKUP_CARRIER, pickupDays, pickupDeadline } from './pickup.ts';

const msg = defineMessages({
  pickup_date_invalid: { fr: 'Choisissez un jour de retrait parmi les jours proposés.', en: 'Choose a pick-up day among the days offered.' },
});

export const PICKUP_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Refuses a pick-up day the agency does not offer (the shopper chose it at checkout). */
export function assertPickupDay(day: string, now: Date): void {
  if (!PICKUP_DATE.test(day) || !pickupDays(now).includes(day)) throw badRequest(msg('pickup_date_invalid'), { date: day.slice(0, 20) });
}

/**
 * The pick-up day an order keeps and its deadline (Magento time): the day the shopper chose at
 * checkout, checked again at placement (a day chosen yesterday may have passed), or the first
 * day offered when the client chose none. Null for home deliveries.
 */
export function chosenPickup(carrier: string, chosen: string | undefined, now: Date): { date: string; deadline: string } | null {
  if (carrier !== PICKUP_CARRIER) return null;
  if (chosen) assertPickupDay(chosen, now);
  const date = chosen ?? pickupDays(now)[0]!;
  return { date, deadline: magentoTime(pickupDeadline(date)) };
}
