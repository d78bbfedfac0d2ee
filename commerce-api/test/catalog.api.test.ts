import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { productsWithAttributes } from './support/commerce.ts';
import { startServer, storeOf, useTestServer } from './support/server.ts';
import { validateMagento, validateMagentoError } from './support/magento-schema.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');

const api = useTestServer({ now: () => new Date(NOW) });

interface Product {
  id: number;
  sku: string;
  name: string;
  price: number;
  status: number;
  visibility: number;
  type_id: string;
  created_at: string;
  extension_attributes: Record<string, unknown> & { stock_item: { qty: number; is_in_stock: boolean }; category_links: { category_id: string; position: number }[] };
  custom_attributes: { attribute_code: string; value: unknown }[];
  media_gallery_entries: { file: string; disabled: boolean; types: string[] }[];
  options: { title: string; values: { price: number }[] }[];
}
interface ProductList {
  items: Product[];
  total_count: number;
  search_criteria: Record<string, unknown>;
}

async function get<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${api.server.url}${path}`);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

async function post<T = unknown>(path: string, body: unknown, raw = false): Promise<{ status: number; body: T }> {
  const res = await fetch(`${api.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** `searchCriteria` query string from filter groups (AND of ORs), sort orders and paging. */
function criteria(groups: [field: string, value: string | number, condition?: string][][], options: { sort?: [string, string][]; pageSize?: number; page?: number; extra?: string } = {}) {
  const parts: string[] = [];
  groups.forEach((filters, g) =>
    filters.forEach(([field, value, condition], f) => {
      const key = `searchCriteria[filter_groups][${g}][filters][${f}]`;
      parts.push(`${key}[field]=${encodeURIComponent(field)}`, `${key}[value]=${encodeURIComponent(String(value))}`);
      if (condition) parts.push(`${key}[condition_type]=${condition}`);
    }),
  );
  options.sort?.forEach(([field, direction], i) => parts.push(`searchCriteria[sortOrders][${i}][field]=${field}`, `searchCriteria[sortOrders][${i}][direction]=${direction}`));
  if (options.pageSize !== undefined) parts.push(`searchCriteria[pageSize]=${options.pageSize}`);
  if (options.page !== undefined) parts.push(`searchCriteria[currentPage]=${options.page}`);
  if (options.extra) parts.push(options.extra);
  return parts.join('&');
}

const attr = (p: Product, code: string) => p.custom_attributes.find((a) => a.attribute_code === code)?.value;

const time = (v: unknown) => (typeof v === 'string' && v ? Date.parse(`${v.replace(' ', 'T')}Z`) : NaN);

/** What a card shows: the special price while its dates hold it (a bundle's is a percentage), else the price. */
function shownPrice(p: Product): number {
  const special = Number(attr(p, 'special_price') ?? NaN);
  if (!(special > 0)) return p.price;
  if (time(attr(p, 'special_from_date')) > NOW || time(attr(p, 'special_to_date')) < NOW) return p.price;
  const value = p.type_id === 'bundle' ? Math.round((p.price * special) / 100) : special;
  return Math.min(value, p.price);
}
const listing = (locale: string, q: string) => get<ProductList>(`/rest/${locale}/V1/products?${q}`);

/** Everything a catalogue request could conceivably change. */
async function fingerprint(): Promise<string> {
  const { db } = api.store;
  const counts: string[] = [];
  for (const { name } of (await db.introspection.getTables()).toSorted((a, b) => (a.name < b.name ? -1 : 1))) {
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(db);
    counts.push(`${name}:${rows[0]!.n}`);
  }
  // The sums of the version slots (one row on SQLite, 16 on PostgreSQL), as readers see them.
  const version = await db.selectFrom('catalog_version').select((eb) => [eb.fn.sum<number>('version').as('version'), eb.fn.sum<number>('stock_version').as('stock_version')]).executeTakeFirst();
  const { stock } = await db.selectFrom('stock').select((eb) => eb.fn.sum<number>('qty').as('stock')).executeTakeFirstOrThrow();
  return JSON.stringify({ counts, version, stock });
}

describe('seeded catalogue', () => {
  it('has at least 3,000 listed products in at least 40 categories, every type, and the spec dictionaries', async () => {
    const db = api.store.db;
    const products = await db.selectFrom('products').select(['type_id', 'status', 'visibility']).execute();
    expect(products.filter((p) => p.status === 1 && p.visibility === 4).length).toBeGreaterThanOrEqual(3000);
    const linked = await db.selectFrom('product_categories').select('category_id').distinct().execute();
    expect(linked.length).toBeGreaterThanOrEqual(40);
    expect([...new Set(products.map((p) => p.type_id))].toSorted()).toEqual(['bundle', 'configurable', 'simple', 'virtual']);
    const options = await db.selectFrom('attribute_options').select(['attribute_code', 'swatch', 'label_en', 'sort_order']).orderBy('sort_order').orderBy('option_id').execute();
    const codes = options.map((o) => o.attribute_code);
    for (const code of ['color', 'size', 'memory', 'battery', 'rear_camera', 'front_camera', 'ram', 'screen', 'condition', 'os', 'warranty', 'resolution', 'dimension', 'shoe_size']) {
      expect(codes).toContain(code);
    }
    expect(options.filter((o) => o.attribute_code === 'color' && o.swatch?.startsWith('#')).length).toBeGreaterThan(10);
    const labels = (code: string) => options.filter((o) => o.attribute_code === code).map((o) => o.label_en);
    expect(labels('warranty')).toEqual(expect.arrayContaining(['1 week', '24 months']));
    expect(labels('condition')).toEqual(['New', 'Refurbished', 'Used']);
  });

  it('dates flash sales within one event: most running, some joining later, none over before it ends', async () => {
    const rows = (await productsWithAttributes(api.store)).filter((p) => p.attributes['is_on_flash_sale'] === '1');
    const now = NOW;
    const windows = rows.map((r) => {
      const a = r.attributes as Record<string, string>;
      return { start: Date.parse(`${a['flash_sale_start']!.replace(' ', 'T')}Z`), end: Date.parse(`${a['flash_sale_end']!.replace(' ', 'T')}Z`) };
    });
    expect(windows.filter(({ start }) => start <= now).length).toBeGreaterThan(10);
    expect(windows.some(({ start }) => start > now)).toBe(true);
    // One end for all of them, the flash campaign's (the seed's unit test checks it is that one).
    expect(new Set(windows.map(({ end }) => end)).size).toBe(1);
    expect(windows[0]!.end).toBeGreaterThan(now);
  });

  it('names products in English for the en store view (brand-only names aside)', async () => {
    const rows = await api.store.db.selectFrom('products').select(['name_fr', 'name_en']).where('status', '=', 1).where('visibility', '=', 4).execute();
    expect(rows.filter((r) => r.name_fr === r.name_en).length).toBeLessThan(rows.length / 100);
    const french = /\b(Téléviseur|Réfrigérateur|Congélateur|Climatiseur|Ventilateur|Cuisinière|Machine à laver|Ordinateur|Téléphone|Écouteurs|Chaussures|Coque|Chargeur|Lot de|avec|Noir|Blanc|Gris)\b/;
    expect(rows.filter((r) => french.test(r.name_en)).map((r) => r.name_en)).toEqual([]);
  });

  // A second server seeds its own catalogue: a minute on a busy 2-core machine.
  it('is deterministic: the same seed day gives the same skus and prices', { timeout: 120_000 }, async () => {
    const other = await startServer({ now: () => new Date(NOW) });
    const otherStore = storeOf(other);
    try {
      const sample = (store: typeof otherStore) => store.db.selectFrom('products').select(['sku', 'price', 'attributes']).where('id', 'in', [1, 100, 1000, 3000, 5000]).orderBy('id').execute();
      const expected = await sample(api.store);
      expect(expected).toHaveLength(5);
      expect(await sample(otherStore)).toEqual(expected);
    } finally {
      await otherStore.close();
      await other.close();
    }
  });
});

describe('GET /V1/products (searchCriteria)', () => {
  it('lists a category page in Magento shape, validated against the schema', async () => {
    const res = await listing('fr', criteria([[['category_id', 13]], [['status', 1]], [['visibility', '2,4', 'in']]], { sort: [['created_at', 'DESC']], pageSize: 25, page: 1 }));
    expect(res.status).toBe(200);
    expect(validateMagento('catalog-data-product-search-results-interface', res.body)).toEqual([]);
    expect(res.body.items).toHaveLength(25);
    expect(res.body.total_count).toBeGreaterThan(100);
    for (const p of res.body.items) {
      expect(p.status).toBe(1);
      expect([2, 4]).toContain(p.visibility);
      expect(p.extension_attributes.category_links.map((c) => c.category_id)).toContain('13');
      expect(attr(p, 'category_ids')).toContain('13');
    }
    const dates = res.body.items.map((p) => p.created_at);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(res.body.search_criteria).toMatchObject({ page_size: 25, current_page: 1, sort_orders: [{ field: 'created_at', direction: 'DESC' }] });
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('pages through a category without overlap and stops at total_count', async () => {
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const q = (page: number) => criteria([[['category_id', 31]]], { sort: [['price', 'ASC']], pageSize: 50, page });
    const first = await listing('fr', q(1));
    const pages = Math.ceil(first.body.total_count / 50);
    const all = [...first.body.items];
    for (let page = 2; page <= pages; page++) all.push(...(await listing('fr', q(page))).body.items);
    expect(all).toHaveLength(first.body.total_count);
    expect(new Set(all.map((p) => p.sku)).size).toBe(all.length);
    const prices = all.map(shownPrice);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    const beyond = await listing('fr', q(pages + 1));
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.total_count).toBe(first.body.total_count);
  });

  it('sorts by the price shown (an active special price wins) in both directions, not the old price', async () => {
    for (const [category, direction] of [[31, 'ASC'], [13, 'DESC'], [2411, 'ASC']] as const) {
      const res = await listing('en', criteria([[['category_id', category]]], { sort: [['price', direction]], pageSize: 300 }));
      const shown = res.body.items.map(shownPrice);
      expect(shown).toEqual(shown.toSorted((a, b) => (direction === 'ASC' ? a - b : b - a)));
      // The category holds discounted products whose old price would have ordered them elsewhere.
      expect(res.body.items.some((p) => shownPrice(p) < p.price)).toBe(true);
    }
    const old = (await listing('en', criteria([[['category_id', 13]]], { sort: [['price', 'DESC']], pageSize: 300 }))).body.items.map((p) => p.price);
    expect(old).not.toEqual(old.toSorted((a, b) => b - a));
  });

  it('ANDs filter groups and ORs the filters inside a group', async () => {
    const samsungOrApple = await listing('fr', criteria([[['category_id', 13]], [['marque', 'Samsung'], ['marque', 'Apple']], [['price', 300000, 'gteq']]], { pageSize: 300 }));
    expect(samsungOrApple.body.total_count).toBeGreaterThan(0);
    for (const p of samsungOrApple.body.items) {
      expect(['Samsung', 'Apple']).toContain(attr(p, 'marque'));
      expect(p.price).toBeGreaterThanOrEqual(300000);
    }
    const brands = new Set(samsungOrApple.body.items.map((p) => attr(p, 'marque')));
    expect(brands).toEqual(new Set(['Samsung', 'Apple']));
  });

  it('supports every condition type', async () => {
    const count = async (groups: Parameters<typeof criteria>[0]) => (await listing('fr', criteria(groups, { pageSize: 1 }))).body.total_count;
    const all = await count([]);
    const phones = await count([[['category_id', 13]]]);
    expect(await count([[['category_id', 13, 'neq']]])).toBe(all - phones);
    const inTwo = await count([[['category_id', '13,14', 'in']]]);
    expect(inTwo).toBeGreaterThan(phones);
    expect(await count([[['type_id', 'bundle,configurable,virtual', 'nin']]])).toBe(await count([[['type_id', 'simple']]]));
    expect(await count([[['price', 100000, 'gt']]]) + (await count([[['price', 100000, 'lteq']]]))).toBe(all);
    expect(await count([[['price', 100000, 'gteq']]]) + (await count([[['price', 100000, 'lt']]]))).toBe(all);
    const likeTecno = await listing('fr', criteria([[['name', '%Tecno%', 'like']]], { pageSize: 300 }));
    expect(likeTecno.body.total_count).toBeGreaterThan(10);
    for (const p of likeTecno.body.items) expect(p.name.toLowerCase()).toContain('tecno');
    expect(await count([[['sku', likeTecno.body.items[0]!.sku]]])).toBe(1);
    // Default condition is eq; custom attributes are stored as Magento strings.
    const flash = await listing('fr', criteria([[['is_on_flash_sale', '1']]], { pageSize: 300 }));
    expect(flash.body.total_count).toBeGreaterThan(20);
    for (const p of flash.body.items) expect(attr(p, 'is_on_flash_sale')).toBe('1');
    const { option_id: colourId } = await api.store.db.selectFrom('attribute_options').select('option_id').where('attribute_code', '=', 'color').where('label_fr', '=', 'Noir').executeTakeFirstOrThrow();
    const black = await listing('fr', criteria([[['color', colourId, 'in']]], { pageSize: 5 }));
    for (const p of black.body.items) expect(attr(p, 'color')).toBe(String(colourId));
    expect(await count([[['created_at', '2026-11-21 00:00:00', 'gt']]])).toBe(0);
    expect(await count([[['special_price', 0, 'gt']], [['is_on_flash_sale', '1']]])).toBeGreaterThan(0);
  });

  it('fetches products by ids and by skus, with ispdp', async () => {
    const some = (await listing('fr', criteria([[['category_id', 21]]], { pageSize: 3 }))).body.items;
    const ids = some.map((p) => p.id).join(',');
    const byIds = await listing('fr', criteria([[['entity_id', ids, 'in']], [['status', 1]]], { extra: 'ispdp=1' }));
    expect(byIds.status).toBe(200);
    expect(byIds.body.items.map((p) => p.id).toSorted()).toEqual(some.map((p) => p.id).toSorted());
    const skus = some.map((p) => p.sku).join(',');
    const bySkus = await listing('en', criteria([[['sku', skus, 'in']]], { extra: 'ispdp=1' }));
    expect(bySkus.body.items.map((p) => p.sku).toSorted()).toEqual(some.map((p) => p.sku).toSorted());
    expect(bySkus.body.items[0]!.name).not.toBe(byIds.body.items.find((p) => p.sku === bySkus.body.items[0]!.sku)!.name);
  });

  it('filters the response with Magento fields', async () => {
    const res = await get<{ items: Record<string, unknown>[]; total_count?: number; search_criteria?: unknown }>(
      `/rest/fr/V1/products?${criteria([[['category_id', 13]]], { pageSize: 3 })}&fields=items[sku,name,extension_attributes[stock_item[qty]]],total_count`,
    );
    expect(res.status).toBe(200);
    expect(res.body.search_criteria).toBeUndefined();
    expect(res.body.total_count).toBeGreaterThan(3);
    expect(Object.keys(res.body.items[0]!).toSorted()).toEqual(['extension_attributes', 'name', 'sku']);
    expect(Object.keys(res.body.items[0]!['extension_attributes'] as object)).toEqual(['stock_item']);
    const one = await get<Record<string, unknown>>(`/rest/en/V1/products/${encodeURIComponent(String(res.body.items[0]!['sku']))}?fields=sku,price`);
    expect(Object.keys(one.body).toSorted()).toEqual(['price', 'sku']);
    const category = await get<Record<string, unknown>>('/rest/fr/V1/categories/12?fields=id,name');
    expect(category.body).toEqual({ id: 12, name: 'Téléphones & Tablettes' });
    expect((await get(`/rest/fr/V1/products?fields=items[sku`)).status).toBe(400);
  });

  it('sorts by position in the category, name, quantity and best sellers', async () => {
    const byPosition = await listing('fr', criteria([[['category_id', 2411]]], { sort: [['position', 'ASC']], pageSize: 300 }));
    const positions = byPosition.body.items.map((p) => p.extension_attributes.category_links.find((c) => c.category_id === '2411')!.position);
    expect(positions).toEqual(positions.toSorted((a, b) => a - b));
    const byName = await listing('en', criteria([[['category_id', 14]]], { sort: [['name', 'ASC']], pageSize: 300 }));
    const names = byName.body.items.map((p) => p.name.toLowerCase());
    expect(names).toEqual(names.toSorted());
    const byQty = await listing('fr', criteria([[['category_id', 41]]], { sort: [['quantity', 'DESC']], pageSize: 300 }));
    const qtys = byQty.body.items.map((p) => p.extension_attributes.stock_item.qty);
    expect(qtys).toEqual(qtys.toSorted((a, b) => b - a));
    const best = await listing('fr', criteria([[['category_id', 13]]], { sort: [['best_sellers', 'DESC']], pageSize: 10 }));
    const popularityOf = new Map((await api.store.db.selectFrom('products').select(['id', 'popularity']).execute()).map((p) => [p.id, p.popularity]));
    const popularity = best.body.items.map((p) => popularityOf.get(p.id)!);
    expect(popularity).toEqual(popularity.toSorted((a, b) => b - a));
  });

  it('names products in the language of the path', async () => {
    const fr = await listing('fr', criteria([[['entity_id', 1]]]));
    const en = await listing('en', criteria([[['entity_id', 1]]]));
    expect(fr.body.items[0]!.name).not.toBe(en.body.items[0]!.name);
    expect(String(attr(fr.body.items[0]!, 'description'))).toContain('<');
    expect(attr(fr.body.items[0]!, 'description')).not.toBe(attr(en.body.items[0]!, 'description'));
  });
});

describe('GET /V1/products/{sku}', () => {
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const bySku = async (type: string) => {
    const { sku } = await api.store.db.selectFrom('products').select('sku').where('type_id', '=', type).where('status', '=', 1).where('visibility', '=', 4).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const res = await get<Product>(`/rest/fr/V1/products/${encodeURIComponent(sku)}`);
    expect(res.status).toBe(200);
    expect(validateMagento('catalog-data-product-interface', res.body)).toEqual([]);
    expect(res.body.sku).toBe(sku);
    expect(res.body.type_id).toBe(type);
    expect(res.body.media_gallery_entries[0]!.types).toContain('image');
    expect(typeof attr(res.body, 'url_key')).toBe('string');
    for (const label of ['is_gt_global', 'is_second_hand', 'is_free_shipping', 'has_guarantie_sur_sur', 'is_black_friday', 'is_crazy_hours', 'is_crazy_day', 'is_on_flash_sale', 'hide_price']) {
      expect(['0', '1']).toContain(attr(res.body, label));
    }
    return res.body;
  };

  it('returns a simple product with its stock per town', async () => {
    const p = await bySku('simple');
    const distribution = JSON.parse(String(attr(p, 'stock_distribution'))) as { town: string; qty: number }[];
    expect(distribution.reduce((s, d) => s + d.qty, 0)).toBe(p.extension_attributes.stock_item.qty);
    expect(distribution.map((d) => d.town)).toContain('Douala');
  });

  it('returns a configurable product whose children carry the option values', async () => {
    const p = await bySku('configurable');
    const ext = p.extension_attributes as unknown as { configurable_product_options: { attribute_id: string; label: string; values: { value_index: number }[] }[]; configurable_product_links: number[] };
    expect(ext.configurable_product_options[0]!.label).toBe('Couleur');
    expect(ext.configurable_product_options[0]!.attribute_id).toBe('93');
    expect(ext.configurable_product_links.length).toBeGreaterThan(1);
    const child = (await listing('fr', criteria([[['entity_id', ext.configurable_product_links[0]!]]]))).body.items[0]!;
    expect(child.visibility).toBe(1);
    expect(ext.configurable_product_options[0]!.values.map((v) => String(v.value_index))).toContain(attr(child, 'color'));
  });

  it("lists a configurable's option values (sizes, colours) in their dictionary order", async () => {
    const order = new Map((await api.store.db.selectFrom('attribute_options').select(['option_id', 'sort_order']).execute()).map((o) => [o.option_id, o.sort_order]));
    const res = await listing('en', criteria([[['type_id', 'configurable']]], { pageSize: 300 }));
    const lists = res.body.items.flatMap((p) => (p.extension_attributes['configurable_product_options'] as { values: { value_index: number }[] }[]).map((o) => o.values.map((v) => order.get(v.value_index)!)));
    expect(lists.filter((l) => l.length > 2).length).toBeGreaterThan(20);
    for (const places of lists) expect(places).toEqual(places.toSorted((a, b) => a - b));
  });

  it('returns a bundle with options, links and a percentage special price', async () => {
    const p = await bySku('bundle');
    const options = (p.extension_attributes as unknown as { bundle_product_options: { product_links: { sku: string; is_default: boolean }[] }[] }).bundle_product_options;
    expect(options.length).toBeGreaterThan(1);
    expect(options[0]!.product_links.some((l) => l.is_default)).toBe(true);
    const bundles = await api.store.db.selectFrom('products').select('attributes').where('type_id', '=', 'bundle').execute();
    const percents = bundles.map((b) => (JSON.parse(b.attributes) as Record<string, unknown>)['special_price']).filter((v) => v !== undefined && v !== null).map(Number);
    expect(percents.length).toBeGreaterThan(5);
    for (const percent of percents) expect(percent).toBeGreaterThan(50);
    for (const percent of percents) expect(percent).toBeLessThan(100);
  });

  it('returns a virtual product (voucher or service) that needs no shipping', async () => {
    const p = await bySku('virtual');
    expect(attr(p, 'shipping_class')).toBe('none');
    expect(p.extension_attributes.stock_item.is_in_stock).toBe(true);
  });

  it('has custom options with price deltas on some products', async () => {
    const rows = await api.store.db.selectFrom('products').select(['sku', 'extension']).orderBy('id').execute();
    const { sku } = rows.find((r) => ((JSON.parse(r.extension) as { options?: unknown[] }).options?.length ?? 0) > 0)!;
    const res = await get<Product>(`/rest/en/V1/products/${encodeURIComponent(sku)}`);
    expect(res.body.options[0]!.values.some((v) => v.price > 0)).toBe(true);
  });

  it('answers 404 "Ce produit est introuvable" for an unknown or disabled sku, in the path language', async () => {
    const fr = await get(`/rest/fr/V1/products/NOPE-${Date.now()}`);
    expect(fr.status).toBe(404);
    expect(fr.body).toMatchObject({ message: 'Ce produit est introuvable' });
    expect(validateMagentoError(fr.body)).toEqual([]);
    const en = await get('/rest/en/V1/products/NOPE');
    expect(en.body).toMatchObject({ message: 'This product could not be found' });
    const { sku: disabled } = await api.store.db.selectFrom('products').select('sku').where('status', '=', 2).orderBy('id').limit(1).executeTakeFirstOrThrow();
    expect((await get(`/rest/fr/V1/products/${encodeURIComponent(disabled)}`)).status).toBe(404);
  });
});

describe('categories', () => {
  it('returns the tree with anchor product counts', async () => {
    const res = await get<{ id: number; children_data: { id: number; product_count: number; children_data: unknown[] }[] }>('/rest/fr/V1/categories');
    expect(res.status).toBe(200);
    expect(validateMagento('catalog-data-category-tree-interface', res.body)).toEqual([]);
    expect(res.body.id).toBe(2);
    const phones = res.body.children_data.find((c) => c.id === 12)!;
    expect(phones.product_count).toBeGreaterThan(300);
    expect(phones.children_data.length).toBeGreaterThanOrEqual(5);
    const shallow = await get<{ children_data: { children_data: unknown[] }[] }>('/rest/en/V1/categories?rootCategoryId=12&depth=0');
    expect(shallow.body.children_data).toEqual([]);
  });

  it('returns a category with its path and storefront slug', async () => {
    for (const id of [12, 21, 31, 14, 42, 70, 51, 80, 15, 90, 61, 2411]) {
      const res = await get<{ id: number; path: string; custom_attributes: { attribute_code: string; value: string }[] }>(`/rest/fr/V1/categories/${id}`);
      expect(res.status).toBe(200);
      expect(validateMagento('catalog-data-category-interface', res.body)).toEqual([]);
      expect(res.body.path.endsWith(`/${id}`)).toBe(true);
    }
    const phones = await get<{ custom_attributes: { attribute_code: string; value: string }[] }>('/rest/fr/V1/categories/12');
    expect(phones.body.custom_attributes.find((a) => a.attribute_code === 'slug')!.value).toBe('telephones-tablettes-12');
  });

  it('lists categories with searchCriteria', async () => {
    const res = await get<{ items: { parent_id: number; name: string }[]; total_count: number }>(
      `/rest/en/V1/categories/list?${criteria([[['parent_id', 12]]], { sort: [['name', 'ASC']] })}`,
    );
    expect(res.status).toBe(200);
    expect(validateMagento('catalog-data-category-search-results-interface', res.body)).toEqual([]);
    expect(res.body.total_count).toBe(5);
    expect(res.body.items.map((c) => c.name)).toEqual(res.body.items.map((c) => c.name).toSorted());
  });

  it('answers 404 for an unknown category and 400 for a bad depth', async () => {
    expect((await get('/rest/fr/V1/categories/999999')).status).toBe(404);
    expect((await get('/rest/fr/V1/categories/abc')).status).toBe(404);
    const depth = await get('/rest/fr/V1/categories?depth=-1');
    expect(depth.status).toBe(400);
    expect(validateMagentoError(depth.body)).toEqual([]);
  });
});

describe('GET /V1/search (category search)', () => {
  it('lists the products of a category subtree with layered-navigation buckets', async () => {
    const q = 'searchCriteria[requestName]=catalog_view_container&searchCriteria[filterGroups][0][filters][0][field]=category_ids&searchCriteria[filterGroups][0][filters][0][value]=12&searchCriteria[pageSize]=20';
    const res = await get<{ items: { id: number }[]; total_count: number; aggregations: { bucket_names: string[]; buckets: { name: string; values: { value: string; metrics: string[] }[] }[] } }>(`/rest/fr/V1/search?${q}`);
    expect(res.status).toBe(200);
    expect(validateMagento('framework-search-search-result-interface', res.body)).toEqual([]);
    expect(res.body.items).toHaveLength(20);
    expect(res.body.total_count).toBeGreaterThan(300);
    expect(res.body.aggregations.bucket_names).toEqual(expect.arrayContaining(['price_bucket', 'category_bucket', 'marque_bucket', 'color_bucket']));
    const categories = res.body.aggregations.buckets.find((b) => b.name === 'category_bucket')!.values.map((v) => v.value);
    expect(categories).toEqual(expect.arrayContaining(['13', '14', '15']));
    const ids = res.body.items.map((i) => i.id);
    const inTree = await api.store.db.selectFrom('product_categories').select('product_id').distinct().where('category_id', 'in', [12, 13, 14, 15, 16, 17]).where('product_id', 'in', ids).execute();
    expect(inTree.length).toBe(ids.length);
  });

  it('runs a full-text quick search with typos', async () => {
    const res = await get<{ items: { id: number }[]; total_count: number }>(
      '/rest/en/V1/search?searchCriteria[requestName]=quick_search_container&searchCriteria[filterGroups][0][filters][0][field]=search_term&searchCriteria[filterGroups][0][filters][0][value]=infinx%20hot',
    );
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBeGreaterThan(0);
    const { name_en: name } = await api.store.db.selectFrom('products').select('name_en').where('id', '=', res.body.items[0]!.id).executeTakeFirstOrThrow();
    expect(name).toMatch(/Infinix Hot/);
  });

  it('requires category_ids for catalog_view_container and rejects unknown requests', async () => {
    expect((await get('/rest/fr/V1/search?searchCriteria[requestName]=catalog_view_container')).status).toBe(400);
    expect((await get('/rest/fr/V1/search?searchCriteria[requestName]=drop_table')).status).toBe(400);
  });
});

describe('dictionaries, towns and images', () => {
  it('returns attribute options with colour swatches', async () => {
    const res = await get<{ label: string; value: string; swatch?: string }[]>('/rest/en/V1/products/attributes/color/options');
    expect(res.status).toBe(200);
    for (const option of res.body) expect(validateMagento('eav-data-attribute-option-interface', option)).toEqual([]);
    expect(res.body.find((o) => o.label === 'Black')).toMatchObject({ swatch: '#000000' });
    const all = await get<Record<string, { options: unknown[] }>>('/rest/fr/V1/gt/attributes/dictionaries');
    expect(Object.keys(all.body)).toEqual(expect.arrayContaining(['color', 'shoe_size', 'warranty', 'condition']));
    const missing = await get('/rest/fr/V1/products/attributes/nope/options');
    expect(missing.status).toBe(404);
  });

  it('lists at least 10 towns with their quarters, agencies first', async () => {
    const res = await get<{ town_name: string; has_agency: boolean; quarters: { quarter_id: number; quarter_name: string }[] }[]>('/rest/fr/V1/gt/towns/list');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(10);
    expect(res.body.filter((t) => t.has_agency).map((t) => t.town_name).toSorted()).toEqual(['Douala', 'Ngaoundéré', 'Yaoundé']);
    expect(res.body.find((t) => t.town_name === 'Douala')!.quarters.map((q) => q.quarter_name)).toContain('Akwa');
  });

  it('serves a generated, immutable picture for every gallery file, and 404 for others', async () => {
    const p = (await listing('fr', criteria([[['entity_id', 42]]]))).body.items[0]!;
    const file = p.media_gallery_entries[0]!.file;
    const res = await fetch(`${api.server.url}/media/catalog/product${file}`, { headers: { accept: 'image/webp,*/*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.length).toBeLessThan(60_000);
    const again = await fetch(`${api.server.url}/media/catalog/product${file}`, { headers: { accept: 'image/webp,*/*', 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await fetch(`${api.server.url}/media/catalog/product/x/y/other-42.jpg`)).status).toBe(404);
    expect((await fetch(`${api.server.url}/media/catalog/product/../../etc/passwd`)).status).toBe(404);
  });
});

describe('POST /V1/gt/shipping/estimage-product-shipping', () => {
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const skuOf = async (where: (attributes: Record<string, unknown>) => boolean) => {
    const simple = await api.store.db.selectFrom('products').select(['sku', 'attributes']).where('status', '=', 1).where('type_id', '=', 'simple').orderBy('id').execute();
    return simple.find((p) => where(JSON.parse(p.attributes) as Record<string, unknown>))!.sku;
  };

  it('prices home delivery by town zone, offers agency pick-up, defaults qty to 1', async () => {
    const sku = await skuOf((a) => a['is_free_shipping'] === '0' && a['shipping_class'] === 'medium');
    const douala = await post<{ amount: number; qty: number; zone: string; methods: { carrier_code: string; amount: number }[] }>('/rest/fr/V1/gt/shipping/estimage-product-shipping', { data: { town: 'Douala', quarter: 'Akwa', product: { sku } } });
    expect(douala.status).toBe(200);
    expect(douala.body.qty).toBe(1);
    expect(douala.body.zone).toBe('metro');
    expect(douala.body.methods.map((m) => m.carrier_code)).toEqual(['gtdelivery', 'gtpickup']);
    expect(douala.body.methods[1]!.amount).toBe(0);
    const garoua = await post<{ amount: number; methods: unknown[] }>('/rest/en/V1/gt/shipping/estimage-product-shipping', { data: { town: 'garoua', product: { sku, qty: 2 } } });
    expect(garoua.status).toBe(200);
    expect(garoua.body.amount).toBeGreaterThan(douala.body.amount);
    expect(garoua.body.methods).toHaveLength(1);
  });

  it('honours the free-shipping label', async () => {
    const sku = await skuOf((a) => a['is_free_shipping'] === '1');
    const res = await post<{ amount: number; is_free_shipping: boolean }>('/rest/fr/V1/gt/shipping/estimage-product-shipping', { data: { town: 'Bafoussam', product: { sku, qty: 1 } } });
    expect(res.body).toMatchObject({ amount: 0, is_free_shipping: true });
  });

  it('rejects bad input with 4xx and a localised message, changing nothing', async () => {
    const before = await fingerprint();
    const sku = await skuOf(() => true);
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ data: 'x' }, 400],
      [{ data: { town: 'Douala' } }, 400],
      [{ data: { town: 'Atlantis', product: { sku } } }, 404],
      [{ data: { town: 'Douala', quarter: 'Bastos', product: { sku } } }, 404],
      [{ data: { town: 'Douala', product: { sku: 'NOPE' } } }, 404],
      [{ data: { town: 'Douala', product: { sku, qty: -1 } } }, 400],
      [{ data: { town: 'Douala', product: { sku, qty: 1.5 } } }, 400],
      [{ data: { town: 'Douala', product: { sku, qty: 1e9 } } }, 400],
      [{ data: { town: ['Douala'], product: { sku } } }, 400],
      [{ data: { town: "Douala'; DROP TABLE products; --", product: { sku } } }, 404],
      [{ data: { town: 'Douala', product: { sku: 'x'.repeat(500_000) } } }, 404],
    ];
    for (const [body, status] of cases) {
      const res = await post<{ message: string }>('/rest/fr/V1/gt/shipping/estimage-product-shipping', body);
      expect([res.status, JSON.stringify(body).slice(0, 100)]).toEqual([status, JSON.stringify(body).slice(0, 100)]);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    const malformed = await post('/rest/fr/V1/gt/shipping/estimage-product-shipping', '{"data":', true);
    expect(malformed.status).toBe(400);
    const en = await post<{ message: string }>('/rest/en/V1/gt/shipping/estimage-product-shipping', { data: { town: 'Atlantis', product: { sku } } });
    expect(en.body.message).toBe('The town "%town" is not served');
    expect(await fingerprint()).toBe(before);
  });
});

describe('compression', () => {
  it('serves cached listings brotli- or gzip-compressed as the client accepts, same JSON', async () => {
    const path = `/rest/fr/V1/products?${criteria([[['category_id', 31]]], { pageSize: 25 })}`;
    const plain = await fetch(`${api.server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const expected = await plain.json();
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${api.server.url}${path}`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(await res.json()).toEqual(expected);
    }
  });
});

describe('caches', () => {
  it('follow stock and product writes made by any connection (orders, back office)', async () => {
    // Another connection to the server's database, on either engine.
    const writer = storeOf(api.server);
    const { id, sku } = await writer.db.selectFrom('products').select(['id', 'sku']).where('type_id', '=', 'simple').where('status', '=', 1).where('visibility', '=', 4).orderBy('id').limit(1).offset(7).executeTakeFirstOrThrow();
    const stock = (delta: number) => writer.db.updateTable('stock').set({ qty: sql`qty + ${delta}` }).where('product_id', '=', id).execute();
    const price = (delta: number) => writer.db.updateTable('products').set({ price: sql`price + ${delta}` }).where('id', '=', id).execute();
    const path = `/rest/fr/V1/products/${encodeURIComponent(sku)}`;
    const list = `/rest/fr/V1/products?${criteria([[['sku', sku]]])}`;
    const before = (await get<Product>(path)).body.extension_attributes.stock_item.qty;
    expect((await get<ProductList>(list)).body.items[0]!.extension_attributes.stock_item.qty).toBe(before);
    await stock(5);
    expect((await get<Product>(path)).body.extension_attributes.stock_item.qty).toBe(before + 5);
    expect((await get<ProductList>(list)).body.items[0]!.extension_attributes.stock_item.qty).toBe(before + 5);
    await price(1000);
    const shown = (await get<Product>(path)).body.price;
    expect(shown).toBe((await writer.db.selectFrom('products').select('price').where('id', '=', id).executeTakeFirstOrThrow()).price);
    await stock(-5);
    await price(-1000);
    await writer.close();
  });
});

describe('hostile input on catalogue reads', () => {
  it('answers 400 with a message for bad searchCriteria, never 500, and changes nothing', async () => {
    const before = await fingerprint();
    const bad = [
      criteria([[['price', 1, 'between']]]),
      criteria([[['price', 'abc', 'gteq']]]),
      criteria([[['entity_id', '1 OR 1=1']]]),
      criteria([[["name'); DROP TABLE products; --", 'x']]]),
      criteria([[['price', 1]]], { sort: [['price; DROP TABLE products', 'ASC']] }),
      criteria([[['price', 1]]], { sort: [['price', 'SIDEWAYS']] }),
      'searchCriteria[pageSize]=abc',
      'searchCriteria[pageSize]=301',
      'searchCriteria[pageSize]=0',
      'searchCriteria[pageSize]=-5',
      'searchCriteria[currentPage]=-1',
      'searchCriteria[currentPage]=99999999999999999999',
      'searchCriteria[filter_groups][0][filters][0][value]=1',
      'searchCriteria[filter_groups][999][filters][0][field]=sku&searchCriteria[filter_groups][999][filters][0][value]=x',
      'searchCriteria[pageSize]=10&searchCriteria[pageSize]=20',
      'searchCriteria[unknown]=1',
      criteria([[['entity_id', Array.from({ length: 1500 }, (_, i) => i).join(','), 'in']]]),
      'ispdp=<script>alert(1)</script>',
    ];
    for (const q of bad) {
      const res = await get<{ message: string }>(`/rest/fr/V1/products?${q}`);
      expect([res.status, q.slice(0, 120)]).toEqual([400, q.slice(0, 120)]);
      expect(res.body.message.length).toBeGreaterThan(0);
      expect(validateMagentoError(res.body)).toEqual([]);
    }
    // SQL and script payloads as *values* are just strings that match nothing.
    for (const value of ["' OR '1'='1", '1; DROP TABLE products', '<script>alert(1)</script>', '%']) {
      const res = await listing('fr', criteria([[['sku', value]]]));
      expect(res.status).toBe(200);
      expect(res.body.total_count).toBe(0);
    }
    const huge = await fetch(`${api.server.url}/rest/fr/V1/products?${criteria([[['sku', 'x'.repeat(1_000_000)]]])}`);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect((await get('/rest/fr/V1/products/%27%20OR%201%3D1')).status).toBe(404);
    expect((await get(`/rest/fr/V1/products/${'A'.repeat(400)}`)).status).toBe(404);
    expect((await get('/rest/fr/V1/search?searchCriteria[pageSize]=1000')).status).toBe(400);
    const searchBad = [
      'searchCriteria[requestName]=quick_search_container&searchCriteria[filterGroups][0][filters][0][field]=password&searchCriteria[filterGroups][0][filters][0][value]=x',
      'searchCriteria[requestName]=catalog_view_container&searchCriteria[filterGroups][0][filters][0][field]=category_ids&searchCriteria[filterGroups][0][filters][0][value]=12%20OR%201%3D1',
      'searchCriteria[requestName]=catalog_view_container&searchCriteria[filterGroups][0][filters][0][field]=category_ids&searchCriteria[filterGroups][0][filters][0][value]=12&searchCriteria[sortOrders][0][field]=drop',
      'searchCriteria[requestName]=catalog_view_container&searchCriteria[filterGroups][0][filters][0][field]=price&searchCriteria[filterGroups][0][filters][0][value]=cheap&searchCriteria[filterGroups][0][filters][0][conditionType]=from',
    ];
    for (const q of searchBad) expect((await get(`/rest/fr/V1/search?${q}`)).status).toBe(400);
    for (const q of [criteria([[['password', 'x']]]), criteria([[['level', 'two']]]), criteria([], { sort: [['secret', 'ASC']] }), criteria([[['name', 'x', 'regexp']]])]) {
      const res = await get<{ message: string }>(`/rest/en/V1/categories/list?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    expect(await fingerprint()).toBe(before);
  });
});
