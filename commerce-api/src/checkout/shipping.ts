import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { localized, type Locale } from '../http/locale.ts';
import { defineMessages } from '../http/messages.ts';

export const shippingMsg = defineMessages({
  town_unknown: { fr: "Nous ne livrons pas encore à « %town ».", en: 'We do not deliver to "%town" yet.' },
  quarter_unknown: { fr: "Le quartier choisi n'existe pas à %town.", en: 'The chosen quarter does not exist in %town.' },
  shipping_method_unavailable: {
    fr: "Le mode de livraison « %carrier_%method » n'est pas disponible pour cette adresse.",
    en: 'The shipping method "%carrier_%method" is not available for this address.',
  },
});

/** Home delivery flat fees in FCFA (spec §9 delays): metro towns are next-day, others go by carrier. */
export const RATES = { metro: 1500, metroOutskirts: 2500, express: 3000, regional: 3500 } as const;

/** Quarters at the edge of Douala and Yaoundé, a longer ride for the courier. */
const OUTSKIRTS = new Set(['japoma', 'pk14', 'logbessou', 'yassa', 'nkolbisson', 'odza', 'nsimeyong', 'mendong']);

export interface Town {
  id: number;
  name: string;
  has_agency: number;
  zone: 'metro' | 'regional';
}

export interface Place {
  town: Town;
  quarter: { id: number; name: string } | null;
}

export const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** Finds the town (accents and case ignored) and the quarter (by id in `fax`, else by name in street[0]). */
export function resolvePlace(ctx: AppContext, city: string, quarterId?: string | number | null, quarterName?: string | null): Place {
  const towns = ctx.db.prepare('SELECT id, name, has_agency, zone FROM towns').all() as Town[];
  const town = towns.find((t) => fold(t.name) === fold(city));
  if (!town) throw badRequest(shippingMsg('town_unknown'), { town: city.slice(0, 60) });
  const quarters = ctx.db.prepare('SELECT id, name FROM quarters WHERE town_id = ?').all(town.id) as { id: number; name: string }[];
  let quarter: Place['quarter'] = null;
  const idText = quarterId === undefined || quarterId === null ? '' : String(quarterId).trim();
  if (idText) {
    quarter = quarters.find((q) => String(q.id) === idText) ?? null;
    if (!quarter) throw badRequest(shippingMsg('quarter_unknown'), { town: town.name });
  } else if (quarterName && quarterName.trim()) {
    quarter = quarters.find((q) => fold(q.name) === fold(quarterName)) ?? null;
    if (!quarter) throw badRequest(shippingMsg('quarter_unknown'), { town: town.name });
  }
  return { town, quarter };
}

export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  base_amount: number;
  available: boolean;
  error_message: string;
  price_excl_tax: number;
  price_incl_tax: number;
  extension_attributes: { delivery_delay: string; is_pickup: boolean };
}

function method(carrier: string, code: string, carrierTitle: string, title: string, amount: number, delay: string, pickup: boolean): ShippingMethod {
  return {
    carrier_code: carrier,
    method_code: code,
    carrier_title: carrierTitle,
    method_title: title,
    amount,
    base_amount: amount,
    available: true,
    error_message: '',
    price_excl_tax: amount,
    price_incl_tax: amount,
    extension_attributes: { delivery_delay: delay, is_pickup: pickup },
  };
}

/**
 * The methods offered for a place: home delivery priced by zone and quarter (free when every
 * item ships free), express in Douala and Yaoundé, and free pick-up where there is an agency.
 */
export function shippingMethods(locale: Locale, place: Place, allFreeShipping: boolean): ShippingMethod[] {
  const l = <T>(fr: T, en: T) => localized(locale, fr, en);
  const carrier = l('Livraison', 'Delivery');
  const out: ShippingMethod[] = [];
  if (place.town.zone === 'metro') {
    const outskirts = place.quarter ? OUTSKIRTS.has(fold(place.quarter.name)) : false;
    const amount = allFreeShipping ? 0 : outskirts ? RATES.metroOutskirts : RATES.metro;
    const delay = l('24 à 72 heures', '24 to 72 hours');
    out.push(method('gtdelivery', 'standard', carrier, l(`Livraison à domicile (${delay})`, `Home delivery (${delay})`), amount, delay, false));
    const expressDelay = l('30 minutes à 72 heures après confirmation', '30 minutes to 72 hours after confirmation');
    out.push(method('gtdelivery', 'express', carrier, l(`Livraison express (${expressDelay})`, `Express delivery (${expressDelay})`), RATES.express, expressDelay, false));
  } else {
    const delay = l('1 à 3 jours', '1 to 3 days');
    out.push(method('gtdelivery', 'standard', carrier, l(`Livraison à domicile (${delay})`, `Home delivery (${delay})`), allFreeShipping ? 0 : RATES.regional, delay, false));
  }
  if (place.town.has_agency) {
    const delay = l('Retrait de 08:00 à 18:00, sous 48 heures après la date choisie', 'Pick-up 08:00 to 18:00, within 48 hours of the chosen date');
    out.push(method('agency', 'agency', l('Retrait en agence', 'Agency pick-up'), l(`Retrait gratuit en agence de ${place.town.name}`, `Free pick-up at the ${place.town.name} agency`), 0, delay, true));
  }
  return out;
}
