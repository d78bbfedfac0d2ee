import { beforeAll, describe, expect, it } from 'vitest';
import { addTowns, akwaQuarter, call, registerCustomer, snapshotOf } from './support/commerce.ts';
import { proofOf, provePhone } from './support/phone-proof.ts';
import { useTestServer } from './support/server.ts';

// Issue 24, "changing the telephone of an account": `PUT customers/me` set any number on the
// account, and a number is a way to sign in and to reset the password by SMS. A new number now
// needs the account's password and a proof of exactly that number (decision 045).

const api = useTestServer();
let quarter: { town: string; name: string; id: number };
beforeAll(async () => {
  await addTowns(api.store);
  quarter = await akwaQuarter(api.store);
});

const put = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}, locale = 'en') =>
  call(api.server, 'PUT', `/rest/${locale}/V1/customers/me`, { token, body, headers });
const me = async (token: string) => (await call(api.server, 'GET', '/rest/en/V1/customers/me', { token })).body;
const phoneOf = (body: { custom_attributes: { attribute_code: string; value: string }[] }) => body.custom_attributes.find((a) => a.attribute_code === 'telephone')?.value;
const telephone = (value: string) => ({ custom_attributes: [{ attribute_code: 'telephone', value }] });
/** A profile change that also rewrites the address book and the newsletter: none of it may land without the number's proof. */
const withTheRest = (value: string) => ({
  ...telephone(value),
  firstname: 'Eve',
  extension_attributes: { is_subscribed: true },
  addresses: [{ firstname: 'Eve', lastname: 'Nkodo', country_id: 'CM', city: quarter.town, telephone: value, street: [quarter.name], fax: String(quarter.id), postcode: '-' }],
});

describe('a new telephone on an account is proven', () => {
  it('without a proof of the new number: 403 asking for one, and nothing of the request is written', async () => {
    const c = await registerCustomer(api.server, { telephone: '670111001' });
    const before = await snapshotOf(api.store);
    const res = await put(c.token, { customer: withTheRest('670111002'), currentPassword: c.password });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Confirm the number %telephone with the code we send you by SMS.');
    expect(res.body.parameters).toEqual({ telephone: '670111002', phone_proof: 'required' });
    const fr = await put(c.token, { customer: withTheRest('670111002'), currentPassword: c.password }, {}, 'fr');
    expect(fr.body.message).toBe('Confirmez le numéro %telephone avec le code que nous vous envoyons par SMS.');
    expect(await snapshotOf(api.store)).toBe(before);
    expect(phoneOf(await me(c.token))).toBe('670111001');
  });

  it("a proof of another number (the caller's own) does not prove the new one", async () => {
    const c = await registerCustomer(api.server);
    const otherProof = await provePhone(api.server, '670111012');
    const before = await snapshotOf(api.store);
    const res = await put(c.token, { customer: withTheRest('670111011'), currentPassword: c.password }, otherProof);
    expect(res.status).toBe(403);
    expect(res.body.parameters).toEqual({ telephone: '670111011', phone_proof: 'required' });
    expect(await snapshotOf(api.store)).toBe(before);
    expect(phoneOf(await me(c.token))).toBeUndefined();
  });

  it('asks for the current password first: a session alone sends no SMS and changes nothing', async () => {
    const c = await registerCustomer(api.server, { telephone: '670111021' });
    const proof = await provePhone(api.server, '670111022');
    const before = await snapshotOf(api.store);
    const missing = await put(c.token, { customer: withTheRest('670111022') }, proof);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Enter your current password to change your account's phone number.");
    const wrong = await put(c.token, { customer: withTheRest('670111022'), currentPassword: 'not-the-password' }, proof, 'fr');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Le mot de passe actuel ne correspond pas à ce compte.');
    expect(await snapshotOf(api.store)).toBe(before);
  });

  it('with the password and a proof of the new number: saved, and the number is verified', async () => {
    const c = await registerCustomer(api.server, { telephone: '670111031' });
    expect((await me(c.token)).extension_attributes.phone_verified).toBe(false);
    const proof = await provePhone(api.server, '670111032');
    const res = await put(c.token, { customer: withTheRest('+237 670 11 10 32'), currentPassword: c.password }, proof);
    expect(res.status).toBe(200);
    const body = await me(c.token);
    expect(phoneOf(body)).toBe('670111032');
    expect(body.firstname).toBe('Eve');
    expect(body.addresses).toHaveLength(1);
    expect(body.extension_attributes.phone_verified).toBe(true);
    // Verified as decision 041 means it: the account's own number now plays without a code.
    const row = await api.store.db.selectFrom('customers').select(['telephone', 'phone_verified_at']).where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(row.telephone).toBe('670111032');
    expect(row.phone_verified_at).not.toBeNull();
  });

  it('keeps an unchanged number without a code (the form sends every field) and removes one freely', async () => {
    const c = await registerCustomer(api.server, { telephone: '670111041' });
    const same = await put(c.token, { customer: { ...telephone('+237670111041'), firstname: 'Rose' } });
    expect(same.status).toBe(200);
    expect(same.body.firstname).toBe('Rose');
    // Removing the number opens no way in: no password, no code (the e-mail remains).
    const removed = await put(c.token, { customer: telephone('') });
    expect(removed.status).toBe(200);
    expect(phoneOf(await me(c.token))).toBeUndefined();
    expect((await me(c.token)).extension_attributes.phone_verified).toBe(false);
  });

  it("cannot take another account's number, proven or not", async () => {
    await registerCustomer(api.server, { telephone: '670111051' });
    const c = await registerCustomer(api.server);
    const proof = await provePhone(api.server, '670111051');
    const res = await put(c.token, { customer: telephone('670111051'), currentPassword: c.password }, proof);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('An account already uses this phone number.');
    expect(phoneOf(await me(c.token))).toBeUndefined();
  });
});

describe('two accounts taking one new number at once', () => {
  it('one gets it, the other is told it is taken: never a 500', async () => {
    const [a, b] = [await registerCustomer(api.server), await registerCustomer(api.server)];
    const number = '670111061';
    // The same holder proved the number in two tabs, one per account.
    const [proofA, proofB] = [await proofOf(api.store, number), await proofOf(api.store, number)];
    const answers = await Promise.all([
      put(a.token, { customer: withTheRest(number), currentPassword: a.password }, proofA),
      put(b.token, { customer: withTheRest(number), currentPassword: b.password }, proofB),
    ]);
    expect(answers.map((r) => r.status).toSorted()).toEqual([200, 400]);
    expect(answers.find((r) => r.status === 400)!.body.message).toBe('An account already uses this phone number.');
    // The loser's request wrote nothing: its address book and name stay as they were.
    const loser = answers[0]!.status === 400 ? a : b;
    const kept = await me(loser.token);
    expect(kept.addresses).toEqual([]);
    expect(kept.firstname).not.toBe('Eve');
    const holders = await api.store.db.selectFrom('customers').select('id').where('telephone', '=', number).execute();
    expect(holders).toHaveLength(1);
  });
});
