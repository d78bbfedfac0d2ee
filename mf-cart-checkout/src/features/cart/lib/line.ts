import type { CartTotalsItem, LineOptionLabel, OrderItem } from '@shop/shared';

export type LineOption = LineOptionLabel;

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

/** The most a line may hold: 1 for a flash-sale item (1 per customer), else null (stock decides). */
export function lineQtyLimit(item: Pick<CartTotalsItem, 'extension_attributes'>): number | null {
  return item.extension_attributes?.['is_flash_sale'] === true ? 1 : null;
}

/** The line's picture (path under `/media/catalog/product`) the back end sends in the line's extension attributes, or null. */
export function lineImage(item: { extension_attributes?: Record<string, unknown> | OrderItem['extension_attributes'] }): string | null {
  const image = (item.extension_attributes as { image?: unknown } | undefined)?.image;
  return typeof image === 'string' && image.trim() !== '' ? image : null;
}

/** An order line's chosen options, kept only where they are words. */
export function orderLineOptions(item: Pick<OrderItem, 'extension_attributes'>): LineOption[] {
  const labels = item.extension_attributes?.option_labels;
  return Array.isArray(labels) ? labels.filter((l) => typeof l?.label === 'string' && (typeof l.value === 'string' || typeof l.value === 'number')).map((l) => ({ label: l.label, value: String(l.value) })) : [];
}
