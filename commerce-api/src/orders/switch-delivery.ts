import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { parseJson } from '../carts/store.ts';
import { cleanAddress, type AddressInput } from '../customers/address.ts';
import { shippingMethods, type ShippingLine } from '../checkout/shipping.ts';
import { resolvePlace } from '../places/place.ts';
import { badRequest } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import { defineMessages } from '../http/messages.ts';
import { SWITCHABLE_STATES, switchProblem } from './pickup.ts';
import type { OrderRow } from './resource.ts';

const msg = defineMessages({
  not_pickup: { fr: "Cette commande n'est pas à retirer en agence.", en: 'This order is not a pick-up order.' },
  order_closed: { fr: 'Cette commande est clôturée et ne peut plus être modifiée.', en: 'This order is closed and can no longer be changed.' },
  pickup_expired: {
    fr: 'Le délai de retrait de cette commande (48 heures après la date de retrait) est dépassé.',
    en: 'The collection period of this order (48 hours after the collection date) is over.',
  },
  home_delivery_unavailable: { fr: "La livraison à domicile n'est pas disponible pour cette adresse.", en: 'Home delivery is not available for this address.' },
});

const HOME = 'gtdelivery';

/**
 * Switches a pick-up order to home delivery: the rules of `switchProblem`, then the address
 * (the given one, else the order's own) must be served, and the delivery fee is the checkout's
 * for the same lines and town; it is added to the total, payable like the rest of the order.
 * The update only applies while the order is still a pick-up, so two clicks switch it once.
 */
export async function switchToHomeDelivery(ctx: AppContext, order: OrderRow, input: AddressInput | undefined, locale: Locale): Promise<OrderRow> {
  const problem = switchProblem(order, ctx.now());
  if (problem) throw badRequest(msg(problem));
  const stored = parseJson<AddressInput>(order.shipping_address) ?? {};
  const address = { ...(await cleanAddress(ctx, input ?? stored)), email: String(stored.email ?? order.customer_email) };
  const place = await resolvePlace(ctx, address.city, address.fax, address.street[0]);
  const lines = (await ctx.repos.orders.shippedLines(order.id)).map(
    (l): ShippingLine => ({ productId: l.product_id, typeId: l.type_id, attributes: parseJson<Record<string, unknown>>(l.attributes) ?? {}, qty: l.qty_ordered }),
  );
  const home = (await shippingMethods(ctx, locale, place, lines)).find((m) => m.carrier_code === HOME);
  if (!home) throw badRequest(msg('home_delivery_unavailable'));
  const delivery = { carrier: home.carrier_code, method: home.method_code, description: `${home.carrier_title} - ${home.method_title}`, amount: home.amount, address: JSON.stringify(address) };
  const switched = await ctx.repos.orders.switchDelivery(order.id, order.shipping_carrier_code, SWITCHABLE_STATES, delivery, nowText(ctx));
  const fresh = (await ctx.repos.orders.byId(order.id))!;
  // Changed meanwhile: switched by a click before this one (answered as done), or cancelled.
  if (!switched && fresh.shipping_carrier_code !== HOME) throw badRequest(msg(switchProblem(fresh, ctx.now()) ?? 'order_closed'));
  return fresh;
}
