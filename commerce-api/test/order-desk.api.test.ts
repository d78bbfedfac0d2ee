import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { addProduct, addTowns, call, quarterIds, registerCustomer, snapshotOf } from './support/commerce.ts';

/**
 * The order desk (issue 23, part 3): the console's back-end routes, called as a gateway calls
 * them (the server-held credential, the operator's session), on SQLite and PostgreSQL.
 */
const CREDENTIAL = 'order-desk-test-server-credential-0123456789';
process.env['CAMPAIGN_ADMIN_TOKEN'] = CREDENTIAL;
afterAll(() => {
  delete process.env['CAMPAIGN_ADMIN_TOKEN'];
});

let clock = new Date();
const api = useTestServer({ now: () => clock });

let quarters = new Map<string, number>();
let desk: string;
let editor: string;

async function operatorCall(method: string, url: string, body?: unknown, session?: string, headers: Record<string, string> = {}) {
  return call(api.server, method, url, {
    headers: { authorization: `Bearer ${CREDENTIAL}`, 'x-operator-address': '198.51.100.9', ...(session ? { 'x-operator-session': session } : {}), ...headers },
    ...(body === undefined ? {} : { body }),
  });
}

async function signIn(login: string, password: string): Promise<string> {
  const res = await operatorCall('POST', '/api/operator/sessions', { login, password });
  expect(res.status).toBe(201);
  return res.body.token as string;
}

beforeAll(async () => {
  await addTowns(api.store);
  quarters = await quarterIds(api.store);
  expect((await operatorCall('POST', '/api/operator/bootstrap', { password: 'first administrator password' })).status).toBe(201);
  const admin = await signIn('admin', 'first administrator password');
  for (const [login, roles] of [['desk', ['orders']], ['editor', ['campaigns']]] as const) {
    expect((await operatorCall('POST', '/api/operator/accounts', { login, password: 'a long enough password', roles }, admin)).status).toBe(201);
  }
  desk = await signIn('desk', 'a long enough password');
  editor = await signIn('editor', 'a long enough password');
});

let serial = 0;
// A telephone per order: the caps on open unpaid orders per telephone stay out of the way.
const address = (town: string, quarter: string, telephone = `6991${String(serial).padStart(5, '0')}`) => ({
  firstname: 'Awa',
  lastname: 'Mbarga',
  country_id: 'CM',
  city: town,
  telephone,
  street: [quarter],
  fax: String(quarters.get(`${town}/${quarter}`)),
  postcode: '-',
});

/** A customer's order through the real checkout: 2 units of a new product with 5 in stock. */
async function order(options: { carrier?: 'gtpickup' | 'gtdelivery'; payment?: string; town?: [string, string] } = {}) {
  serial += 1;
  const customer = await registerCustomer(api.server);
  const p = await addProduct(api.store, { price: 20_000, qty: 5, attributes: { shipping_class: 'medium' } });
  const token = customer.token;
  await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { token });
  expect((await call(api.server, 'POST', '/rest/fr/V1/carts/mine/items', { token, body: { cartItem: { sku: p.sku, qty: 2 } } })).status).toBe(200);
  const carrier = options.carrier ?? 'gtdelivery';
  const where = address(...(options.town ?? ['Douala', 'Akwa']));
  const shipped = await call(api.server, 'POST', '/rest/fr/V1/carts/mine/shipping-information', {
    token,
    body: { addressInformation: { shipping_address: where, billing_address: where, shipping_carrier_code: carrier, shipping_method_code: carrier === 'gtpickup' ? 'agency' : 'home' } },
  });
  expect(shipped.status).toBe(200);
  const payment = options.payment ?? 'cashondelivery';
  const placed = await call(api.server, 'POST', '/rest/fr/V1/carts/mine/payment-information', {
    token,
    body: { paymentMethod: payment === 'cashondelivery' ? { method: payment } : { method: payment, additional_data: { payer_number: '677001122' } } },
  });
  expect(placed.status).toBe(200);
  return { id: Number(placed.body), token, productId: p.id, email: customer.email };
}

const stockOf = async (productId: number) => (await api.store.db.selectFrom('stock').select('qty').where('product_id', '=', productId).executeTakeFirstOrThrow()).qty;
const act = (id: number, action: string, comment?: string, session = desk, headers: Record<string, string> = {}) =>
  operatorCall('POST', `/api/operator/orders/${id}/actions`, { action, ...(comment === undefined ? {} : { comment }) }, session, headers);

const list = async (query: string) => (await operatorCall('GET', `/api/operator/orders?${query}`, undefined, desk)).body;
const ids = (body: { items: { entity_id: number }[] }) => body.items.map((o) => o.entity_id);

/** The messages the demo outbox kept for `recipient` (sent in the background: waited for). */
async function outboxFor(recipient: string, count: number) {
  for (let i = 0; i < 50; i++) {
    const rows = await api.store.db.selectFrom('outbox').select(['channel', 'subject', 'body']).where('recipient', '=', recipient).orderBy('id').execute();
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return api.store.db.selectFrom('outbox').select(['channel', 'subject', 'body']).where('recipient', '=', recipient).orderBy('id').execute();
}

describe('the order desk', () => {
  it('is for operators with the orders role or administrators only', async () => {
    const { id } = await order();
    expect((await call(api.server, 'GET', '/api/operator/orders')).status).toBe(401);
    expect((await operatorCall('GET', '/api/operator/orders')).status).toBe(401);
    const refused = await operatorCall('GET', `/api/operator/orders/${id}`, undefined, editor);
    expect(refused.status).toBe(403);
    expect((await act(id, 'confirm', undefined, editor)).status).toBe(403);
    expect((await operatorCall('GET', `/api/operator/orders/${id}`, undefined, desk)).status).toBe(200);
  });

  it('takes a cash order from the call to cash collected, each step audited and told to the customer', async () => {
    const { id, productId, email, token } = await order();
    const opened = await operatorCall('GET', `/api/operator/orders/${id}`, undefined, desk);
    expect(opened.body.actions).toEqual(['confirm', 'cancel']);
    expect(opened.body.order).toMatchObject({ state: 'new', status: 'pending' });

    const confirmed = await act(id, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.actions).toEqual(['ship', 'cancel']);
    expect((await act(id, 'ship')).body.actions).toEqual(['deliver']);
    const delivered = await act(id, 'deliver');
    expect(delivered.body.order).toMatchObject({ state: 'complete', status: 'complete' });
    expect(delivered.body.actions).toEqual([]);
    expect(delivered.body.history.map((h: { event: string; actor_kind: string; actor_id: string | null }) => [h.event, h.actor_kind, h.actor_id])).toEqual([
      ['placed', 'customer', expect.any(String)],
      ['confirmed', 'operator', 'desk'],
      ['shipped', 'operator', 'desk'],
      ['delivered', 'operator', 'desk'],
    ]);
    expect(await stockOf(productId)).toBe(3);

    const increment = delivered.body.order.increment_id as string;
    const audit = await api.store.db.selectFrom('operator_audit').select(['login', 'action', 'subject']).where('subject', '=', increment).orderBy('id').execute();
    expect(audit).toEqual(['order-confirm', 'order-ship', 'order-deliver'].map((action) => ({ login: 'desk', action, subject: increment })));

    const mails = await outboxFor(email, 3);
    expect(mails.map((m) => m.subject)).toEqual([`Votre commande ${increment} : en préparation`, `Votre commande ${increment} : expédiée`, `Votre commande ${increment} : livrée`]);

    // The customer's own view: the same state, and the timeline without the operator's login.
    const mine = await call(api.server, 'GET', `/rest/fr/V1/orders/${id}`, { token });
    expect(mine.body).toMatchObject({ state: 'complete', status: 'complete' });
    expect(mine.body.status_histories.map((h: { status: string; extension_attributes: { actor: string } }) => [h.status, h.extension_attributes.actor])).toEqual([
      ['pending', 'customer'],
      ['processing', 'operator'],
      ['shipped', 'operator'],
      ['complete', 'operator'],
    ]);
    expect(JSON.stringify(mine.body)).not.toContain('"desk"');
  });

  it('makes a pick-up ready at the agency, never shipped', async () => {
    const { id } = await order({ carrier: 'gtpickup' });
    await act(id, 'confirm');
    const ship = await act(id, 'ship');
    expect(ship.status).toBe(409);
    const ready = await act(id, 'ready');
    expect(ready.body.order.status).toBe('ready_for_pickup');
    expect((await act(id, 'deliver')).body.order.status).toBe('complete');
  });

  it('refuses what the status does not allow, in the operator’s language, writing nothing', async () => {
    const { id } = await order();
    const before = await snapshotOf(api.store);
    const fr = await act(id, 'deliver');
    expect(fr).toMatchObject({ status: 409, body: { message: 'Cette commande est « %status » : cette action n’est pas possible.', parameters: { status: 'en attente de confirmation' } } });
    const en = await act(id, 'ship', undefined, desk, { 'accept-language': 'en' });
    expect(en.body).toMatchObject({ message: 'This order is "%status": this action is not possible.', parameters: { status: 'awaiting confirmation' } });
    expect((await act(id, 'cancel')).body.message).toBe('Indiquez le motif de l’annulation.');
    expect((await act(id, 'cancel', '   ')).status).toBe(400);
    expect((await act(id, 'refund-everything')).status).toBe(400);
    expect((await act(999_999_999, 'confirm')).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1e3']) expect((await operatorCall('POST', `/api/operator/orders/${bad}/actions`, { action: 'confirm' }, desk)).status).toBe(400);
    for (const body of [{}, { action: 7 }, { action: 'cancel', comment: 'x'.repeat(501) }, []]) expect((await operatorCall('POST', `/api/operator/orders/${id}/actions`, body, desk)).status).toBe(400);
    expect(await snapshotOf(api.store, ['rate_limits', 'phone_proofs', 'operator_sessions'])).toBe(before.replace(/^operator_sessions:.*\n?/m, ''));
  });

  it('cancels with a reason and gives the stock back; a paid order is refunded, not cancelled', async () => {
    const { id, productId, email } = await order();
    expect(await stockOf(productId)).toBe(3);
    const cancelled = await act(id, 'cancel', 'Client injoignable après trois appels');
    expect(cancelled.body.order.status).toBe('canceled');
    expect(cancelled.body.history.at(-1)).toMatchObject({ event: 'canceled', comment: 'Client injoignable après trois appels' });
    expect(await stockOf(productId)).toBe(5);
    expect((await outboxFor(email, 1)).at(-1)!.body).toContain('Motif : Client injoignable après trois appels');
    expect((await act(id, 'cancel', 'encore')).status).toBe(409);
    expect(await stockOf(productId)).toBe(5);

    const paid = await order({ payment: 'mesomb_gateway' });
    await api.store.db.updateTable('orders').set({ state: 'processing', status: 'processing' }).where('id', '=', paid.id).execute();
    expect((await operatorCall('GET', `/api/operator/orders/${paid.id}`, undefined, desk)).body.actions).toEqual(['ship', 'refund']);
    expect((await act(paid.id, 'cancel', 'Rupture')).status).toBe(409);
  });

  it('applies one of many operators’ clicks at once', async () => {
    const { id, productId } = await order();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? act(id, 'cancel', `Clic ${i}`) : act(id, 'confirm'))));
    const ok = answers.filter((a) => a.status === 200);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    // A confirm then a cancel is a legal sequence; a second of either never is.
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length).toBeLessThanOrEqual(2);
    const events = (await operatorCall('GET', `/api/operator/orders/${id}`, undefined, desk)).body.history.map((h: { event: string }) => h.event);
    expect(events.slice(1).toSorted()).toEqual([...new Set(events.slice(1))].toSorted());
    const status = (await operatorCall('GET', `/api/operator/orders/${id}`, undefined, desk)).body.order.status;
    expect(await stockOf(productId)).toBe(status === 'canceled' ? 5 : 3);
  });

  it('lists orders by status, town, delivery, payment and day, and expires uncollected pick-ups as it reads', async () => {
    clock = new Date('2026-11-20T10:00:00Z');
    const yaounde = await order({ town: ['Yaoundé', 'Bastos'] });
    const pickup = await order({ carrier: 'gtpickup' });
    const momo = await order({ payment: 'mesomb_gateway' });
    const day = await list('from=2026-11-20&to=2026-11-20');
    expect(ids(day).toSorted()).toEqual([yaounde.id, pickup.id, momo.id].toSorted());
    expect(day.items.find((o: { entity_id: number }) => o.entity_id === yaounde.id)).toMatchObject({ town: 'Yaoundé', delivery: 'home', payment_method: 'cashondelivery', status: 'pending' });
    expect(ids(await list('from=2026-11-20&to=2026-11-20&town=Yaound%C3%A9'))).toEqual([yaounde.id]);
    expect(ids(await list('from=2026-11-20&to=2026-11-20&delivery=pickup'))).toEqual([pickup.id]);
    expect(ids(await list('from=2026-11-20&to=2026-11-20&payment=mesomb_gateway'))).toEqual([momo.id]);
    expect(ids(await list('from=2026-11-20&to=2026-11-20&status=pending_payment'))).toEqual([momo.id]);
    expect(ids(await list('from=2026-11-21&to=2026-11-22'))).toEqual([]);
    expect((await list('')).counts.pending).toBeGreaterThanOrEqual(2);
    for (const bad of ['status=holded', 'from=20-11-2026', 'page=0', 'delivery=drone', 'payment=cash']) expect((await operatorCall('GET', `/api/operator/orders?${bad}`, undefined, desk)).status).toBe(400);

    // Saturday 21st was the day offered; Monday 23rd, 18:00 in Douala, the deadline.
    clock = new Date('2026-11-23T17:00:01Z');
    expect((await list('delivery=pickup&status=canceled&from=2026-11-20&to=2026-11-20')).items.map((o: { entity_id: number }) => o.entity_id)).toEqual([pickup.id]);
    expect(await stockOf(pickup.productId)).toBe(5);
    clock = new Date();
  });
});
