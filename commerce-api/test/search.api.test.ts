import { Meilisearch, MeilisearchApiError } from 'meilisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';

let client: Meilisearch;
const KEY = 'test-public-search-key';
const NOW = Date.parse('2026-11-21T10:00:00Z');
let clock = NOW;

interface Hit {
  id: number;
  name: string;
  brand: string;
  price: number;
  final_price: number;
  category_ids: number[];
  in_stock: boolean;
  is_second_hand: boolean;
  created_at: number;
  color: string | null;
}

const api = useTestServer({ now: () => new Date(clock), config: { mode: 'test', searchKey: KEY, indexPrefix: 'test_' } });
beforeAll(async () => {
  // The official client, pointed at the embedded search under a path prefix.
  client = new Meilisearch({ host: `${api.server.url}/search`, apiKey: KEY });
});

const fr = () => client.index<Hit>('test_fr_products');
const inCategory = (hits: Hit[], ...ids: number[]) => hits.every((h) => h.category_ids.some((c) => ids.includes(c)));
const en = () => client.index<Hit>('test_en_products');
const productCount = async () => (await api.store.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

async function apiError(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MeilisearchApiError) {
      return { status: error.response.status, code: String(error.cause?.code), message: String(error.cause?.message) };
    }
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('embedded search through the official meilisearch client', () => {
  it('publishes the browser configuration with the read-only key only', async () => {
    const res = await fetch(`${api.server.url}/api/search-config`);
    expect(await res.json()).toEqual({ host: '/search', key: KEY, indexPrefix: 'test_', indexes: { fr: 'test_fr_products', en: 'test_en_products' } });
  });

  it('is typo tolerant: "samsumg" finds Samsung products', async () => {
    const res = await fr().search('samsumg', { limit: 10 });
    expect(res.hits.length).toBe(10);
    expect(res.estimatedTotalHits).toBeGreaterThan(50);
    for (const hit of res.hits) expect(`${hit.brand} ${hit.name}`).toMatch(/samsung/i);
    expect(res.query).toBe('samsumg');
    expect(typeof res.processingTimeMs).toBe('number');
  });

  it('matches prefixes of the last word and ignores accents', async () => {
    const prefix = await en().search('fridg', { limit: 5 });
    expect(prefix.hits.length).toBeGreaterThan(0);
    for (const hit of prefix.hits) expect(hit.name.toLowerCase()).toMatch(/fridge/);
    const folded = await fr().search('refrigerat', { limit: 5 });
    expect(folded.hits.length).toBeGreaterThan(0);
    for (const hit of folded.hits) expect(hit.name).toMatch(/Réfrigérateur/);
    const accents = await fr().search('televiseur hisense', { limit: 5 });
    expect(accents.hits.length).toBeGreaterThan(0);
    for (const hit of accents.hits) expect(hit.name).toMatch(/Téléviseur Hisense/);
  });

  it('finds through synonyms in both languages: frigo, télé, clim, portable', async () => {
    for (const index of [fr(), en()]) {
      const frigo = await index.search('frigo', { limit: 5 });
      expect(frigo.hits.length).toBe(5);
      expect(inCategory(frigo.hits, 41)).toBe(true);
      const clim = await index.search('clim', { limit: 5 });
      expect(inCategory(clim.hits, 43)).toBe(true);
      const tele = await index.search('télé', { limit: 5 });
      expect(inCategory(tele.hits, 31)).toBe(true);
    }
    // "portable" is a laptop or a phone: it finds both.
    for (const category of [21, 13]) {
      const portable = await fr().search('portable', { filter: `category_ids = ${category}`, limit: 5 });
      expect(portable.hits.length).toBe(5);
    }
  });

  it('searches names in both languages: "televiseur" on the English store finds televisions', async () => {
    const res = await en().search('televiseur', { limit: 5 });
    expect(res.hits.length).toBe(5);
    for (const hit of res.hits) expect(hit.category_ids).toContain(31);
    const fridge = await fr().search('washing machine', { limit: 3 });
    for (const hit of fridge.hits) expect(hit.category_ids).toContain(42);
  });

  it('ranks main products above accessories: "iphone 15" shows phones, "tv" televisions', async () => {
    for (const index of [fr(), en()]) {
      const iphone = await index.search('iphone 15', { limit: 5 });
      for (const hit of iphone.hits) expect(hit.category_ids).toContain(13);
      expect(iphone.hits.every((h) => /iphone 15/i.test(h.name))).toBe(true);
      const tv = await index.search('tv', { limit: 5 });
      for (const hit of tv.hits) expect(hit.category_ids).toContain(31);
    }
    // Sorted by price, accessories still come after the phones they fit.
    const cheapest = await fr().search('iphone 15', { limit: 3, sort: ['final_price:asc'] });
    for (const hit of cheapest.hits) expect(hit.category_ids).toContain(13);
  });

  it('filters with the string and array syntaxes', async () => {
    const range = await fr().search('', { filter: 'brand = "Samsung" AND price 100000 TO 300000', limit: 100 });
    expect(range.hits.length).toBeGreaterThan(0);
    for (const hit of range.hits) {
      expect(hit.brand).toBe('Samsung');
      expect(hit.price).toBeGreaterThanOrEqual(100000);
      expect(hit.price).toBeLessThanOrEqual(300000);
    }
    const arrays = await fr().search('', { filter: [['brand = Tecno', 'brand = Infinix'], 'category_ids = 13', 'NOT is_second_hand = true'], limit: 200 });
    expect(arrays.hits.length).toBeGreaterThan(0);
    for (const hit of arrays.hits) {
      expect(['Tecno', 'Infinix']).toContain(hit.brand);
      expect(hit.category_ids).toContain(13);
      expect(hit.is_second_hand).toBe(false);
    }
    const inList = await fr().search('', { filter: 'color IN [Noir, "Bleu nuit"] AND final_price < 50000 AND in_stock = true', limit: 50 });
    for (const hit of inList.hits) {
      expect(['Noir', 'Bleu nuit']).toContain(hit.color);
      expect(hit.final_price).toBeLessThan(50000);
      expect(hit.in_stock).toBe(true);
    }
    const none = await fr().search('', { filter: '(brand = Apple OR brand = Samsung) AND brand != Apple AND brand != Samsung' });
    expect(none.hits).toEqual([]);
  });

  it('computes facet distributions and numeric stats over the filtered matches', async () => {
    const res = await fr().search('', { filter: 'category_ids = 31', facets: ['brand', 'price'], limit: 0 });
    expect(res.hits).toEqual([]);
    const brands = res.facetDistribution!['brand']!;
    expect(Object.keys(brands)).toEqual(expect.arrayContaining(['Hisense', 'Samsung', 'LG', 'TCL']));
    const total = Object.values(brands).reduce((s, n) => s + n, 0);
    expect(total).toBe(res.estimatedTotalHits);
    expect(res.facetStats!['price']!.min).toBeLessThan(res.facetStats!['price']!.max);
    const listed = await api.store.db
      .selectFrom('products as p')
      .innerJoin('product_categories as pc', 'pc.product_id', 'p.id')
      .select('p.attributes')
      .where('pc.category_id', '=', 31)
      .where('p.status', '=', 1)
      .where('p.visibility', 'in', [3, 4])
      .execute();
    const expected = listed.filter((p) => (JSON.parse(p.attributes) as Record<string, unknown>)['marque'] === 'Hisense').length;
    expect(expected).toBeGreaterThan(0);
    expect(brands['Hisense']).toBe(expected);
  });

  it('sorts by price and by date', async () => {
    const asc = await fr().search('', { filter: 'category_ids = 21', sort: ['price:asc'], limit: 50 });
    const prices = asc.hits.map((h) => h.price);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    const recent = await en().search('phone', { sort: ['created_at:desc'], limit: 30 });
    const dates = recent.hits.map((h) => h.created_at);
    expect(dates).toEqual(dates.toSorted((a, b) => b - a));
  });

  it('paginates with page/hitsPerPage (exhaustive totals) and offset/limit (estimated)', async () => {
    const page1 = await fr().search('tecno', { hitsPerPage: 10, page: 1 });
    const page2 = await fr().search('tecno', { hitsPerPage: 10, page: 2 });
    expect(page1.totalHits).toBeGreaterThan(20);
    expect(page1.totalPages).toBe(Math.ceil(page1.totalHits! / 10));
    expect(page1.page).toBe(1);
    expect(page1.hitsPerPage).toBe(10);
    expect(page2.hits.map((h) => h.id)).not.toEqual(expect.arrayContaining([page1.hits[0]!.id]));
    const offset = await fr().search('tecno', { offset: 10, limit: 10 });
    expect(offset.hits.map((h) => h.id)).toEqual(page2.hits.map((h) => h.id));
    expect(offset.limit).toBe(10);
    expect(offset.offset).toBe(10);
    expect(offset.estimatedTotalHits).toBe(page1.totalHits);
  });

  it('retrieves only the requested attributes and highlights matches', async () => {
    const res = await fr().search('hisense', { attributesToRetrieve: ['id', 'name'], attributesToHighlight: ['name'], limit: 2 });
    expect(Object.keys(res.hits[0]!).toSorted()).toEqual(['_formatted', 'id', 'name']);
    expect(String(res.hits[0]!['_formatted']!.name)).toContain('<em>Hisense</em>');
  });

  it('answers multi-search with one result per query, and federated search merged', async () => {
    const res = await client.multiSearch({
      queries: [
        { indexUid: 'test_fr_products', q: 'climatiseur', limit: 3 },
        { indexUid: 'test_en_products', q: 'washing machine', limit: 3 },
      ],
    });
    expect(res.results).toHaveLength(2);
    expect(res.results[0]!.indexUid).toBe('test_fr_products');
    expect(res.results[1]!.hits.length).toBe(3);
    const federated = await client.multiSearch({
      federation: { limit: 5 },
      queries: [{ indexUid: 'test_fr_products', q: 'oraimo' }, { indexUid: 'test_en_products', q: 'oraimo' }],
    });
    expect(federated.hits).toHaveLength(5);
    expect((federated.hits[0] as Record<string, { indexUid: string } | undefined>)['_federation']?.indexUid).toMatch(/^test_(fr|en)_products$/);
  });

  it('answers GET searches too', async () => {
    const res = await fetch(`${api.server.url}/search/indexes/test_en_products/search?q=laptop&limit=3&facets=brand&filter=${encodeURIComponent('price > 500000')}`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    const body = (await res.json()) as { hits: Hit[]; facetDistribution: Record<string, unknown> };
    expect(res.status).toBe(200);
    expect(body.hits).toHaveLength(3);
    for (const hit of body.hits) expect(hit.price).toBeGreaterThan(500000);
    expect(body.facetDistribution['brand']).toBeDefined();
  });
});

describe('freshness', () => {
  it('reflects a stock change (an order from any connection) on the next search', async () => {
    const [hit] = (await fr().search('', { filter: 'in_stock = true AND type_id = simple', limit: 1 })).hits;
    const stock = api.store.db.updateTable('stock').where('product_id', '=', hit!.id);
    const { qty } = await api.store.db.selectFrom('stock').select('qty').where('product_id', '=', hit!.id).executeTakeFirstOrThrow();
    await stock.set({ qty: 0, is_in_stock: 0 }).execute();
    const after = await fr().search('', { filter: `id = ${hit!.id}` });
    expect(after.hits[0]).toMatchObject({ id: hit!.id, in_stock: false, qty: 0 });
    expect((await fr().search('', { filter: `id = ${hit!.id} AND in_stock = true` })).hits).toEqual([]);
    await stock.set({ qty, is_in_stock: 1 }).execute();
    expect((await fr().search('', { filter: `id = ${hit!.id}` })).hits[0]).toMatchObject({ in_stock: true, qty });
  });
});

describe('time', () => {
  it('starts and ends flash sales and special prices as the clock passes their dates', async () => {
    // The first flash sale to start after the test's clock.
    const listed = await api.store.db.selectFrom('products').select(['id', 'price', 'attributes']).where('status', '=', 1).where('visibility', '=', 4).execute();
    const [row, a] = listed
      .map((p) => [p, JSON.parse(p.attributes) as Record<string, string>] as const)
      .filter(([, attributes]) => attributes['is_on_flash_sale'] === '1' && (attributes['flash_sale_start'] ?? '') > '2026-11-21 10:00:00')
      .toSorted(([x, ax], [y, ay]) => (ax['flash_sale_start']! < ay['flash_sale_start']! ? -1 : ax['flash_sale_start']! > ay['flash_sale_start']! ? 1 : x.id - y.id))[0]!;
    const before = (await fr().search('', { filter: `id = ${row.id}` })).hits[0]!;
    expect(before).toMatchObject({ is_on_flash_sale: false, final_price: row.price });
    clock = Date.parse(`${a['flash_sale_start']!.replace(' ', 'T')}Z`) + 60_000;
    try {
      const during = (await fr().search('', { filter: `id = ${row.id} AND is_on_flash_sale = true` })).hits[0]!;
      expect(during.final_price).toBe(Number(a['special_price']));
      expect(during.final_price).toBeLessThan(row.price);
    } finally {
      clock = NOW;
    }
  });
});

describe('search errors and permissions', () => {
  it('requires the search key and refuses any other key', async () => {
    const anonymous = await fetch(`${api.server.url}/search/indexes/test_fr_products/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'missing_authorization_header', type: 'auth' });
    const wrong = new Meilisearch({ host: `${api.server.url}/search`, apiKey: 'nope' });
    expect(await apiError(wrong.index('test_fr_products').search('tv'))).toMatchObject({ status: 403, code: 'invalid_api_key' });
  });

  it('refuses every write with 403 and leaves the catalogue as it is', async () => {
    const before = await productCount();
    expect(await apiError(fr().addDocuments([{ id: 999999, name: 'Injected', brand: 'x' } as unknown as Hit]))).toMatchObject({ status: 403, code: 'invalid_api_key' });
    expect(await apiError(fr().deleteAllDocuments())).toMatchObject({ status: 403 });
    expect(await apiError(fr().updateSettings({ filterableAttributes: ['secret'] }))).toMatchObject({ status: 403 });
    expect(await apiError(client.deleteIndex('test_fr_products'))).toMatchObject({ status: 403 });
    expect(await apiError(client.getKeys())).toMatchObject({ status: 403 });
    expect(await productCount()).toBe(before);
    const still = await fr().search('Injected');
    expect(still.hits.find((h) => h.id === 999999)).toBeUndefined();
  });

  it('rejects bad requests with Meilisearch error codes, never 500', async () => {
    expect(await apiError(client.index('test_de_products').search('x'))).toMatchObject({ status: 404, code: 'index_not_found' });
    expect(await apiError(fr().search('', { filter: 'brand = ' }))).toMatchObject({ status: 400, code: 'invalid_search_filter' });
    expect(await apiError(fr().search('', { filter: 'password = 1' }))).toMatchObject({ status: 400, code: 'invalid_search_filter' });
    expect(await apiError(fr().search('', { filter: "brand = 'Samsung'; DROP TABLE products; --" }))).toMatchObject({ status: 400 });
    expect(await apiError(fr().search('', { sort: ['price:sideways'] }))).toMatchObject({ status: 400, code: 'invalid_search_sort' });
    expect(await apiError(fr().search('', { sort: ['sku:asc'] }))).toMatchObject({ status: 400, code: 'invalid_search_sort' });
    expect(await apiError(fr().search('', { facets: ['description'] }))).toMatchObject({ status: 400, code: 'invalid_search_facets' });
    expect(await apiError(fr().search('', { limit: -1 }))).toMatchObject({ status: 400, code: 'invalid_search_limit' });
    expect(await apiError(fr().search('', { page: 'two' as unknown as number }))).toMatchObject({ status: 400 });
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const raw = async (body: string) => {
      const res = await fetch(`${api.server.url}/search/indexes/test_fr_products/search`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` }, body });
      return { status: res.status, body: (await res.json()) as { code: string; message: string } };
    };
    for (const body of ['{"q":', '[]', '"x"', '{"q": 42}', '{"unknown": true}', JSON.stringify({ q: 'x'.repeat(1_100_000) }), JSON.stringify({ filter: { $ne: 1 } })]) {
      const res = await raw(body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    // Script payloads are plain text: they match nothing and come back inert.
    const script = await fr().search('<script>alert(1)</script>');
    expect(script.query).toBe('<script>alert(1)</script>');
  });
});
