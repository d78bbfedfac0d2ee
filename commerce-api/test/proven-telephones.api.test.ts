import { describe, expect, it } from 'vitest';
import { TREASURE_CODE, WHEEL_CODE } from '../src/games/seed.ts';
import { GAME_CODE } from '../src/seed/commerce.ts';
import { addProduct, addTowns, call, doualaAddress, registerCustomer } from './support/commerce.ts';
import { placeGuestOrder } from './support/games.ts';
import { provePhone } from './support/phone-proof.ts';
import { useTestServer } from './support/server.ts';

// Issue 24, "Proven telephones": each test is one of the tester's repros, refused. Anyone may
// place a guest order with any telephone, so "the order was placed with this number" proves
// nothing: the number itself must be proven (a code, or the account's verified number).

const api = useTestServer();
// Few sign-ups per address, to reach the limit; the API tests' own callers share 127.0.0.1.
const small = useTestServer({ config: { limits: { signupsPerHour: 2, accountLookupsPerHour: 10_000, readsPerMinute: 1_000_000 } } });

const post = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}, token?: string) =>
  call(api.server, 'POST', path, { body, headers: { 'accept-language': 'en', ...headers }, token });

describe('a game entry belongs to its proven player', () => {
  it("a wheel spin with a victim's telephone no longer answers the victim's prize coupon", async () => {
    const victim = '670515151';
    const proof = await provePhone(api.server, victim);
    const own = await placeGuestOrder(api.server, api.store, { telephone: victim });
    const won = await post('/api/games/wheel/spin', { nom: 'Awa Mbarga', tel: victim, order_number: own.incrementId, code: WHEEL_CODE }, proof);
    expect(won.status).toBe(200);
    // The attacker's own order, placed with the victim's number (a guest order takes any).
    const bait = await placeGuestOrder(api.server, api.store, { telephone: victim });
    const stolen = await post('/api/games/wheel/spin', { nom: 'Eve Nkodo', tel: victim, order_number: bait.incrementId, code: WHEEL_CODE });
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe('Confirm the number %telephone with the code we send you by SMS.');
    expect(stolen.body.parameters).toEqual({ telephone: victim, phone_proof: 'required' });
    if (won.body.coupon) expect(JSON.stringify(stolen.body)).not.toContain(won.body.coupon.code);
    // A proof of another number (the attacker's own) proves nothing about this one.
    const attackerProof = await provePhone(api.server, '670525252');
    expect((await post('/api/games/wheel/spin', { nom: 'Eve Nkodo', tel: victim, order_number: bait.incrementId, code: WHEEL_CODE }, attackerProof)).status).toBe(403);
  });

  it("a treasure hunt's play token is not re-issued to someone else", async () => {
    const victim = '699535353';
    const proof = await provePhone(api.server, victim);
    const own = await placeGuestOrder(api.server, api.store, { telephone: victim });
    const joined = await post('/api/games/treasure/join', { nom: 'Grace Tabi', tel: victim, order_number: own.incrementId, code: TREASURE_CODE }, proof);
    expect(joined.status).toBe(200);
    const bait = await placeGuestOrder(api.server, api.store, { telephone: victim });
    const stolen = await post('/api/games/treasure/join', { nom: 'Eve Nkodo', tel: victim, order_number: bait.incrementId, code: TREASURE_CODE });
    expect(stolen.status).toBe(403);
    expect(stolen.body).not.toHaveProperty('token');
    // The victim's token still plays: nobody replaced it.
    expect((await post('/api/games/treasure/progress', { code: TREASURE_CODE, tel: victim, token: joined.body.token })).status).toBe(200);
  });

  it("three creates by a stranger no longer burn a victim's whack-a-mole round", async () => {
    const victim = '655545454';
    const bait = await placeGuestOrder(api.server, api.store, { telephone: victim });
    const body = { nom: 'Eve Nkodo', tel: victim, order_number: bait.incrementId, wrack_the_mole_code: GAME_CODE };
    for (let i = 0; i < 4; i++) expect((await post('/api/whack-a-mole/create', body)).status).toBe(403);
    const proof = await provePhone(api.server, victim);
    const played = await post('/api/whack-a-mole/create', { ...body, nom: 'Rose Eyenga' }, proof);
    expect(played.status).toBe(200);
    expect(played.body.data).toMatchObject({ is_updated: false, session_token: expect.any(String) });
  });

  it("a logged-in customer's verified number needs no other proof", async () => {
    const telephone = '677565656';
    const customer = await registerCustomer(api.server, { telephone });
    const order = await placeGuestOrder(api.server, api.store, { telephone });
    const spin = () => post('/api/games/wheel/spin', { nom: 'Awa Mbarga', tel: telephone, order_number: order.incrementId, code: WHEEL_CODE }, {}, customer.token);
    // Not yet verified: the account's number is only a claim.
    expect((await spin()).status).toBe(403);
    expect((await call(api.server, 'POST', '/api/auth/code', { body: { to: telephone } })).status).toBe(200);
    const code = /(\d{6})/.exec((await call(api.server, 'GET', `/api/dev/outbox?to=${telephone}`)).body.items[0].body)![1]!;
    expect((await call(api.server, 'POST', '/api/auth/verify', { body: { to: telephone, code } })).status).toBe(200);
    expect((await spin()).status).toBe(200);
  });
});

describe('bids in a proven name only', () => {
  interface Event { status: string; product: { id: number }; current_offer: number; marge: number }
  const running = async (): Promise<Event> => ((await call(api.server, 'GET', '/api/auctions/events')).body.data as Event[]).find((e) => e.status === 'in_progress')!;
  const bid = async (phone: string, headers: Record<string, string> = {}) => {
    const event = await running();
    return post('/api/auctions/bids', { bidder_name: 'Rose Eyenga', bidder_phone_number: phone, bidding_price: event.current_offer + event.marge, product_id: event.product.id }, headers);
  };

  it("refuse a bid in someone else's name, so 31 of them no longer lock the victim out", async () => {
    const victim = '655575757';
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await bid(victim)).status);
    expect(new Set(statuses)).toEqual(new Set([403]));
    const proof = await provePhone(api.server, victim);
    const own = await bid(victim, proof);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ bidding_price: expect.any(Number) });
  });
});

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const flashSale = async () => {
  const now = Date.now();
  return addProduct(api.store, { qty: 10, attributes: { is_on_flash_sale: '1', flash_sale_start: iso(now - 3600_000), flash_sale_end: iso(now + 3600_000) } });
};
/** A guest cart with `sku`, shipped to Douala with `telephone`. */
const shippedCart = async (sku: string, telephone: string) => {
  const cartId = (await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
  const base = `/rest/fr/V1/guest-carts/${cartId}`;
  expect((await call(api.server, 'POST', `${base}/items`, { body: { cartItem: { sku, qty: 1, quote_id: cartId } } })).status).toBe(200);
  const address = await doualaAddress(api.store, telephone);
  const shipped = await call(api.server, 'POST', `${base}/shipping-information`, {
    body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } },
  });
  expect(shipped.status).toBe(200);
  return base;
};
const placeFrom = (base: string, paymentMethod: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post(`${base}/payment-information`, { email: 'buyer@example.cm', paymentMethod }, headers);

describe('orders in a proven name only', () => {
  it("refuse a flash-sale order in a stranger's telephone, which used the victim's one item up", async () => {
    await addTowns(api.store);
    const victim = '655616161';
    const flash = await flashSale();
    const stolen = await placeFrom(await shippedCart(flash.sku, victim), { method: 'cashondelivery' });
    expect(stolen.status).toBe(403);
    expect(stolen.body.parameters).toEqual({ telephone: victim, phone_proof: 'required' });
    const own = await placeFrom(await shippedCart(flash.sku, victim), { method: 'cashondelivery' }, await provePhone(api.server, victim));
    expect(own.status).toBe(200);
  });

  it("refuse an installment plan in someone else's number, which blocked the owner's own plan", async () => {
    await addTowns(api.store);
    const victim = '655626262';
    const tecno = await addProduct(api.store, { price: 90_000, attributes: { marque: 'Tecno' } });
    const plan = { method: 'gt_installment', additional_data: { payer_number: victim } };
    const stolen = await placeFrom(await shippedCart(tecno.sku, '655636363'), plan, await provePhone(api.server, '655636363'));
    expect(stolen.status).toBe(403);
    expect(stolen.body.parameters).toEqual({ telephone: victim, phone_proof: 'required' });
    expect((await placeFrom(await shippedCart(tecno.sku, victim), plan, await provePhone(api.server, victim))).status).toBe(200);
  });
});

describe('phone proofs', () => {
  it('are given for the right code only, once, and bound to their number', async () => {
    const telephone = '699585858';
    expect((await call(api.server, 'POST', '/api/auth/code', { body: { to: telephone } })).status).toBe(200);
    const code = /(\d{6})/.exec((await call(api.server, 'GET', `/api/dev/outbox?to=${telephone}`)).body.items[0].body)![1]!;
    const wrong = await post('/api/phone-proofs', { telephone, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid verification code');
    expect((await post('/api/phone-proofs', { telephone: 'not a phone', code })).status).toBe(400);
    const proven = await post('/api/phone-proofs', { telephone: '+237 699 58 58 58', code });
    expect(proven.status).toBe(200);
    expect(proven.body).toMatchObject({ telephone, proof: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_at: expect.any(String) });
    // The code served once.
    expect((await post('/api/phone-proofs', { telephone, code })).status).toBe(400);
    const row = await api.store.db.selectFrom('phone_proofs').selectAll().where('telephone', '=', telephone).executeTakeFirstOrThrow();
    // Only the proof's hash is kept, and it lives hours, not days.
    expect(row.token_hash).not.toBe(proven.body.proof);
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(2 * 3600);
  });
});

const askCode = (to: string) => call(small.server, 'POST', '/api/auth/code', { body: { to, purpose: 'signup' } });
const outbox = async (to: string) => (await call(small.server, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.items as { body: string }[];

describe('sign-up limits (issue 30, rule 4)', () => {
  it('refuse a sign-up past the budget before a code is sent, never after it was typed', async () => {
    const made: string[] = [];
    for (let i = 0; i < 2; i++) {
      const to = `nat-${i}-${Date.now()}@example.cm`;
      expect((await askCode(to)).status).toBe(200);
      made.push(to);
    }
    const refused = `nat-refused-${Date.now()}@example.cm`;
    const third = await askCode(refused);
    expect(third.status).toBe(429);
    expect(await outbox(refused)).toEqual([]);
    // The two who got a code finish: their sign-up was counted when they asked for it.
    for (const to of made) {
      const code = /(\d{6})/.exec((await outbox(to))[0]!.body)![1]!;
      expect((await call(small.server, 'POST', '/api/auth/verify', { body: { to, code } })).status).toBe(200);
      const created = await call(small.server, 'POST', '/rest/fr/V1/customers', { body: { customer: { firstname: 'Awa', lastname: 'Mbarga', email: to }, password: 'Secret123!' } });
      expect(created.status).toBe(200);
    }
  });

  it('count sign-up codes per e-mail or telephone too', async () => {
    const to = '699595959';
    const statuses = [];
    // Each code is used before the next is asked for, so the 60 s resend wait never applies.
    for (let i = 0; i < 4; i++) {
      const sent = await call(api.server, 'POST', '/api/auth/code', { body: { to, purpose: 'signup' } });
      statuses.push(sent.status);
      if (sent.status === 200) {
        const code = /(\d{6})/.exec((await call(api.server, 'GET', `/api/dev/outbox?to=${to}`)).body.items[0].body)![1]!;
        await call(api.server, 'POST', '/api/auth/verify', { body: { to, code } });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
