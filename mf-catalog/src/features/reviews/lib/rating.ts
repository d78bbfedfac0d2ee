import type { MagentoProduct } from '../../../api/types';
import { attributeText } from '../../product/lib/attributes';

/** A product's buyers' rating: the average out of 5 and how many approved reviews make it. */
export interface Rating {
  average: number;
  count: number;
}

/** From the product's `rating_summary` (percent) and `review_count`; null when nobody reviewed it. */
export function productRating(product: Pick<MagentoProduct, 'custom_attributes'>): Rating | null {
  const summary = Number(attributeText(product, 'rating_summary'));
  const count = Number(attributeText(product, 'review_count'));
  if (!Number.isFinite(summary) || !Number.isInteger(count) || count <= 0 || summary <= 0) return null;
  return { average: Math.round(summary / 2) / 10, count };
}

/**
 * 4.3 → "4,3" in French, "4.3" in English. By hand, not with Intl: a page's first Intl formatter
 * loads the browser's locale data, 100–200 ms on a slow phone, inside the render that hydrates the
 * page (decision 055).
 */
export function formatAverage(average: number, locale: string): string {
  const text = (Math.round(average * 10) / 10).toFixed(1);
  return locale === 'en' ? text : text.replace('.', ',');
}
