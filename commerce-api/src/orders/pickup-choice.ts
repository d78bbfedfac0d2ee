import { magentoTime } from '../auth/clock.ts';
import { PICKUP_CARRIER, assertPickupDay, pickupDays, pickupDeadline } from '../checkout/pickup-days.ts';

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
