import type { AppContext } from '../context.ts';
import { parseLooseDate } from '../auth/clock.ts';
import type { ProductRow } from './repository.ts';

/** The product a line is priced from (campaigns price their selection with it too). */
export type { ProductRow } from './repository.ts';

export const loadProductBySku = async (ctx: AppContext, sku: string): Promise<ProductRow | null> => (await ctx.repos.carts.productBySku(sku)) ?? null;

export const loadProductById = async (ctx: AppContext, id: number): Promise<ProductRow | null> => (await ctx.repos.carts.productById(id)) ?? null;

export function attributesOf(product: ProductRow): Record<string, unknown> {
  try {
    const parsed = JSON.parse(product.attributes) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function extensionOf(product: ProductRow): Record<string, unknown> {
  try {
    const parsed = JSON.parse(product.extension) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const asNumber = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

const truthy = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

function within(now: Date, from: unknown, to: unknown): boolean {
  const start = parseLooseDate(from);
  const end = parseLooseDate(to);
  // A bare end date ('2026-11-30') means "until the end of that day", as Magento reads it.
  const endInclusive = end && typeof to === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(to.trim()) ? new Date(end.getTime() + 86_400_000 - 1) : end;
  return (!start || start <= now) && (!endInclusive || now <= endInclusive);
}

export interface Pricing {
  /** Catalogue price before any rule. */
  original: number;
  /** What one unit costs now, before options. */
  final: number;
  /** The special price counts only when above 0 and within its dates. */
  special: number | null;
  hidden: boolean;
  flashSale: boolean;
}

/**
 * Price rules, in whole FCFA: the special price applies within its dates (for bundles
 * it is a percentage of the price); hide_price hides the price when its value is zero.
 */
export function priceOf(product: ProductRow, now: Date): Pricing {
  const attributes = attributesOf(product);
  const original = Math.round(product.price);
  const rawSpecial = asNumber(attributes['special_price']);
  let special: number | null = null;
  if (rawSpecial !== null && rawSpecial > 0 && within(now, attributes['special_from_date'], attributes['special_to_date'])) {
    special = product.type_id === 'bundle' ? Math.round((original * rawSpecial) / 100) : Math.round(rawSpecial);
    if (special >= original) special = null;
  }
  const hidePrice = attributes['hide_price'];
  return {
    original,
    final: special ?? original,
    special,
    hidden: hidePrice !== undefined && hidePrice !== null && hidePrice !== '' && asNumber(hidePrice) === 0,
    flashSale: truthy(attributes['is_on_flash_sale']) && within(now, attributes['flash_sale_start'], attributes['flash_sale_end']),
  };
}

/** Catalogue titles are either plain or `{ fr, en }`. */
export type Title = string | { fr?: string; en?: string } | undefined;

export function titleOf(title: Title, locale: 'fr' | 'en', fallback: string): string {
  if (typeof title === 'string') return title;
  return title?.[locale] ?? title?.fr ?? fallback;
}

export interface CustomOptionValue {
  option_type_id: number | string;
  title?: Title;
  price?: number;
  price_type?: string;
}

export interface CustomOption {
  option_id: number | string;
  title?: Title;
  type?: string;
  is_require?: boolean;
  price?: number;
  price_type?: string;
  values?: CustomOptionValue[];
}

/** Magento product custom options, as the catalogue stores them in `extension.options`. */
export function customOptionsOf(product: ProductRow): CustomOption[] {
  const options = extensionOf(product)['options'] ?? attributesOf(product)['options'];
  return Array.isArray(options) ? (options as CustomOption[]) : [];
}

export const optionDelta = (base: number, price: unknown, priceType: unknown): number => {
  const amount = asNumber(price) ?? 0;
  return priceType === 'percent' ? Math.round((base * amount) / 100) : Math.round(amount);
};
