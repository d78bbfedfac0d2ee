import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { addProduct, addTowns, call, HOSTILE_VALUES, quarterIds, registerCustomer, snapshotOf } from './support/commerce.ts';

// The server's clock, moved by the tests that cross the pick-up deadline.
let clock = new Date();

const api = useTestServer({ now: () => clock });

let quarters = new Map<string, number>();
beforeAll(async () => {
  await addTowns(api.store);
  quarters = await quarterIds(api.store);
});
const quarterId = (town: string, name: string) => quarters.get(`${town}/${name}`)!;

const stockOf = async (productId: number) => (await api.store.db.selectFrom('stock').select('qty').where('product_id', '=', productId).executeTakeFirstOrThrow()).qty;

const address = (town = 'Douala', quarter = 'Akwa') => ({
  firstname: 'Awa',
  lastname: 'Mbarga',
  country_id: 'CM',
  city: town,
  telephone: '699001122',
  street: [quarter],
  fax: String(quarterId(town, quarter)),
  postcode: '-',
});

/** Places an order for the customer through the real checkout; returns its id. */
async function placeOrder(token: string, carrier: 'gtpickup' | 'gtdelivery' = 'gtpickup', pickupDate?: string): Promise<number> {
  const p = await addProduct(api.store, { price: 30_000, attributes: { shipping_class: 'medium' } });
  await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { token });
  expect((await call(api.server, 'POST', '/rest/fr/V1/carts/mine/items', { token, body: { cartItem: { sku: p.sku, qty: 1 } } })).status).toBe(200);
  const shipped = await call(api.server, 'POST', '/rest/fr/V1/carts/mine/shipping-information', {
    token,
    body: { addressInformation: { shipping_address: address(), billing_address: address(), shipping_carrier_code: carrier, shipping_method_code: carrier === 'gtpickup' ? 'agency' : 'home' } },
  });
  expect(shipped.status).toBe(200);
  if (pickupDate) {
    const chosen = await call(api.server, 'PUT', '/rest/fr/V1/carts/mine/set-order-custom-attributes', { token, body: { orderCustomAttributes: { order_custom_attributes: JSON.stringify({ pickup_date: pickupDate }) } } });
    expect(chosen.status).toBe(200);
  }
  const placed = await call(api.server, 'POST', '/rest/fr/V1/carts/mine/payment-information', { token, headers: { source: 'WEBSITE' }, body: { paymentMethod: { method: 'cashondelivery' } } });
  expect(placed.status).toBe(200);
  return Number(placed.body);
}

const listPath = (page: number, size: number) =>
  `/rest/fr/V1/orders?searchCriteria[sortOrders][0][field]=created_at&searchCriteria[sortOrders][0][direction]=DESC&searchCriteria[pageSize]=${size}&searchCriteria[currentPage]=${page}`;

describe("a customer's orders", () => {
  it('lists only their own, newest first, a page at a time', async () => {
    const customer = await registerCustomer(api.server);
    const other = await registerCustomer(api.server);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      clock = new Date(Date.now() + i * 60_000);
      ids.push(await placeOrder(customer.token, 'gtdelivery'));
    }
    await placeOrder(other.token, 'gtdelivery');
    clock = new Date();
    const first = await call(api.server, 'GET', listPath(1, 2), { token: customer.token });
    expect(first.body.total_count).toBe(3);
    expect(first.body.items.map((o: { entity_id: number }) => o.entity_id)).toEqual([ids[2], ids[1]]);
    const second = await call(api.server, 'GET', listPath(2, 2), { token: customer.token });
    expect(second.body.items.map((o: { entity_id: number }) => o.entity_id)).toEqual([ids[0]]);
    expect((await call(api.server, 'GET', `/rest/fr/V1/orders/${ids[0]}`, { token: other.token })).status).toBe(404);
  });

  it('match a like filter alike on both engines: ASCII case ignored, a backslash escapes, a trailing one is literal', async () => {
    const customer = await registerCustomer(api.server);
    const id = await placeOrder(customer.token, 'gtdelivery');
    const { status } = (await call(api.server, 'GET', `/rest/fr/V1/orders/${id}`, { token: customer.token })).body as { status: string };
    const like = async (field: string, pattern: string) => {
      const f = 'searchCriteria[filter_groups][0][filters][0]';
      const res = await call(api.server, 'GET', `/rest/fr/V1/orders?${f}[field]=${field}&${f}[value]=${encodeURIComponent(pattern)}&${f}[condition_type]=like`, { token: customer.token });
      expect({ pattern, status: res.status }).toEqual({ pattern, status: 200 });
      return (res.body.items as { entity_id: number }[]).map((o) => o.entity_id);
    };
    expect(await like('status', status.toUpperCase())).toEqual([id]);
    expect(await like('increment_id', '%')).toEqual([id]);
    // PostgreSQL refused a pattern ending with its escape character: a 500 once.
    expect(await like('increment_id', '%\\')).toEqual([]);
    expect(await like('increment_id', '%\\%')).toEqual([]);
  });
});

describe('pick-up orders', () => {
  it('carry the chosen day and the 48-hour deadline, within opening hours', async () => {
    const customer = await registerCustomer(api.server);
    // Friday 20 November: the first day offered is Saturday; collect by Monday 18:00 in Douala.
    clock = new Date('2026-11-20T10:00:00Z');
    const id = await placeOrder(customer.token);
    const order = await call(api.server, 'GET', `/rest/fr/V1/orders/${id}`, { token: customer.token });
    expect(order.body.extension_attributes.pickup).toEqual({ date: '2026-11-21', ready_by: '2026-11-21 07:00:00', collect_by: '2026-11-23 17:00:00' });
    const chosen = await placeOrder(customer.token, 'gtpickup', '2026-11-24');
    expect((await call(api.server, 'GET', `/rest/fr/V1/orders/${chosen}`, { token: customer.token })).body.extension_attributes.pickup).toEqual({
      date: '2026-11-24',
      ready_by: '2026-11-24 07:00:00',
      collect_by: '2026-11-26 17:00:00',
    });
    await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { token: customer.token });
    // Checkout offers the days the back end accepts: six opening days from tomorrow, no Sunday.
    const p = await addProduct(api.store, { price: 30_000, attributes: { shipping_class: 'medium' } });
    await call(api.server, 'POST', '/rest/fr/V1/carts/mine/items', { token: customer.token, body: { cartItem: { sku: p.sku, qty: 1 } } });
    const methods = await call(api.server, 'POST', '/rest/fr/V1/carts/mine/estimate-shipping-methods', { token: customer.token, body: { address: address() } });
    const offered = methods.body.find((m: { carrier_code: string }) => m.carrier_code === 'gtpickup').extension_attributes.pickup_days;
    expect(offered).toEqual(['2026-11-21', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(methods.body.find((m: { carrier_code: string }) => m.carrier_code === 'gtdelivery').extension_attributes.pickup_days).toBeUndefined();
    for (const day of ['2026-11-20', '2026-11-22', '2026-12-30', 'demain']) {
      const refused = await call(api.server, 'PUT', '/rest/en/V1/carts/mine/set-order-custom-attributes', { token: customer.token, body: { orderCustomAttributes: { order_custom_attributes: JSON.stringify({ pickup_date: day }) } } });
      expect({ day, status: refused.status, message: refused.body.message }).toEqual({ day, status: 400, message: 'Choose a pick-up day among the days offered.' });
    }
    const delivered = await placeOrder(customer.token, 'gtdelivery');
    expect((await call(api.server, 'GET', `/rest/fr/V1/orders/${delivered}`, { token: customer.token })).body.extension_attributes.pickup).toBeUndefined();
    clock = new Date();
  });

  it('switch to home delivery once, with the delivery fee added to the total', async () => {
    const customer = await registerCustomer(api.server);
    const id = await placeOrder(customer.token);
    const before = (await call(api.server, 'GET', `/rest/fr/V1/orders/${id}`, { token: customer.token })).body;
    expect(before.shipping_amount).toBe(0);
    const switched = await call(api.server, 'POST', `/api/orders/${id}/home-delivery`, { token: customer.token, body: { address: address('Douala', 'Bonapriso') } });
    expect(switched.status).toBe(200);
    expect(switched.body.shipping_amount).toBeGreaterThan(0);
    expect(switched.body.grand_total).toBe(before.grand_total + switched.body.shipping_amount);
    expect(switched.body.extension_attributes.shipping_assignments[0].shipping.method).toBe('gtdelivery_home');
    expect(switched.body.extension_attributes.shipping_assignments[0].shipping.address.street).toEqual(['Bonapriso']);
    expect(switched.body.extension_attributes.pickup).toBeUndefined();
    const again = await call(api.server, 'POST', `/api/orders/${id}/home-delivery`, { token: customer.token, body: {} });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Cette commande n'est pas à retirer en agence.");
  });

  it('refuse the switch after the collection deadline, for a closed order, or for someone else', async () => {
    const customer = await registerCustomer(api.server);
    const other = await registerCustomer(api.server);
    clock = new Date('2026-11-20T10:00:00Z');
    const late = await placeOrder(customer.token);
    const closed = await placeOrder(customer.token);
    await api.store.db.updateTable('orders').set({ state: 'canceled', status: 'canceled' }).where('id', '=', closed).execute();
    clock = new Date('2026-11-23T17:00:01Z');
    // Tokens issued before the jump have expired by then: sign in again at the new time.
    const login = async (c: { email: string; password: string }) =>
      (await call(api.server, 'POST', '/api/auth/login', { body: { username: c.email, password: c.password } })).body.token as string;
    const token = await login(customer);
    const otherToken = await login(other);
    const unchanged = await snapshotOf(api.store);
    const expired = await call(api.server, 'POST', `/api/orders/${late}/home-delivery`, { token, body: {} });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('Le délai de retrait de cette commande (48 heures après la date de retrait) est dépassé.');
    expect((await call(api.server, 'POST', `/api/orders/${closed}/home-delivery`, { token, body: {} })).body.message).toBe(
      'Cette commande est clôturée et ne peut plus être modifiée.',
    );
    expect((await call(api.server, 'POST', `/api/orders/${late}/home-delivery`, { token: otherToken, body: {} })).status).toBe(404);
    expect((await call(api.server, 'POST', `/api/orders/${late}/home-delivery`, { body: {} })).status).toBe(401);
    expect(await snapshotOf(api.store)).toBe(unchanged);
    clock = new Date();
  });

  it('are cancelled once the 48 hours after the collection date have passed, and their units go back to stock', async () => {
    const customer = await registerCustomer(api.server);
    clock = new Date('2026-11-20T10:00:00Z');
    const id = await placeOrder(customer.token);
    const item = await api.store.db.selectFrom('order_items').select(['product_id', 'qty_ordered']).where('order_id', '=', id).executeTakeFirstOrThrow();
    const stockAfterOrder = await stockOf(item.product_id);
    const login = async () => (await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: customer.password } })).body.token as string;

    clock = new Date('2026-11-23T16:59:00Z');
    expect((await call(api.server, 'GET', `/rest/fr/V1/orders/${id}`, { token: await login() })).body.state).toBe('new');

    clock = new Date('2026-11-23T17:01:00Z');
    const token = await login();
    const list = await call(api.server, 'GET', '/rest/fr/V1/orders', { token });
    expect(list.body.items.find((o: { entity_id: number }) => o.entity_id === id)).toMatchObject({ state: 'canceled', status: 'canceled' });
    expect(await stockOf(item.product_id)).toBe(stockAfterOrder + item.qty_ordered);
    // Read again: cancelled once, restocked once, and the history says by whom.
    const again = await call(api.server, 'GET', `/rest/fr/V1/orders/${id}`, { token });
    expect(await stockOf(item.product_id)).toBe(stockAfterOrder + item.qty_ordered);
    expect(again.body.status_histories.map((h: { status: string; extension_attributes: { event: string; actor: string } }) => [h.status, h.extension_attributes.event, h.extension_attributes.actor])).toEqual([
      ['pending', 'placed', 'customer'],
      ['canceled', 'pickup_expired', 'system'],
    ]);
    clock = new Date();
  });

  it('reject bad input with a 4xx and write nothing', async () => {
    const customer = await registerCustomer(api.server);
    const id = await placeOrder(customer.token);
    const unchanged = await snapshotOf(api.store);
    for (const value of HOSTILE_VALUES) {
      const res = await call(api.server, 'POST', `/api/orders/${id}/home-delivery`, { token: customer.token, body: { address: value } });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const unknownTown = await call(api.server, 'POST', `/api/orders/${id}/home-delivery`, { token: customer.token, body: { address: { ...address(), city: 'Atlantis', fax: '' } } });
    expect(unknownTown.status).toBe(400);
    for (const bad of ['abc', '99999999', '-1']) {
      expect((await call(api.server, 'POST', `/api/orders/${bad}/home-delivery`, { token: customer.token, body: {} })).status).toBe(404);
    }
    expect(await snapshotOf(api.store)).toBe(unchanged);
  });
});
