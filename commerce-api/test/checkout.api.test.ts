import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { proofOf } from './support/phone-proof.ts';
import { addProduct, addTowns, call, HOSTILE_VALUES, quarterIds, registerCustomer, snapshotOf } from './support/commerce.ts';

const api = useTestServer();
// Quarter ids by "town/quarter", read once: addresses are built synchronously, often as default arguments.
let quarters = new Map<string, number>();
beforeAll(async () => {
  await api.store.db.insertInto('coupons').values({ code: 'CHK10', type: 'percent', amount: 10, min_subtotal: 0, is_active: 1, label_fr: 'Dix', label_en: 'Ten' }).execute();
  await addTowns(api.store);
  quarters = await quarterIds(api.store);
});

function quarter(town: string, name: string): number {
  const id = quarters.get(`${town}/${name}`);
  if (id === undefined) throw new Error(`no quarter ${name} in ${town}`);
  return id;
}

const stockOf = (productId: number) => api.store.db.selectFrom('stock').select(['qty', 'is_in_stock']).where('product_id', '=', productId).executeTakeFirstOrThrow();
const qtyOrdered = async (productId: number) =>
  Number((await api.store.db.selectFrom('order_items').select((eb) => eb.fn.coalesce(eb.fn.sum('qty_ordered'), eb.lit(0)).as('qty')).where('product_id', '=', productId).executeTakeFirstOrThrow()).qty);
const setStock = (productId: number, qty: number) => api.store.db.updateTable('stock').set({ qty }).where('product_id', '=', productId).execute();

function address(town = 'Douala', quarterName = 'Akwa', extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstname: 'Awa',
    lastname: 'Mbarga',
    country_id: 'CM',
    city: town,
    telephone: '699001122',
    street: [quarterName],
    fax: String(quarter(town, quarterName)),
    postcode: '-',
    ...extra,
  };
}

async function guestCartWith(sku: string, qty = 1): Promise<string> {
  const cartId = (await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
  const added = await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${cartId}/items`, { body: { cartItem: { sku, qty, quote_id: cartId } } });
  expect(added.status).toBe(200);
  return cartId;
}

async function ship(base: string, token?: string, addr: Record<string, unknown> = address(), carrier = 'gtdelivery', method = 'home') {
  return call(api.server, 'POST', `${base}/shipping-information`, {
    token,
    body: { addressInformation: { shipping_address: addr, billing_address: addr, shipping_carrier_code: carrier, shipping_method_code: method } },
  });
}

const cod = { method: 'cashondelivery' };
const iso = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
const listPath = (customerId: number) =>
  `/rest/fr/V1/orders?searchCriteria[filter_groups][0][filters][0][field]=customer_id&searchCriteria[filter_groups][0][filters][0][value]=${customerId}&searchCriteria[filter_groups][0][filters][0][condition_type]=eq&searchCriteria[sortOrders][0][field]=created_at&searchCriteria[sortOrders][0][direction]=DESC`;

describe('shipping estimates', () => {
  it('offers home delivery priced like the product page, and free agency pick-up where there is one', async () => {
    const p = await addProduct(api.store, { price: 20_000 });
    const cartId = await guestCartWith(p.sku);
    const estimate = (addr: Record<string, unknown>, locale = 'fr') =>
      call(api.server, 'POST', `/rest/${locale}/V1/guest-carts/${cartId}/estimate-shipping-methods`, { body: { address: addr } });
    const douala = await estimate(address('Douala', 'Akwa'));
    expect(douala.status).toBe(200);
    expect(douala.body.map((m: { carrier_code: string; method_code: string; amount: number }) => [m.carrier_code, m.method_code, m.amount])).toEqual([
      ['gtdelivery', 'home', 3000],
      ['gtpickup', 'agency', 0],
    ]);
    expect(douala.body[0]).toMatchObject({ available: true, error_message: '', base_amount: 3000, price_incl_tax: 3000, extension_attributes: { delivery_delay: 'Livraison sous 48 à 72 h', is_pickup: false } });
    expect(douala.body[1].extension_attributes.is_pickup).toBe(true);
    // the cart's fee is the product page's estimate for the same product and town
    const product = await call(api.server, 'POST', '/rest/fr/V1/gt/shipping/estimage-product-shipping', { body: { data: { town: 'Douala', quarter: 'Akwa', product: { sku: p.sku, qty: 1 } } } });
    expect(product.body.amount).toBe(douala.body[0].amount);
    const bafoussam = await estimate(address('Bafoussam', 'Tamdja'), 'en');
    expect(bafoussam.body).toHaveLength(1);
    expect(bafoussam.body[0]).toMatchObject({ amount: 6000, extension_attributes: { delivery_delay: 'Delivered within 48 to 72 h' } });
    const ngaoundere = await estimate({ city: 'ngaoundere', country_id: 'CM' });
    expect(ngaoundere.body.map((m: { method_code: string }) => m.method_code)).toEqual(['home', 'agency']);
    const unknown = await estimate({ city: 'Paris', country_id: 'CM' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Nous ne livrons pas encore à « %town ».');
    expect((await estimate({ city: 'Douala', fax: String(quarter('Yaoundé', 'Bastos')) })).status).toBe(400);
    expect((await estimate({ city: 'Douala', country_id: 'FR' })).status).toBe(400);
  });

  it('groups small parcels, charges the biggest bulky class in full and sends virtual products electronically', async () => {
    const earbuds = await addProduct(api.store, { attributes: { shipping_class: 'small' } });
    const fridge = await addProduct(api.store, { attributes: { shipping_class: 'large' } });
    const tv = await addProduct(api.store, { attributes: { shipping_class: 'medium' } });
    const cartId = await guestCartWith(earbuds.sku, 6);
    await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${cartId}/items`, { body: { cartItem: { sku: fridge.sku, qty: 1 } } });
    await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${cartId}/items`, { body: { cartItem: { sku: tv.sku, qty: 2 } } });
    const res = await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${cartId}/estimate-shipping-methods`, { body: { address: address('Douala', 'Akwa') } });
    // small: 1 500 × ceil(6 / 5); large: 5 000; two medium units at half of 3 000 each
    expect(res.body[0].amount).toBe(3000 + 5000 + 2 * 1500);
    const card = await addProduct(api.store, { type: 'virtual', attributes: {} });
    const virtualCart = await guestCartWith(card.sku, 1);
    const digital = await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${virtualCart}/estimate-shipping-methods`, { body: { address: address('Garoua', 'Yelwa') } });
    expect(digital.body.map((m: { carrier_code: string; amount: number }) => [m.carrier_code, m.amount])).toEqual([['gtdigital', 0]]);
  });

  it('delivers free when every item ships free', async () => {
    const p = await addProduct(api.store, { attributes: { is_free_shipping: '1' } });
    const cartId = await guestCartWith(p.sku);
    const res = await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${cartId}/estimate-shipping-methods`, { body: { address: address('Garoua', 'Yelwa') } });
    expect(res.body[0].amount).toBe(0);
  });
});

describe('checkout steps', () => {
  it('saves shipping information and answers with payment methods and totals', async () => {
    const p = await addProduct(api.store, { price: 40_000 });
    const cartId = await guestCartWith(p.sku, 2);
    const base = `/rest/fr/V1/guest-carts/${cartId}`;
    const res = await ship(base);
    expect(res.status).toBe(200);
    expect(res.body.payment_methods.map((m: { code: string }) => m.code)).toEqual(['cashondelivery', 'mesomb_gateway', 'gt_installment']);
    // two medium parcels in Douala: 3 000 + 1 500
    expect(res.body.totals).toMatchObject({ subtotal: 80_000, shipping_amount: 4500, grand_total: 84_500 });
    expect(res.body.totals.total_segments.map((s: { code: string }) => s.code)).toEqual(['subtotal', 'shipping', 'grand_total']);
    const bad = [
      address('Douala', 'Akwa', { telephone: '12345' }),
      address('Douala', 'Akwa', { firstname: '' }),
      address('Douala', 'Akwa', { country_id: 'NG' }),
      { ...address(), street: [], fax: null },
    ];
    for (const addr of bad) expect((await ship(base, undefined, addr)).status).toBe(400);
    const pickupWhereNoAgency = await ship(base, undefined, address('Bafoussam', 'Tamdja'), 'gtpickup', 'agency');
    expect(pickupWhereNoAgency.status).toBe(400);
    expect(pickupWhereNoAgency.body.parameters).toEqual({ carrier: 'gtpickup', method: 'agency' });
  });

  it('previews totals for another address without saving it', async () => {
    const p = await addProduct(api.store, { price: 10_000 });
    const cartId = await guestCartWith(p.sku);
    const base = `/rest/fr/V1/guest-carts/${cartId}`;
    await ship(base);
    const preview = await call(api.server, 'POST', `${base}/totals-information`, {
      body: { addressInformation: { address: address('Kribi', 'Centre'), shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } },
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ shipping_amount: 6000, grand_total: 16_000 });
    expect((await call(api.server, 'GET', `${base}/totals`)).body.shipping_amount).toBe(3000);
  });

  it('records order custom attributes, the comment and the payment method, rejecting bad values', async () => {
    const p = await addProduct(api.store);
    const cartId = await guestCartWith(p.sku);
    const base = `/rest/fr/V1/guest-carts/${cartId}`;
    const attrs = (text: string) => call(api.server, 'PUT', `${base}/set-order-custom-attributes`, { body: { cartId, orderCustomAttributes: { order_custom_attributes: text } } });
    expect((await attrs(JSON.stringify({ seller_code: 'vd-042', telephone_2: '677000111', telephone_whatsapp: '+237 655 00 11 22' }))).body).toBe(true);
    expect((await attrs('not json')).status).toBe(400);
    expect((await attrs(JSON.stringify({ seller_code: '<script>' }))).body.message).toBe('Code vendeur invalide.');
    expect((await attrs(JSON.stringify({ telephone_2: '123' }))).status).toBe(400);
    expect((await attrs('[1,2]')).status).toBe(400);
    const comment = await call(api.server, 'POST', `/rest/fr/V1/amasty_checkout/guest-carts/${cartId}/amcheckoutFields`, { body: { cartId, fields: { comment: 'Appelez avant de venir' } } });
    expect(comment.body).toBe(true);
    expect((await call(api.server, 'POST', `/rest/fr/V1/amasty_checkout/guest-carts/${cartId}/amcheckoutFields`, { body: { cartId, fields: { comment: 'x'.repeat(1001) } } })).status).toBe(400);
    expect((await call(api.server, 'POST', `${base}/set-payment-information`, { body: { cartId, email: 'awa@example.cm', paymentMethod: cod } })).body).toBe(true);
    expect((await call(api.server, 'POST', `${base}/set-payment-information`, { body: { cartId, paymentMethod: { method: 'bitcoin' } } })).status).toBe(400);
    const mesomb = await call(api.server, 'POST', `${base}/set-payment-information`, { body: { cartId, paymentMethod: { method: 'mesomb_gateway' } } });
    expect(mesomb.status).toBe(400);
    expect(mesomb.body.message).toMatch(/Mobile Money/);
  });
});

describe('placing orders', () => {
  it('places a guest order with the WEBSITE source, decrements stock and reads it back by the unguessable id', async () => {
    const p = await addProduct(api.store, { price: 55_000, qty: 4 });
    const cartId = await guestCartWith(p.sku, 2);
    const base = `/rest/fr/V1/guest-carts/${cartId}`;
    await ship(base);
    await call(api.server, 'PUT', `${base}/coupons/CHK10`);
    await call(api.server, 'PUT', `${base}/set-order-custom-attributes`, { body: { cartId, orderCustomAttributes: { order_custom_attributes: JSON.stringify({ seller_code: 'VD042', telephone_whatsapp: '655001122' }) } } });
    await call(api.server, 'POST', `/rest/fr/V1/amasty_checkout/guest-carts/${cartId}/amcheckoutFields`, { body: { cartId, fields: { comment: 'Portail bleu' } } });
    const placed = await call(api.server, 'POST', `${base}/payment-information`, {
      headers: { source: 'WEBSITE' },
      body: { cartId, email: 'guest@example.cm', billingAddress: address(), paymentMethod: { method: 'mesomb_gateway', additional_data: { payer_number: '677889900' } } },
    });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatch(/^[A-Za-z0-9]{32}$/);
    expect((await stockOf(p.id)).qty).toBe(2);
    const order = await call(api.server, 'GET', `/rest/fr/V1/orders/${placed.body}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      increment_id: expect.stringMatching(/^1\d{8}$/),
      // Mobile money waits for its payer; the first history row keeps the shopper's comment.
      state: 'pending_payment',
      status: 'pending_payment',
      status_histories: [{ status: 'pending_payment', comment: 'Portail bleu', extension_attributes: { event: 'placed', actor: 'customer' } }],
      customer_email: 'guest@example.cm',
      customer_is_guest: 1,
      subtotal: 110_000,
      discount_amount: -11_000,
      shipping_amount: 4500,
      grand_total: 103_500,
      order_guarantee_total: 0,
      coupon_code: 'CHK10',
      billing_address: { city: 'Douala', street: ['Akwa'], country_id: 'CM', postcode: '-', telephone: '699001122', address_type: 'billing' },
      payment: { method: 'mesomb_gateway', additional_information: expect.arrayContaining(['677889900']) },
      extension_attributes: {
        source: 'WEBSITE',
        order_custom_attributes: { seller_code: 'VD042', telephone_whatsapp: '655001122' },
        amasty_order_comment: 'Portail bleu',
        masked_id: placed.body,
        shipping_assignments: [{ shipping: { method: 'gtdelivery_home', address: { city: 'Douala', address_type: 'shipping' } } }],
      },
    });
    expect(order.body.items).toEqual([
      expect.objectContaining({ sku: p.sku, name: expect.any(String), original_price: 55_000, price: 55_000, qty_ordered: 2, row_total: 110_000, discount_amount: 11_000 }),
    ]);
    expect((await call(api.server, 'GET', `/rest/en/V1/guest-orders/${placed.body}`)).body.entity_id).toBe(order.body.entity_id);
    // numeric id without a token: no
    expect((await call(api.server, 'GET', `/rest/fr/V1/orders/${order.body.entity_id}`)).status).toBe(401);
    expect((await call(api.server, 'GET', `/rest/fr/V1/orders/${'a'.repeat(32)}`)).status).toBe(404);
    // the cart is gone once ordered, and placing it again answers with the same order
    expect((await call(api.server, 'GET', base)).status).toBe(404);
    const again = await call(api.server, 'POST', `${base}/payment-information`, { body: { cartId, email: 'guest@example.cm', paymentMethod: cod } });
    expect(again.body).toBe(placed.body);
    const { id: cartRow } = await api.store.db.selectFrom('carts').select('id').where('masked_id', '=', cartId).executeTakeFirstOrThrow();
    expect(await api.store.db.selectFrom('orders').select('id').where('cart_id', '=', cartRow).execute()).toHaveLength(1);
  });

  it('places an order without e-mail: the shopper gave a telephone, and no address is made up', async () => {
    const p = await addProduct(api.store, { qty: 3 });
    const cartId = await guestCartWith(p.sku);
    const base = `/rest/en/V1/guest-carts/${cartId}`;
    await ship(base);
    await call(api.server, 'POST', `${base}/set-payment-information`, { body: { cartId, email: '', paymentMethod: cod } });
    const placed = await call(api.server, 'POST', `${base}/payment-information`, { headers: { source: 'WEBSITE' }, body: { cartId, email: '', paymentMethod: cod } });
    expect(placed.status).toBe(200);
    const order = await call(api.server, 'GET', `/rest/en/V1/orders/${placed.body}`);
    expect(order.body).toMatchObject({ customer_email: '', billing_address: { telephone: '699001122', email: '' } });
  });

  it('refuses to place without shipping, with a bad e-mail or a valid payment, leaving everything unchanged', async () => {
    const p = await addProduct(api.store, { qty: 5 });
    const cartId = await guestCartWith(p.sku);
    const base = `/rest/fr/V1/guest-carts/${cartId}`;
    const before = await snapshotOf(api.store);
    const noShipping = await call(api.server, 'POST', `${base}/payment-information`, { body: { cartId, email: 'a@example.cm', paymentMethod: cod } });
    expect(noShipping.status).toBe(400);
    expect(noShipping.body.message).toMatch(/mode de livraison/);
    expect(await snapshotOf(api.store)).toBe(before);
    await ship(base, undefined, address('Yaoundé', 'Bastos'));
    const before2 = await snapshotOf(api.store);
    const cases: unknown[] = [
      { cartId, email: 'not-an-email', paymentMethod: cod },
      { cartId, email: 'a@example.cm', paymentMethod: { method: 'mesomb_gateway', additional_data: { payer_number: '12' } } },
      { cartId, email: 'a@example.cm', paymentMethod: { method: 'free' } },
      { cartId, email: 'a@example.cm' },
      ...HOSTILE_VALUES.map((value) => ({ cartId, email: 'a@example.cm', paymentMethod: value })),
      ...HOSTILE_VALUES.map((value) => ({ cartId, email: value, paymentMethod: cod })),
      ...HOSTILE_VALUES.map((value) => ({ cartId, email: 'a@example.cm', paymentMethod: { method: value } })),
      // an empty billing address means "same as shipping"
      ...HOSTILE_VALUES.filter((v) => !(v && typeof v === 'object' && !Array.isArray(v))).map((value) => ({ cartId, email: 'a@example.cm', paymentMethod: cod, billingAddress: value })),
      ...HOSTILE_VALUES.map((value) => ({ cartId, email: 'a@example.cm', paymentMethod: cod, billingAddress: { ...address(), city: value } })),
      ...HOSTILE_VALUES,
    ];
    for (const body of cases) {
      const res = await call(api.server, 'POST', `${base}/payment-information`, { body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await snapshotOf(api.store)).toBe(before2);
  });

  it('never oversells: 20 parallel orders on the last 3 units', async () => {
    const p = await addProduct(api.store, { qty: 3, price: 99_000 });
    const carts: string[] = [];
    for (let i = 0; i < 20; i++) {
      const cartId = await guestCartWith(p.sku, 1);
      await ship(`/rest/fr/V1/guest-carts/${cartId}`);
      carts.push(cartId);
    }
    await setStock(p.id, 3);
    const results = await Promise.all(
      carts.map((cartId) =>
        call(api.server, 'POST', `/rest/fr/V1/guest-carts/${cartId}/payment-information`, { body: { cartId, email: `buyer@example.cm`, paymentMethod: cod } }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 400);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.body.message).toMatch(/stock/);
    expect(await stockOf(p.id)).toEqual({ qty: 0, is_in_stock: 0 });
    expect(await qtyOrdered(p.id)).toBe(3);
  });

  it('never oversells across two server processes on one database', async () => {
    const database = api.server.databaseUrl ? [api.server.databaseUrl] : [];
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'support/second-process.ts'), api.server.dbPath, ...database], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const other = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const m = /LISTENING (\S+)/.exec(out);
          if (m) resolve(m[1]!);
        });
        child.once('exit', (code) => reject(new Error(`second process exited with ${code}`)));
      });
      const p = await addProduct(api.store, { qty: 50, price: 45_000 });
      const carts: string[] = [];
      for (let i = 0; i < 24; i++) {
        const cartId = await guestCartWith(p.sku, 1);
        await ship(`/rest/fr/V1/guest-carts/${cartId}`);
        carts.push(cartId);
      }
      await setStock(p.id, 5);
      const results = await Promise.all(
        carts.map((cartId, i) =>
          fetch(`${i % 2 ? other : api.server.url}/rest/fr/V1/guest-carts/${cartId}/payment-information`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'two@example.cm', paymentMethod: cod }),
          }).then((r) => r.status),
        ),
      );
      expect(results.filter((s) => s === 200)).toHaveLength(5);
      expect(results.filter((s) => s === 400)).toHaveLength(19);
      expect((await stockOf(p.id)).qty).toBe(0);
      expect(await qtyOrdered(p.id)).toBe(5);
    } finally {
      child.kill('SIGTERM');
    }
  }, 90_000); // a second process starts its own server from cold: 24 s alone on PostgreSQL here

  it('never orders twice: 10 parallel placements of one cart give one order', async () => {
    const p = await addProduct(api.store, { qty: 10 });
    const cartId = await guestCartWith(p.sku, 2);
    await ship(`/rest/fr/V1/guest-carts/${cartId}`);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(api.server, 'POST', `/rest/fr/V1/guest-carts/${cartId}/payment-information`, { body: { cartId, email: 'twice@example.cm', paymentMethod: cod } }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect((await stockOf(p.id)).qty).toBe(8);
  });

  it('refuses a second flash-sale item for the same telephone', async () => {
    const now = new Date();
    const flash = await addProduct(api.store, { qty: 10, attributes: { is_on_flash_sale: '1', flash_sale_start: iso(new Date(now.getTime() - 3600_000)), flash_sale_end: iso(new Date(now.getTime() + 3600_000)) } });
    // The buyer proved the number the rule counts (issue 24), as the checkout has a guest do.
    const headers = await proofOf(api.store, '699001122');
    const first = await guestCartWith(flash.sku);
    await ship(`/rest/fr/V1/guest-carts/${first}`);
    expect((await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${first}/payment-information`, { headers, body: { email: 'f@example.cm', paymentMethod: cod } })).status).toBe(200);
    const second = await guestCartWith(flash.sku);
    await ship(`/rest/fr/V1/guest-carts/${second}`);
    const refused = await call(api.server, 'POST', `/rest/en/V1/guest-carts/${second}/payment-information`, { headers, body: { email: 'other@example.cm', paymentMethod: cod } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Flash sale: 1 per customer. You have already ordered this item at this price.');
    expect(refused.body.parameters).toEqual({ sku: flash.sku, per_customer: 1 });
  });

  it('adds the sure-sure guarantee when chosen on an assurable product, up to the order total', async () => {
    const assurable = await addProduct(api.store, { price: 100_000, attributes: { has_guarantie_sur_sur: '1', guarantie_sur_sur_value: '5000' } });
    const plain = await addProduct(api.store, { price: 100_000, attributes: { has_guarantie_sur_sur: '0' } });
    const cartId = (await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
    const base = `/rest/fr/V1/guest-carts/${cartId}`;
    const withGuarantee = { product_option: { extension_attributes: { with_guarantee: true } } };
    const refused = await call(api.server, 'POST', `${base}/items`, { body: { cartItem: { sku: plain.sku, qty: 1, ...withGuarantee } } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/garantie/);
    const added = await call(api.server, 'POST', `${base}/items`, { body: { cartItem: { sku: assurable.sku, qty: 2, ...withGuarantee } } });
    expect(added.body.extension_attributes).toMatchObject({ guarantee_available: true, guarantee_amount: 10_000 });
    // the same product without the guarantee is a separate line
    const bare = await call(api.server, 'POST', `${base}/items`, { body: { cartItem: { sku: assurable.sku, qty: 1 } } });
    expect(bare.body.item_id).not.toBe(added.body.item_id);
    await ship(base);
    const totals = await call(api.server, 'GET', `/rest/fr/V1/gt/guest-carts/${cartId}/totals`);
    expect(totals.body).toMatchObject({ subtotal: 300_000, grand_total: 300_000 + 6000 + 10_000, extension_attributes: { order_guarantee_total: 10_000 } });
    expect(totals.body.total_segments).toContainEqual({ code: 'guarantee', title: 'Garantie sûr-sûr', value: 10_000 });
    const placed = await call(api.server, 'POST', `${base}/payment-information`, { body: { email: 'g@example.cm', paymentMethod: cod } });
    const order = await call(api.server, 'GET', `/rest/fr/V1/orders/${placed.body}`);
    expect(order.body).toMatchObject({ order_guarantee_total: 10_000, grand_total: 316_000 });
  });

  it('limits installments to eligible brands, agency towns and one plan at a time', async () => {
    const samsung = await addProduct(api.store, { price: 150_000, attributes: { marque: 'Samsung' } });
    const other = await addProduct(api.store, { price: 150_000, attributes: { marque: 'Hisense' } });
    const pay = { method: 'gt_installment', additional_data: { payer_number: '670112233' } };
    // The payer proved the number (issue 24), as the checkout has a guest do.
    const headers = await proofOf(api.store, '670112233');
    const notBrand = await guestCartWith(other.sku);
    await ship(`/rest/fr/V1/guest-carts/${notBrand}`);
    expect((await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${notBrand}/payment-information`, { headers, body: { email: 'i@example.cm', paymentMethod: pay } })).status).toBe(400);
    const noAgency = await guestCartWith(samsung.sku);
    await ship(`/rest/fr/V1/guest-carts/${noAgency}`, undefined, address('Bafoussam', 'Tamdja'));
    expect((await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${noAgency}/payment-information`, { headers, body: { email: 'i@example.cm', paymentMethod: pay } })).status).toBe(400);
    const ok = await guestCartWith(samsung.sku);
    await ship(`/rest/fr/V1/guest-carts/${ok}`);
    expect((await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${ok}/payment-information`, { headers, body: { email: 'i@example.cm', paymentMethod: pay } })).status).toBe(200);
    const secondPlan = await guestCartWith(samsung.sku);
    await ship(`/rest/fr/V1/guest-carts/${secondPlan}`);
    const running = await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${secondPlan}/payment-information`, { headers, body: { email: 'i@example.cm', paymentMethod: pay } });
    expect(running.status).toBe(400);
    expect(running.body.message).toMatch(/déjà en cours/);
  });

  it('runs an installment plan on the order telephone when no payer number is sent', async () => {
    const tecno = await addProduct(api.store, { price: 90_000, attributes: { marque: 'Tecno' } });
    const cartId = await guestCartWith(tecno.sku);
    const base = `/rest/fr/V1/guest-carts/${cartId}`;
    await ship(base);
    const placed = await call(api.server, 'POST', `${base}/payment-information`, { headers: await proofOf(api.store, '699001122'), body: { email: 'tranche@example.cm', paymentMethod: { method: 'gt_installment' } } });
    expect(placed.status).toBe(200);
    const order = await call(api.server, 'GET', `/rest/fr/V1/orders/${placed.body}`);
    expect(order.body.payment.method).toBe('gt_installment');
    expect(order.body.payment.additional_information).toContain(order.body.billing_address.telephone);
  });
});

describe('customer orders', () => {
  it('returns the numeric id and shows orders only to their owner', async () => {
    const p = await addProduct(api.store, { price: 12_000, qty: 50 });
    const alice = await registerCustomer(api.server);
    const bob = await registerCustomer(api.server);
    const placeFor = async (token: string) => {
      await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { token });
      await call(api.server, 'POST', '/rest/fr/V1/carts/mine/items', { token, body: { cartItem: { sku: p.sku, qty: 1 } } });
      await ship('/rest/fr/V1/carts/mine', token);
      return call(api.server, 'POST', '/rest/fr/V1/carts/mine/payment-information', { token, headers: { source: 'WEBSITE' }, body: { paymentMethod: cod } });
    };
    const first = await placeFor(alice.token);
    expect(first.status).toBe(200);
    expect(typeof first.body).toBe('number');
    const second = await placeFor(alice.token);
    const bobs = await placeFor(bob.token);
    const mine = await call(api.server, 'GET', `/rest/fr/V1/orders/${first.body}`, { token: alice.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ entity_id: first.body, customer_id: alice.id, customer_email: alice.email, customer_is_guest: 0 });
    expect(mine.body.extension_attributes.masked_id).toBeUndefined();
    expect((await call(api.server, 'GET', `/rest/fr/V1/orders/${bobs.body}`, { token: alice.token })).status).toBe(404);
    expect((await call(api.server, 'GET', `/rest/fr/V1/orders/${first.body}`, { token: bob.token })).status).toBe(404);
    expect((await call(api.server, 'GET', `/rest/fr/V1/orders/${first.body}`)).status).toBe(401);

    const list = await call(api.server, 'GET', listPath(alice.id), { token: alice.token });
    expect(list.status).toBe(200);
    expect(list.body.total_count).toBe(2);
    expect(list.body.items.map((o: { entity_id: number }) => o.entity_id)).toEqual([second.body, first.body]);
    expect(list.body.search_criteria.filter_groups[0].filters[0]).toEqual({ field: 'customer_id', value: String(alice.id), conditionType: 'eq' });
    const spying = await call(api.server, 'GET', listPath(bob.id), { token: alice.token });
    expect(spying.body).toMatchObject({ items: [], total_count: 0 });
    const unfiltered = await call(api.server, 'GET', '/rest/fr/V1/orders', { token: alice.token });
    expect(unfiltered.body.items.every((o: { customer_id: number }) => o.customer_id === alice.id)).toBe(true);
    const orFilter = await call(api.server, 'GET', `/rest/fr/V1/orders?searchCriteria[filter_groups][0][filters][0][field]=customer_id&searchCriteria[filter_groups][0][filters][0][value]=${bob.id}&searchCriteria[filter_groups][0][filters][1][field]=customer_id&searchCriteria[filter_groups][0][filters][1][value]=${alice.id}`, { token: alice.token });
    expect(orFilter.body.total_count).toBe(2);
    expect((await call(api.server, 'GET', listPath(alice.id))).status).toBe(401);
    for (const bad of ['searchCriteria[filter_groups][0][filters][0][field]=password_hash', 'searchCriteria[sortOrders][0][field]=1;DROP TABLE orders', 'searchCriteria[pageSize]=-1', 'searchCriteria[currentPage]=abc']) {
      const res = await call(api.server, 'GET', `/rest/fr/V1/orders?${bad}`, { token: alice.token });
      expect(res.status).toBe(400);
    }
    const paged = await call(api.server, 'GET', '/rest/fr/V1/orders?searchCriteria[pageSize]=1&searchCriteria[currentPage]=2', { token: alice.token });
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.total_count).toBe(2);
  });
});
