import type { Locale } from '../http/locale.ts';
import type { SearchAnswer, SearchParams } from './port.ts';

/** A query shoppers type and what a right answer is: a product of one of these categories (and brand). */
export interface QualityCase {
  locale: Locale;
  q: string;
  categories: number[];
  brand?: string;
}

const fr = (q: string, categories: number[], brand?: string): QualityCase => ({ locale: 'fr', q, categories, ...(brand ? { brand } : {}) });
const en = (q: string, categories: number[], brand?: string): QualityCase => ({ locale: 'en', q, categories, ...(brand ? { brand } : {}) });

/**
 * The fixed set `pnpm bench:search` measures: everyday words, synonyms, the other language,
 * brands, typos, and queries where accessories used to outrank the product.
 */
export const QUALITY_CASES: readonly QualityCase[] = [
  fr('frigo', [41]),
  fr('réfrigérateur', [41]),
  fr('congélateur', [41]),
  fr('télé', [31]),
  fr('tv', [31]),
  fr('téléviseur samsung', [31], 'Samsung'),
  fr('clim', [43]),
  fr('climatiseur', [43]),
  fr('portable', [21, 13, 15, 16]),
  fr('ordinateur portable', [21]),
  fr('iphone 15', [13]),
  fr('samsung galaxy', [13, 14, 15]),
  fr('tecno', [13, 16], 'Tecno'),
  fr('machine à laver', [42]),
  fr('ventilateur', [44]),
  fr('micro-ondes', [47]),
  fr('cuisinière', [45]),
  fr('groupe électrogène', [94]),
  fr('panneau solaire', [91, 92]),
  fr('parfum', [101]),
  fr('chaussures', [81, 82]),
  fr('montre', [84]),
  fr('console', [61]),
  fr('écouteurs', [33]),
  fr('imprimante', [23]),
  en('fridge', [41]),
  en('frigo', [41]),
  en('televiseur', [31]),
  en('tv', [31]),
  en('television', [31]),
  en('iphone 15', [13]),
  en('laptop', [21]),
  en('air conditioner', [43]),
  en('washing machine', [42]),
  en('microwave', [47]),
  en('freezer', [41]),
  en('generator', [94]),
  en('solar panel', [91, 92]),
  en('smartphone', [13, 15]),
  en('samsumg', [13, 14, 15, 16, 17, 21, 31, 32, 33, 41, 42, 43, 44, 45, 46, 47], 'Samsung'),
];

export interface QualityResult {
  case: QualityCase;
  found: number;
  /** Right answers among the first five. */
  relevant: number;
  top: string[];
}

/** Runs every case through the engine as the storefront asks (first page of five). */
export async function measureQuality(search: (locale: Locale, params: SearchParams) => Promise<SearchAnswer>, cases: readonly QualityCase[] = QUALITY_CASES) {
  const results: QualityResult[] = [];
  for (const c of cases) {
    // offset/limit paging: the answer carries estimatedTotalHits, and the hits are whole documents.
    const res = (await search(c.locale, { q: c.q, limit: 5 })) as unknown as { hits: { name: string; brand: string; category_ids: number[] }[]; estimatedTotalHits: number };
    const right = (h: { brand: string; category_ids: number[] }) => h.category_ids.some((id) => c.categories.includes(id)) && (!c.brand || h.brand === c.brand);
    results.push({ case: c, found: res.estimatedTotalHits, relevant: res.hits.filter(right).length, top: res.hits.map((h) => h.name) });
  }
  const precisionAt5 = results.reduce((sum, r) => sum + r.relevant / 5, 0) / results.length;
  const zeroResultRate = results.filter((r) => r.found === 0).length / results.length;
  return { results, precisionAt5, zeroResultRate };
}
