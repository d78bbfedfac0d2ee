import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { addProduct, addTowns, call, HOSTILE_VALUES, registerCustomer, snapshotOf } from './support/commerce.ts';
import { DEMO_CUSTOMER } from '../src/seed/commerce.ts';

const api = useTestServer();
beforeAll(() => addTowns(api.store));

const quarter = async (town: string, name: string) =>
  (
    await api.store.db
      .selectFrom('quarters as q')
      .innerJoin('towns as t', 't.id', 'q.town_id')
      .select('q.id')
      .where('t.name', '=', town)
      .where('q.name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

describe('demo customer', () => {
  it('logs in with the documented credentials and is an "old" customer with one order', async () => {
    const login = await call(api.server, 'POST', '/api/auth/login', { body: { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
    expect(login.status).toBe(200);
    const me = await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: login.body.token });
    expect(me.body).toMatchObject({ email: DEMO_CUSTOMER.email, extension_attributes: { customer_tag: 'old' } });
    const orders = await call(api.server, 'GET', '/rest/fr/V1/orders', { token: login.body.token });
    expect(orders.body.total_count).toBe(1);
    expect(orders.body.items[0]).toMatchObject({ increment_id: '100000001', extension_attributes: { source: 'WEBSITE' } });
    const byPhone = await call(api.server, 'POST', '/api/auth/login', { body: { username: `+237${DEMO_CUSTOMER.telephone}`, password: DEMO_CUSTOMER.password } });
    expect(byPhone.status).toBe(200);
  });
});

describe('sign-up helpers', () => {
  it('tells whether an e-mail is free (Magento isEmailAvailable)', async () => {
    expect((await call(api.server, 'POST', '/rest/fr/V1/customers/isEmailAvailable', { body: { customerEmail: DEMO_CUSTOMER.email.toUpperCase(), websiteId: 1 } })).body).toBe(false);
    expect((await call(api.server, 'POST', '/rest/fr/V1/customers/isEmailAvailable', { body: { customerEmail: 'free-address@example.cm' } })).body).toBe(true);
    expect((await call(api.server, 'POST', '/rest/fr/V1/customers/isEmailAvailable', { body: { customerEmail: 'nope' } })).status).toBe(400);
  });

  it('marks the phone verified when the account is created right after a code check', async () => {
    await call(api.server, 'POST', '/api/auth/code', { body: { to: '651234567' } });
    const code = /(\d{6})/.exec((await call(api.server, 'GET', '/api/dev/outbox?to=651234567')).body.items[0].body)![1]!;
    expect((await call(api.server, 'POST', '/api/auth/verify', { body: { to: '651234567', code } })).body).toMatchObject({ verified: true, customer_exists: false });
    const created = await registerCustomer(api.server, { telephone: '651234567' });
    const me = await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: created.token });
    expect(me.body.extension_attributes).toMatchObject({ phone_verified: true, email_verified: false });
    // a code that was only sent, never checked, proves nothing
    await call(api.server, 'POST', '/api/auth/code', { body: { to: '652345678' } });
    const unproven = await registerCustomer(api.server, { telephone: '652345678' });
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: unproven.token })).body.extension_attributes.phone_verified).toBe(false);
  });
});

const phoneSignup = (customer: Record<string, unknown>) => ({ customer: { firstname: 'Paul', lastname: 'Etoa', ...customer }, password: 'Secret123!' });

describe('sign-up by telephone alone', () => {
  it('creates an account with no e-mail, logs in by phone, and keeps it reachable', async () => {
    const phone = [{ attribute_code: 'telephone', value: '+237 655 44 33 22' }];
    const created = await call(api.server, 'POST', '/rest/fr/V1/customers', { body: phoneSignup({ custom_attributes: phone }) });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ email: '', firstname: 'Paul', custom_attributes: [{ attribute_code: 'telephone', value: '655443322' }] });
    expect(await api.store.db.selectFrom('customers').select(['email', 'telephone']).where('id', '=', created.body.id).executeTakeFirst()).toEqual({ email: null, telephone: '655443322' });
    const login = await call(api.server, 'POST', '/api/auth/login', { body: { username: '655443322', password: 'Secret123!' } });
    expect(login.status).toBe(200);
    // A second account without e-mail is not refused for its (absent) e-mail.
    expect((await call(api.server, 'POST', '/rest/en/V1/customers', { body: phoneSignup({ custom_attributes: [{ attribute_code: 'telephone', value: '655443323' }] }) })).status).toBe(200);
    // Neither e-mail nor telephone: refused, in the path's language.
    const neither = await call(api.server, 'POST', '/rest/en/V1/customers', { body: phoneSignup({}) });
    expect(neither).toMatchObject({ status: 400, body: { message: 'Enter an email address or a phone number.' } });
    // The last way to reach the account cannot be removed; the newsletter needs an e-mail.
    const dropPhone = await call(api.server, 'PUT', '/rest/fr/V1/customers/me', { token: login.body.token, body: { customer: { custom_attributes: [{ attribute_code: 'telephone', value: '' }] } } });
    expect(dropPhone).toMatchObject({ status: 400, body: { message: 'Indiquez une adresse e-mail ou un numéro de téléphone.' } });
    const subscribe = await call(api.server, 'PUT', '/rest/en/V1/customers/me', { token: login.body.token, body: { customer: { extension_attributes: { is_subscribed: true } } } });
    expect(subscribe.status).toBe(400);
    const withEmail = await call(api.server, 'PUT', '/rest/fr/V1/customers/me', { token: login.body.token, body: { customer: { email: 'paul.etoa@example.cm' }, currentPassword: 'Secret123!' } });
    expect(withEmail.body).toMatchObject({ email: 'paul.etoa@example.cm' });
  });
});

describe('address book', () => {
  it('replaces the addresses with normalised ones and marks defaults', async () => {
    const customer = await registerCustomer(api.server);
    const fresh = await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: customer.token });
    expect(fresh.body.extension_attributes.customer_tag).toBe('new');
    const addresses = [
      { firstname: 'Awa', lastname: 'Mbarga', city: 'yaounde', telephone: '+237 699 00 11 22', street: ['Bastos'], country_id: 'CM', postcode: '-' },
      { firstname: 'Awa', lastname: 'Mbarga', city: 'Douala', telephone: '699001122', street: ['Akwa'], fax: String(await quarter('Douala', 'Akwa')), default_shipping: true },
    ];
    const res = await call(api.server, 'PUT', '/rest/fr/V1/customers/me', { token: customer.token, body: { customer: { addresses } } });
    expect(res.status).toBe(200);
    expect(res.body.addresses).toHaveLength(2);
    expect(res.body.addresses[0]).toMatchObject({ city: 'Yaoundé', street: ['Bastos'], fax: String(await quarter('Yaoundé', 'Bastos')), telephone: '699001122', country_id: 'CM', postcode: '-', default_billing: true, default_shipping: false });
    expect(res.body.addresses[1]).toMatchObject({ city: 'Douala', default_shipping: true, default_billing: false });
    expect(res.body.default_shipping).toBe(String(res.body.addresses[1].id));
    // leaving `addresses` out keeps them; an empty list clears them
    expect((await call(api.server, 'PUT', '/rest/fr/V1/customers/me', { token: customer.token, body: { customer: { firstname: 'Awa' } } })).body.addresses).toHaveLength(2);
    expect((await call(api.server, 'PUT', '/rest/fr/V1/customers/me', { token: customer.token, body: { customer: { addresses: [] } } })).body.addresses).toEqual([]);
    const before = await snapshotOf(api.store);
    for (const bad of [{ ...addresses[0], city: 'Lagos' }, { ...addresses[0], telephone: '123' }, { ...addresses[0], street: ['Nowhere'] }, { ...addresses[0], firstname: '<b>x</b>' }]) {
      expect((await call(api.server, 'PUT', '/rest/fr/V1/customers/me', { token: customer.token, body: { customer: { addresses: [bad] } } })).status).toBe(400);
    }
    for (const value of HOSTILE_VALUES) {
      const res2 = await call(api.server, 'PUT', '/rest/fr/V1/customers/me', { token: customer.token, body: { customer: { addresses: [value] } } });
      expect(res2.status).toBeGreaterThanOrEqual(400);
      expect(res2.status).toBeLessThan(500);
    }
    expect(await snapshotOf(api.store)).toBe(before);
  });
});

describe('password reset', () => {
  it('by e-mail link (Magento): same answer for unknown e-mails, token works once', async () => {
    const customer = await registerCustomer(api.server);
    expect((await call(api.server, 'PUT', '/rest/fr/V1/customers/password', { body: { email: 'nobody@example.cm', template: 'email_reset', websiteId: 1 } })).body).toBe(true);
    expect((await call(api.server, 'GET', '/api/dev/outbox?to=nobody@example.cm')).body.items).toEqual([]);
    expect((await call(api.server, 'PUT', '/rest/fr/V1/customers/password', { body: { email: customer.email, template: 'email_reset', websiteId: 1 } })).body).toBe(true);
    const mail = (await call(api.server, 'GET', `/api/dev/outbox?to=${encodeURIComponent(customer.email)}`)).body.items[0];
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    const wrong = await call(api.server, 'POST', '/rest/en/V1/customers/resetPassword', { body: { email: customer.email, resetToken: 'nope', newPassword: 'Brand-new-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The password token is mismatched. Reset and try again.');
    const otherEmail = await call(api.server, 'POST', '/rest/fr/V1/customers/resetPassword', { body: { email: DEMO_CUSTOMER.email, resetToken: token, newPassword: 'Brand-new-1' } });
    expect(otherEmail.status).toBe(400);
    const short = await call(api.server, 'POST', '/rest/fr/V1/customers/resetPassword', { body: { email: customer.email, resetToken: token, newPassword: '123' } });
    expect(short.body.message).toBe('Le mot de passe doit contenir au moins %min caractères');
    expect((await call(api.server, 'POST', '/rest/fr/V1/customers/resetPassword', { body: { email: customer.email, resetToken: token, newPassword: 'Brand-new-1' } })).body).toBe(true);
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: customer.token })).status).toBe(401);
    expect((await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: 'Brand-new-1' } })).status).toBe(200);
    expect((await call(api.server, 'POST', '/rest/fr/V1/customers/resetPassword', { body: { email: customer.email, resetToken: token, newPassword: 'Another-1' } })).status).toBe(400);
  });

  it('by verification code sent to the phone', async () => {
    const customer = await registerCustomer(api.server, { telephone: '698765432' });
    await call(api.server, 'POST', '/api/auth/code', { body: { to: '698765432' } });
    const code = /(\d{6})/.exec((await call(api.server, 'GET', '/api/dev/outbox?to=698765432')).body.items[0].body)![1]!;
    expect((await call(api.server, 'POST', '/api/auth/password-reset', { body: { to: '698765432', code, newPassword: '12' } })).status).toBe(400);
    const ok = await call(api.server, 'POST', '/api/auth/password-reset', { body: { to: '698765432', code, newPassword: 'Phone-reset-9' } });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
    expect((await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: 'Phone-reset-9' } })).status).toBe(200);
    expect((await call(api.server, 'POST', '/api/auth/password-reset', { body: { to: '698765432', code, newPassword: 'Again-1234' } })).status).toBe(400);
  });
});

describe('account deletion', () => {
  it('needs the password and a reason, keeps orders without the link and ends the sessions', async () => {
    const customer = await registerCustomer(api.server);
    const p = await addProduct(api.store, { qty: 5 });
    await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { token: customer.token });
    await call(api.server, 'POST', '/rest/fr/V1/carts/mine/items', { token: customer.token, body: { cartItem: { sku: p.sku, qty: 1 } } });
    const addr = { firstname: 'Awa', lastname: 'Mbarga', city: 'Douala', telephone: '699001122', street: ['Akwa'], country_id: 'CM' };
    await call(api.server, 'POST', '/rest/fr/V1/carts/mine/shipping-information', { token: customer.token, body: { addressInformation: { shipping_address: addr, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } } });
    const orderId = (await call(api.server, 'POST', '/rest/fr/V1/carts/mine/payment-information', { token: customer.token, body: { paymentMethod: { method: 'cashondelivery' } } })).body as number;
    await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { token: customer.token });
    await call(api.server, 'POST', '/rest/fr/V1/carts/mine/items', { token: customer.token, body: { cartItem: { sku: p.sku, qty: 1 } } });
    expect((await call(api.server, 'DELETE', '/api/customers/me', { body: { password: customer.password, reason: 'Trop de mails' } })).status).toBe(401);
    expect((await call(api.server, 'DELETE', '/api/customers/me', { token: customer.token, body: { password: 'wrong-one', reason: 'Trop de mails' } })).status).toBe(400);
    expect((await call(api.server, 'DELETE', '/api/customers/me', { token: customer.token, body: { password: customer.password, reason: '   ' } })).status).toBe(400);
    const done = await call(api.server, 'DELETE', '/api/customers/me', { token: customer.token, body: { password: customer.password, reason: 'Je déménage à l’étranger' } });
    expect(done.body).toEqual({ deleted: true });
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: customer.token })).status).toBe(401);
    expect(await api.store.db.selectFrom('customers').select('id').where('email', '=', customer.email).execute()).toEqual([]);
    expect(await api.store.db.selectFrom('orders').select('customer_id').where('id', '=', orderId).executeTakeFirst()).toEqual({ customer_id: null });
    expect((await api.store.db.selectFrom('account_deletions').select('reason').orderBy('id', 'desc').limit(1).executeTakeFirst())?.reason).toBe('Je déménage à l’étranger');
    expect((await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: customer.password } })).status).toBe(401);
  });
});

describe('hostile input on auth and account endpoints', () => {
  it('answers 4xx with a message and writes nothing', async () => {
    const customer = await registerCustomer(api.server);
    const cartId = (await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
    const before = await snapshotOf(api.store);
    const cases: [string, string, (v: unknown) => unknown, boolean][] = [
      ['POST', '/api/auth/code', (v) => ({ to: v }), false],
      ['POST', '/api/auth/verify', (v) => ({ to: v, code: '123456' }), false],
      ['POST', '/api/auth/verify', (v) => ({ to: customer.email, code: v }), false],
      ['POST', '/api/auth/password-reset', (v) => ({ to: v, code: '123456', newPassword: 'abcdefgh' }), false],
      ['POST', '/api/auth/password-reset', (v) => ({ to: customer.email, code: v, newPassword: 'abcdefgh' }), false],
      ['PUT', '/rest/fr/V1/customers/password', (v) => ({ email: v, template: 'email_reset', websiteId: 1 }), false],
      ['POST', '/rest/fr/V1/customers/resetPassword', (v) => ({ email: customer.email, resetToken: v, newPassword: 'abcdefgh' }), false],
      ['DELETE', '/api/customers/me', (v) => ({ password: v, reason: 'x' }), true],
      ['DELETE', '/api/customers/me', (v) => ({ password: customer.password, reason: v }), true],
      ['PUT', `/rest/fr/V1/guest-carts/${cartId}`, (v) => ({ customerId: v, storeId: 1 }), true],
    ];
    for (const [method, path, body, auth] of cases) {
      for (const value of HOSTILE_VALUES) {
        // any reason text is a valid reason
        if (path === '/api/customers/me' && typeof value === 'string' && value.length <= 1000 && body(value) && (body(value) as { reason?: unknown }).reason === value) continue;
        const res = await call(api.server, method, path, { body: body(value), token: auth ? customer.token : undefined });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(typeof res.body.message).toBe('string');
      }
    }
    expect(await snapshotOf(api.store)).toBe(before);
  });
});
