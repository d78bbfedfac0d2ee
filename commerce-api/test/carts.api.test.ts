import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { addProduct, call, HOSTILE_VALUES, registerCustomer, snapshotOf } from './support/commerce.ts';

const clock = Date.parse('2026-11-21T10:00:00Z');

const api = useTestServer({ now: () => new Date(clock) });
beforeAll(async () => {
  await api.store.db
    .insertInto('coupons')
    .values([
      { code: 'TEST10', type: 'percent', amount: 10, min_subtotal: 0, starts_at: null, ends_at: null, is_active: 1, label_fr: 'Dix pour cent', label_en: 'Ten percent' },
      { code: 'TEST5000', type: 'fixed', amount: 5000, min_subtotal: 20000, starts_at: null, ends_at: null, is_active: 1, label_fr: '5000 FCFA', label_en: '5000 FCFA' },
      { code: 'TESTOLD', type: 'percent', amount: 20, min_subtotal: 0, starts_at: '2025-01-01 00:00:00', ends_at: '2025-12-31 23:59:59', is_active: 1, label_fr: 'Expiré', label_en: 'Expired' },
    ])
    .execute();
});

async function guestCart(): Promise<string> {
  const res = await call(api.server, 'POST', '/rest/fr/V1/guest-carts');
  expect(res.status).toBe(200);
  return res.body as string;
}

const add = (cartId: string, sku: string, qty: unknown, extra: Record<string, unknown> = {}, locale = 'fr') =>
  call(api.server, 'POST', `/rest/${locale}/V1/guest-carts/${cartId}/items`, { body: { cartItem: { sku, qty, quote_id: cartId, ...extra } } });

describe('guest carts', () => {
  it('creates an unguessable masked id and reads the empty cart', async () => {
    const a = await guestCart();
    const b = await guestCart();
    expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(a).not.toBe(b);
    const cart = await call(api.server, 'GET', `/rest/fr/V1/guest-carts/${a}`);
    expect(cart.status).toBe(200);
    expect(cart.body).toMatchObject({ is_active: true, items: [], items_count: 0, items_qty: 0, customer_is_guest: true, store_id: 1 });
    for (const id of ['1', String(cart.body.id), 'x'.repeat(32), "' OR 1=1 --", a.slice(0, 31)]) {
      const res = await call(api.server, 'GET', `/rest/en/V1/guest-carts/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No such entity with cartId = %cartId');
    }
  });

  it('adds, merges, updates and removes items, with totals and segments', async () => {
    const p = await addProduct(api.store, { price: 25_000, qty: 10 });
    const cartId = await guestCart();
    const added = await add(cartId, p.sku, 2);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ sku: p.sku, qty: 2, price: 25_000, product_type: 'simple', quote_id: cartId, item_id: expect.any(Number) });
    const merged = await add(cartId, p.sku, 1);
    expect(merged.body).toMatchObject({ item_id: added.body.item_id, qty: 3 });
    const totals = await call(api.server, 'GET', `/rest/fr/V1/gt/guest-carts/${cartId}/totals`);
    expect(totals.status).toBe(200);
    expect(totals.body).toMatchObject({ subtotal: 75_000, grand_total: 75_000, items_qty: 3, discount_amount: 0, shipping_amount: 0 });
    expect(totals.body.items[0]).toMatchObject({ item_id: added.body.item_id, name: expect.stringContaining('Produit'), price: 25_000, base_price: 25_000, qty: 3, row_total: 75_000 });
    expect(totals.body.total_segments.map((s: { code: string }) => s.code)).toEqual(['subtotal', 'grand_total']);
    const magento = await call(api.server, 'GET', `/rest/en/V1/guest-carts/${cartId}/totals`);
    expect(magento.body.items[0].name).toContain('Product');
    const updated = await call(api.server, 'PUT', `/rest/fr/V1/guest-carts/${cartId}/items/${added.body.item_id}`, { body: { cartItem: { qty: 5, quote_id: cartId } } });
    expect(updated.status).toBe(200);
    expect(updated.body.qty).toBe(5);
    const removed = await call(api.server, 'DELETE', `/rest/fr/V1/guest-carts/${cartId}/items/${added.body.item_id}`);
    expect(removed.body).toBe(true);
    expect((await call(api.server, 'GET', `/rest/fr/V1/guest-carts/${cartId}/items`)).body).toEqual([]);
    expect((await call(api.server, 'DELETE', `/rest/fr/V1/guest-carts/${cartId}/items/${added.body.item_id}`)).status).toBe(404);
  });

  it('checks quantities against stock with localised messages', async () => {
    const p = await addProduct(api.store, { qty: 3 });
    const none = await addProduct(api.store, { qty: 0 });
    const cartId = await guestCart();
    for (const qty of [0, -1, 1.5, 10_001, 1e12]) {
      const res = await add(cartId, p.sku, qty);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('La quantité doit être un nombre entier compris entre 1 et %max.');
    }
    const over = await add(cartId, p.sku, 4, {}, 'en');
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ message: 'The requested qty of "%sku" is not available (%available in stock).', parameters: { sku: p.sku, available: 3 } });
    expect((await add(cartId, p.sku, 3)).status).toBe(200);
    expect((await add(cartId, p.sku, 1)).status).toBe(400);
    const out = await add(cartId, none.sku, 1);
    expect(out.status).toBe(400);
    expect(out.body.message).toMatch(/rupture de stock/);
    const unknown = await add(cartId, 'NO-SUCH-SKU', 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Ce produit est introuvable');
    const disabled = await addProduct(api.store);
    await api.store.db.updateTable('products').set({ status: 2 }).where('id', '=', disabled.id).execute();
    expect((await add(cartId, disabled.sku, 1)).status).toBe(404);
  });

  it('applies price rules: special price in its dates, bundle percentage, hidden price', async () => {
    const special = await addProduct(api.store, { price: 100_000, attributes: { special_price: '79000', special_from_date: '2026-11-01 00:00:00', special_to_date: '2026-11-30' } });
    const expired = await addProduct(api.store, { price: 100_000, attributes: { special_price: 50_000, special_to_date: '2026-11-20' } });
    const future = await addProduct(api.store, { price: 100_000, attributes: { special_price: 50_000, special_from_date: '2026-12-01' } });
    const bundle = await addProduct(api.store, { price: 200_000, type: 'bundle', attributes: { special_price: 85 } });
    const hidden = await addProduct(api.store, { price: 300_000, attributes: { hide_price: 0 } });
    const shown = await addProduct(api.store, { price: 1_000, attributes: { hide_price: 1 } });
    const cartId = await guestCart();
    expect((await add(cartId, special.sku, 1)).body.price).toBe(79_000);
    expect((await add(cartId, expired.sku, 1)).body.price).toBe(100_000);
    expect((await add(cartId, future.sku, 1)).body.price).toBe(100_000);
    expect((await add(cartId, bundle.sku, 1)).body.price).toBe(170_000);
    expect((await add(cartId, shown.sku, 1)).body.price).toBe(1_000);
    const refused = await add(cartId, hidden.sku, 1);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/sur demande/);
    const totals = await call(api.server, 'GET', `/rest/fr/V1/guest-carts/${cartId}/totals`);
    expect(totals.body.subtotal).toBe(79_000 + 100_000 + 100_000 + 170_000 + 1_000);
  });

  it('prices a configurable by its chosen child and adds custom option deltas', async () => {
    const attributeId = 990_001;
    await api.store.db
      .insertInto('product_attributes')
      .values({ attribute_code: 'test_color', attribute_id: attributeId, label_fr: 'Couleur', label_en: 'Colour' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const black = await addProduct(api.store, { price: 120_000, attributes: { test_color: 501 }, qty: 5 });
    const blue = await addProduct(api.store, { price: 125_000, attributes: { test_color: 502, special_price: 110_000 }, qty: 5 });
    const parent = await addProduct(api.store, {
      price: 120_000,
      type: 'configurable',
      extension: {
        configurable_product_options: [{ id: 1, attribute_code: 'test_color', position: 0, values: [501, 502] }],
        configurable_product_links: [black.id, blue.id],
        options: [
          { option_id: 7, title: { fr: 'Garantie', en: 'Warranty' }, type: 'drop_down', is_require: false, values: [{ option_type_id: 71, title: { fr: '1 an', en: '1 year' }, price: 5_000 }, { option_type_id: 72, title: { fr: '2 ans', en: '2 years' }, price: 10, price_type: 'percent' }] },
        ],
      },
    });
    const cartId = await guestCart();
    const missingOption = await add(cartId, parent.sku, 1);
    expect(missingOption.status).toBe(400);
    expect(missingOption.body).toMatchObject({ parameters: { option: 'Couleur' } });
    const chosen = await add(cartId, parent.sku, 1, {
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: String(attributeId), option_value: 502 }], custom_options: [{ option_id: '7', option_value: '72' }] } },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ sku: blue.sku, product_type: 'configurable', price: 110_000 + 11_000 });
    const fixed = await add(cartId, parent.sku, 1, {
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: attributeId, option_value: 501 }], custom_options: [{ option_id: 7, option_value: 71 }] } },
    });
    expect(fixed.body).toMatchObject({ sku: black.sku, price: 125_000 });
    const badValue = await add(cartId, parent.sku, 1, {
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: attributeId, option_value: 999 }] } },
    });
    expect(badValue.status).toBe(400);
    const badCustom = await add(cartId, parent.sku, 1, {
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: attributeId, option_value: 501 }], custom_options: [{ option_id: 7, option_value: 79 }] } },
    });
    expect(badCustom.status).toBe(400);
  });

  it('sells one flash-sale item per customer', async () => {
    const flash = await addProduct(api.store, { price: 30_000, attributes: { is_on_flash_sale: 1, flash_sale_start: '2026-11-20 00:00:00', flash_sale_end: '2026-11-22 00:00:00' } });
    const cartId = await guestCart();
    const two = await add(cartId, flash.sku, 2);
    expect(two.status).toBe(400);
    expect(two.body.message).toBe("Vente flash : 1 par client. Vous ne pouvez acheter cet article qu'une seule fois à ce prix.");
    expect(two.body.parameters).toEqual({ sku: flash.sku, per_customer: 1 });
    const one = await add(cartId, flash.sku, 1);
    expect(one.status).toBe(200);
    const again = await add(cartId, flash.sku, 1, {}, 'en');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Flash sale: 1 per customer. You can buy this item only once at this price.');
    expect(again.body.parameters).toEqual({ sku: flash.sku, per_customer: 1 });
    expect((await call(api.server, 'PUT', `/rest/fr/V1/guest-carts/${cartId}/items/${one.body.item_id}`, { body: { cartItem: { qty: 2 } } })).status).toBe(400);
  });
});

describe('coupons', () => {
  it('applies a percent coupon with the code in the discount segment, and removes it', async () => {
    const p = await addProduct(api.store, { price: 45_000 });
    const cartId = await guestCart();
    const empty = await call(api.server, 'PUT', `/rest/fr/V1/guest-carts/${cartId}/coupons/TEST10`);
    expect(empty.status).toBe(400);
    await add(cartId, p.sku, 1);
    expect((await call(api.server, 'PUT', `/rest/fr/V1/guest-carts/${cartId}/coupons/test10`)).body).toBe(true);
    expect((await call(api.server, 'GET', `/rest/fr/V1/guest-carts/${cartId}/coupons`)).body).toBe('TEST10');
    const fr = await call(api.server, 'GET', `/rest/fr/V1/gt/guest-carts/${cartId}/totals`);
    expect(fr.body).toMatchObject({ subtotal: 45_000, discount_amount: -4_500, base_discount_amount: -4_500, grand_total: 40_500, coupon_code: 'TEST10' });
    expect(fr.body.total_segments).toContainEqual({ code: 'discount', title: 'Remise (TEST10)', value: -4_500 });
    const en = await call(api.server, 'GET', `/rest/en/V1/guest-carts/${cartId}/totals`);
    expect(en.body.total_segments).toContainEqual({ code: 'discount', title: 'Discount (TEST10)', value: -4_500 });
    expect((await call(api.server, 'DELETE', `/rest/fr/V1/guest-carts/${cartId}/coupons`)).body).toBe(true);
    const after = await call(api.server, 'GET', `/rest/fr/V1/gt/guest-carts/${cartId}/totals`);
    expect(after.body.grand_total).toBe(45_000);
    expect(after.body.total_segments.some((s: { code: string }) => s.code === 'discount')).toBe(false);
  });

  it('refuses unknown, expired and below-minimum coupons', async () => {
    const p = await addProduct(api.store, { price: 15_000 });
    const cartId = await guestCart();
    await add(cartId, p.sku, 1);
    const unknown = await call(api.server, 'PUT', `/rest/en/V1/guest-carts/${cartId}/coupons/NOPE`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'The coupon code "%coupon" isn\'t valid. Verify the code and try again.', parameters: { coupon: 'NOPE' } });
    expect((await call(api.server, 'PUT', `/rest/fr/V1/guest-carts/${cartId}/coupons/TESTOLD`)).status).toBe(404);
    const min = await call(api.server, 'PUT', `/rest/fr/V1/guest-carts/${cartId}/coupons/TEST5000`);
    expect(min.status).toBe(400);
    expect(min.body.parameters).toEqual({ coupon: 'TEST5000', amount: 20_000 });
    await add(cartId, p.sku, 1);
    expect((await call(api.server, 'PUT', `/rest/fr/V1/guest-carts/${cartId}/coupons/TEST5000`)).status).toBe(200);
    expect((await call(api.server, 'GET', `/rest/fr/V1/gt/guest-carts/${cartId}/totals`)).body.grand_total).toBe(25_000);
    expect((await call(api.server, 'PUT', `/rest/fr/V1/guest-carts/${cartId}/coupons/${encodeURIComponent("' OR 1=1")}`)).status).toBe(400);
  });
});

describe('customer carts', () => {
  it('needs the token, creates one active cart per customer and keeps carts apart', async () => {
    const p = await addProduct(api.store, { price: 5_000 });
    expect((await call(api.server, 'POST', '/rest/fr/V1/carts/mine')).status).toBe(401);
    expect((await call(api.server, 'GET', '/rest/fr/V1/carts/mine')).status).toBe(401);
    const alice = await registerCustomer(api.server);
    const bob = await registerCustomer(api.server);
    expect((await call(api.server, 'GET', '/rest/fr/V1/carts/mine', { token: alice.token })).status).toBe(404);
    const id = await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { token: alice.token });
    expect(typeof id.body).toBe('number');
    expect((await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { token: alice.token })).body).toBe(id.body);
    const item = await call(api.server, 'POST', '/rest/fr/V1/carts/mine/items', { token: alice.token, body: { cartItem: { sku: p.sku, qty: 2, quote_id: String(id.body) } } });
    expect(item.status).toBe(200);
    const cart = await call(api.server, 'GET', '/rest/fr/V1/carts/mine', { token: alice.token });
    expect(cart.body).toMatchObject({ id: id.body, customer_is_guest: false, items_qty: 2, customer: { email: alice.email } });
    const totals = await call(api.server, 'GET', '/rest/fr/V1/gt/carts/mine/totals', { token: alice.token });
    expect(totals.body.grand_total).toBe(10_000);
    expect((await call(api.server, 'GET', '/rest/fr/V1/carts/mine/totals', { token: alice.token })).body.grand_total).toBe(10_000);
    await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { token: bob.token });
    const steal = await call(api.server, 'PUT', `/rest/fr/V1/carts/mine/items/${item.body.item_id}`, { token: bob.token, body: { cartItem: { qty: 1 } } });
    expect(steal.status).toBe(404);
    expect((await call(api.server, 'DELETE', `/rest/fr/V1/carts/mine/items/${item.body.item_id}`, { token: bob.token })).status).toBe(404);
    expect((await call(api.server, 'GET', '/rest/fr/V1/carts/mine', { token: alice.token })).body.items_qty).toBe(2);
  });

  it('assigns a guest cart to the customer who logs in, only with their own token', async () => {
    const p = await addProduct(api.store, { price: 7_000 });
    const q = await addProduct(api.store, { price: 3_000 });
    const customer = await registerCustomer(api.server);
    const other = await registerCustomer(api.server);
    await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { token: customer.token });
    await call(api.server, 'POST', '/rest/fr/V1/carts/mine/items', { token: customer.token, body: { cartItem: { sku: q.sku, qty: 1 } } });
    const cartId = await guestCart();
    await add(cartId, p.sku, 2);
    const assign = (token: string | undefined, customerId: unknown) => call(api.server, 'PUT', `/rest/fr/V1/guest-carts/${cartId}`, { token, body: { customerId, storeId: 1 } });
    expect((await assign(undefined, customer.id)).status).toBe(401);
    expect((await assign(other.token, customer.id)).status).toBe(401);
    expect((await assign(customer.token, customer.id)).body).toBe(true);
    const mine = await call(api.server, 'GET', '/rest/fr/V1/carts/mine', { token: customer.token });
    expect(mine.body.items.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([[q.sku, 1], [p.sku, 2]]);
    expect((await call(api.server, 'GET', `/rest/fr/V1/guest-carts/${cartId}`)).status).toBe(404);
  });

  it('keeps a guest cart item out of reach of another guest cart', async () => {
    const p = await addProduct(api.store);
    const a = await guestCart();
    const b = await guestCart();
    const item = await add(a, p.sku, 1);
    expect((await call(api.server, 'PUT', `/rest/fr/V1/guest-carts/${b}/items/${item.body.item_id}`, { body: { cartItem: { qty: 2 } } })).status).toBe(404);
    expect((await call(api.server, 'DELETE', `/rest/fr/V1/guest-carts/${b}/items/${item.body.item_id}`)).status).toBe(404);
  });
});

describe('hostile input', () => {
  it('answers 4xx with a message and leaves the database unchanged', async () => {
    const p = await addProduct(api.store, { qty: 5 });
    const cartId = await guestCart();
    const item = await add(cartId, p.sku, 1);
    const before = await snapshotOf(api.store);
    // bad for both adding and updating
    const common: unknown[] = [
      ...HOSTILE_VALUES.map((value) => ({ cartItem: { sku: p.sku, qty: value } })),
      ...HOSTILE_VALUES.map((value) => ({ cartItem: value })),
      ...HOSTILE_VALUES,
    ];
    // bad only when adding (an update reads nothing but the quantity)
    const addOnly: unknown[] = [
      ...HOSTILE_VALUES.map((value) => ({ cartItem: { sku: value, qty: 1 } })),
      // an empty product_option ({}) is a valid one
      ...HOSTILE_VALUES.filter((v) => !(v && typeof v === 'object' && !Array.isArray(v))).map((value) => ({ cartItem: { sku: p.sku, qty: 1, product_option: value } })),
      { cartItem: { sku: p.sku, qty: 1, product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: '<script>' }] } } } },
    ];
    const cases = [
      ...[...common, ...addOnly].map((body) => ['POST', `/rest/fr/V1/guest-carts/${cartId}/items`, body] as const),
      ...common.map((body) => ['PUT', `/rest/fr/V1/guest-carts/${cartId}/items/${item.body.item_id}`, body] as const),
    ];
    {
      for (const [method, path, body] of cases) {
        const res = await call(api.server, method, path, { body });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(typeof res.body.message).toBe('string');
      }
    }
    for (const path of [`/rest/fr/V1/guest-carts/${cartId}/items/abc`, `/rest/fr/V1/guest-carts/${cartId}/items/-1`, `/rest/fr/V1/guest-carts/${cartId}/items/99999999999999999999`]) {
      const res = await call(api.server, 'PUT', path, { body: { cartItem: { qty: 1 } } });
      expect(res.status).toBe(400);
    }
    expect(await snapshotOf(api.store)).toBe(before);
  });
});
