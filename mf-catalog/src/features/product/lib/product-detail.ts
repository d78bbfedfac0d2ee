import type { MagentoProduct } from '../../../api/types';
import { attributeNumber, attributeText } from './attributes';

/** `/product/{url_key}-{id}` or `/product/{id}`; the id is the trailing number. */
export function productIdFromSlug(slug: string): number | null {
  const match = /^(?:.+-)?(\d{1,9})$/.exec(slug);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

export interface GalleryImage {
  file: string;
  label: string;
}

/** image_gallery: enabled images by position; disabled entries are skipped. */
export function productGallery(product: MagentoProduct): GalleryImage[] {
  const entries = (product.media_gallery_entries ?? [])
    .filter((e) => !e.disabled && e.media_type === 'image' && e.file)
    .toSorted((a, b) => a.position - b.position)
    .map((e) => ({ file: e.file.startsWith('/') ? e.file : `/${e.file}`, label: e.label?.trim() || product.name }));
  if (entries.length > 0) return entries;
  const image = attributeText(product, 'image')?.trim();
  return image && image !== 'no_selection' ? [{ file: image.startsWith('/') ? image : `/${image}`, label: product.name }] : [];
}

export interface Specification {
  label: string;
  value: string;
}

/**
 * Rows of an attribute holding a JSON list of objects: a row `read` rejects (null) is left out, and
 * text that is not a JSON list reads as no rows — an editor's typo hides one block, not the page.
 */
function jsonRows<T>(product: MagentoProduct, code: string, read: (row: Record<string, unknown>) => T | null): T[] {
  const text = attributeText(product, code);
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const value = read(row as Record<string, unknown>);
    return value === null ? [] : [value];
  });
}

/** `specifications`: a JSON list of {label, value}, the value a string or a number. */
export function productSpecifications(product: MagentoProduct): Specification[] {
  return jsonRows(product, 'specifications', ({ label, value }) =>
    typeof label === 'string' && (typeof value === 'string' || typeof value === 'number')
      ? { label, value: String(value) }
      : null,
  );
}

export interface TownStock {
  town: string;
  qty: number;
}

/** stock_distribution: a JSON list of {town, qty}; towns without a positive quantity are left out. */
export function stockDistribution(product: MagentoProduct): TownStock[] {
  return jsonRows(product, 'stock_distribution', ({ town, qty }) => {
    const n = Number(qty);
    return typeof town === 'string' && town && Number.isFinite(n) && n > 0 ? { town, qty: n } : null;
  });
}

const flag = (product: MagentoProduct, code: string) => attributeText(product, code)?.trim() === '1';

export type LabelKey = 'global_import' | 'second_hand' | 'free_shipping' | 'guarantee' | 'flash_sale' | 'black_friday';

/** Product labels, from their attributes. */
export function productLabels(product: MagentoProduct): LabelKey[] {
  const labels: LabelKey[] = [];
  // The global-import attribute is `is_{brand}_global`: any such flag counts.
  const global = (product.custom_attributes ?? []).some(
    (a) => /^is_[a-z0-9]+_global$/.test(a.attribute_code) && String(a.value).trim() === '1',
  );
  if (global) labels.push('global_import');
  if (flag(product, 'is_second_hand')) labels.push('second_hand');
  if (flag(product, 'is_free_shipping')) labels.push('free_shipping');
  if (guaranteeValue(product) > 0) labels.push('guarantee');
  if (flag(product, 'is_black_friday')) labels.push('black_friday');
  return labels;
}

/** The insurance-like guarantee programme: its price per unit, 0 when not offered. */
export function guaranteeValue(product: MagentoProduct): number {
  if (!flag(product, 'has_guarantie_sur_sur')) return 0;
  const value = attributeNumber(product, 'guarantie_sur_sur_value');
  return value !== undefined && value > 0 ? value : 0;
}

/** Phone categories (a fixed list of category ids); the back end's seed uses the same. */
export const TELEPHONE_CATEGORY_IDS: readonly number[] = [13, 15, 16];

/** Category ids from `category_ids` or, failing that, `extension_attributes.category_links`. */
export function productCategoryIds(product: MagentoProduct): number[] {
  const raw = product.custom_attributes?.find((a) => a.attribute_code === 'category_ids')?.value;
  const fromAttribute = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const links = product.extension_attributes?.['category_links'];
  const fromLinks = Array.isArray(links) ? links.map((l: { category_id?: unknown }) => String(l.category_id)) : [];
  return [...new Set([...fromAttribute, ...fromLinks].map(Number).filter((n) => Number.isInteger(n) && n > 0))];
}

/** A product is a telephone when one of its categories is listed, unless its sku is excluded. */
export function isTelephone(product: MagentoProduct, excludedSkus: readonly string[] = []): boolean {
  if (excludedSkus.includes(product.sku)) return false;
  return productCategoryIds(product).some((id) => TELEPHONE_CATEGORY_IDS.includes(id));
}

/** Flash sale window (Magento UTC datetimes) when it contains `now`. */
export function activeFlashSale(product: MagentoProduct, now: number): { end: number } | null {
  if (!flag(product, 'is_on_flash_sale')) return null;
  const start = magentoTime(attributeText(product, 'flash_sale_start'));
  const end = magentoTime(attributeText(product, 'flash_sale_end'));
  if (end === null || now > end || (start !== null && now < start)) return null;
  return { end };
}

/** `YYYY-MM-DD HH:mm:ss` as stored by Magento (UTC) → epoch ms. */
export function magentoTime(text: string | undefined): number | null {
  if (!text) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}
