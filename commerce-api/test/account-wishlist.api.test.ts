import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { call, HOSTILE_VALUES, insertProduct, registerCustomer, snapshot } from './support/commerce.ts';

const api = useTestServer();

const list = (token: string, locale = 'fr') => call(api.server, 'GET', `/rest/${locale}/V1/wishlist/mine`, { token });
const add = (token: string, productId: unknown) => call(api.server, 'POST', '/rest/fr/V1/wishlist/mine/items', { token, body: { product_id: productId } });
const remove = (token: string, productId: number | string) => call(api.server, 'DELETE', `/rest/fr/V1/wishlist/mine/items/${productId}`, { token });
const ids = (res: { body: { items: { product_id: number }[] } }) => res.body.items.map((i) => i.product_id);

describe('favourites', () => {
  it('adds, lists newest first without duplicates, and removes', async () => {
    const c = await registerCustomer(api.server);
    const a = insertProduct(api.db, { price: 10_000, name: 'Casque Bluetooth' });
    const b = insertProduct(api.db, { price: 20_000 });
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
    const kept = insertProduct(api.db);
    const disabled = insertProduct(api.db);
    const deleted = insertProduct(api.db);
    for (const p of [kept, disabled, deleted]) await add(c.token, p.id);
    api.db.prepare('UPDATE products SET status = 2 WHERE id = ?').run(disabled.id);
    api.db.prepare('DELETE FROM stock_by_town WHERE product_id = ?').run(deleted.id);
    api.db.prepare('DELETE FROM stock WHERE product_id = ?').run(deleted.id);
    api.db.prepare('DELETE FROM products WHERE id = ?').run(deleted.id);
    expect(ids(await list(c.token))).toEqual([kept.id]);
    // Re-enabled later, it does not come back on its own.
    api.db.prepare('UPDATE products SET status = 1 WHERE id = ?').run(disabled.id);
    expect(ids(await list(c.token))).toEqual([kept.id]);
    expect((await add(c.token, 987_654_321)).status).toBe(404);
  });

  it('never shows nor takes a private sale above the customer\'s tier', async () => {
    const c = await registerCustomer(api.server);
    const secret = insertProduct(api.db, { price: 90_000 });
    const kept = insertProduct(api.db);
    await add(c.token, kept.id);
    await add(c.token, secret.id);
    // From now on the product is a Gold-only exclusive sale: a non-member no longer sees it.
    api.db.prepare("INSERT INTO prime_private_sales (product_id, min_tier_rank, exclusive, member_price, starts_at, ends_at) VALUES (?, 2, 1, 60000, '2020-01-01 00:00:00', '2099-01-01 00:00:00')").run(secret.id);
    expect(ids(await list(c.token))).toEqual([kept.id]);
    expect((await add(c.token, secret.id)).status).toBe(404);
  });

  it("is each customer's own, and needs a login", async () => {
    const a = await registerCustomer(api.server);
    const b = await registerCustomer(api.server);
    const p = insertProduct(api.db);
    await add(a.token, p.id);
    expect(ids(await list(b.token))).toEqual([]);
    expect((await remove(b.token, p.id)).status).toBe(404);
    expect(ids(await list(a.token))).toEqual([p.id]);
    expect((await call(api.server, 'GET', '/rest/fr/V1/wishlist/mine')).status).toBe(401);
    expect((await call(api.server, 'POST', '/rest/fr/V1/wishlist/mine/items', { body: { product_id: p.id } })).status).toBe(401);
  });

  it('rejects bad input with a 4xx and writes nothing', async () => {
    const c = await registerCustomer(api.server);
    const unchanged = snapshot(api.db);
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
    expect(snapshot(api.db)).toBe(unchanged);
  });
});
