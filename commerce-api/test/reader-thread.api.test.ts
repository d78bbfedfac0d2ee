import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestServer } from './support/server.ts';
import { addProduct, call, doualaAddress, type TestProduct } from './support/commerce.ts';

// Lists, products and searches are answered by a reader thread with its own connection (a pool
// of its own on PostgreSQL) and caches (src/readers/); health, writes and personal data stay on
// the main thread. What a write changes must show on the next read all the same.
const api = useTestServer();

const SEARCH_HEADERS = { authorization: 'Bearer public-search-key', 'content-type': 'application/json' };

interface Item {
  id: number;
  sku: string;
  price: number;
  extension_attributes: { stock_item: { qty: number; is_in_stock: boolean } };
}
interface Hit {
  sku: string;
  qty: number;
  final_price: number;
}

const f = (g: number) => `searchCriteria[filter_groups][${g}][filters][0]`;

/** A category page as the storefront asks for it, narrowed to `skus`, in one sort. */
function listPath(category: number, skus: string[], sort: string, direction: 'ASC' | 'DESC'): string {
  return (
    `/rest/fr/V1/products?${f(0)}[field]=category_id&${f(0)}[value]=${category}&${f(0)}[condition_type]=eq` +
    `&${f(1)}[field]=sku&${f(1)}[value]=${encodeURIComponent(skus.join(','))}&${f(1)}[condition_type]=in` +
    `&searchCriteria[sortOrders][0][field]=${sort}&searchCriteria[sortOrders][0][direction]=${direction}&searchCriteria[pageSize]=24`
  );
}

const list = async (path: string) => {
  const res = await call<{ items: Item[] }>(api.server, 'GET', path);
  expect(res.status).toBe(200);
  return res.body.items;
};
const search = async (q: string) => {
  const res = await call<{ hits: Hit[] }>(api.server, 'POST', '/search/indexes/fr_products/search', { headers: SEARCH_HEADERS, body: { q, facets: ['brand'] } });
  expect(res.status).toBe(200);
  return res.body.hits;
};
const product = async (sku: string) => (await call<Item>(api.server, 'GET', `/rest/fr/V1/products/${encodeURIComponent(sku)}`)).body;

/** Places a guest order (cash on delivery, home delivery in Douala) through the API: the main thread writes it. */
async function order(sku: string, qty: number): Promise<void> {
  const cartId = (await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
  expect((await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${cartId}/items`, { body: { cartItem: { sku, qty, quote_id: cartId } } })).status).toBe(200);
  const address = await doualaAddress(api.store);
  const base = `/rest/fr/V1/guest-carts/${cartId}`;
  const shipped = await call(api.server, 'POST', `${base}/shipping-information`, {
    body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } },
  });
  expect(shipped.status).toBe(200);
  const placed = await call(api.server, 'POST', `${base}/payment-information`, { body: { cartId, email: 'reader@example.cm', billingAddress: address, paymentMethod: { method: 'cashondelivery' } } });
  expect(placed.status).toBe(200);
}

describe('the main thread stays free while the reader thread works', () => {
  it('answers /api/health while a heavy read (a first search, which builds the index) is still running', async () => {
    // Nothing has searched yet (tests skip the warm-up): this search builds the French index
    // from the whole catalogue before it answers. On one event loop, health would wait for it.
    const answered: string[] = [];
    const slow = new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${api.server.url}/search/indexes/fr_products/search`, { method: 'POST', headers: SEARCH_HEADERS }, (res) => {
        res.resume();
        res.on('end', () => {
          answered.push(`search ${res.statusCode}`);
          resolve();
        });
      });
      req.on('error', reject);
      // Health is asked only once the whole search request has left for the server.
      req.on('finish', () => {
        void fetch(`${api.server.url}/api/health`).then(async (res) => {
          answered.push(`health ${res.status} ${(await res.json() as { status: string }).status}`);
        }, reject);
      });
      req.end(JSON.stringify({ q: 'telephone samsung', facets: ['brand', 'categories', 'final_price'] }));
    });
    await slow;
    await expect.poll(() => answered.length).toBe(2);
    expect(answered).toEqual(['health 200 ok', 'search 200']);
  });
});

describe('readers never serve what a write replaced', () => {
  let category: number;
  let a: TestProduct;
  let b: TestProduct;

  beforeAll(async () => {
    const { db } = api.store;
    ({ category_id: category } = await db
      .selectFrom('product_categories')
      .select('category_id')
      .groupBy('category_id')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('category_id')
      .limit(1)
      .executeTakeFirstOrThrow());
    a = await addProduct(api.store, { price: 30_000, qty: 40, name: 'Xylophone Reader' });
    b = await addProduct(api.store, { price: 20_000, qty: 40, name: 'Xylophone Reader' });
    for (const [p, popularity] of [[a, 5], [b, 4]] as const) {
      await db.updateTable('products').set({ popularity }).where('id', '=', p.id).execute();
      await db.insertInto('product_categories').values({ product_id: p.id, category_id: category, position: 0 }).execute();
    }
  });

  it('shows an order placed on the main thread at once: stock in lists, product and search, and the best-sellers order', async () => {
    const bestSellers = listPath(category, [a.sku, b.sku], 'best_sellers', 'DESC');
    const byPrice = listPath(category, [a.sku, b.sku], 'price', 'ASC');
    // Read twice: the second answers come from the reader's caches, which the order must not outlive.
    for (let i = 0; i < 2; i++) {
      expect((await list(bestSellers)).map((p) => p.sku)).toEqual([a.sku, b.sku]);
      expect((await list(byPrice)).map((p) => [p.sku, p.extension_attributes.stock_item.qty])).toEqual([[b.sku, 40], [a.sku, 40]]);
      expect((await product(b.sku)).extension_attributes.stock_item.qty).toBe(40);
      expect((await search('xylophone')).map((h) => [h.sku, h.qty]).toSorted()).toEqual([[a.sku, 40], [b.sku, 40]].toSorted());
    }
    const etag = (await call(api.server, 'GET', byPrice)).headers.get('etag');

    // Two units of B sold: 4 + 2 now outranks A's 5.
    await order(b.sku, 2);

    expect((await list(bestSellers)).map((p) => p.sku)).toEqual([b.sku, a.sku]);
    expect((await list(byPrice)).map((p) => [p.sku, p.extension_attributes.stock_item.qty])).toEqual([[b.sku, 38], [a.sku, 40]]);
    expect((await product(b.sku)).extension_attributes.stock_item.qty).toBe(38);
    expect((await search('xylophone')).find((h) => h.sku === b.sku)?.qty).toBe(38);
    const again = await fetch(`${api.server.url}${byPrice}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });

  it('shows a new product and a new price from the back office (another connection) on the very next read', async () => {
    const byPrice = (skus: string[]) => listPath(category, skus, 'price', 'ASC');
    expect(await search('zanzibarine')).toEqual([]);
    expect((await list(byPrice([a.sku, b.sku]))).map((p) => p.sku)).toEqual([b.sku, a.sku]);

    const { db } = api.store;
    const c = await addProduct(api.store, { price: 25_000, qty: 9, name: 'Zanzibarine' });
    await db.insertInto('product_categories').values({ product_id: c.id, category_id: category, position: 0 }).execute();
    expect((await search('zanzibarine')).map((h) => [h.sku, h.final_price])).toEqual([[c.sku, 25_000]]);
    expect((await list(byPrice([a.sku, b.sku, c.sku]))).map((p) => p.sku)).toEqual([b.sku, c.sku, a.sku]);

    await db.updateTable('products').set({ price: 35_000 }).where('id', '=', c.id).execute();
    expect((await list(byPrice([a.sku, b.sku, c.sku]))).map((p) => [p.sku, p.price])).toEqual([[b.sku, 20_000], [a.sku, 30_000], [c.sku, 35_000]]);
    expect((await product(c.sku)).price).toBe(35_000);
    expect((await search('zanzibarine')).map((h) => h.final_price)).toEqual([35_000]);

    await db.updateTable('products').set({ status: 2 }).where('id', '=', c.id).execute();
    expect(await search('zanzibarine')).toEqual([]);
    expect((await call(api.server, 'GET', `/rest/fr/V1/products/${encodeURIComponent(c.sku)}`)).status).toBe(404);
  });
});
