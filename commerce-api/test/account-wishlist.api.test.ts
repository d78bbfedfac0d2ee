import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { addProduct, call, HOSTILE_VALUES, registerCustomer, snapshotOf } from './support/commerce.ts';

// Data is arranged through `api.store`, so the file runs on PostgreSQL too (`pnpm test:api:pg`).
const api = useTestServer();
const products = () => api.store.db.updateTable('products');

const list = (token: string, locale = 'fr') => call(api.server, 'GET', `/rest/${locale}/V1/wishlist/mine`, { token });
const add = (token: string, productId: unknown) => call(api.server, 'POST', '/rest/fr/V1/wishlist/mine/items', { token, body: { product_id: productId } });
const remove = (token: string, productId: number | string) => call(api.server, 'DELETE', `/rest/fr/V1/wishlist/mine/items/${productId}`, { token });
const ids = (res: { body: { items: { product_id: number }[] } }) => res.body.items.map((i) => i.product_id);

describe('favourites', () => {
  it('adds, lists newest first without duplicates, and removes', async () => {
    const c = await registerCustomer(api.server);
    const a = await addProduct(api.store, { price: 10_000, name: 'Casque Bluetooth' });
    const b = await addProduct(api.store, { price: 20_000 });
    expect((await add(c.token, a.id)).body).toEqual({ product_id: a.id, in_wishlist: true });
    await add(c.token, b.id);
    await add(c.token, a.id);
    const listed = await list(c.token);
    expect(listed.body.total_count).toBe(2);
    expect(new Set(ids(listed))).toEqual(new Set([a.id, b.id]));
    expect(listed.body.items.find((i: { product_id: number }) => i.product_id === a.id)).toMatchObject({ sku: a.sku, price: 10_000, final_price: 10_000 });
    expect((await remove(c.token, a.id)).status).toBe(200);
    expect(ids(await list(c.token))).toEqual([b.id]);
    expect((await remove(c.token, a.id)).status).toBe(404);
  });

  it('drops a product that is disabled or deleted from the catalogue', async () => {
    const c = await registerCustomer(api.server);
    const kept = await addProduct(api.store);
    const disabled = await addProduct(api.store);
    const deleted = await addProduct(api.store);
    for (const p of [kept, disabled, deleted]) await add(c.token, p.id);
    await products().set({ status: 2 }).where('id', '=', disabled.id).execute();
    await api.store.db.deleteFrom('stock_by_town').where('product_id', '=', deleted.id).execute();
    await api.store.db.deleteFrom('stock').where('product_id', '=', deleted.id).execute();
    await api.store.db.deleteFrom('products').where('id', '=', deleted.id).execute();
    expect(ids(await list(c.token))).toEqual([kept.id]);
    // Re-enabled later, it does not come back on its own.
    await products().set({ status: 1 }).where('id', '=', disabled.id).execute();
    expect(ids(await list(c.token))).toEqual([kept.id]);
    expect((await add(c.token, 987_654_321)).status).toBe(404);
  });

  it('never shows nor takes a private sale above the customer\'s tier', async () => {
    const c = await registerCustomer(api.server);
    const secret = await addProduct(api.store, { price: 90_000 });
    const kept = await addProduct(api.store);
    await add(c.token, kept.id);
    await add(c.token, secret.id);
    // From now on the product is a Gold-only exclusive sale: a non-member no longer sees it.
    await api.store.db
      .insertInto('prime_private_sales')
      .values({ product_id: secret.id, min_tier_rank: 2, exclusive: 1, member_price: 60_000, starts_at: '2020-01-01 00:00:00', ends_at: '2099-01-01 00:00:00' })
      .execute();
    expect(ids(await list(c.token))).toEqual([kept.id]);
    expect((await add(c.token, secret.id)).status).toBe(404);
  });

  it("is each customer's own, and needs a login", async () => {
    const a = await registerCustomer(api.server);
    const b = await registerCustomer(api.server);
    const p = await addProduct(api.store);
    await add(a.token, p.id);
    expect(ids(await list(b.token))).toEqual([]);
    expect((await remove(b.token, p.id)).status).toBe(404);
    expect(ids(await list(a.token))).toEqual([p.id]);
    expect((await call(api.server, 'GET', '/rest/fr/V1/wishlist/mine')).status).toBe(401);
    expect((await call(api.server, 'POST', '/rest/fr/V1/wishlist/mine/items', { body: { product_id: p.id } })).status).toBe(401);
  });

  it('rejects bad input with a 4xx and writes nothing', async () => {
    const c = await registerCustomer(api.server);
    const unchanged = await snapshotOf(api.store);
    for (const value of [...HOSTILE_VALUES, '12', 0, 1.5]) {
      const res = await add(c.token, value);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const bad of ['abc', '1e3', '99999999999']) {
      const res = await remove(c.token, bad);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await snapshotOf(api.store)).toBe(unchanged);
  });
});
