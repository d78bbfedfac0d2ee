import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.ts';
import { call, registerCustomer } from './support/commerce.ts';
import { useTestServer } from './support/server.ts';
import { provenCaller } from './support/phone-proof.ts';

// Issue 24, "Limits that hold": each test is one of the tester's repros, refused.

/** The limits `npm start` runs with (the test server raises them for other test files). */
const SHIPPED = defaultConfig({}).limits;

let clock = Date.now();
const api = useTestServer({ now: () => new Date(clock), config: { limits: { ...SHIPPED, readsPerMinute: 5 } } });
const provenCall = provenCaller(api);

/** One JSON call from another machine: the socket's address is what per-address limits count. */
async function from(address: string, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const res = await api.server.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: address,
    headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
}

const latestCode = async (to: string): Promise<string> =>
  /(\d{6})/.exec((await call(api.server, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.items[0].body)![1]!;

describe('one-time codes', () => {
  it('die after 5 wrong tries from any addresses; only a new code signs in', async () => {
    const customer = await registerCustomer(api.server);
    const to = customer.email;
    expect((await call(api.server, 'POST', '/api/auth/code', { body: { to } })).status).toBe(200);
    const code = await latestCode(to);
    const wrong = code === '000000' ? '111111' : '000000';
    // Five guessers, one try each: a per-address count gave each of them five.
    for (let i = 1; i <= 5; i++) expect((await from(`198.51.100.${i}`, 'POST', '/api/auth/verify', { to, code: wrong })).status).toBe(400);
    const dead = await from('127.0.0.1', 'POST', '/api/auth/verify', { to, code }, { 'accept-language': 'en' });
    expect(dead.status).toBe(429);
    expect(dead.body.message).toBe('Too many tries for this code: it no longer works. Request a new code.');
    expect(dead.body).not.toHaveProperty('token');
    clock += 61_000;
    expect((await call(api.server, 'POST', '/api/auth/code', { body: { to } })).status).toBe(200);
    const fresh = await from('127.0.0.1', 'POST', '/api/auth/verify', { to, code: await latestCode(to) });
    expect(fresh.status).toBe(200);
    expect(fresh.body.token).toEqual(expect.any(String));
  });

  it('let exactly 5 of many guesses sent at once be checked', async () => {
    const to = `burst-${Date.now()}@example.cm`;
    expect((await call(api.server, 'POST', '/api/auth/code', { body: { to } })).status).toBe(200);
    const code = await latestCode(to);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => from(`203.0.113.${i + 1}`, 'POST', '/api/auth/verify', { to, code: wrong }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });
});

const signUp = (address: string, i: number) =>
  from(address, 'POST', '/rest/fr/V1/customers', { customer: { firstname: 'Awa', lastname: 'Mbarga', email: `v6-${i}-${Date.now()}@example.cm` }, password: 'Secret123!' });

describe('IPv6 callers', () => {
  it('are counted by their /64 in the limits kept in the database', async () => {
    for (let i = 1; i <= SHIPPED.signupsPerHour; i++) expect((await signUp(`2001:db8:aa:1::${i.toString(16)}`, i)).status).toBe(200);
    // A fresh address of the same /64 is the same subscriber.
    expect((await signUp('2001:db8:aa:1:ffff:ffff:ffff:fffe', 99)).status).toBe(429);
    expect((await signUp('2001:db8:aa:2::1', 100)).status).toBe(200);
  });

  it('are counted by their /64 in the catalogue read limit', async () => {
    const listing = '/rest/fr/V1/products?searchCriteria[pageSize]=1';
    for (let i = 1; i <= 5; i++) expect((await from(`2001:db8:bb:1::${i}`, 'GET', listing)).status).toBe(200);
    expect((await from('2001:db8:bb:1:1234::9', 'GET', listing)).status).toBe(429);
    expect((await from('2001:db8:bb:2::1', 'GET', listing)).status).toBe(200);
  });
});

describe('checks of the current password', () => {
  it('changing the password: counted with the logins, so a stolen session gets no free guesses', async () => {
    const customer = await registerCustomer(api.server);
    const change = (currentPassword: string) =>
      call(api.server, 'PUT', '/rest/en/V1/customers/me/password', { token: customer.token, body: { currentPassword, newPassword: 'NewSecret456!' } });
    for (let i = 0; i < 10; i++) expect((await change(`wrong-${i}`)).status).toBe(400);
    const locked = await change(customer.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many attempts/);
    // The same count locks the login form: the two are one budget.
    expect((await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: customer.password } })).status).toBe(429);
  });

  it('closing the account: counted the same way', async () => {
    const customer = await registerCustomer(api.server);
    const close = (password: string) => call(api.server, 'DELETE', '/api/customers/me', { token: customer.token, body: { password, reason: 'Je pars' } });
    for (let i = 0; i < 10; i++) expect((await close(`wrong-${i}`)).status).toBe(400);
    expect((await close(customer.password)).status).toBe(429);
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: customer.token })).status).toBe(200);
  });

  it('a right password clears the count', async () => {
    const customer = await registerCustomer(api.server);
    const change = (currentPassword: string, newPassword: string) =>
      call(api.server, 'PUT', '/rest/fr/V1/customers/me/password', { token: customer.token, body: { currentPassword, newPassword } });
    for (let i = 0; i < 9; i++) expect((await change(`wrong-${i}`, 'NewSecret456!')).status).toBe(400);
    expect((await change(customer.password, 'NewSecret456!')).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await change(`wrong-${i}`, 'Other789!')).status).toBe(400);
    expect((await change('NewSecret456!', 'Other789!')).status).toBe(200);
  });
});

describe('messages to one recipient', () => {
  it('are capped per recipient, however many addresses send the forms', async () => {
    const telephone = '699776655';
    const email = `flooded-${Date.now()}@example.cm`;
    const body = { subject: 'other', name: 'Chantal Mballa', telephone, email, message: 'Bonjour, pouvez-vous me rappeler ?' };
    const perRecipient = SHIPPED.acknowledgementsPerRecipientPerHour;
    for (let i = 1; i <= perRecipient + 2; i++) expect((await from(`192.0.2.${i}`, 'POST', '/api/contact', body)).status).toBe(201);
    const quote = { data: { name: 'Chantal Mballa', telephone, email, message: 'Un devis pour 20 téléphones' } };
    expect((await from('192.0.2.50', 'POST', '/rest/fr/V1/gt/quote-request/create', quote)).status).toBe(200);
    const texts = await call(api.server, 'GET', `/api/dev/outbox?to=${telephone}`);
    const mails = await call(api.server, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(texts.body.items).toHaveLength(perRecipient);
    expect(mails.body.items).toHaveLength(perRecipient);
    // The forms are kept all the same: a real sender is never turned away.
    const kept = await api.store.db.selectFrom('contact_messages').select('id').where('telephone', '=', telephone).execute();
    expect(kept).toHaveLength(perRecipient + 2);
  });
});

describe('auction bids', () => {
  interface Event { status: string; product: { id: number }; current_offer: number; marge: number }
  const running = async (): Promise<Event> =>
    ((await call(api.server, 'GET', '/api/auctions/events')).body.data as Event[]).find((e) => e.status === 'in_progress')!;
  const bid = (event: Event, price: number, phone: string) =>
    provenCall('POST', '/api/auctions/bids', {
      headers: { 'accept-language': 'en' },
      body: { bidder_name: 'Rose Eyenga', bidder_phone_number: phone, bidding_price: price, product_id: event.product.id, magento_user_id: null },
    });

  it('refuse the schema-maximum bid that froze the auction, and any jump past the bounded increments', async () => {
    const event = await running();
    const frozen = await bid(event, 1_000_000_000, '655440001');
    expect(frozen.status).toBe(400);
    expect(frozen.body.message).toBe('Your bid may exceed the current offer (%current FCFA) by at most %steps increments of %marge FCFA, i.e. at most %maximum FCFA.');
    const max = defaultConfig({}).auctionMaxIncrements;
    expect(frozen.body.parameters).toMatchObject({ current: event.current_offer, steps: max, maximum: event.current_offer + max * event.marge });
    expect((await bid(event, event.current_offer + (max + 1) * event.marge, '655440002')).status).toBe(400);
    expect((await bid(event, event.current_offer + max * event.marge, '655440003')).status).toBe(200);
    // The auction goes on: the next bidder can still outbid.
    const after = await running();
    expect((await bid(after, after.current_offer + after.marge, '655440004')).status).toBe(200);
  });
});
