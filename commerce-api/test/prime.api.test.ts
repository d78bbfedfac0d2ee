import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { call, doualaAddress, addProduct, registerCustomer, snapshotOf } from './support/commerce.ts';
import { magentoTime } from '../src/auth/clock.ts';
import { moveOn } from './support/move-order.ts';

const api = useTestServer();

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const address = () => doualaAddress(api.store);

async function addToCart(token: string, sku: string, qty = 1) {
  await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { token });
  return call(api.server, 'POST', '/rest/fr/V1/carts/mine/items', { token, body: { cartItem: { sku, qty } } });
}

/** Places the customer's cart of `qty` × `sku` (cash on delivery unless `payer` pays by mobile money): the order's id. */
async function placeOrder(token: string, sku: string, qty = 1, payer?: string) {
  const added = await addToCart(token, sku, qty);
  expect({ status: added.status, body: added.body }).toMatchObject({ status: 200 });
  const shipping = await address();
  const shipped = await call(api.server, 'POST', '/rest/fr/V1/carts/mine/shipping-information', {
    token,
    body: { addressInformation: { shipping_address: shipping, billing_address: shipping, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } },
  });
  expect({ status: shipped.status, body: shipped.body }).toMatchObject({ status: 200 });
  const paymentMethod = payer ? { method: 'mesomb_gateway', additional_data: { payer_number: payer } } : { method: 'cashondelivery' };
  const placed = await call(api.server, 'POST', '/rest/fr/V1/carts/mine/payment-information', { token, headers: { source: 'WEBSITE' }, body: { paymentMethod } });
  expect({ status: placed.status, body: placed.body }).toMatchObject({ status: 200 });
  return placed.body as number;
}

/** A cash order taken to complete as the shop would: confirmed by its call, shipped, delivered and cash collected. */
const complete = (orderId: number) => moveOn(api.store, orderId, 'confirmed', 'shipped', 'delivered');

const me = async (c: Customer) => (await call(api.server, 'GET', '/api/prime/me', { token: c.token })).body;

async function member(referral_code?: string): Promise<Customer> {
  const customer = await registerCustomer(api.server);
  const joined = await call(api.server, 'POST', '/api/prime/join', { token: customer.token, body: referral_code ? { referral_code } : {} });
  expect({ status: joined.status, body: joined.body }).toMatchObject({ status: 200 });
  return customer;
}

/** Gives a member points as orders would (for tests that need a tier, not an order). */
const setPoints = (c: Customer, points: number, rank: number) =>
  api.store.db.updateTable('prime_members').set({ points, tier_rank: rank }).where('customer_id', '=', c.id).execute();

/** The private sales a customer's tier opens, as the customer reads them. */
const privateSales = async (c: Customer) => (await call(api.server, 'GET', '/api/prime/private-sales', { token: c.token })).body;

describe('programme and joining', () => {
  it('describes four tiers with thresholds and the points rule, without a login', async () => {
    const res = await call(api.server, 'GET', '/api/prime/programme');
    expect(res.status).toBe(200);
    expect(res.body.tiers.map((t: { code: string; threshold: number }) => [t.code, t.threshold])).toEqual([
      ['classic', 0], ['silver', 2000], ['gold', 10000], ['platinum', 30000],
    ]);
    expect(res.body.rules).toEqual({ fcfa_per_point: 100, referral_points: 1000, first_order_multiplier: 2, vip_early_hours: 48 });
  });

  it('joins once, as a new customer, with a card number and a referral code', async () => {
    const customer = await registerCustomer(api.server);
    expect(await me(customer)).toEqual({ member: false });
    const joined = await call(api.server, 'POST', '/api/prime/join', { token: customer.token, body: {} });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ member: true, points: 0, tier: { code: 'classic', rank: 0 }, next_tier: { code: 'silver', threshold: 2000 }, missing_points: 2000, joined_as: 'new' });
    expect(joined.body.card_number).toMatch(/^9237\d{12}$/);
    expect(joined.body.referral_code).toMatch(/^[A-Z0-9]{8}$/);
    const again = await call(api.server, 'POST', '/api/prime/join', { token: customer.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Vous êtes déjà membre Prime.');
  });

  it('refuses a guest, a bad body and an unknown referral code, writing nothing', async () => {
    const customer = await registerCustomer(api.server);
    const before = await snapshotOf(api.store);
    expect((await call(api.server, 'POST', '/api/prime/join', { body: {} })).status).toBe(401);
    expect((await call(api.server, 'GET', '/api/prime/me')).status).toBe(401);
    for (const body of [{ referral_code: 42 }, { referral_code: 'x'.repeat(21) }, { other: 1 }, []]) {
      const res = await call(api.server, 'POST', '/api/prime/join', { token: customer.token, body });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    const unknown = await call(api.server, 'POST', '/api/prime/join?locale=en', { token: customer.token, body: { referral_code: 'ZZZZZZZZ' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('This referral code does not exist.');
    expect(await snapshotOf(api.store)).toBe(before);
  });
});

describe('points and upgrades', () => {
  it('earns 1 point per 100 FCFA of goods, double on the first order, and upgrades when a threshold is crossed', async () => {
    const customer = await member();
    const small = await addProduct(api.store, { price: 60_050 });
    const first = await placeOrder(customer.token, small.sku);
    // Placed, then confirmed by the shop's call: not paid yet, so no points.
    expect(await me(customer)).toMatchObject({ points: 0, history: [] });
    await moveOn(api.store, first, 'confirmed', 'shipped');
    expect(await me(customer)).toMatchObject({ points: 0, history: [] });
    await moveOn(api.store, first, 'delivered');
    let view = await me(customer);
    // first order as a member: 600 points doubled
    expect(view).toMatchObject({ points: 1200, tier: { code: 'classic' }, missing_points: 800, progress_percent: 60, notices: [] });
    expect(view.history[0]).toMatchObject({ kind: 'order', points: 1200 });
    expect(view.history[0].order_number).toMatch(/^1\d{8}$/);

    const more = await addProduct(api.store, { price: 80_000 });
    await complete(await placeOrder(customer.token, more.sku));
    view = await me(customer);
    expect(view).toMatchObject({ points: 2000, tier: { code: 'silver', rank: 1 }, next_tier: { code: 'gold' } });
    expect(view.notices).toEqual([expect.objectContaining({ kind: 'upgrade', tier: 'silver', points: 2000 })]);
    expect(view.perks.find((p: { code: string }) => p.code === 'private_sales').unlocked).toBe(true);
    expect(view.dedicated_service).toBeNull();

    // the notice shows until the shopper has seen it, wherever the customer area asks
    expect((await call(api.server, 'GET', '/api/prime/notices', { token: customer.token })).body.notices).toEqual(view.notices);
    const seen = await call(api.server, 'POST', '/api/prime/notices/seen', { token: customer.token, body: { ids: [view.notices[0].id] } });
    expect(seen.body).toEqual({ seen: 1 });
    expect((await me(customer)).notices).toEqual([]);
    expect((await call(api.server, 'GET', '/api/prime/notices', { token: customer.token })).body).toEqual({ notices: [] });
    expect((await call(api.server, 'GET', '/api/prime/notices')).status).toBe(401);
  });

  it('gives nothing to a guest or a customer who has not joined', async () => {
    const customer = await registerCustomer(api.server);
    const p = await addProduct(api.store, { price: 50_000 });
    await complete(await placeOrder(customer.token, p.sku));
    expect(await api.store.db.selectFrom('prime_points').select('id').where('customer_id', '=', customer.id).execute()).toHaveLength(0);
    expect(await me(customer)).toEqual({ member: false });
    expect((await call(api.server, 'GET', '/api/prime/notices', { token: customer.token })).body).toEqual({ notices: [] });
  });
});

describe('referrals', () => {
  it("credits the referrer once, on the referee's first complete order", async () => {
    const referrer = await member();
    const code = (await me(referrer)).referral_code as string;
    expect((await call(api.server, 'GET', `/api/prime/referral-codes/${code.toLowerCase()}`)).body).toEqual({ valid: true, code });
    expect((await call(api.server, 'GET', '/api/prime/referral-codes/NOPE1234')).status).toBe(404);

    const referee = await member(code);
    const p = await addProduct(api.store, { price: 10_000 });
    const first = await placeOrder(referee.token, p.sku);
    const second = await placeOrder(referee.token, p.sku);
    expect((await me(referrer)).points).toBe(0);
    await complete(second);
    await complete(first);
    const view = await me(referrer);
    expect(view.points).toBe(1000);
    expect(view.referrals).toEqual({ joined: 1, credited: 1, points_each: 1000 });
    expect(view.notices).toEqual([expect.objectContaining({ kind: 'referral', points: 1000 })]);
    expect(view.history).toEqual([expect.objectContaining({ kind: 'referral', points: 1000, order_number: null })]);
  });

  it('is only for customers who have not ordered yet', async () => {
    const referrer = await member();
    const code = (await me(referrer)).referral_code as string;
    const old = await registerCustomer(api.server);
    await placeOrder(old.token, (await addProduct(api.store, { price: 5_000 })).sku);
    const res = await call(api.server, 'POST', '/api/prime/join', { token: old.token, body: { referral_code: code } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Le parrainage est réservé aux clients qui n’ont pas encore commandé.');
    const joined = await call(api.server, 'POST', '/api/prime/join', { token: old.token, body: {} });
    expect(joined.body).toMatchObject({ joined_as: 'old', points: 0 });
  });
});

const saleRows = () => api.store.db.selectFrom('prime_private_sales as s').innerJoin('products as p', 'p.id', 's.product_id');

function exclusive() {
  return saleRows().select(['p.id', 'p.sku', 's.min_tier_rank as rank']).where('s.exclusive', '=', 1).orderBy('s.min_tier_rank', 'desc').executeTakeFirstOrThrow();
}

function priced() {
  return saleRows()
    .select(['p.id', 'p.sku', 'p.price', 's.member_price', 's.min_tier_rank as rank'])
    .where('s.exclusive', '=', 0)
    .orderBy('s.min_tier_rank')
    .orderBy('s.starts_at')
    // a public sale is the member price (migration 015); the seeded test checks it is set and lower
    .$narrowType<{ member_price: number }>()
    .executeTakeFirstOrThrow();
}

describe('private sales', () => {
  it('are seeded: member prices on public products and exclusive products kept out of listings and search', async () => {
    expect((await exclusive()).rank).toBe(2);
    const sale = await priced();
    expect(sale.member_price).toBeLessThan(sale.price);
    expect(await api.store.db.selectFrom('products').select('id').where('sku', 'like', 'PRIME-%').where('visibility', '!=', 1).execute()).toHaveLength(0);
  });

  it('refuses an exclusive product to a lower tier in every catalogue and cart read, and serves it to its tier', async () => {
    const sale = await exclusive();
    const low = await member();
    await setPoints(low, 2000, 1);
    const high = await member();
    await setPoints(high, 10_000, 2);
    const bySku = (token?: string) => call(api.server, 'GET', `/rest/fr/V1/products/${encodeURIComponent(sale.sku)}`, { token });
    const list = (token?: string) =>
      call(api.server, 'GET', `/rest/fr/V1/products?searchCriteria[filter_groups][0][filters][0][field]=sku&searchCriteria[filter_groups][0][filters][0][value]=${encodeURIComponent(sale.sku)}`, { token });
    const estimate = (token?: string) => call(api.server, 'POST', '/rest/fr/V1/gt/shipping/estimage-product-shipping', { token, body: { data: { town: 'Douala', product: { sku: sale.sku } } } });

    for (const token of [undefined, low.token]) {
      expect((await bySku(token)).status).toBe(404);
      expect((await list(token)).body).toMatchObject({ items: [], total_count: 0 });
      expect((await estimate(token)).status).toBe(404);
    }
    const refused = await addToCart(low.token, sale.sku);
    expect(refused.status).toBe(400);
    expect(refused.body.parameters).toEqual({ sku: sale.sku });
    const guestCart = (await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
    expect((await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${guestCart}/items`, { body: { cartItem: { sku: sale.sku, qty: 1 } } })).status).toBe(400);

    expect((await bySku(high.token)).status).toBe(200);
    expect((await list(high.token)).body.total_count).toBe(1);
    expect((await estimate(high.token)).status).toBe(200);
    // a lower tier asking right after still gets nothing (no shared cache leaks it)
    expect((await list(low.token)).body.total_count).toBe(0);
    await placeOrder(high.token, sale.sku);

    const sales = await call(api.server, 'GET', '/api/prime/private-sales?locale=en', { token: low.token });
    expect(sales.status).toBe(200);
    expect(sales.body.open.map((s: { sku: string }) => s.sku)).not.toContain(sale.sku);
    expect(sales.body.locked).toContainEqual({ min_tier: 'gold', count: expect.any(Number) });
    expect(JSON.stringify(sales.body.locked)).not.toContain(sale.sku);
    const highSales = await call(api.server, 'GET', '/api/prime/private-sales', { token: high.token });
    expect(highSales.body.open.map((s: { sku: string }) => s.sku)).toContain(sale.sku);
  });

  it('shows and charges the member price only to members of its tier', async () => {
    const sale = await priced();
    const silver = await member();
    await setPoints(silver, 2500, 1);
    const classic = await member();
    const guestView = await call(api.server, 'GET', `/rest/fr/V1/products/${encodeURIComponent(sale.sku)}`);
    expect(guestView.body.price).toBe(sale.price);
    expect(JSON.stringify(guestView.body)).not.toContain('prime_price');
    expect(JSON.stringify((await call(api.server, 'GET', `/rest/fr/V1/products/${encodeURIComponent(sale.sku)}`, { token: classic.token })).body)).not.toContain('prime_price');
    const memberView = await call(api.server, 'GET', `/rest/fr/V1/products/${encodeURIComponent(sale.sku)}`, { token: silver.token });
    expect(memberView.body.extension_attributes.prime_price).toMatchObject({ price: sale.member_price, min_tier: 'silver' });

    // the product page reads products by id: the member price is there for the member only
    const byId = (token?: string) =>
      call(api.server, 'GET', `/rest/fr/V1/products?searchCriteria[filter_groups][0][filters][0][field]=entity_id&searchCriteria[filter_groups][0][filters][0][value]=${sale.id}&ispdp=1`, { token });
    expect((await byId(silver.token)).body.items[0].extension_attributes.prime_price.price).toBe(sale.member_price);
    expect(JSON.stringify((await byId(classic.token)).body)).not.toContain('prime_price');
    expect(JSON.stringify((await byId()).body)).not.toContain('prime_price');
    expect((await byId(silver.token)).body.items[0].extension_attributes.prime_price.price).toBe(sale.member_price);

    await addToCart(silver.token, sale.sku, 2);
    const totals = await call(api.server, 'GET', '/rest/fr/V1/carts/mine/totals', { token: silver.token });
    expect(totals.body.subtotal).toBe(sale.member_price * 2);
    await addToCart(classic.token, sale.sku, 1);
    expect((await call(api.server, 'GET', '/rest/fr/V1/carts/mine/totals', { token: classic.token })).body.subtotal).toBe(sale.price);
  });
});

describe('VIP access', () => {
  it('opens a private sale to Gold members before its start, and only then to its own tier', async () => {
    const upcoming = await saleRows().select(['p.id', 'p.sku', 's.member_price']).where('s.starts_at', '>', magentoTime(new Date())).executeTakeFirstOrThrow();
    const silver = await member();
    await setPoints(silver, 2500, 1);
    const gold = await member();
    await setPoints(gold, 12_000, 2);
    const silverSales = await privateSales(silver);
    expect(JSON.stringify(silverSales)).not.toContain(upcoming.sku);
    const goldSale = (await privateSales(gold)).open.find((x: { sku: string }) => x.sku === upcoming.sku);
    expect(goldSale).toMatchObject({ vip_early: true, member_price: upcoming.member_price, min_tier: 'silver' });
    const bySku = async (c: Customer) => (await call(api.server, 'GET', `/rest/fr/V1/products/${encodeURIComponent(upcoming.sku)}`, { token: c.token })).body;
    expect((await bySku(gold)).extension_attributes.prime_price.price).toBe(upcoming.member_price);
    expect(JSON.stringify(await bySku(silver))).not.toContain('prime_price');
    expect((await me(gold)).perks.find((p: { code: string }) => p.code === 'vip_access').unlocked).toBe(true);
  });
});

describe('members free delivery', () => {
  it('makes home delivery of a selected product free in the estimate and the cart totals', async () => {
    const { product_id: productId } = await api.store.db.selectFrom('prime_free_delivery').select('product_id').where('min_tier_rank', '=', 0).orderBy('product_id').executeTakeFirstOrThrow();
    const { sku } = await api.store.db.selectFrom('products').select('sku').where('id', '=', productId).executeTakeFirstOrThrow();
    const estimate = (token?: string) => call(api.server, 'POST', '/rest/fr/V1/gt/shipping/estimage-product-shipping', { token, body: { data: { town: 'Douala', product: { sku } } } });
    const guest = await estimate();
    expect(guest.body.amount).toBeGreaterThan(0);
    const prime = await member();
    expect((await estimate(prime.token)).body).toMatchObject({ amount: 0, is_free_shipping: true });

    await addToCart(prime.token, sku);
    const methods = await call(api.server, 'POST', '/rest/fr/V1/carts/mine/estimate-shipping-methods', { token: prime.token, body: { address: await address() } });
    expect(methods.body[0]).toMatchObject({ carrier_code: 'gtdelivery', amount: 0 });
    const orderId = await placeOrder(prime.token, sku, 1);
    const order = await call(api.server, 'GET', `/rest/fr/V1/orders/${orderId}`, { token: prime.token });
    expect(order.body.shipping_amount).toBe(0);
  });
});

describe('card and privacy', () => {
  it('downloads the card as SVG and PDF', async () => {
    const customer = await member();
    const number = (await me(customer)).card_number as string;
    const svg = await call(api.server, 'GET', '/api/prime/card.svg?locale=en', { token: customer.token });
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.headers.get('content-disposition')).toBe(`attachment; filename="prime-${number}.svg"`);
    expect(svg.body).toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(svg.body).toContain('CLASSIC');
    const pdf = await fetch(`${api.server.url}/api/prime/card.pdf`, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });

  it("never lets a customer read or change another customer's Prime data", async () => {
    const alice = await member();
    const bob = await member();
    const outsider = await registerCustomer(api.server);
    const aliceView = await me(alice);
    const bobView = await me(bob);
    expect(aliceView.card_number).not.toBe(bobView.card_number);
    // every read is of the caller's own membership: there is no id to name someone else with
    for (const path of ['/api/prime/me?customer_id=' + alice.id, `/api/prime/card.svg?customer=${alice.id}`]) {
      const res = await call(api.server, 'GET', path, { token: bob.token });
      expect(JSON.stringify(res.body)).not.toContain(aliceView.card_number);
    }
    for (const path of ['/api/prime/card.svg', '/api/prime/card.pdf', '/api/prime/private-sales']) {
      expect((await call(api.server, 'GET', path)).status).toBe(401);
      expect((await call(api.server, 'GET', path, { token: outsider.token })).status).toBe(403);
    }
    // marking someone else's notice as seen changes nothing
    const p = await addProduct(api.store, { price: 300_000 });
    await complete(await placeOrder(alice.token, p.sku));
    const notice = (await me(alice)).notices[0];
    expect(notice).toMatchObject({ kind: 'upgrade' });
    expect((await call(api.server, 'POST', '/api/prime/notices/seen', { token: bob.token, body: { ids: [notice.id] } })).body).toEqual({ seen: 0 });
    expect((await me(alice)).notices).toHaveLength(1);
  });
});

describe('rewards count real orders only (issue 23)', () => {
  it('gives an unpaid 100,000 FCFA cash order no points and no Silver; it earns both once complete', async () => {
    const customer = await member();
    const order = await placeOrder(customer.token, (await addProduct(api.store, { price: 100_000 })).sku);
    expect(await me(customer)).toMatchObject({ points: 0, tier: { code: 'classic' }, notices: [], history: [] });
    // Cancelled before it shipped: it never earns anything.
    const cancelled = await placeOrder(customer.token, (await addProduct(api.store, { price: 100_000 })).sku);
    await moveOn(api.store, cancelled, 'canceled');
    expect(await me(customer)).toMatchObject({ points: 0, tier: { code: 'classic' } });
    await complete(order);
    expect(await me(customer)).toMatchObject({ points: 2000, tier: { code: 'silver' } });
  });

  it('gives a referrer nothing for three throw-away sign-ups with unpaid 1,500 FCFA orders', async () => {
    const referrer = await member();
    const code = (await me(referrer)).referral_code as string;
    const cheap = await addProduct(api.store, { price: 1_500 });
    const orders: number[] = [];
    for (let i = 0; i < 3; i++) orders.push(await placeOrder((await member(code)).token, cheap.sku));
    expect(await me(referrer)).toMatchObject({ points: 0, referrals: { joined: 3, credited: 0 }, notices: [] });
    // Abandoned orders are cancelled by the shop: still nothing.
    for (const order of orders) await moveOn(api.store, order, 'canceled');
    expect(await me(referrer)).toMatchObject({ points: 0, referrals: { joined: 3, credited: 0 } });
  });

  it("takes a refunded order's points back, its referral credit and the tier with them, once", async () => {
    const referrer = await member();
    const code = (await me(referrer)).referral_code as string;
    const referee = await member(code);
    const order = await placeOrder(referee.token, (await addProduct(api.store, { price: 150_000 })).sku, 1, '677001122');
    await moveOn(api.store, order, 'paid');
    expect((await me(referee)).points).toBe(0);
    await moveOn(api.store, order, 'shipped', 'delivered');
    expect(await me(referee)).toMatchObject({ points: 3000, tier: { code: 'silver' } });
    expect(await me(referrer)).toMatchObject({ points: 1000, referrals: { credited: 1 } });
    // The referrer is told of the credit, never given the referee's order number.
    expect((await me(referrer)).history).toEqual([expect.objectContaining({ kind: 'referral', points: 1000, order_number: null })]);

    await moveOn(api.store, order, 'refunded');
    expect(await me(referee)).toMatchObject({ points: 0, tier: { code: 'classic' }, history: [] });
    expect(await me(referrer)).toMatchObject({ points: 0, referrals: { credited: 0 }, history: [] });
    // A repeated refund is refused by the lifecycle and takes nothing more.
    await expect(moveOn(api.store, order, 'refunded')).rejects.toThrow(/refused/);
    expect((await me(referee)).points).toBe(0);

    // The referee's next complete order is now their first: double points, and the referral credit.
    await complete(await placeOrder(referee.token, (await addProduct(api.store, { price: 20_000 })).sku));
    expect((await me(referee)).points).toBe(400);
    expect((await me(referrer)).points).toBe(1000);
  });
});
