import { percentOff } from '@shop/shared';
import type { MagentoProduct } from '../../../api/types';
import { attributeNumber, attributeText } from './attributes';

export interface ProductPrice {
  /** Regular price in FCFA. */
  price: number;
  /** Price the shopper pays when a special price applies, else null. */
  specialPrice: number | null;
  /** Whole percent saved, 0 without a special price. */
  percentOff: number;
  /** The price is hidden when the hide-price attribute is zero. */
  hidePrice: boolean;
}


/**
 * Magento stores these as `YYYY-MM-DD HH:mm:ss` in UTC (the back end and the cart read them so,
 * and the card must show the price the cart will charge); a bare end date covers its whole day.
 */
function parseMagentoDate(text: string | undefined, endOfDay: boolean): number | null {
  if (!text) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const day = Date.UTC(Number(y), Number(mo) - 1, Number(d));
  if (h === undefined) return endOfDay ? day + 86_400_000 - 1 : day;
  return day + ((Number(h) * 60 + Number(mi)) * 60 + Number(s ?? 0)) * 1000;
}

/** Whether a special price's from/to window (when set) contains `now`. */
export function specialPriceActive(product: Pick<MagentoProduct, 'custom_attributes'>, now: number): boolean {
  const from = parseMagentoDate(
    attributeText(product, 'special_from_date') ?? attributeText(product, 'special_price_from_date'),
    false,
  );
  const to = parseMagentoDate(
    attributeText(product, 'special_to_date') ?? attributeText(product, 'special_price_to_date'),
    true,
  );
  if (from !== null && now < from) return false;
  if (to !== null && now > to) return false;
  return true;
}

/**
 * Price rules. A bundle's `special_price` is a percentage of its price (Magento's
 * bundle semantics), so the amount is derived from the rounded percentage. A special price that
 * is not below the price is no discount and is ignored, so a card never shows "-0 %".
 */
export function productPrice(product: MagentoProduct, now: number = Date.now()): ProductPrice {
  const price = Number.isFinite(product.price) ? product.price : 0;
  const hidePrice = attributeNumber(product, 'hide_price') === 0;
  const rawSpecial = attributeNumber(product, 'special_price');
  const base: ProductPrice = { price, specialPrice: null, percentOff: 0, hidePrice };
  if (rawSpecial === undefined || rawSpecial <= 0 || !specialPriceActive(product, now)) return base;

  if (product.type_id === 'bundle') {
    // The amount is what the cart charges (percentage applied as given); the badge shows the
    // spec's 100 minus the rounded percentage.
    const amount = Math.round((price * rawSpecial) / 100);
    if (amount >= price) return base;
    return { ...base, specialPrice: amount, percentOff: 100 - Math.round(rawSpecial) };
  }

  if (rawSpecial >= price) return base;
  return { ...base, specialPrice: rawSpecial, percentOff: percentOff(price, rawSpecial) };
}
