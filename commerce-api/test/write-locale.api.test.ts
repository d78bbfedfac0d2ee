import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { call, registerCustomer } from './support/commerce.ts';

const api = useTestServer({ config: { mode: 'test', tokenTtlSeconds: 3600 } });

describe("a write's refusal reads in the page's language", () => {
  it('answers a wrong password in the language the client sends, French without one', async () => {
    const customer = await registerCustomer(api.server);
    const login = (headers: Record<string, string>) =>
      call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: 'wrong-password' }, headers });
    const en = await login({ 'accept-language': 'en' });
    const fr = await login({ 'accept-language': 'fr' });
    const none = await login({});
    expect([en.status, fr.status, none.status]).toEqual([401, 401, 401]);
    expect(en.body.message).toMatch(/incorrect/i);
    expect(en.body.message).not.toBe(fr.body.message);
    expect(fr.body.message).toBe('Identifiant ou mot de passe incorrect.');
    expect(none.body.message).toBe(fr.body.message);
  });

  it('keeps an explicit ?locale= above the header, and reads on their URL alone', async () => {
    const wrongCode = (query: string, language: string) =>
      call(api.server, 'POST', `/api/auth/code${query}`, { body: { identifier: 'not-a-phone-or-mail' }, headers: { 'accept-language': language } });
    const explicit = await wrongCode('?locale=fr', 'en');
    const header = await wrongCode('', 'en');
    expect(explicit.status).toBe(400);
    expect(header.status).toBe(400);
    expect(explicit.body.message).not.toBe(header.body.message);
    const read = await call(api.server, 'GET', '/api/auctions/does-not-exist', { headers: { 'accept-language': 'en' } });
    const readFr = await call(api.server, 'GET', '/api/auctions/does-not-exist');
    expect(read.body).toEqual(readFr.body);
  });
});
