import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { addTowns, call, HOSTILE_VALUES, quarterIds, registerCustomer, snapshotOf } from './support/commerce.ts';
import { proofOf } from './support/phone-proof.ts';

const api = useTestServer();
// Quarter ids by "town/quarter", read once: addresses are built synchronously inside request bodies.
let quarters = new Map<string, number>();
beforeAll(async () => {
  await addTowns(api.store);
  quarters = await quarterIds(api.store);
});

const me = (token: string) => call(api.server, 'GET', '/rest/fr/V1/customers/me', { token });
const put = (token: string, customer: Record<string, unknown>, locale = 'fr') => call(api.server, 'PUT', `/rest/${locale}/V1/customers/me`, { token, body: { customer } });
const attr = (body: { custom_attributes: { attribute_code: string; value: string }[] }, code: string) =>
  body.custom_attributes.find((a) => a.attribute_code === code)?.value;
function quarterId(town: string, name: string): number {
  const id = quarters.get(`${town}/${name}`);
  if (id === undefined) throw new Error(`no quarter ${name} in ${town}`);
  return id;
}
const address = (town: string, quarter: string, extra: Record<string, unknown> = {}) => ({
  firstname: 'Awa', lastname: 'Mbarga', country_id: 'CM', city: town, telephone: '699001122', street: [quarter], fax: String(quarterId(town, quarter)), postcode: '-', ...extra,
});

describe('profile', () => {
  it('saves names, telephones, WhatsApp and town', async () => {
    const c = await registerCustomer(api.server);
    // A new account number needs the password and a proof of it (account-phone-change.api.test.ts).
    const proof = await proofOf(api.store, '677112233');
    const saved = await call(api.server, 'PUT', '/rest/fr/V1/customers/me', { token: c.token, headers: proof, body: { currentPassword: c.password, customer: {
      firstname: 'Aminatou',
      lastname: 'Bello',
      custom_attributes: [
        { attribute_code: 'telephone', value: '+237 677 11 22 33' },
        { attribute_code: 'telephone2', value: '699887766' },
        { attribute_code: 'whatsapp_number', value: '655443322' },
        { attribute_code: 'town', value: 'Garoua' },
      ],
    } } });
    expect(saved.status).toBe(200);
    const body = (await me(c.token)).body;
    expect([body.firstname, body.lastname]).toEqual(['Aminatou', 'Bello']);
    expect([attr(body, 'telephone'), attr(body, 'telephone2'), attr(body, 'whatsapp_number'), attr(body, 'town')]).toEqual(['677112233', '699887766', '655443322', 'Garoua']);
  });

  it('refuses a bad telephone or an empty name with the rule, and changes nothing', async () => {
    const c = await registerCustomer(api.server);
    const unchanged = await snapshotOf(api.store);
    const phone = await put(c.token, { custom_attributes: [{ attribute_code: 'whatsapp_number', value: '12345' }] }, 'en');
    expect(phone.status).toBe(400);
    expect(phone.body.message).toBe('Please enter a valid phone number (9 digits starting with 6).');
    expect((await put(c.token, { firstname: '  ' })).status).toBe(400);
    for (const value of HOSTILE_VALUES) {
      const res = await put(c.token, { firstname: value, custom_attributes: [{ attribute_code: 'town', value }] });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await snapshotOf(api.store)).toBe(unchanged);
  });

  it('keeps the preferred language, fr or en only', async () => {
    const c = await registerCustomer(api.server);
    expect((await put(c.token, { custom_attributes: [{ attribute_code: 'preferred_language', value: 'en' }] })).status).toBe(200);
    expect(attr((await me(c.token)).body, 'preferred_language')).toBe('en');
    expect((await put(c.token, { custom_attributes: [{ attribute_code: 'preferred_language', value: 'de' }] })).status).toBe(400);
    expect(attr((await me(c.token)).body, 'preferred_language')).toBe('en');
  });
});

describe('newsletter opt-in', () => {
  it('subscribes a proven address at once, and opts out', async () => {
    const c = await registerCustomer(api.server);
    await api.store.db.updateTable('customers').set({ email_verified_at: '2026-01-01 00:00:00' }).where('id', '=', c.id).execute();
    expect((await put(c.token, { extension_attributes: { is_subscribed: true } })).body.extension_attributes).toMatchObject({ is_subscribed: true, newsletter_status: 'subscribed' });
    expect((await put(c.token, { extension_attributes: { is_subscribed: false } })).body.extension_attributes).toMatchObject({ is_subscribed: false, newsletter_status: 'none' });
  });

  it('asks an unproven address to confirm by e-mail first', async () => {
    const c = await registerCustomer(api.server);
    const res = await put(c.token, { extension_attributes: { is_subscribed: true } });
    expect(res.body.extension_attributes).toMatchObject({ is_subscribed: false, newsletter_status: 'pending' });
    expect((await api.store.db.selectFrom('newsletter_subscribers').select('status').where('email', '=', c.email).executeTakeFirst())?.status).toBe('pending');
  });
});

describe('password', () => {
  it('changes with the current password, refuses a wrong or short one', async () => {
    const c = await registerCustomer(api.server);
    const wrong = await call(api.server, 'PUT', '/rest/fr/V1/customers/me/password', { token: c.token, body: { currentPassword: 'nope-nope', newPassword: 'Another1!' } });
    expect(wrong.status).toBe(400);
    const short = await call(api.server, 'PUT', '/rest/fr/V1/customers/me/password', { token: c.token, body: { currentPassword: c.password, newPassword: 'abc' } });
    expect(short.body.message).toBe('Le mot de passe doit contenir au moins %min caractères');
    expect(short.body.parameters).toEqual({ min: 6 });
    const ok = await call(api.server, 'PUT', '/rest/fr/V1/customers/me/password', { token: c.token, body: { currentPassword: c.password, newPassword: 'Another1!' } });
    expect(ok.status).toBe(200);
    expect((await call(api.server, 'POST', '/api/auth/login', { body: { username: c.email, password: 'Another1!' } })).status).toBe(200);
  });
});

describe('address book', () => {
  it('adds, edits in place, sets the default shipping address and deletes', async () => {
    const c = await registerCustomer(api.server);
    const added = await put(c.token, { addresses: [address('Douala', 'Akwa'), address('Yaoundé', 'Bastos')] });
    expect(added.status).toBe(200);
    const [akwa, bastos] = added.body.addresses;
    expect([akwa.default_shipping, bastos.default_shipping]).toEqual([true, false]);
    const edited = await put(c.token, {
      addresses: [
        { ...akwa, default_shipping: false },
        { ...bastos, ...address('Yaoundé', 'Mvog-Mbi', { telephone: '677000111' }), id: bastos.id, default_shipping: true },
      ],
    });
    expect(edited.body.addresses.map((a: { id: number; street: string[]; default_shipping: boolean }) => [a.id, a.street[0], a.default_shipping])).toEqual([
      [akwa.id, 'Akwa', false],
      [bastos.id, 'Mvog-Mbi', true],
    ]);
    expect(edited.body.default_shipping).toBe(String(bastos.id));
    const removed = await put(c.token, { addresses: [edited.body.addresses[1]] });
    expect(removed.body.addresses.map((a: { id: number }) => a.id)).toEqual([bastos.id]);
  });

  it("never touches another customer's address, and refuses an unknown quarter without writing", async () => {
    const a = await registerCustomer(api.server);
    const b = await registerCustomer(api.server);
    const theirs = (await put(b.token, { addresses: [address('Douala', 'Akwa')] })).body.addresses[0];
    const mine = await put(a.token, { addresses: [{ ...address('Douala', 'Bonapriso'), id: theirs.id }] });
    expect(mine.body.addresses[0].id).not.toBe(theirs.id);
    expect((await me(b.token)).body.addresses[0].street).toEqual(['Akwa']);
    const unchanged = await snapshotOf(api.store);
    const bad = await put(a.token, { addresses: [address('Douala', 'Akwa'), { ...address('Douala', 'Akwa'), fax: '999999' }] });
    expect(bad.status).toBe(400);
    expect(await snapshotOf(api.store)).toBe(unchanged);
  });
});

describe('closing the account', () => {
  it('needs the password and a reason, then closes it for good; the e-mail may sign up again under a new id', async () => {
    const c = await registerCustomer(api.server);
    const unchanged = await snapshotOf(api.store);
    expect((await call(api.server, 'DELETE', '/api/customers/me', { token: c.token, body: { password: 'wrong-one', reason: 'x' } })).status).toBe(400);
    expect((await call(api.server, 'DELETE', '/api/customers/me', { token: c.token, body: { password: c.password, reason: '   ' } })).status).toBe(400);
    expect((await call(api.server, 'DELETE', '/api/customers/me', { token: c.token, body: { password: c.password, reason: 'x', reason_code: 'nope' } })).status).toBe(400);
    expect(await snapshotOf(api.store)).toBe(unchanged);
    const closed = await call(api.server, 'DELETE', '/api/customers/me', { token: c.token, body: { password: c.password, reason: 'Trop de mails', reason_code: 'too_many_emails' } });
    expect(closed.status).toBe(200);
    expect(await api.store.db.selectFrom('account_deletions').select(['reason_code', 'reason']).orderBy('id', 'desc').limit(1).executeTakeFirst()).toEqual({ reason_code: 'too_many_emails', reason: 'Trop de mails' });
    expect((await me(c.token)).status).toBe(401);
    expect((await call(api.server, 'POST', '/api/auth/login', { body: { username: c.email, password: c.password } })).status).toBe(401);
    const again = await registerCustomer(api.server, { email: c.email });
    expect(again.id).toBeGreaterThan(c.id);
  });
});
