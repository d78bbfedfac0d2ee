import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { parseJson } from '../carts/store.ts';
import { cleanAddress, type AddressInput } from '../customers/address.ts';
import { shippingMethods, type ShippingLine } from '../checkout/shipping.ts';
import { resolvePlace } from '../places/place.ts';
import { badRequest } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import { defineMessages } from '../http/messages.ts';
import { switchProblem } from './pickup.ts';
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
export function switchToHomeDelivery(ctx: AppContext, order: OrderRow, input: AddressInput | undefined, locale: Locale): OrderRow {
  const problem = switchProblem(order, ctx.now());
  if (problem) throw badRequest(msg(problem));
  const stored = parseJson<AddressInput>(order.shipping_address) ?? {};
  const address = { ...cleanAddress(ctx, input ?? stored), email: String(stored.email ?? order.customer_email) };
  const place = resolvePlace(ctx, address.city, address.fax, address.street[0]);
  const lines = (
    ctx.db
      .prepare('SELECT i.product_id, i.qty_ordered, p.type_id, p.attributes FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = ?')
      .all(order.id) as { product_id: number; qty_ordered: number; type_id: string; attributes: string }[]
  ).map((l): ShippingLine => ({ productId: l.product_id, typeId: l.type_id, attributes: parseJson<Record<string, unknown>>(l.attributes) ?? {}, qty: l.qty_ordered }));
  const home = shippingMethods(ctx, locale, place, lines).find((m) => m.carrier_code === HOME);
  if (!home) throw badRequest(msg('home_delivery_unavailable'));
  ctx.db
    .prepare(
      `UPDATE orders SET shipping_carrier_code = ?, shipping_method_code = ?, shipping_description = ?, shipping_amount = ?,
         grand_total = grand_total - shipping_amount + ?, shipping_address = ?, updated_at = ?
       WHERE id = ? AND shipping_carrier_code = ?`,
    )
    .run(home.carrier_code, home.method_code, `${home.carrier_title} - ${home.method_title}`, home.amount, home.amount, JSON.stringify(address), nowText(ctx), order.id, order.shipping_carrier_code);
  return ctx.db.prepare('SELECT * FROM orders WHERE id = ?').get(order.id) as OrderRow;
}
