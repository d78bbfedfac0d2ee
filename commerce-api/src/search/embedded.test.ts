import { describe, expect, it } from 'vitest';
import type { IndexedDocument } from './documents.ts';
import { EmbeddedIndexes, withSynonyms } from './embedded.ts';
import { SearchError, type SearchPort } from './port.ts';
import { indexSettings } from './settings.ts';

const doc = (id: number, name: string, brand: string, final_price: number, extra: Partial<IndexedDocument> = {}): IndexedDocument =>
  ({
    id, sku: `SKU-${id}`, name, name_other: name, product_rank: 2, url_key: `p-${id}`, brand, type_id: 'simple', price: final_price, special_price: null,
    final_price, percent_off: 0, hide_price: false, currency: 'FCFA', image: '', category_ids: [31], categories: ['Téléviseurs'], in_stock: true, qty: 5,
    is_on_flash_sale: false, flash_sale_end: null, is_free_shipping: false, is_second_hand: false, is_gt_global: false, is_black_friday: false,
    has_guarantie_sur_sur: false, color: 'Noir', memory: null, ram: null, screen: null, condition: null, os: null, size: [], shoe_size: [],
    created_at: id, popularity: 0, short_description: '', description: '', ...extra,
  }) as IndexedDocument;

const CATALOGUE = [
  doc(1, 'Téléviseur Samsung 55 pouces', 'Samsung', 300_000),
  doc(2, 'Téléviseur Hisense 43 pouces', 'Hisense', 150_000, { color: 'Gris' }),
  doc(3, 'Support mural pour téléviseur', 'Generic', 10_000, { product_rank: 0, category_ids: [34], categories: ['Accessoires'] }),
  doc(4, 'Réfrigérateur Samsung 300 L', 'Samsung', 400_000, { category_ids: [41], categories: ['Réfrigérateurs'], in_stock: false, qty: 0 }),
  doc(5, 'Téléviseur LG 65 pouces', 'LG', 500_000),
];
const settings = indexSettings('fr', { filterable: [], sortable: [] });

async function port(): Promise<SearchPort> {
  const embedded = new EmbeddedIndexes();
  await embedded.rebuild('fr_products', settings, CATALOGUE);
  return embedded;
}
const code = (promise: Promise<unknown>) => promise.then(() => 'none', (error: unknown) => (error instanceof SearchError ? `${error.status} ${error.code}` : String(error)));
const ids = (answer: { hits: Record<string, unknown>[] }) => answer.hits.map((h) => h['id']);

describe('the embedded adapter of the search port', () => {
  it('ranks by words matched, then main products before accessories, then relevance', async () => {
    const search = await port();
    const tv = await search.search('fr_products', { q: 'televiseur' });
    expect(ids(tv).at(-1)).toBe(3);
    expect(ids(tv).toSorted()).toEqual([1, 2, 3, 5]);
    // "last": documents matching fewer words come after those matching them all.
    expect(ids(await search.search('fr_products', { q: 'televiseur samsung' }))).toEqual([1, 2, 5, 3]);
    expect(ids(await search.search('fr_products', { q: 'televiseur samsung', matchingStrategy: 'all' }))).toEqual([1]);
    // Typos, prefixes and synonyms (frigo → réfrigérateur).
    expect(ids(await search.search('fr_products', { q: 'samsumg' })).toSorted()).toEqual([1, 4]);
    expect(ids(await search.search('fr_products', { q: 'refrig' }))).toEqual([4]);
    expect(ids(await search.search('fr_products', { q: 'frigo' }))).toEqual([4]);
  });

  it('filters, counts facets over the filtered hits, sorts and pages as Meilisearch does', async () => {
    const search = await port();
    const answer = await search.search('fr_products', { q: '', filter: ['in_stock = true', ['brand = Samsung', 'brand = LG']], facets: ['brand', 'final_price'], sort: ['final_price:desc'] });
    expect(ids(answer)).toEqual([5, 1]);
    expect(answer.facetDistribution).toEqual({ brand: { LG: 1, Samsung: 1 }, final_price: { '300000': 1, '500000': 1 } });
    expect(answer.facetStats).toEqual({ final_price: { min: 300_000, max: 500_000 } });
    expect(answer).toMatchObject({ estimatedTotalHits: 2, limit: 20, offset: 0 });
    const page = await search.search('fr_products', { q: '', sort: ['final_price:asc'], hitsPerPage: 2, page: 2 });
    expect(ids(page)).toEqual([1, 4]);
    expect(page).toMatchObject({ totalHits: 5, totalPages: 3, page: 2, hitsPerPage: 2 });
  });

  it('retrieves only the fields asked for and highlights what matched', async () => {
    const search = await port();
    const answer = await search.search('fr_products', { q: 'hisense', attributesToRetrieve: ['id', 'name'], attributesToHighlight: ['name'], highlightPreTag: '[', highlightPostTag: ']' });
    expect(answer.hits).toEqual([{ id: 2, name: 'Téléviseur Hisense 43 pouces', _formatted: { id: '2', name: 'Téléviseur [Hisense] 43 pouces' } }]);
  });

  it('takes changes: upserted documents are found with their new values, removed ones are gone', async () => {
    const search = await port();
    const filter = 'in_stock = true';
    expect(ids(await search.search('fr_products', { q: 'samsung', filter }))).toEqual([1]);
    await search.upsert('fr_products', [{ ...CATALOGUE[3]!, in_stock: true, qty: 2 }, doc(6, 'Téléviseur Samsung 75 pouces', 'Samsung', 900_000)]);
    expect(ids(await search.search('fr_products', { q: 'samsung', filter })).toSorted()).toEqual([1, 4, 6]);
    await search.remove('fr_products', [1, 6]);
    expect(ids(await search.search('fr_products', { q: 'samsung', filter }))).toEqual([4]);
    // A renamed product is found by its new name only.
    await search.upsert('fr_products', [{ ...CATALOGUE[1]!, name: 'Téléviseur Tecno 43 pouces', name_other: 'Tecno TV', brand: 'Tecno' }]);
    expect(ids(await search.search('fr_products', { q: 'hisense' }))).toEqual([]);
    expect(ids(await search.search('fr_products', { q: 'tecno' }))).toEqual([2]);
  });

  it('answers protocol errors with Meilisearch codes', async () => {
    const search = await port();
    expect(await code(search.search('en_products', {}))).toBe('404 index_not_found');
    expect(await code(search.search('fr_products', { filter: 'password = 1' }))).toBe('400 invalid_search_filter');
    expect(await code(search.search('fr_products', { sort: ['sku:asc'] }))).toBe('400 invalid_search_sort');
    expect(await code(search.search('fr_products', { facets: ['description'] }))).toBe('400 invalid_search_facets');
  });

  it('puts synonyms in the query tree: the phrase as written (last word a prefix), or any of its synonyms exactly', () => {
    const tree = withSynonyms(['lave-linge', 'samsung']) as { queries: { combineWith: string; queries: { queries: string[]; prefix?: boolean; fuzzy?: boolean }[] }[] };
    const [phrase, brand] = tree.queries;
    expect(phrase!.combineWith).toBe('OR');
    expect(phrase!.queries[0]).toMatchObject({ queries: ['lave-linge'], prefix: false });
    expect(phrase!.queries.slice(1).map((q) => q.queries[0])).toEqual(expect.arrayContaining(['washing machine', 'washer', 'machine a laver']));
    expect(phrase!.queries.slice(1).every((q) => q.fuzzy === false)).toBe(true);
    expect(brand).toMatchObject({ queries: ['samsung'], prefix: true });
  });
});
