import { beforeAll, describe, expect, it } from 'vitest';
import { addTowns, akwaQuarter, call, registerCustomer, snapshotOf } from './support/commerce.ts';
import { useTestServer } from './support/server.ts';

// Issue 24, after decision 045: an account's e-mail is a way back in (the reset link goes to it),
// yet `PUT customers/me` set any e-mail with the session alone, so a stolen session could put its
// own address on the account, ask for a reset link and keep the account. A new e-mail now needs the
// current password, checked and counted as for a new telephone.

const api = useTestServer();
let quarter: { town: string; name: string; id: number };
beforeAll(async () => {
  await addTowns(api.store);
  quarter = await akwaQuarter(api.store);
});

const put = (token: string, body: Record<string, unknown>, locale = 'en') => call(api.server, 'PUT', `/rest/${locale}/V1/customers/me`, { token, body });
const me = async (token: string) => (await call(api.server, 'GET', '/rest/en/V1/customers/me', { token })).body;
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.cm`;
/** A new e-mail with a name, an address book and the newsletter: none of it may land without the password. */
const withTheRest = (email: string) => ({
  email,
  firstname: 'Eve',
  extension_attributes: { is_subscribed: true },
  addresses: [{ firstname: 'Eve', lastname: 'Nkodo', country_id: 'CM', city: quarter.town, telephone: '670222001', street: [quarter.name], fax: String(quarter.id), postcode: '-' }],
});
const resetLinkTo = async (email: string) => {
  await call(api.server, 'PUT', '/rest/fr/V1/customers/password', { body: { email, template: 'email_reset', websiteId: 1 } });
  return (await call(api.server, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).body.items as unknown[];
};

describe('a new e-mail on an account needs the current password', () => {
  it('without it: 400 asking for it in both languages, nothing written, no reset link to the new address', async () => {
    const c = await registerCustomer(api.server);
    const thief = unique('thief');
    const before = await snapshotOf(api.store);
    const missing = await put(c.token, { customer: withTheRest(thief) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Enter your current password to change your account's email address.");
    expect(missing.body.parameters).toEqual({ fieldName: 'currentPassword' });
    const fr = await put(c.token, { customer: withTheRest(thief) }, 'fr');
    expect(fr.body.message).toBe("Saisissez votre mot de passe actuel pour changer l'adresse e-mail du compte.");
    expect(await snapshotOf(api.store)).toBe(before);
    expect((await me(c.token)).email).toBe(c.email);
    expect(await resetLinkTo(thief)).toEqual([]);
  });

  it('with a wrong one: the message of the other password checks, and nothing written', async () => {
    const c = await registerCustomer(api.server);
    const before = await snapshotOf(api.store);
    const wrong = await put(c.token, { customer: withTheRest(unique('thief')), currentPassword: 'not-the-password' }, 'fr');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Le mot de passe actuel ne correspond pas à ce compte.');
    const en = await put(c.token, { customer: withTheRest(unique('thief')), currentPassword: 'not-the-password' });
    expect(en.body.message).toBe("The password doesn't match this account. Verify the password and try again.");
    expect(await snapshotOf(api.store)).toBe(before);
  });

  it('counts each check with the logins: a stolen session gets no free guesses', async () => {
    const c = await registerCustomer(api.server);
    for (let i = 0; i < 10; i++) expect((await put(c.token, { customer: { email: unique('thief') }, currentPassword: `wrong-${i}` })).status).toBe(400);
    const locked = await put(c.token, { customer: { email: unique('thief') }, currentPassword: c.password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many attempts/);
    // One budget with the login form and the telephone change.
    expect((await call(api.server, 'POST', '/api/auth/login', { body: { username: c.email, password: c.password } })).status).toBe(429);
    expect((await me(c.token)).email).toBe(c.email);
  });

  it('with the right one: saved, no longer verified, and the new address signs in and gets the reset link', async () => {
    const c = await registerCustomer(api.server);
    const next = unique('new');
    const res = await put(c.token, { customer: { ...withTheRest(`  ${next.toUpperCase()} `) }, currentPassword: c.password });
    expect(res.status).toBe(200);
    const body = await me(c.token);
    expect(body.email).toBe(next);
    expect(body.firstname).toBe('Eve');
    expect(body.addresses).toHaveLength(1);
    expect(body.extension_attributes.email_verified).toBe(false);
    expect((await call(api.server, 'POST', '/api/auth/login', { body: { username: next, password: c.password } })).status).toBe(200);
    expect(await resetLinkTo(next)).toHaveLength(1);
  });

  it('keeps an unchanged e-mail without the password, however it is typed (the form sends every field)', async () => {
    const c = await registerCustomer(api.server);
    const same = await put(c.token, { customer: { email: ` ${c.email.toUpperCase()}`, firstname: 'Rose' } });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ email: c.email, firstname: 'Rose' });
  });

  it('an account without an e-mail needs the password to add one', async () => {
    const signup = { customer: { firstname: 'Paul', lastname: 'Etoa', custom_attributes: [{ attribute_code: 'telephone', value: '670222011' }] }, password: 'Secret123!' };
    expect((await call(api.server, 'POST', '/rest/fr/V1/customers', { body: signup })).status).toBe(200);
    const token = (await call(api.server, 'POST', '/api/auth/login', { body: { username: '670222011', password: 'Secret123!' } })).body.token as string;
    const email = unique('paul');
    expect((await put(token, { customer: { email } })).status).toBe(400);
    expect((await me(token)).email).toBe('');
    expect((await put(token, { customer: { email }, currentPassword: 'Secret123!' })).body).toMatchObject({ email });
  });

  it("tells whether an address has an account only to who knows the password", async () => {
    const other = await registerCustomer(api.server);
    const c = await registerCustomer(api.server);
    const probe = await put(c.token, { customer: { email: other.email } });
    expect(probe.body.message).toBe("Enter your current password to change your account's email address.");
    const taken = await put(c.token, { customer: { email: other.email }, currentPassword: c.password });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('A customer with the same email address already exists in an associated website.');
    expect((await me(c.token)).email).toBe(c.email);
  });
});
