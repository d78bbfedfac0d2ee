import type { Locale } from '../http/locale.ts';

/**
 * Categories whose products go with another product (cases, mounts, cables, controllers, car care)
 * or are services: a search for "iphone 15" or "tv" shows the phones and televisions first.
 */
export const ACCESSORY_CATEGORY_IDS: readonly number[] = [17, 24, 34, 63, 112, 132];

/** What a search ranks a product by after the words it matches: 2 main product, 1 pack, 0 accessory or service. */
export function productRank(p: { type_id: string; category_ids: readonly number[] }): number {
  if (p.type_id === 'virtual' || p.category_ids.some((id) => ACCESSORY_CATEGORY_IDS.includes(id))) return 0;
  return p.type_id === 'bundle' ? 1 : 2;
}

/**
 * Words shoppers type for the same thing, in French and English (a group's words all find each
 * other). Both indexes get every group: a name is searchable in both languages.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['frigo', 'réfrigérateur', 'refrigerateur', 'refrigerator', 'fridge'],
  ['télé', 'tele', 'télévision', 'television', 'téléviseur', 'televiseur', 'tv'],
  ['clim', 'climatiseur', 'air conditioner', 'aircon'],
  ['congélateur', 'congelateur', 'freezer'],
  ['machine à laver', 'machine a laver', 'lave-linge', 'washing machine', 'washer'],
  ['ordinateur portable', 'pc portable', 'laptop', 'notebook'],
  ['micro-ondes', 'micro ondes', 'microwave'],
  ['ventilateur', 'fan'],
  ['cuisinière', 'cuisiniere', 'cooker'],
  ['groupe électrogène', 'groupe electrogene', 'generator'],
  ['écouteurs', 'ecouteurs', 'earphones', 'earbuds'],
  ['parfum', 'perfume', 'fragrance'],
];

/** One-way: the word alone means any of these (a "portable" is a phone or a laptop). */
const ONE_WAY: Readonly<Record<string, readonly string[]>> = {
  portable: ['téléphone', 'smartphone', 'ordinateur portable', 'laptop'],
  'téléphone portable': ['smartphone'],
  'telephone portable': ['smartphone'],
  'mobile phone': ['smartphone'],
  cellphone: ['smartphone'],
  'cell phone': ['smartphone'],
  mobile: ['smartphone'],
};

/** Meilisearch's `synonyms` setting: word → the words it also finds. */
export function synonyms(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const group of SYNONYM_GROUPS) {
    for (const word of group) out[word] = group.filter((w) => w !== word);
  }
  for (const [word, also] of Object.entries(ONE_WAY)) out[word] = [...new Set([...(out[word] ?? []), ...also])];
  return out;
}

/** Searchable fields, most telling first (Meilisearch's `attribute` rule reads this order). */
export const SEARCHABLE_ATTRIBUTES = ['name', 'brand', 'categories', 'name_other', 'sku', 'short_description', 'description'] as const;

/**
 * Meilisearch's ranking rules: among products matching as many of the query's words, main
 * products come first, then packs, then accessories; a sort the shopper chose (price) comes next,
 * ahead of the finer relevance rules, so a price-sorted list reads in price order.
 */
export const RANKING_RULES = ['words', 'product_rank:desc', 'sort', 'typo', 'proximity', 'attribute', 'exactness'];

/**
 * The index settings of a locale, as pushed to a real Meilisearch; the embedded engine reads the
 * same synonyms, searchable fields and product rank, so both answer alike.
 */
export function indexSettings(locale: Locale, lists: { filterable: string[]; sortable: string[] }) {
  return {
    searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
    filterableAttributes: lists.filterable,
    sortableAttributes: lists.sortable,
    rankingRules: RANKING_RULES,
    synonyms: synonyms(),
    displayedAttributes: ['*'],
    typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
    pagination: { maxTotalHits: 1000 },
    faceting: { maxValuesPerFacet: 100 },
    // The other language's name is read as that language; the first pattern that matches applies.
    localizedAttributes: [
      { attributePatterns: ['name_other'], locales: [locale === 'fr' ? 'eng' : 'fra'] },
      { attributePatterns: ['*'], locales: [locale === 'fr' ? 'fra' : 'eng'] },
    ],
  };
}
