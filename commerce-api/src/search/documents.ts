import type { CatalogRepository, CatalogVersions } from '../catalog/repository.ts';
import type { Locale } from '../http/locale.ts';
import { finalPrice, magentoTime, sharedSummaries, type ProductSummary } from '../catalog/snapshot.ts';
import { selectLabel } from '../catalog/products.ts';
import { productRank } from './settings.ts';
import type { SearchDocument } from '@shop/shared/contracts/wire';
import { percentOff } from '@shop/shared/contracts/pricing';

/** The index document is a contract with the storefront (its search results read it). */
export type { SearchDocument };

/** What the index holds besides the storefront's fields: the other language's name and the product rank. */
export type IndexedDocument = SearchDocument & { name_other: string; product_rank: number };

export const FILTERABLE_ATTRIBUTES = [
  'id', 'sku', 'brand', 'type_id', 'price', 'special_price', 'final_price', 'percent_off', 'hide_price', 'category_ids', 'categories',
  'in_stock', 'qty', 'is_on_flash_sale', 'is_free_shipping', 'is_second_hand', 'is_gt_global', 'is_black_friday', 'has_guarantie_sur_sur',
  'color', 'memory', 'ram', 'screen', 'condition', 'os', 'size', 'shoe_size', 'created_at', 'popularity',
];
export const SORTABLE_ATTRIBUTES = ['price', 'final_price', 'percent_off', 'created_at', 'popularity', 'name', 'qty'];

const MEDIA_BASE = '/media/catalog/product';

function toDocument(p: ProductSummary, locale: Locale, now: number, categoryName: (id: number) => string | undefined): IndexedDocument {
  const a = p.attributes;
  const { final, special } = finalPrice(p, now);
  const flashEnd = magentoTime(a['flash_sale_end']);
  const label = (code: string) => selectLabel(code, a[code], locale) ?? null;
  const variantLabels = (code: string) => (a[code] ? [label(code)!].filter(Boolean) : []);
  return {
    id: p.id,
    sku: p.sku,
    name: locale === 'fr' ? p.name_fr : p.name_en,
    // Shoppers type names in either language ("televiseur" on the English store).
    name_other: locale === 'fr' ? p.name_en : p.name_fr,
    product_rank: productRank(p),
    url_key: p.url_key,
    brand: a['marque'] ?? '',
    type_id: p.type_id,
    price: p.price,
    special_price: special,
    final_price: final,
    percent_off: percentOff(p.price, final),
    hide_price: a['hide_price'] === '0',
    currency: 'FCFA',
    image: a['image'] ? `${MEDIA_BASE}${a['image']}` : '',
    category_ids: p.category_ids,
    categories: p.category_ids.map(categoryName).filter((n): n is string => Boolean(n)),
    in_stock: p.is_in_stock && (p.qty > 0 || p.type_id === 'configurable' || p.type_id === 'bundle'),
    qty: p.qty,
    is_on_flash_sale: a['is_on_flash_sale'] === '1' && magentoTime(a['flash_sale_start']) <= now && flashEnd >= now,
    flash_sale_end: Number.isFinite(flashEnd) ? Math.floor(flashEnd / 1000) : null,
    is_free_shipping: a['is_free_shipping'] === '1',
    is_second_hand: a['is_second_hand'] === '1',
    is_gt_global: a['is_gt_global'] === '1',
    is_black_friday: a['is_black_friday'] === '1',
    has_guarantie_sur_sur: a['has_guarantie_sur_sur'] === '1',
    color: label('color'),
    memory: label('memory'),
    ram: label('ram'),
    screen: label('screen'),
    condition: label('condition'),
    os: label('os'),
    size: variantLabels('size'),
    shoe_size: variantLabels('shoe_size'),
    created_at: Math.floor(magentoTime(p.created_at) / 1000),
    popularity: p.popularity,
    short_description: locale === 'fr' ? p.short_fr : p.short_en,
    description: locale === 'fr' ? p.description_fr : p.description_en,
  };
}

/** Dates that change a document's prices or flash-sale flag. */
const TIME_BOUNDARIES = ['special_from_date', 'special_to_date', 'flash_sale_start', 'flash_sale_end'];

/** When the next special price or flash sale starts or ends after `now` (documents change then). */
export function nextBoundary(summaries: readonly ProductSummary[], now: number): number {
  let next = Infinity;
  for (const p of summaries) {
    for (const key of TIME_BOUNDARIES) {
      const t = magentoTime(p.attributes[key]);
      if (t > now && t < next) next = t;
    }
  }
  return next;
}

/**
 * The catalogue as either engine indexes it: the documents of the searchable products (enabled,
 * visible in search) of a locale, and a state that changes whenever a document could have
 * (product data, stock, or the clock passing a price or flash-sale date).
 */
export class DocumentSource {
  private readonly summaries;
  private boundary = { version: -1, from: 0, until: -Infinity };

  constructor(
    private readonly catalog: CatalogRepository,
    private readonly now: () => Date,
  ) {
    this.summaries = sharedSummaries(catalog);
  }

  /** `version:stock:from` where `from` is the start of the price period `now` is in. */
  async state(versions?: CatalogVersions): Promise<string> {
    const { version, stockVersion, summaries } = await this.summaries.get(versions);
    const now = this.now().getTime();
    const b = this.boundary;
    if (b.version !== version || now >= b.until || now < b.from) this.boundary = { version, from: now, until: nextBoundary(summaries, now) };
    return `${version}:${stockVersion}:${this.boundary.from}`;
  }

  async documents(locale: Locale): Promise<IndexedDocument[]> {
    const [{ summaries }, rows] = await Promise.all([this.summaries.get(), this.catalog.categories()]);
    const names = new Map(rows.filter((r) => r.level >= 2).map((r) => [r.id, locale === 'fr' ? r.name_fr : r.name_en]));
    const now = this.now().getTime();
    return summaries.filter((p) => p.status === 1 && (p.visibility === 3 || p.visibility === 4)).map((p) => toDocument(p, locale, now, (id) => names.get(id)));
  }
}
