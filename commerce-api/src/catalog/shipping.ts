import type { ProductShippingMethod } from '@shop/shared/contracts/wire';
import type { Locale } from '../http/locale.ts';

export type Zone = 'metro' | 'regional';
export type ShippingClass = 'none' | 'small' | 'medium' | 'large';

/** A product estimate's method, as the storefront reads it. */
export type ShippingMethod = ProductShippingMethod;

/**
 * Home-delivery fee in FCFA by zone and parcel class. Douala and Yaoundé ("metro") are a
 * same/next-day flat fee of a few thousand FCFA; other towns go through a carrier.
 */
const BASE_FEE: Record<Zone, Record<Exclude<ShippingClass, 'none'>, number>> = {
  metro: { small: 1_500, medium: 3_000, large: 5_000 },
  regional: { small: 3_500, medium: 6_000, large: 12_000 },
};

/** Extra units: small parcels travel together up to 5; bulky ones cost half the fee each. */
export function deliveryFee(zone: Zone, shippingClass: ShippingClass, qty: number): number {
  if (shippingClass === 'none') return 0;
  const base = BASE_FEE[zone][shippingClass];
  if (shippingClass === 'small') return base * Math.ceil(qty / 5);
  return base + Math.round(base / 2) * (qty - 1);
}

function delayLabel(min: number, max: number, locale: Locale): string {
  return locale === 'fr' ? `Livraison sous ${min} à ${max} h` : `Delivered within ${min} to ${max} h`;
}

/**
 * Methods offered for `qty` units of one product delivered to a town: home delivery (free when
 * the product carries the free-shipping label) and free pick-up at the agency where there is one.
 * Stock already in the town shortens the delay.
 */
export function shippingMethods(options: {
  zone: Zone;
  hasAgency: boolean;
  townName: string;
  shippingClass: ShippingClass;
  qty: number;
  freeShipping: boolean;
  stockInTown: number;
  locale: Locale;
}): ShippingMethod[] {
  const { zone, hasAgency, townName, shippingClass, qty, freeShipping, stockInTown, locale } = options;
  if (shippingClass === 'none') {
    return [{
      carrier_code: 'gtdigital', method_code: 'email',
      carrier_title: locale === 'fr' ? 'Envoi électronique' : 'Electronic delivery',
      method_title: locale === 'fr' ? 'Par SMS et e-mail' : 'By SMS and email',
      amount: 0, min_hours: 0, max_hours: 24, delay: delayLabel(0, 24, locale),
    }];
  }
  const local = stockInTown >= qty;
  // Within what the shop promises everywhere (spec: 24 to 72 h, or 1 to 3 days by carrier).
  const [min, max] = zone === 'metro' ? (local ? [24, 48] : [48, 72]) : local ? [24, 72] : [48, 72];
  const methods: ShippingMethod[] = [{
    carrier_code: 'gtdelivery',
    method_code: 'home',
    carrier_title: locale === 'fr' ? 'Livraison à domicile' : 'Home delivery',
    method_title: townName,
    amount: freeShipping ? 0 : deliveryFee(zone, shippingClass, qty),
    min_hours: min,
    max_hours: max,
    delay: delayLabel(min, max, locale),
  }];
  if (hasAgency) {
    const [pmin, pmax] = local ? [2, 24] : [24, 72];
    methods.push({
      carrier_code: 'gtpickup',
      method_code: 'agency',
      carrier_title: locale === 'fr' ? 'Retrait gratuit en agence' : 'Free pick-up at the agency',
      method_title: locale === 'fr' ? `Agence de ${townName} (08:00 – 18:00)` : `${townName} agency (08:00 – 18:00)`,
      amount: 0,
      min_hours: pmin,
      max_hours: pmax,
      delay: locale === 'fr' ? `Disponible sous ${pmin} à ${pmax} h` : `Ready within ${pmin} to ${pmax} h`,
    });
  }
  return methods;
}
