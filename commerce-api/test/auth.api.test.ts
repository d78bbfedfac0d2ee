import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { call, HOSTILE_VALUES, registerCustomer, snapshotOf } from './support/commerce.ts';
import { LOGIN_LIMIT } from '../src/customers/password-check.ts';

let clock = Date.parse('2026-11-21T10:00:00Z');
const api = useTestServer({ now: () => new Date(clock), config: { mode: 'test', tokenTtlSeconds: 3600 } });

describe('register and profile', () => {
  it('registers a customer and never returns the password', async () => {
    const res = await call(api.server, 'POST', '/rest/fr/V1/customers', {
      body: {
        customer: { firstname: 'Jean', lastname: 'Ndzi', email: 'Jean.Ndzi@Example.cm', custom_attributes: [{ attribute_code: 'telephone', value: '+237 6 77 12 34 56' }] },
        password: 'motdepasse',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: expect.any(Number), email: 'jean.ndzi@example.cm', firstname: 'Jean', lastname: 'Ndzi' });
    expect(res.body.custom_attributes).toContainEqual({ attribute_code: 'telephone', value: '677123456' });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/);
    const { password_hash: stored } = await api.store.db.selectFrom('customers').select('password_hash').where('email', '=', 'jean.ndzi@example.cm').executeTakeFirstOrThrow();
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toContain('motdepasse');
  });

  it('refuses a duplicate e-mail with a localised 400', async () => {
    const first = await registerCustomer(api.server);
    const fr = await call(api.server, 'POST', '/rest/fr/V1/customers', {
      body: { customer: { firstname: 'A', lastname: 'B', email: first.email.toUpperCase() }, password: 'abcdef' },
    });
    expect(fr.status).toBe(400);
    expect(fr.body.message).toBe('Un client avec la même adresse e-mail existe déjà.');
    const en = await call(api.server, 'POST', '/rest/en/V1/customers', {
      body: { customer: { firstname: 'A', lastname: 'B', email: first.email }, password: 'abcdef' },
    });
    expect(en.body.message).toMatch(/already exists/);
  });

  it('enforces the password length rules with the spec message', async () => {
    const short = await call(api.server, 'POST', '/rest/fr/V1/customers', {
      body: { customer: { firstname: 'A', lastname: 'B', email: 'short@example.cm' }, password: '12345' },
    });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: 'Le mot de passe doit contenir au moins %min caractères', parameters: { min: 6 } });
    const long = await call(api.server, 'POST', '/rest/en/V1/customers', {
      body: { customer: { firstname: 'A', lastname: 'B', email: 'long@example.cm' }, password: 'x'.repeat(200) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/must not be longer/);
  });

  it('rejects an invalid e-mail, phone or name and hostile payloads without writing anything', async () => {
    const before = await snapshotOf(api.store);
    const bad = [
      { customer: { firstname: 'A', lastname: 'B', email: 'not-an-email' }, password: 'abcdef' },
      { customer: { firstname: 'A', lastname: 'B', email: 'x@example.cm', custom_attributes: [{ attribute_code: 'telephone', value: '12345' }] }, password: 'abcdef' },
      { customer: { firstname: '<script>alert(1)</script>', lastname: 'B', email: 'y@example.cm' }, password: 'abcdef' },
      { customer: { firstname: 'A', lastname: 'B' }, password: 'abcdef' },
      { customer: { firstname: 'A', lastname: 'B', email: 'z@example.cm' } },
      ...HOSTILE_VALUES.map((value) => ({ customer: { firstname: value, lastname: 'B', email: 'h@example.cm' }, password: 'abcdef' })),
      ...HOSTILE_VALUES.map((value) => ({ customer: { firstname: 'A', lastname: 'B', email: value }, password: 'abcdef' })),
      // any string of 6 to 128 characters is a valid password, markup included
      ...HOSTILE_VALUES.filter((v) => typeof v !== 'string' || v.length > 128).map((value) => ({ customer: { firstname: 'A', lastname: 'B', email: 'p@example.cm' }, password: value })),
      ...HOSTILE_VALUES.map((value) => ({ customer: value, password: 'abcdef' })),
    ];
    for (const body of bad) {
      const res = await call(api.server, 'POST', '/rest/fr/V1/customers', { body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    }
    const raw = await call(api.server, 'POST', '/rest/fr/V1/customers', { rawBody: '{"customer": ' });
    expect(raw.status).toBe(400);
    expect(await snapshotOf(api.store)).toBe(before);
  });

  it('reads and updates the profile with the bearer token only', async () => {
    const customer = await registerCustomer(api.server);
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me')).status).toBe(401);
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: 'x'.repeat(43) })).status).toBe(401);
    const me = await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: customer.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(customer.email);
    const updated = await call(api.server, 'PUT', '/rest/fr/V1/customers/me', {
      token: customer.token,
      body: { customer: { firstname: 'Awa-Marie', custom_attributes: [{ attribute_code: 'whatsapp_number', value: '699887766' }, { attribute_code: 'town', value: 'Douala' }] } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.firstname).toBe('Awa-Marie');
    expect(updated.body.custom_attributes).toEqual(expect.arrayContaining([{ attribute_code: 'whatsapp_number', value: '699887766' }, { attribute_code: 'town', value: 'Douala' }]));
    const other = await registerCustomer(api.server);
    const clash = await call(api.server, 'PUT', '/rest/fr/V1/customers/me', { token: customer.token, body: { customer: { email: other.email }, currentPassword: customer.password } });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe('Un client avec la même adresse e-mail existe déjà.');
  });

  it('changes the password after checking the current one, and ends the other sessions', async () => {
    const customer = await registerCustomer(api.server);
    const second = await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: customer.password } });
    const wrong = await call(api.server, 'PUT', '/rest/en/V1/customers/me/password', { token: customer.token, body: { currentPassword: 'nope-nope', newPassword: 'NewPass99' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/doesn't match/);
    const ok = await call(api.server, 'PUT', '/rest/en/V1/customers/me/password', { token: customer.token, body: { currentPassword: customer.password, newPassword: 'NewPass99' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toBe(true);
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: customer.token })).status).toBe(200);
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: second.body.token })).status).toBe(401);
    expect((await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: 'NewPass99' } })).status).toBe(200);
  });
});

describe('login, tokens and session', () => {
  it('logs in by e-mail or by phone in any spelling', async () => {
    const customer = await registerCustomer(api.server, { telephone: '655443322' });
    for (const username of [customer.email.toUpperCase(), '655443322', '+237655443322', '+237 655 44 33 22', '00237655443322']) {
      const res = await call(api.server, 'POST', '/api/auth/login', { body: { username, password: customer.password } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ token: expect.any(String), refresh_token: expect.any(String), expires_at: expect.any(String) });
    }
    const magento = await call(api.server, 'POST', '/rest/fr/V1/integration/customer/token', { body: { username: customer.email, password: customer.password } });
    expect(magento.status).toBe(200);
    expect(typeof magento.body).toBe('string');
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: magento.body })).status).toBe(200);
  });

  it('stores tokens hashed', async () => {
    const customer = await registerCustomer(api.server);
    const found = await api.store.db
      .selectFrom('customer_tokens')
      .select('id')
      .where((eb) => eb.or([eb('token_hash', '=', customer.token), eb('refresh_hash', '=', customer.token)]))
      .execute();
    expect(found).toEqual([]);
    // What is stored is there: the session's hash, under the customer's id.
    expect((await api.store.db.selectFrom('customer_tokens').select('id').where('customer_id', '=', customer.id).execute()).length).toBeGreaterThan(0);
  });

  it('refuses wrong credentials with 401 and rate-limits repeated failures with 429', async () => {
    const customer = await registerCustomer(api.server);
    for (let i = 0; i < LOGIN_LIMIT.max; i++) {
      const res = await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: 'wrong-password' } });
      expect(res.status).toBe(401);
      expect(res.body.message).toBeTruthy();
    }
    const locked = await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: customer.password } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Trop de tentatives/);
    expect(locked.body.parameters.seconds).toBeGreaterThan(0);
    clock += 16 * 60 * 1000;
    const later = await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: customer.password } });
    expect(later.status).toBe(200);
  });

  it('expires tokens and refreshes them once', async () => {
    const customer = await registerCustomer(api.server);
    const refreshed = await call(api.server, 'POST', '/api/auth/refresh', { body: { token: customer.refresh } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.token).not.toBe(customer.token);
    // the refreshed-away token is dead (the used refresh token too: session-cookie.api.test.ts,
    // where presenting it again ends its whole family)
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: customer.token })).status).toBe(401);
    const live = refreshed.body.token as string;
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: live })).status).toBe(200);
    clock += 3601 * 1000;
    const expired = await call(api.server, 'GET', '/rest/en/V1/customers/me', { token: live });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/isn't authorized/);
    const again = await call(api.server, 'POST', '/api/auth/refresh', { body: { token: refreshed.body.refresh_token } });
    expect(again.status).toBe(200);
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: again.body.token })).status).toBe(200);
    for (const token of HOSTILE_VALUES) {
      const res = await call(api.server, 'POST', '/api/auth/refresh', { body: { token } });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('reads and ends the session', async () => {
    const customer = await registerCustomer(api.server);
    expect((await call(api.server, 'GET', '/api/_auth/session')).body).toEqual({ authenticated: false });
    const session = await call(api.server, 'GET', '/api/_auth/session', { token: customer.token });
    expect(session.body).toMatchObject({ authenticated: true, customer: { email: customer.email } });
    expect((await call(api.server, 'DELETE', '/api/_auth/session', { token: customer.token })).status).toBe(200);
    expect((await call(api.server, 'GET', '/api/_auth/session', { token: customer.token })).status).toBe(401);
  });

  it('rejects hostile login payloads', async () => {
    for (const value of HOSTILE_VALUES) {
      for (const body of [{ username: value, password: 'x' }, { username: 'a@b.cm', password: value }, value]) {
        const res = await call(api.server, 'POST', '/api/auth/login', { body });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body.message).toBeTruthy();
      }
    }
  });
});

describe('verification codes', () => {
  it('sends a code to the outbox, verifies it once and signs the customer in', async () => {
    const customer = await registerCustomer(api.server, { telephone: '691112233' });
    const sent = await call(api.server, 'POST', '/api/auth/code', { body: { to: '+237 691 11 22 33' } });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ sent: true, channel: 'sms', expires_in: 600 });
    const outbox = await call(api.server, 'GET', '/api/dev/outbox?to=691112233');
    const code = /(\d{6})/.exec(outbox.body.items[0].body)![1]!;
    const wrong = await call(api.server, 'POST', '/api/auth/verify', { body: { to: '691112233', code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Code de vérification invalide');
    const ok = await call(api.server, 'POST', '/api/auth/verify', { body: { to: '691112233', code } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ verified: true, customer_exists: true, token: expect.any(String) });
    const me = await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: ok.body.token });
    expect(me.body.id).toBe(customer.id);
    expect(me.body.extension_attributes.phone_verified).toBe(true);
    expect((await call(api.server, 'POST', '/api/auth/verify', { body: { to: '691112233', code } })).status).toBe(400);
  });

  it('blocks a resend during the countdown, expires codes and limits attempts', async () => {
    const to = `codes-${Date.now()}@example.cm`;
    expect((await call(api.server, 'POST', '/api/auth/code', { body: { to } })).status).toBe(200);
    const resend = await call(api.server, 'POST', '/api/auth/code', { body: { to } });
    expect(resend.status).toBe(429);
    clock += 61 * 1000;
    expect((await call(api.server, 'POST', '/api/auth/code', { body: { to } })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await call(api.server, 'POST', '/api/auth/verify', { body: { to, code: 'abc' } })).status).toBe(400);
    const outbox = await call(api.server, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const code = /(\d{6})/.exec(outbox.body.items[0].body)![1]!;
    expect((await call(api.server, 'POST', '/api/auth/verify', { body: { to, code } })).status).toBe(429);
    clock += 61 * 1000;
    await call(api.server, 'POST', '/api/auth/code', { body: { to } });
    const fresh = /(\d{6})/.exec((await call(api.server, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.items[0].body)![1]!;
    clock += 11 * 60 * 1000;
    const late = await call(api.server, 'POST', '/api/auth/verify', { body: { to, code: fresh } });
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/expiré/);
  });

  it('sends a new code at once when the last one was used (sign-up, then a reset), and words the wait with its plural', async () => {
    const to = `used-${Date.now()}@example.cm`;
    expect((await call(api.server, 'POST', '/api/auth/code', { body: { to } })).status).toBe(200);
    const outbox = await call(api.server, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const code = /(\d{6})/.exec(outbox.body.items[0].body)![1]!;
    expect((await call(api.server, 'POST', '/api/auth/verify', { body: { to, code } })).status).toBe(200);
    // The sign-up's code is used: asking for a reset code seconds later sends one.
    const reset = await call(api.server, 'POST', '/api/auth/code', { body: { to } });
    expect(reset.status).toBe(200);
    // That code is still unused: asking again is refused, saying one is on its way.
    clock += 59 * 1000;
    const fr = await call(api.server, 'POST', '/api/auth/code', { body: { to } });
    expect(fr.status).toBe(429);
    expect(fr.body.parameters).toEqual({ seconds: 1, code_sent: 1, wait: '1 seconde' });
    expect(fr.body.message).toMatch(/encore valable.*%wait/);
    const en = await call(api.server, 'POST', '/api/auth/code?locale=en', { body: { to } });
    expect(en.body.parameters.wait).toBe('1 second');
    expect(en.body.message).toMatch(/still valid.*%wait/);
    clock += 2 * 1000;
    expect((await call(api.server, 'POST', '/api/auth/code', { body: { to } })).status).toBe(200);
  });

  it('rejects destinations that are neither e-mail nor Cameroon phone', async () => {
    for (const to of ['12345', 'hello', '<script>', '699']) {
      expect((await call(api.server, 'POST', '/api/auth/code', { body: { to } })).status).toBe(400);
    }
  });
});
