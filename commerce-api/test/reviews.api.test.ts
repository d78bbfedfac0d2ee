import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { addProduct, addTowns, akwaQuarterId, call, expectClientError, HOSTILE_VALUES, registerCustomer, snapshotOf } from './support/commerce.ts';
import { completeOrder } from './support/order-states.ts';

/**
 * Buyers' ratings and reviews (issue 30): only the customer of a COMPLETE order writes one, one
 * per order line; operators with the orders role approve or reject them (audited); the product
 * then carries its average and count. Runs on PostgreSQL too (`pnpm test:api:pg`).
 */
const CREDENTIAL = 'reviews-test-server-credential-0123456789';
process.env['CAMPAIGN_ADMIN_TOKEN'] = CREDENTIAL;
afterAll(() => {
  delete process.env['CAMPAIGN_ADMIN_TOKEN'];
});

const api = useTestServer({ seed: false });
let quarterId = 0;
let moderator = '';
let campaigner = '';

async function operatorCall(method: 'GET' | 'POST', url: string, session: string, body?: unknown, locale = 'fr') {
  const res = await api.server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${CREDENTIAL}`, 'x-operator-session': session, 'accept-language': locale, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {} };
}

async function operatorSession(login: string, password: string): Promise<string> {
  const res = await operatorCall('POST', '/api/operator/sessions', '', { login, password });
  expect(res.status).toBe(201);
  return res.body['token'] as string;
}

beforeAll(async () => {
  await addTowns(api.store);
  quarterId = await akwaQuarterId(api.store);
  expect((await operatorCall('POST', '/api/operator/bootstrap', '', { password: 'first administrator password' })).status).toBe(201);
  const admin = await operatorSession('admin', 'first administrator password');
  expect((await operatorCall('POST', '/api/operator/accounts', admin, { login: 'service', password: 'customer service pass', roles: ['orders'] })).status).toBe(201);
  expect((await operatorCall('POST', '/api/operator/accounts', admin, { login: 'promo', password: 'campaign manager pass', roles: ['campaigns'] })).status).toBe(201);
  moderator = await operatorSession('service', 'customer service pass');
  campaigner = await operatorSession('promo', 'campaign manager pass');
});

const address = () => ({ firstname: 'Awa', lastname: 'Mbarga', country_id: 'CM', city: 'Douala', telephone: '699001122', street: ['Akwa'], fax: String(quarterId), postcode: '-' });

/** Places a cash-on-delivery order of these products through the real checkout: its id and lines. */
async function placeOrder(token: string, skus: string[]): Promise<{ id: number; lines: { id: number; sku: string }[] }> {
  await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { token });
  for (const sku of skus) expect((await call(api.server, 'POST', '/rest/fr/V1/carts/mine/items', { token, body: { cartItem: { sku, qty: 1 } } })).status).toBe(200);
  const shipped = await call(api.server, 'POST', '/rest/fr/V1/carts/mine/shipping-information', {
    token,
    body: { addressInformation: { shipping_address: address(), billing_address: address(), shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } },
  });
  expect(shipped.status).toBe(200);
  const placed = await call(api.server, 'POST', '/rest/fr/V1/carts/mine/payment-information', { token, headers: { source: 'WEBSITE' }, body: { paymentMethod: { method: 'cashondelivery' } } });
  expect(placed.status).toBe(200);
  const id = Number(placed.body);
  const lines = await api.store.db.selectFrom('order_items').select(['id', 'sku']).where('order_id', '=', id).orderBy('id').execute();
  return { id, lines };
}

const review = (orderItemId: number, extra: Record<string, unknown> = {}) => ({
  order_item_id: orderItemId,
  rating: 4,
  nickname: 'Awa M.',
  title: 'Bon achat',
  detail: 'Livré à Akwa en deux jours, fonctionne très bien.',
  ...extra,
});

const summaryOf = async (sku: string) => {
  const res = await call(api.server, 'GET', `/rest/fr/V1/products?searchCriteria[filter_groups][0][filters][0][field]=sku&searchCriteria[filter_groups][0][filters][0][value]=${encodeURIComponent(sku)}`);
  const attrs = (res.body.items[0]?.custom_attributes ?? []) as { attribute_code: string; value: string }[];
  const of = (code: string) => attrs.find((a) => a.attribute_code === code)?.value;
  return { rating_summary: of('rating_summary'), review_count: of('review_count') };
};

describe('writing a review', () => {
  it('is refused until the order is complete, then taken once per order line', async () => {
    const buyer = await registerCustomer(api.server);
    const [tv, fan] = [await addProduct(api.store, { price: 250_000, attributes: { shipping_class: 'large' } }), await addProduct(api.store, { price: 25_000, attributes: { shipping_class: 'medium' } })];
    const order = await placeOrder(buyer.token, [tv.sku, fan.sku]);
    const [tvLine, fanLine] = order.lines;

    const early = await call(api.server, 'POST', '/rest/fr/V1/reviews/mine', { token: buyer.token, body: review(tvLine!.id) });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Vous pourrez donner votre avis dès que la commande sera livrée ou retirée.');
    const earlyEn = await call(api.server, 'POST', '/rest/en/V1/reviews/mine', { token: buyer.token, body: review(tvLine!.id) });
    expect(earlyEn.body.message).toBe('You can review this item once the order has been delivered or collected.');
    expect((await call(api.server, 'GET', `/rest/fr/V1/reviews/mine/orders/${order.id}`, { token: buyer.token })).body).toMatchObject({ can_review: false, items: [{ can_review: false, review: null }, { can_review: false, review: null }] });

    await completeOrder(api.store, order.id);
    const written = await call(api.server, 'POST', '/rest/fr/V1/reviews/mine', { token: buyer.token, body: review(tvLine!.id, { nickname: '  Awa   M. ' }) });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ order_item_id: tvLine!.id, rating: 4, nickname: 'Awa M.', status: 'pending', verified_purchase: true });

    const again = await call(api.server, 'POST', '/rest/en/V1/reviews/mine', { token: buyer.token, body: review(tvLine!.id, { rating: 1 }) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this item of the order.');
    // The other line of the same order is a review of its own.
    expect((await call(api.server, 'POST', '/rest/fr/V1/reviews/mine', { token: buyer.token, body: review(fanLine!.id, { rating: 2 }) })).status).toBe(201);

    const mine = await call(api.server, 'GET', `/rest/fr/V1/reviews/mine/orders/${order.id}`, { token: buyer.token });
    expect(mine.body).toMatchObject({ can_review: true, items: [{ order_item_id: tvLine!.id, can_review: false, review: { rating: 4, status: 'pending' } }, { order_item_id: fanLine!.id, can_review: false, review: { rating: 2 } }] });
    // Pending: nothing is shown yet.
    expect((await call(api.server, 'GET', `/rest/fr/V1/products/${tv.sku}/reviews`)).body).toMatchObject({ items: [], total_count: 0, rating_summary: null });
  });

  it('only by the customer whose order it is', async () => {
    const buyer = await registerCustomer(api.server);
    const other = await registerCustomer(api.server);
    const product = await addProduct(api.store, { price: 40_000, attributes: { shipping_class: 'medium' } });
    const order = await placeOrder(buyer.token, [product.sku]);
    await completeOrder(api.store, order.id);
    const stolen = await call(api.server, 'POST', '/rest/fr/V1/reviews/mine', { token: other.token, body: review(order.lines[0]!.id) });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe('Cet article ne figure dans aucune de vos commandes.');
    expect((await call(api.server, 'GET', `/rest/fr/V1/reviews/mine/orders/${order.id}`, { token: other.token })).status).toBe(404);
    expect((await call(api.server, 'POST', '/rest/fr/V1/reviews/mine', { body: review(order.lines[0]!.id) })).status).toBe(401);
    expect((await call(api.server, 'POST', '/rest/fr/V1/reviews/mine', { token: buyer.token, body: review(99_999_999) })).status).toBe(404);
  });

  it('refuses bad ratings and texts with a message, and hostile input without writing', async () => {
    const buyer = await registerCustomer(api.server);
    const product = await addProduct(api.store, { price: 40_000, attributes: { shipping_class: 'medium' } });
    const order = await placeOrder(buyer.token, [product.sku]);
    await completeOrder(api.store, order.id);
    const line = order.lines[0]!.id;
    const send = (body: unknown, locale = 'fr') => call(api.server, 'POST', `/rest/${locale}/V1/reviews/mine`, { token: buyer.token, body });
    const six = await send(review(line, { rating: 6 }));
    expect(six).toMatchObject({ status: 400, body: { message: 'Choisissez une note de 1 à 5 étoiles.' } });
    const short = await send(review(line, { detail: 'Bien.' }), 'en');
    expect(short).toMatchObject({ status: 400, body: { message: 'Your review must be %min to %max characters long.', parameters: { min: 10, max: 2000 } } });
    expect((await send(review(line, { nickname: ' ' }))).body.message).toBe('Le nom affiché doit compter de %min à %max caractères.');
    const before = await snapshotOf(api.store);
    for (const field of Object.keys(review(line))) {
      for (const value of HOSTILE_VALUES) {
        // Markup or SQL-looking words are text a review may hold (kept as text, shown escaped).
        if (typeof value === 'string' && value.length < 1000 && ['nickname', 'title', 'detail'].includes(field)) continue;
        expectClientError(await send({ ...review(line), [field]: value }));
      }
    }
    expect(await snapshotOf(api.store)).toBe(before);
  });
});

describe('moderating reviews', () => {
  it('is for the orders role; approving shows the review and puts the average on the product, audited', async () => {
    const product = await addProduct(api.store, { price: 90_000, attributes: { shipping_class: 'medium' } });
    const ids: number[] = [];
    for (const rating of [5, 4, 2]) {
      const buyer = await registerCustomer(api.server);
      const order = await placeOrder(buyer.token, [product.sku]);
      await completeOrder(api.store, order.id);
      const written = await call(api.server, 'POST', '/rest/fr/V1/reviews/mine', { token: buyer.token, body: review(order.lines[0]!.id, { rating, nickname: `Client ${rating}` }) });
      ids.push(written.body.id as number);
    }

    expect((await operatorCall('GET', '/api/operator/reviews', campaigner)).status).toBe(403);
    expect((await operatorCall('POST', `/api/operator/reviews/${ids[0]}`, campaigner, { status: 'approved' })).status).toBe(403);
    const waiting = await operatorCall('GET', '/api/operator/reviews?status=pending', moderator);
    expect(waiting.status).toBe(200);
    expect((waiting.body['items'] as { id: number }[]).map((r) => r.id)).toEqual(expect.arrayContaining(ids));

    for (const id of ids.slice(0, 2)) expect((await operatorCall('POST', `/api/operator/reviews/${id}`, moderator, { status: 'approved' })).body).toMatchObject({ status: 'approved', moved: true });
    const rejected = await operatorCall('POST', `/api/operator/reviews/${ids[2]}`, moderator, { status: 'rejected' });
    expect(rejected.body).toMatchObject({ status: 'rejected', moved: true, review_count: 2, rating_summary: 90 });
    // A second click changes nothing and logs nothing.
    expect((await operatorCall('POST', `/api/operator/reviews/${ids[0]}`, moderator, { status: 'approved' })).body).toMatchObject({ moved: false });
    const unknown = await operatorCall('POST', '/api/operator/reviews/99999999', moderator, { status: 'approved' }, 'en');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'No review #%id.' } });
    expect((await operatorCall('POST', `/api/operator/reviews/${ids[0]}`, moderator, { status: 'deleted' })).status).toBe(400);

    const shown = await call(api.server, 'GET', `/rest/en/V1/products/${product.sku}/reviews`);
    expect(shown.body).toMatchObject({ total_count: 2, rating_summary: 90 });
    expect((shown.body.items as { nickname: string; verified_purchase: boolean }[]).map((r) => [r.nickname, r.verified_purchase]).toSorted()).toEqual([['Client 4', true], ['Client 5', true]]);
    expect(await summaryOf(product.sku)).toEqual({ rating_summary: '90', review_count: '2' });

    // Taking an approval back recounts.
    await operatorCall('POST', `/api/operator/reviews/${ids[0]}`, moderator, { status: 'rejected' });
    expect(await summaryOf(product.sku)).toEqual({ rating_summary: '80', review_count: '1' });

    const audit = await api.store.db.selectFrom('operator_audit').select(['login', 'action', 'subject']).where('action', 'like', 'review-%').orderBy('id').execute();
    expect(audit.map((a) => [a.login, a.action])).toEqual([['service', 'review-approve'], ['service', 'review-approve'], ['service', 'review-reject'], ['service', 'review-reject']]);
    expect(audit[0]!.subject).toContain(`#${ids[0]}`);
  });

  it('moderations of one product racing keep its count right', async () => {
    const product = await addProduct(api.store, { price: 60_000, attributes: { shipping_class: 'medium' } });
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const buyer = await registerCustomer(api.server);
      const order = await placeOrder(buyer.token, [product.sku]);
      await completeOrder(api.store, order.id);
      ids.push((await call(api.server, 'POST', '/rest/fr/V1/reviews/mine', { token: buyer.token, body: review(order.lines[0]!.id, { rating: 3 + (i % 3) }) })).body.id as number);
    }
    const answers = await Promise.all(ids.map((id) => operatorCall('POST', `/api/operator/reviews/${id}`, moderator, { status: 'approved' })));
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    expect(await summaryOf(product.sku)).toEqual({ rating_summary: '80', review_count: '6' });
  });
});
