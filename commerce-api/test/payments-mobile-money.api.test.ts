import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMeSombSimulator, type MeSombSimulator } from '../src/payments/simulator/mesomb-simulator.ts';
import { addProduct, addTowns, akwaQuarterId, call } from './support/commerce.ts';
import { proofOf } from './support/phone-proof.ts';
import { startServer, storeOf, useTestServer, type TestServer } from './support/server.ts';
import type { Store } from '../src/db/store.ts';

/**
 * Mobile money through MeSomb (issue 23): the store collects through the official SDK from the
 * demo's MeSomb simulator, which checks every signature and plays the payer's phone through the
 * loopback-only `/api/dev/mobile-money` endpoints. The clock is the test's: the payment window
 * passes without waiting for it.
 */
const WINDOW_MS = 15 * 60_000;
let clock = Date.now();
const api = useTestServer({ now: () => new Date(clock) });

const CREDENTIAL = 'payments-test-server-credential-0123456789';
process.env['CAMPAIGN_ADMIN_TOKEN'] = CREDENTIAL;
afterAll(() => {
  delete process.env['CAMPAIGN_ADMIN_TOKEN'];
});

beforeAll(() => addTowns(api.store));

let payerCounter = 0;
/** A payer number of its own for each test, on MTN (67…) or Orange (69…). */
const newPayer = (prefix = '67') => `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String((payerCounter += 1)).padStart(4, '0')}`;

const address = (quarterId: number) => ({ firstname: 'Awa', lastname: 'Mbarga', country_id: 'CM', city: 'Douala', telephone: '699001122', street: ['Akwa'], fax: String(quarterId), postcode: '-' });

/** A guest order paid by mobile money on `payer` (on `service` when given): its unguessable id, product and grand total. */
async function placeMobileMoneyOrder(server: TestServer, store: Store, payer: string, qty = 1, service?: string) {
  const { placed, ...rest } = await tryMobileMoneyOrder(server, store, payer, qty, service);
  expect(placed.status).toBe(200);
  return { masked: placed.body as string, ...rest };
}

/** A guest cart ready to order, then "Commander" by mobile money on `payer`: the answer as it comes. */
async function tryMobileMoneyOrder(server: TestServer, store: Store, payer: string, qty = 1, service?: string, lang = 'fr') {
  const product = await addProduct(store, { price: 20_000, qty: 10 });
  const cartId = (await call(server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
  expect((await call(server, 'POST', `/rest/fr/V1/guest-carts/${cartId}/items`, { body: { cartItem: { sku: product.sku, qty, quote_id: cartId } } })).status).toBe(200);
  const base = `/rest/fr/V1/guest-carts/${cartId}`;
  const at = address(await akwaQuarterId(store));
  const shipped = await call(server, 'POST', `${base}/shipping-information`, {
    body: { addressInformation: { shipping_address: at, billing_address: at, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } },
  });
  expect(shipped.status).toBe(200);
  const body = { cartId, email: 'awa@example.cm', billingAddress: at, paymentMethod: { method: 'mesomb_gateway', additional_data: { payer_number: payer, ...(service ? { service } : {}) } } };
  const placed = await call(server, 'POST', `${base.replace('/rest/fr/', `/rest/${lang}/`)}/payment-information`, { headers: { source: 'WEBSITE' }, body });
  return { placed, product, base, body, grandTotal: shipped.body.totals.grand_total as number };
}

const payment = async (masked: string) => (await call(api.server, 'GET', `/api/payments/orders/${masked}`)).body;
const prompts = async (payer: string) => (await call(api.server, 'GET', `/api/dev/mobile-money?payer=${payer}`)).body.items as { reference: string; status: string; amount: number; service: string }[];
const answer = (reference: string, action: 'approve' | 'decline', reason?: string) =>
  call(api.server, 'POST', `/api/dev/mobile-money/${reference}/${action}`, reason ? { body: { reason } } : { body: {} });
const stockOf = async (productId: number) => Number((await api.store.db.selectFrom('stock').select('qty').where('product_id', '=', productId).executeTakeFirstOrThrow()).qty);

describe('a mobile-money order', () => {
  it('asks the payer for the grand total at "Commander", and is paid once the payer approves', async () => {
    const payer = newPayer();
    const { masked, grandTotal } = await placeMobileMoneyOrder(api.server, api.store, payer);
    const [prompt] = await prompts(payer);
    expect(prompt).toMatchObject({ status: 'PENDING', amount: grandTotal, service: 'MTN' });
    const waiting = await payment(masked);
    expect(waiting).toMatchObject({ status: 'pending_payment', grand_total: grandTotal, attempt: { status: 'pending', amount: grandTotal, service: 'MTN' }, can_pay_again: false });
    expect(waiting.attempt.payer_number).not.toContain(payer.slice(3, 6));
    // The deadline is kept to the second.
    expect(waiting.attempt.seconds_left).toBeGreaterThanOrEqual(WINDOW_MS / 1000 - 1);
    expect(waiting.attempt.seconds_left).toBeLessThanOrEqual(WINDOW_MS / 1000);

    expect((await answer(prompt!.reference, 'approve')).status).toBe(200);
    expect(await payment(masked)).toMatchObject({ state: 'processing', status: 'processing', attempt: { status: 'paid' }, can_pay_again: false, can_switch_to_cash: false });
    const order = await call(api.server, 'GET', `/rest/fr/V1/orders/${masked}`);
    expect(order.body.status).toBe('processing');
  });

  it('refuses at checkout a payer number MeSomb cannot collect from', async () => {
    const payer = '662000222';
    const product = await addProduct(api.store, { price: 20_000, qty: 10 });
    const cartId = (await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
    await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${cartId}/items`, { body: { cartItem: { sku: product.sku, qty: 1, quote_id: cartId } } });
    const refused = await call(api.server, 'POST', `/rest/en/V1/guest-carts/${cartId}/set-payment-information`, { body: { cartId, paymentMethod: { method: 'mesomb_gateway', additional_data: { payer_number: payer } } } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/neither MTN nor Orange/);
    expect(await prompts(payer)).toHaveLength(0);
  });

  it('tells an Orange number from its prefix', async () => {
    const payer = newPayer('69');
    await placeMobileMoneyOrder(api.server, api.store, payer);
    expect((await prompts(payer))[0]?.service).toBe('ORANGE');
  });

  it('collects once for a double tap, a repeated placement, and a status heard twice', async () => {
    const payer = newPayer();
    const { masked, base, body } = await placeMobileMoneyOrder(api.server, api.store, payer);
    const again = await call(api.server, 'POST', `${base}/payment-information`, { body });
    expect(again.body).toBe(masked);
    const taps = await Promise.all([1, 2, 3].map(() => call(api.server, 'POST', `/api/payments/orders/${masked}/attempts`, { body: {} })));
    expect(taps.map((t) => t.status)).toEqual([200, 200, 200]);
    expect(await prompts(payer)).toHaveLength(1);

    const [prompt] = await prompts(payer);
    await answer(prompt!.reference, 'approve');
    // Polls of the page and the store's own checks at once: the order moves once, one history row.
    await Promise.all([1, 2, 3, 4].map(() => payment(masked)));
    expect((await answer(prompt!.reference, 'approve')).status).toBe(409);
    expect((await answer(prompt!.reference, 'decline')).status).toBe(409);
    const order = await call(api.server, 'GET', `/rest/fr/V1/orders/${masked}`);
    expect(order.body.status).toBe('processing');
    const history = order.body.status_histories as { status: string }[];
    expect(history.filter((h) => h.status === 'processing')).toHaveLength(1);
    const attempts = await api.store.db.selectFrom('payment_attempts').selectAll().where('payer_number', '=', payer).execute();
    expect(attempts.map((a) => a.status)).toEqual(['paid']);
  });

  for (const [reason, said] of [
    ['decline', 'declined'],
    ['insufficient_funds', 'insufficient_funds'],
    ['wrong_pin', 'wrong_pin'],
  ] as const) {
    it(`ends on ${said} and lets the shopper pay again, on a new transaction for the same order`, async () => {
      const payer = newPayer();
      const { masked, product } = await placeMobileMoneyOrder(api.server, api.store, payer);
      const [first] = await prompts(payer);
      await answer(first!.reference, 'decline', reason === 'decline' ? undefined : reason);
      const failed = await payment(masked);
      expect(failed).toMatchObject({ status: 'pending_payment', attempt: { status: 'failed', reason: said }, can_pay_again: true, can_switch_to_cash: true });
      expect(await stockOf(product.id)).toBe(9);

      const retry = await call(api.server, 'POST', `/api/payments/orders/${masked}/attempts`, { body: {} });
      expect(retry.status).toBe(201);
      expect(retry.body.attempt.id).not.toBe(failed.attempt.id);
      const list = await prompts(payer);
      expect(list.map((p) => p.status).toSorted()).toEqual(['FAILED', 'PENDING']);
      await answer(list.find((p) => p.status === 'PENDING')!.reference, 'approve');
      expect(await payment(masked)).toMatchObject({ status: 'processing', attempt: { status: 'paid' } });
    });
  }

  it('expires when the payer never answers within the window: the order is cancelled and its stock comes back', async () => {
    const payer = newPayer();
    const { masked, product } = await placeMobileMoneyOrder(api.server, api.store, payer, 2);
    expect(await stockOf(product.id)).toBe(8);
    clock += WINDOW_MS;
    expect(await payment(masked)).toMatchObject({ status: 'canceled', attempt: { status: 'failed', reason: 'expired' }, can_pay_again: false });
    expect(await stockOf(product.id)).toBe(10);
    const [prompt] = await prompts(payer);
    expect(prompt!.status).toBe('FAILED');
    // The payer's approval after the window changes nothing.
    expect((await answer(prompt!.reference, 'approve')).status).toBe(409);
    expect((await payment(masked)).status).toBe('canceled');
  });

  it('lapses when, after a failed payment, the shopper neither pays again nor switches within the window', async () => {
    const payer = newPayer();
    const { masked, product } = await placeMobileMoneyOrder(api.server, api.store, payer);
    await answer((await prompts(payer))[0]!.reference, 'decline');
    clock += WINDOW_MS + 1000;
    expect(await payment(masked)).toMatchObject({ status: 'canceled', can_pay_again: false });
    expect(await stockOf(product.id)).toBe(10);
    expect((await call(api.server, 'POST', `/api/payments/orders/${masked}/attempts`, { body: {} })).status).toBe(409);
  });

  it('switches to cash on delivery after a decline, never while a prompt waits on the phone', async () => {
    const payer = newPayer();
    const { masked } = await placeMobileMoneyOrder(api.server, api.store, payer);
    const early = await call(api.server, 'POST', `/api/payments/orders/${masked}/cash-on-delivery`);
    expect(early.status).toBe(409);
    await answer((await prompts(payer))[0]!.reference, 'decline');
    const switched = await call(api.server, 'POST', `/api/payments/orders/${masked}/cash-on-delivery`);
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ state: 'new', status: 'pending', payment_method: 'cashondelivery', can_pay_again: false });
    expect((await call(api.server, 'POST', `/api/payments/orders/${masked}/cash-on-delivery`)).status).toBe(409);
    expect((await call(api.server, 'POST', `/api/payments/orders/${masked}/attempts`, { body: {} })).status).toBe(409);
  });

  it('refuses a payer number that is not a Cameroonian mobile, and a network it cannot tell without a choice', async () => {
    const payer = newPayer();
    const { masked } = await placeMobileMoneyOrder(api.server, api.store, payer);
    await answer((await prompts(payer))[0]!.reference, 'decline');
    expect((await call(api.server, 'POST', `/api/payments/orders/${masked}/attempts`, { body: { payer_number: '12345' } })).status).toBe(400);
    const unknown = await call(api.server, 'POST', `/api/payments/orders/${masked}/attempts`, { body: { payer_number: '662000111' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: "Le numéro %number n'est ni MTN ni Orange : choisissez l'opérateur.", parameters: { number: '662000111' } });
    const chosen = await call(api.server, 'POST', `/api/payments/orders/${masked}/attempts`, { body: { payer_number: '662000111', service: 'ORANGE' } });
    expect(chosen.status).toBe(201);
    expect((await prompts('662000111'))[0]?.service).toBe('ORANGE');
    expect((await call(api.server, 'GET', '/api/payments/orders/not-an-order')).status).toBe(404);
  });
});

describe('a payer number whose prefix is neither MTN nor Orange', () => {
  it('is refused at "Commander" until the shopper chooses the network, in both languages', async () => {
    const payer = newPayer('66');
    const fr = await tryMobileMoneyOrder(api.server, api.store, payer);
    expect(fr.placed.status).toBe(400);
    expect(fr.placed.body).toMatchObject({ message: "Le numéro %number n'est ni MTN ni Orange : choisissez l'opérateur, MTN Mobile Money ou Orange Money.", parameters: { number: payer } });
    const en = await tryMobileMoneyOrder(api.server, api.store, payer, 1, undefined, 'en');
    expect(en.placed.status).toBe(400);
    expect(en.placed.body).toMatchObject({ message: 'The number %number is neither MTN nor Orange: choose the network, MTN Mobile Money or Orange Money.', parameters: { number: payer } });
    expect(await prompts(payer)).toEqual([]);
    expect((await tryMobileMoneyOrder(api.server, api.store, payer, 1, 'AIRTEL')).placed.status).toBe(400);
  });

  it('is collected on the chosen network, and paid again on it', async () => {
    const payer = newPayer('66');
    const { masked, grandTotal } = await placeMobileMoneyOrder(api.server, api.store, payer, 1, 'ORANGE');
    const [first] = await prompts(payer);
    expect(first).toMatchObject({ status: 'PENDING', amount: grandTotal, service: 'ORANGE' });
    await answer(first!.reference, 'decline');
    // "Pay again" without a network keeps the one chosen at checkout rather than failing on the prefix.
    const again = await call(api.server, 'POST', `/api/payments/orders/${masked}/attempts`, { body: {} });
    expect(again.status).toBe(201);
    expect(again.body.attempt).toMatchObject({ status: 'pending', service: 'ORANGE' });
    await answer((await prompts(payer)).find((p) => p.status === 'PENDING')!.reference, 'approve');
    expect(await payment(masked)).toMatchObject({ status: 'processing', attempt: { status: 'paid', service: 'ORANGE' } });
  });

  it("follows the shopper's pick over the prefix of a ported number", async () => {
    const payer = newPayer('67');
    const { masked } = await placeMobileMoneyOrder(api.server, api.store, payer, 1, 'ORANGE');
    const [first] = await prompts(payer);
    expect(first?.service).toBe('ORANGE');
    await answer(first!.reference, 'decline');
    const again = await call(api.server, 'POST', `/api/payments/orders/${masked}/attempts`, { body: { service: 'MTN' } });
    expect(again.body.attempt).toMatchObject({ status: 'pending', service: 'MTN' });
  });
});

async function operatorSession(login: string, roles: string[]): Promise<string> {
  const headers = { authorization: `Bearer ${CREDENTIAL}`, 'content-type': 'application/json' };
  const inject = (method: 'POST', url: string, body: unknown, session?: string) =>
    api.server.app.inject({ method, url, headers: { ...headers, ...(session ? { 'x-operator-session': session } : {}) }, payload: JSON.stringify(body) });
  await inject('POST', '/api/operator/bootstrap', { password: 'first administrator password' });
  const admin = (await inject('POST', '/api/operator/sessions', { login: 'admin', password: 'first administrator password' })).json().token as string;
  if (login === 'admin') return admin;
  await inject('POST', '/api/operator/accounts', { login, password: 'a long enough password', roles }, admin);
  return (await inject('POST', '/api/operator/sessions', { login, password: 'a long enough password' })).json().token as string;
}
const refund = (orderId: number, session: string) =>
  api.server.app.inject({
    method: 'POST',
    url: `/api/operator/orders/${orderId}/actions`,
    headers: { authorization: `Bearer ${CREDENTIAL}`, 'x-operator-session': session, 'content-type': 'application/json' },
    payload: JSON.stringify({ action: 'refund' }),
  });
const deskDetail = (orderId: number, session: string) =>
  api.server.app.inject({ method: 'GET', url: `/api/operator/orders/${orderId}`, headers: { authorization: `Bearer ${CREDENTIAL}`, 'x-operator-session': session } });

describe('refunds, from the order desk', () => {
  it('gives a paid order back through MeSomb once, closes it, and needs the orders role', async () => {
    const payer = newPayer();
    const { masked, grandTotal } = await placeMobileMoneyOrder(api.server, api.store, payer);
    const waiting = await payment(masked);
    const desk = await operatorSession('desk', ['orders']);
    const releases = await operatorSession('releaser', ['releases']);
    expect((await refund(waiting.order_id, desk)).statusCode).toBe(409);

    expect((await deskDetail(waiting.order_id, desk)).json().actions).not.toContain('refund');

    await answer((await prompts(payer))[0]!.reference, 'approve');
    expect((await payment(masked)).status).toBe('processing');
    expect((await deskDetail(waiting.order_id, desk)).json().actions).toContain('refund');
    expect((await refund(waiting.order_id, releases)).statusCode).toBe(403);
    const [first, second] = await Promise.all([refund(waiting.order_id, desk), refund(waiting.order_id, desk)]);
    expect([first!.statusCode, second!.statusCode].toSorted()).toEqual([200, 409]);
    const done = (first!.statusCode === 200 ? first! : second!).json();
    expect(done.order).toMatchObject({ state: 'closed', status: 'closed' });
    expect(done.history.at(-1) ?? done.history[0]).toBeTruthy();
    const [attempt] = await api.store.db.selectFrom('payment_attempts').selectAll().where('order_id', '=', waiting.order_id).execute();
    expect(attempt).toMatchObject({ status: 'refunded', refunded_by: 'desk', amount: grandTotal });
    expect(attempt!.refund_reference).toMatch(/.+/);
    expect((await refund(waiting.order_id, desk)).statusCode).toBe(409);
    expect((await refund(999_999, desk)).statusCode).toBe(404);
  });
});

describe('the demo phone', () => {
  it('answers 404 to a caller on another machine or behind a proxy', async () => {
    for (const request of [
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
    ]) {
      const list = await api.server.app.inject({ method: 'GET', url: '/api/dev/mobile-money?payer=670000000', ...request });
      expect(list.statusCode).toBe(404);
      const approve = await api.server.app.inject({ method: 'POST', url: '/api/dev/mobile-money/0123456789abcdef01234567/approve', ...request });
      expect(approve.statusCode).toBe(404);
      const page = await api.server.app.inject({ method: 'GET', url: '/api/dev/mobile-money/phone', ...request });
      expect(page.statusCode).toBe(404);
    }
  });

  it('shows the payer the prompt in French or English, with forms that answer it', async () => {
    const payer = newPayer();
    await placeMobileMoneyOrder(api.server, api.store, payer);
    const fr = await fetch(`${api.server.url}/api/dev/mobile-money/phone?payer=${payer}&lang=fr`);
    const frText = await fr.text();
    expect(frText).toContain('Valider (code PIN correct)');
    expect(frText).toMatch(/payer 20\s000 FCFA|payer 2\d[\s\u202f]\d{3} FCFA/);
    const en = await (await fetch(`${api.server.url}/api/dev/mobile-money/phone?payer=${payer}&lang=en`)).text();
    expect(en).toContain('Approve (correct PIN)');
    const [prompt] = await prompts(payer);
    const posted = await fetch(`${api.server.url}/api/dev/mobile-money/${prompt!.reference}/approve`, { method: 'POST', body: new URLSearchParams({ lang: 'en' }), redirect: 'manual' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/api/dev/mobile-money/phone?payer=${payer}&lang=en`);
    expect((await prompts(payer))[0]!.status).toBe('SUCCESS');
  });

  it('does not exist in production', async () => {
    const production = await startServer({ seed: false, config: { mode: 'production', demoOutbox: true } });
    try {
      expect((await call(production, 'GET', '/api/dev/mobile-money?payer=670000000')).status).toBe(404);
    } finally {
      await production.close();
    }
  }, 60_000);
});

describe('a store with its own MeSomb keys', () => {
  const keys = { applicationKey: 'store-app-key', accessKey: 'store-access-key', secretKey: 'store-secret-key' };
  let mesomb: MeSombSimulator;
  beforeAll(async () => {
    mesomb = await startMeSombSimulator({ ...keys, windowMs: WINDOW_MS, now: () => Date.now() });
  });
  afterAll(() => mesomb.close());

  it('collects from the MeSomb its keys name, and a wrong secret is refused there: nothing is asked of the payer', async () => {
    for (const [secretKey, expected] of [
      [keys.secretKey, 'pending'],
      ['not-the-secret', 'created'],
    ] as const) {
      const server = await startServer({ seed: false, config: { mesomb: { ...keys, secretKey, host: mesomb.url } } });
      try {
        const store = storeOf(server);
        try {
          await addTowns(store);
          const payer = newPayer();
          const { masked } = await placeMobileMoneyOrder(server, store, payer);
          expect((await call(server, 'GET', `/api/payments/orders/${masked}`)).body.attempt.status).toBe(expected);
          expect(mesomb.promptsOf(payer)).toHaveLength(expected === 'pending' ? 1 : 0);
          // The demo phone belongs to the demo's own simulator: a store on real keys has none.
          expect((await call(server, 'GET', `/api/dev/mobile-money?payer=${payer}`)).status).toBe(404);
        } finally {
          await store.close();
        }
      } finally {
        await server.close();
      }
    }
  }, 60_000);
});

/** A Tecno telephone ordered in Douala (an agency town) on installments, run on `payer`. */
async function placeInstallmentOrder(payer: string) {
  const product = await addProduct(api.store, { price: 90_000, qty: 10, attributes: { marque: 'Tecno' } });
  const cartId = (await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
  await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${cartId}/items`, { body: { cartItem: { sku: product.sku, qty: 1, quote_id: cartId } } });
  const at = address(await akwaQuarterId(api.store));
  const base = `/rest/fr/V1/guest-carts/${cartId}`;
  await call(api.server, 'POST', `${base}/shipping-information`, { body: { addressInformation: { shipping_address: at, billing_address: at, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } } });
  // The payer proved the number the plan runs on (a code by SMS), as the checkout asks a guest to.
  const proof = await proofOf(api.store, payer.replace(/\D/g, '').replace(/^237(?=\d{9}$)/, ''));
  const placed = await call(api.server, 'POST', `${base}/payment-information`, { headers: proof, body: { cartId, email: 'tranche@example.cm', paymentMethod: { method: 'gt_installment', additional_data: { payer_number: payer } } } });
  expect(placed.status).toBe(200);
  return { masked: placed.body as string, product };
}
const requests = async (payer: string) => (await call(api.server, 'GET', `/api/dev/installments?payer=${payer}`)).body.items as { id: string; status: string; amount: number }[];

describe('an installment order', () => {
  it('waits in pending_payment until the payment app approves a plan, then is paid', async () => {
    const payer = newPayer();
    const { masked } = await placeInstallmentOrder(payer);
    const [request] = await requests(payer);
    expect(request).toMatchObject({ status: 'pending' });
    expect(await payment(masked)).toMatchObject({ status: 'pending_payment', attempt: { kind: 'installment', status: 'pending' }, can_pay_again: false });
    expect((await call(api.server, 'POST', `/api/dev/installments/${request!.id}/approve`, { body: {} })).status).toBe(200);
    const paid = await payment(masked);
    expect(paid).toMatchObject({ status: 'processing', attempt: { kind: 'installment', status: 'paid' } });
    expect(paid.attempt.plan).toMatchObject({ months: 6 });
    expect(paid.attempt.plan.first_payment + paid.attempt.plan.monthly_payment * 6).toBeGreaterThanOrEqual(request!.amount);
    expect((await call(api.server, 'POST', `/api/dev/installments/${request!.id}/refuse`, { body: { reason: 'no_account' } })).status).toBe(409);
  });

  it('is cancelled, its stock back, when the payment app refuses with one of the spec reasons', async () => {
    const payer = newPayer();
    const { masked, product } = await placeInstallmentOrder(payer);
    expect(await stockOf(product.id)).toBe(9);
    const [request] = await requests(payer);
    expect((await call(api.server, 'POST', `/api/dev/installments/${request!.id}/refuse`, { body: { reason: 'documents_missing' } })).status).toBe(200);
    expect(await payment(masked)).toMatchObject({ status: 'canceled', attempt: { status: 'failed', reason: 'documents_missing' } });
    expect(await stockOf(product.id)).toBe(10);
    expect((await call(api.server, 'POST', `/api/dev/installments/${request!.id}/refuse`, { body: { reason: 'made_up' } })).status).toBe(400);
  });
});
