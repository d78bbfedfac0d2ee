import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { addProduct, call, snapshotOf } from './support/commerce.ts';
import { DEFAULT_ORDER_CAPS } from '../src/orders/caps.ts';

// The shop's own defaults, not the raised cap other API tests run with.
const api = useTestServer({ config: { orderCaps: DEFAULT_ORDER_CAPS } });

const akwa = async () =>
  (
    await api.store.db
      .selectFrom('quarters as q')
      .innerJoin('towns as t', 't.id', 'q.town_id')
      .select('q.id')
      .where('t.name', '=', 'Douala')
      .where('q.name', '=', 'Akwa')
      .executeTakeFirstOrThrow()
  ).id;

/** A guest cart of `lines` (sku, qty) shipped to Douala with `telephone`, placed with `method`: the placement's answer. */
async function guestOrder(lines: { sku: string; qty: number }[], telephone: string, options: { method?: string; locale?: 'fr' | 'en' } = {}) {
  return (await readyCart(lines, telephone, options))();
}

/** The guest cart of `guestOrder`, filled and shipped: placing it is left to the caller. */
async function readyCart(lines: { sku: string; qty: number }[], telephone: string, options: { method?: string; locale?: 'fr' | 'en' } = {}) {
  const cartId = (await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
  const base = `/rest/${options.locale ?? 'fr'}/V1/guest-carts/${cartId}`;
  for (const line of lines) {
    const added = await call(api.server, 'POST', `${base}/items`, { body: { cartItem: { sku: line.sku, qty: line.qty, quote_id: cartId } } });
    expect({ status: added.status, body: added.body }).toMatchObject({ status: 200 });
  }
  const address = { firstname: 'Awa', lastname: 'Mbarga', country_id: 'CM', city: 'Douala', telephone, street: ['Akwa'], fax: String(await akwa()), postcode: '-' };
  const shipped = await call(api.server, 'POST', `${base}/shipping-information`, {
    body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } },
  });
  expect({ status: shipped.status, body: shipped.body }).toMatchObject({ status: 200 });
  return () => call(api.server, 'POST', `${base}/payment-information`, {
    headers: { source: 'WEBSITE' },
    body: { cartId, email: `caps-${telephone.replace(/\D/g, '')}@example.cm`, billingAddress: address, paymentMethod: { method: options.method ?? 'cashondelivery' } },
  });
}

const stockOf = async (productId: number) => (await api.store.db.selectFrom('stock').select('qty').where('product_id', '=', productId).executeTakeFirstOrThrow()).qty;

describe('cash on delivery quantity caps', () => {
  it('refuses one unpaid guest order taking 38 of 41 units, taking no stock', async () => {
    const product = await addProduct(api.store, { price: 12_000, qty: 41 });
    const before = await snapshotOf(api.store, ['rate_limits', 'carts', 'cart_items']);
    const res = await guestOrder([{ sku: product.sku, qty: 38 }], '670400001', { locale: 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Cash on delivery: at most %max units of "%sku" per order. Pay by mobile money to order more.', parameters: { sku: product.sku, max: 5 } });
    expect(await stockOf(product.id)).toBe(41);
    expect(await snapshotOf(api.store, ['rate_limits', 'carts', 'cart_items'])).toBe(before);
  });

  it('accepts the cap per line and refuses an order whose lines together pass the order cap', async () => {
    const [a, b, c] = [await addProduct(api.store, { qty: 41 }), await addProduct(api.store, { qty: 41 }), await addProduct(api.store, { qty: 41 })];
    const over = await guestOrder([{ sku: a.sku, qty: 5 }, { sku: b.sku, qty: 5 }, { sku: c.sku, qty: 1 }], '670400002');
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ message: 'Paiement à la livraison : %max articles au plus par commande. Payez par mobile money pour en commander davantage.', parameters: { max: 10 } });
    const placed = await guestOrder([{ sku: a.sku, qty: 5 }, { sku: b.sku, qty: 5 }], '670400002');
    expect(placed.status).toBe(200);
    expect([await stockOf(a.id), await stockOf(b.id), await stockOf(c.id)]).toEqual([36, 36, 41]);
  });
});

describe('open unpaid orders per telephone', () => {
  it('takes three orders awaiting confirmation per telephone, refuses the fourth, and takes one again when one is no longer open', async () => {
    const product = await addProduct(api.store, { qty: 100 });
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await guestOrder([{ sku: product.sku, qty: 1 }], '+237 670 40 00 03');
      expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
      placed.push(res.body as string);
    }
    // The same number however it is written.
    const fourth = await guestOrder([{ sku: product.sku, qty: 1 }], '670400003', { locale: 'en' });
    expect(fourth.status).toBe(400);
    expect(fourth.body).toMatchObject({ message: 'You already have %max orders awaiting payment or confirmation: pay for or cancel one before placing another.', parameters: { max: 3 } });
    // Another telephone is not held back by this one.
    expect((await guestOrder([{ sku: product.sku, qty: 1 }], '670400004')).status).toBe(200);

    await api.store.db.updateTable('orders').set({ state: 'canceled', status: 'canceled' }).where('masked_id', '=', placed[0]!).execute();
    expect((await guestOrder([{ sku: product.sku, qty: 1 }], '670400003')).status).toBe(200);
  });

  it('counts placements racing for one telephone one after the other: of five at once, three are taken', async () => {
    const product = await addProduct(api.store, { qty: 100 });
    // Each cart is ready before the race: only the placements overlap.
    const carts = await Promise.all([0, 1, 2, 3, 4].map(() => readyCart([{ sku: product.sku, qty: 1 }], '670400005')));
    const answers = await Promise.all(carts.map((place) => place()));
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 200, 200, 400, 400]);
    expect(await stockOf(product.id)).toBe(97);
  });
});
