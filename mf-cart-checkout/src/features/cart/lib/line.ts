import type { CartTotalsItem } from '@shop/shared';

export interface LineOption {
  label: string;
  value: string;
}

/**
 * The chosen options of a line (colour, size, custom options): Magento's totals item carries them
 * as a JSON text of `{label, value}` objects. Anything else yields no options rather than an error.
 */
export function lineOptions(item: Pick<CartTotalsItem, 'options'>): LineOption[] {
  if (!item.options) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(item.options);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { label, value } = entry as { label?: unknown; value?: unknown };
    if (typeof label !== 'string' || (typeof value !== 'string' && typeof value !== 'number')) return [];
    return [{ label, value: String(value) }];
  });
}

/** The catalogue price before a special price, when the line is discounted; else null. */
export function lineOriginalPrice(item: Pick<CartTotalsItem, 'price' | 'extension_attributes'>): number | null {
  const original = item.extension_attributes?.['original_price'];
  return typeof original === 'number' && Number.isFinite(original) && original > item.price ? original : null;
}
