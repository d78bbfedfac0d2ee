import type { CartShippingMethod } from '@shop/shared';
/** What the estimate answers per method (Magento's shipping-method-interface, the shop's extension). */
export type ShippingMethod = CartShippingMethod;

export const PICKUP_CARRIER = 'gtpickup';

/**
 * What the pick-up and delay rules read. A cart's method carries it; so does a product estimate's
 * (the shipping simulator), and a method without figures says no delay rather than a wrong one.
 */
export interface DeliveryFigures {
  carrier_code: string;
  extension_attributes?: Partial<CartShippingMethod['extension_attributes']>;
}

export function isPickup(method: DeliveryFigures): boolean {
  return method.extension_attributes?.is_pickup ?? method.carrier_code === PICKUP_CARRIER;
}

export interface DelayText {
  key: 'checkout.delay_minutes' | 'checkout.delay_hours' | 'checkout.delay_days' | 'checkout.pickup_delay';
  values: { min: number; max: number };
}

/**
 * The wording: "24 to 72 hours", "30 minutes to 72 hours after confirmation", "1 to 3
 * days". Hours under one are said in minutes; long waits in whole days. Null without figures.
 */
export function delayText(method: DeliveryFigures): DelayText | null {
  const min = method.extension_attributes?.min_hours;
  const max = method.extension_attributes?.max_hours;
  if (typeof min !== 'number' || typeof max !== 'number' || !Number.isFinite(min) || !Number.isFinite(max) || max <= 0) return null;
  if (isPickup(method)) return { key: 'checkout.pickup_delay', values: { min, max } };
  if (min > 0 && min < 1) return { key: 'checkout.delay_minutes', values: { min: Math.round(min * 60), max } };
  if (max > 72 && min % 24 === 0 && max % 24 === 0) return { key: 'checkout.delay_days', values: { min: min / 24, max: max / 24 } };
  return { key: 'checkout.delay_hours', values: { min, max } };
}

export function sameMethod(a: { carrier_code: string; method_code: string } | null, b: { carrier_code: string; method_code: string } | null): boolean {
  return !!a && !!b && a.carrier_code === b.carrier_code && a.method_code === b.method_code;
}

// One formatter per locale for the page's life: building one costs far more than formatting with it
// (Chromium resolves the locale's data per formatter), and a pick-up list has a label per day.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A pick-up day ("2026-12-01") named in the shopper's language: "mardi 1 décembre", "Tuesday 1 December". */
export function pickupDayLabel(day: string, locale: string): string {
  const tag = locale === 'en' ? 'en-GB' : 'fr-FR';
  let format = dayFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Africa/Douala' });
    dayFormats.set(tag, format);
  }
  // Noon in Douala names the day whatever the browser's zone.
  return format.format(new Date(`${day}T12:00:00+01:00`));
}
