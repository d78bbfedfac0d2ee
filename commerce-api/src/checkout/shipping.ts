import { pickupDays } from './pickup-days.ts';
import type { CartShippingMethod } from '@shop/shared/contracts/wire';
import type { AppContext } from '../context.ts';
import type { Locale } from '../http/locale.ts';
import { deliveryFee, shippingMethods as catalogMethods, type ShippingClass, type ShippingMethod as CatalogMethod, type Zone } from '../catalog/shipping.ts';
import { defineMessages } from '../http/messages.ts';
import type { Place } from '../places/place.ts';

export const shippingMsg = defineMessages({
  shipping_method_unavailable: {
    fr: "Le mode de livraison « %carrier_%method » n'est pas disponible pour cette adresse.",
    en: 'The shipping method "%carrier_%method" is not available for this address.',
  },
});

/** A cart's shipping method, as the storefront's checkout reads it. */
export type ShippingMethod = CartShippingMethod;

/** What the shipping rules need to know about one cart line. */
export interface ShippingLine {
  productId: number;
  typeId: string;
  attributes: Record<string, unknown>;
  qty: number;
}

const CLASS_RANK: Record<ShippingClass, number> = { none: 0, small: 1, medium: 2, large: 3 };

function classOf(line: ShippingLine): ShippingClass {
  if (line.typeId === 'virtual') return 'none';
  const value = line.attributes['shipping_class'];
  return value === 'small' || value === 'medium' || value === 'large' || value === 'none' ? value : 'medium';
}

const isFree = (line: ShippingLine) => line.attributes['is_free_shipping'] === '1' || line.attributes['is_free_shipping'] === 1 || line.attributes['is_free_shipping'] === true;

/**
 * Home-delivery fee of a whole cart, built on the catalogue's per-product rule (`deliveryFee`)
 * so a one-line cart costs exactly what the product page estimated: small parcels travel
 * together (5 per fee), the biggest bulky class pays its full fee and every other bulky unit
 * half of its own; free-shipping and virtual lines cost nothing.
 */
export function cartDeliveryFee(zone: Zone, lines: ShippingLine[]): number {
  const paying = lines.filter((l) => !isFree(l) && classOf(l) !== 'none');
  const small = paying.filter((l) => classOf(l) === 'small').reduce((n, l) => n + l.qty, 0);
  const bulky = new Map<ShippingClass, number>();
  for (const l of paying.filter((x) => CLASS_RANK[classOf(x)] >= 2)) bulky.set(classOf(l), (bulky.get(classOf(l)) ?? 0) + l.qty);
  const classes = [...bulky.keys()].toSorted((a, b) => CLASS_RANK[b] - CLASS_RANK[a]);
  let fee = small ? deliveryFee(zone, 'small', small) : 0;
  classes.forEach((cls, index) => {
    const units = bulky.get(cls)!;
    fee += index === 0 ? deliveryFee(zone, cls, units) : units * Math.round(deliveryFee(zone, cls, 1) / 2);
  });
  return fee;
}

const slowest = (methods: CatalogMethod[]) => methods.reduce((a, b) => (b.max_hours > a.max_hours ? b : a));

function magentoMethod(m: CatalogMethod, amount: number, pickup: boolean, now?: Date): ShippingMethod {
  return {
    carrier_code: m.carrier_code,
    method_code: m.method_code,
    carrier_title: m.carrier_title,
    method_title: m.method_title,
    amount,
    base_amount: amount,
    available: true,
    error_message: '',
    price_excl_tax: amount,
    price_incl_tax: amount,
    // A pick-up names the days the shopper may choose: the order's 48 hours run from the chosen one.
    extension_attributes: { delivery_delay: m.delay, min_hours: m.min_hours, max_hours: m.max_hours, is_pickup: pickup, ...(pickup && now ? { pickup_days: pickupDays(now) } : {}) },
  };
}

/**
 * The methods for a cart delivered to a place, with the catalogue's carriers, titles and delays
 * (the slowest line sets the delay): home delivery, free pick-up where the town has an agency,
 * or electronic delivery when every line is virtual.
 */
export async function shippingMethods(ctx: AppContext, locale: Locale, place: Place, lines: ShippingLine[]): Promise<ShippingMethod[]> {
  if (!lines.length) return [];
  const perLine: CatalogMethod[][] = [];
  for (const line of lines) {
    const stockInTown = line.typeId === 'virtual' ? line.qty : await ctx.repos.orders.townStock(line.productId, place.town.id);
    perLine.push(catalogMethods({
      zone: place.town.zone,
      hasAgency: place.town.has_agency === 1,
      townName: place.town.name,
      shippingClass: classOf(line),
      qty: line.qty,
      freeShipping: isFree(line),
      stockInTown,
      locale,
    }));
  }
  const pick = (carrier: string) => perLine.map((methods) => methods.find((m) => m.carrier_code === carrier)).filter((m): m is CatalogMethod => m !== undefined);
  if (lines.every((l) => classOf(l) === 'none')) return [magentoMethod(slowest(perLine.flat()), 0, false)];
  const home = pick('gtdelivery');
  const out = [magentoMethod(slowest(home), cartDeliveryFee(place.town.zone, lines), false)];
  const pickup = pick('gtpickup');
  if (place.town.has_agency && pickup.length) out.push(magentoMethod(slowest(pickup), 0, true, ctx.now()));
  return out;
}
