import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { call, registerCustomer } from './support/commerce.ts';

// Trusting this machine's hop lets a test say "the shopper came over HTTPS" (X-Forwarded-Proto).
const api = useTestServer({ config: { mode: 'test', tokenTtlSeconds: 3600, trustedProxies: ['127.0.0.1'] } });

const COOKIE_MODE = { 'x-session-mode': 'cookie' };

interface SetCookie {
  name: string;
  value: string;
  attributes: string[];
}

function setCookies(headers: Headers): Map<string, SetCookie> {
  const out = new Map<string, SetCookie>();
  for (const line of headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair!.indexOf('=');
    out.set(pair!.slice(0, at), { name: pair!.slice(0, at), value: pair!.slice(at + 1), attributes: attributes.map((a) => a.toLowerCase()) });
  }
  return out;
}

/** A browser's jar: the cookies a login set, as the next request's Cookie header. */
class Jar {
  readonly cookies = new Map<string, string>();
  take(headers: Headers): void {
    for (const cookie of setCookies(headers).values()) {
      if (cookie.attributes.includes('max-age=0')) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
  header(only?: string[]): string {
    return [...this.cookies].filter(([name]) => !only || only.includes(name)).map(([name, value]) => `${name}=${value}`).join('; ');
  }
  get xsrf(): string {
    return this.cookies.get('XSRF-TOKEN') ?? '';
  }
}

async function cookieLogin(extra: Record<string, string> = {}) {
  const customer = await registerCustomer(api.server);
  const login = await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: customer.password }, headers: { ...COOKIE_MODE, ...extra } });
  expect(login.status).toBe(200);
  const jar = new Jar();
  jar.take(login.headers);
  return { customer, login, jar };
}

/** A same-origin write as the store's page sends it: cookies and the anti-forgery header. */
const write = (jar: Jar, method: string, path: string, body: unknown, xsrf: string | null = jar.xsrf) =>
  call(api.server, method, path, { body, headers: { cookie: jar.header(), ...(xsrf === null ? {} : { 'x-xsrf-token': xsrf }) } });

describe('the browser session lives in HttpOnly cookies', () => {
  it('sets HttpOnly, SameSite=Lax session cookies and puts no token in the body', async () => {
    const { login } = await cookieLogin();
    expect(login.body).toEqual({ session: 'cookie', expires_at: expect.any(String), refresh_expires_at: expect.any(String) });
    expect(JSON.stringify(login.body)).not.toMatch(/token"/);
    const cookies = setCookies(login.headers);
    const session = cookies.get('shop_session')!;
    const refresh = cookies.get('shop_refresh')!;
    const xsrf = cookies.get('XSRF-TOKEN')!;
    expect(session.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(refresh.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/api/auth/refresh']));
    // The page's script must read the anti-forgery value to echo it, and only that one.
    expect(xsrf.attributes).not.toContain('httponly');
    expect(xsrf.attributes).toContain('samesite=lax');
    // Over plain HTTP (the demo) a Secure cookie would never come back.
    for (const cookie of [session, refresh, xsrf]) expect(cookie.attributes).not.toContain('secure');
  });

  it('flags every cookie Secure when the shopper came over HTTPS', async () => {
    const { login } = await cookieLogin({ 'x-forwarded-proto': 'https' });
    const cookies = [...setCookies(login.headers).values()];
    expect(cookies.map((c) => c.name).toSorted()).toEqual(['XSRF-TOKEN', 'shop_refresh', 'shop_session']);
    for (const cookie of cookies) expect(cookie.attributes).toContain('secure');
  });

  it('reads with the cookie alone and writes only with the anti-forgery header matching it', async () => {
    const { customer, jar } = await cookieLogin();
    const me = await call(api.server, 'GET', '/rest/fr/V1/customers/me', { headers: { cookie: jar.header() } });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(customer.email);

    const change = { customer: { firstname: 'Chantal' } };
    const none = await write(jar, 'PUT', '/rest/en/V1/customers/me', change, null);
    expect(none.status).toBe(403);
    expect(none.body.message).toMatch(/does not come from the shop/);
    const wrong = await write(jar, 'PUT', '/rest/fr/V1/customers/me', change, 'A'.repeat(43));
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toMatch(/pas celle de la boutique/);
    // A pair planted by someone else (a sibling domain's cookie equal to the header) matches no session.
    const planted = await call(api.server, 'PUT', '/rest/fr/V1/customers/me', {
      body: change,
      headers: { cookie: `shop_session=${jar.cookies.get('shop_session')}; XSRF-TOKEN=planted`, 'x-xsrf-token': 'planted' },
    });
    expect(planted.status).toBe(403);
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { headers: { cookie: jar.header() } })).body.firstname).toBe('Awa');

    const right = await write(jar, 'PUT', '/rest/fr/V1/customers/me', change);
    expect(right.status).toBe(200);
    expect(right.body.firstname).toBe('Chantal');
  });

  it('a page that forgot its session (no readable cookie left) writes as a guest, not as the customer', async () => {
    const { jar } = await cookieLogin();
    const sessionOnly = { cookie: jar.header(['shop_session']) };
    const cart = await call(api.server, 'POST', '/rest/fr/V1/guest-carts', { headers: sessionOnly });
    expect(cart.status).toBe(200);
    const asCustomer = await call(api.server, 'PUT', '/rest/fr/V1/customers/me', { body: { customer: { firstname: 'Eve' } }, headers: sessionOnly });
    expect(asCustomer.status).toBe(401);
    // A login from that page still works, and starts a new session.
    const customer = await registerCustomer(api.server);
    const login = await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: customer.password }, headers: { ...sessionOnly, ...COOKIE_MODE } });
    expect(login.status).toBe(200);
  });

  it('keeps the bearer token for API clients that ask for one, with no anti-forgery header', async () => {
    const customer = await registerCustomer(api.server);
    const magento = await call(api.server, 'POST', '/rest/fr/V1/integration/customer/token', { body: { username: customer.email, password: customer.password } });
    expect(magento.status).toBe(200);
    expect(typeof magento.body).toBe('string');
    expect(magento.headers.getSetCookie()).toEqual([]);
    const login = await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: customer.password } });
    expect(login.body).toMatchObject({ token: expect.any(String), token_type: 'Bearer', refresh_token: expect.any(String) });
    expect(login.headers.getSetCookie()).toEqual([]);
    for (const token of [magento.body as string, login.body.token as string]) {
      const updated = await call(api.server, 'PUT', '/rest/fr/V1/customers/me', { token, body: { customer: { lastname: 'Essomba' } } });
      expect(updated.status).toBe(200);
    }
  });

  it('rotates the refresh token, and a reused one ends its whole family', async () => {
    const { jar } = await cookieLogin();
    const first = new Jar();
    for (const [name, value] of jar.cookies) first.cookies.set(name, value);

    const refreshed = await write(jar, 'POST', '/api/auth/refresh', {});
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ session: 'cookie' });
    jar.take(refreshed.headers);
    for (const name of ['shop_session', 'shop_refresh', 'XSRF-TOKEN']) expect(jar.cookies.get(name)).not.toBe(first.cookies.get(name));
    const read = (j: Jar) => call(api.server, 'GET', '/rest/fr/V1/customers/me', { headers: { cookie: j.header() } });
    expect((await read(first)).status).toBe(401);
    expect((await read(jar)).status).toBe(200);

    // The first refresh token again: whoever holds it is not alone. Both pairs end.
    const reused = await write(first, 'POST', '/api/auth/refresh', {});
    expect(reused.status).toBe(401);
    expect(setCookies(reused.headers).get('shop_session')?.attributes).toContain('max-age=0');
    expect((await read(jar)).status).toBe(401);
    const afterward = await write(jar, 'POST', '/api/auth/refresh', {});
    expect(afterward.status).toBe(401);
  });

  it('refuses a cookie refresh without the anti-forgery header, and spends nothing', async () => {
    const { jar } = await cookieLogin();
    const forged = await write(jar, 'POST', '/api/auth/refresh', {}, null);
    expect(forged.status).toBe(403);
    // Refresh-cookie only (the access cookie gone): still a write needing the pair.
    const bare = await call(api.server, 'POST', '/api/auth/refresh', { body: {}, headers: { cookie: jar.header(['shop_refresh', 'XSRF-TOKEN']) } });
    expect(bare.status).toBe(403);
    const honest = await write(jar, 'POST', '/api/auth/refresh', {});
    expect(honest.status).toBe(200);
  });

  it('a bearer refresh token reused ends its family too', async () => {
    const customer = await registerCustomer(api.server);
    const next = await call(api.server, 'POST', '/api/auth/refresh', { body: { token: customer.refresh } });
    expect(next.status).toBe(200);
    expect((await call(api.server, 'POST', '/api/auth/refresh', { body: { token: customer.refresh } })).status).toBe(401);
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: next.body.token })).status).toBe(401);
    expect((await call(api.server, 'POST', '/api/auth/refresh', { body: { token: next.body.refresh_token } })).status).toBe(401);
    // Another login of the same customer is another family, untouched.
    const other = await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: customer.password } });
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: other.body.token })).status).toBe(200);
  });

  it('of simultaneous refreshes with one token, none leaves a live session behind', async () => {
    const customer = await registerCustomer(api.server);
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(api.server, 'POST', '/api/auth/refresh', { body: { token: customer.refresh } })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeLessThanOrEqual(1);
    expect(answers.filter((a) => a.status === 401).length).toBe(8 - ok.length);
    // The one exchange was followed by reuses: the pair it handed out is dead whatever the order.
    for (const a of ok) expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token: a.body.token })).status).toBe(401);
  });

  it('log-out ends the session and clears the cookies, even a dead one', async () => {
    const { jar } = await cookieLogin();
    const out = await write(jar, 'DELETE', '/api/_auth/session', undefined);
    expect(out.status).toBe(200);
    const cleared = setCookies(out.headers);
    for (const name of ['shop_session', 'shop_refresh', 'XSRF-TOKEN']) expect(cleared.get(name)?.attributes).toContain('max-age=0');
    expect((await call(api.server, 'GET', '/api/_auth/session', { headers: { cookie: jar.header() } })).body).toEqual({ authenticated: false });
    expect((await write(jar, 'POST', '/api/auth/refresh', {})).status).toBe(401);
    const again = await write(jar, 'DELETE', '/api/_auth/session', undefined);
    expect(again.status).toBe(200);
    expect(setCookies(again.headers).get('shop_session')?.attributes).toContain('max-age=0');
  });

  it('a log-out sent again by a page that dropped its readable cookie still ends the session', async () => {
    const { jar } = await cookieLogin();
    const sessionOnly = { cookie: jar.header(['shop_session', 'shop_refresh']) };
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { headers: sessionOnly })).status).toBe(200);
    const out = await call(api.server, 'DELETE', '/api/_auth/session', { headers: sessionOnly });
    expect(out.status).toBe(200);
    expect(setCookies(out.headers).get('shop_session')?.attributes).toContain('max-age=0');
    // Ended on the server, not only forgotten by this browser: the cookie opens nothing now.
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { headers: sessionOnly })).status).toBe(401);
    expect((await call(api.server, 'GET', '/api/_auth/session', { headers: { cookie: jar.header() } })).body).toEqual({ authenticated: false });
  });

  it('a guest without cookies writes as before, and a code check can sign in by cookie', async () => {
    const cart = await call(api.server, 'POST', '/rest/fr/V1/guest-carts');
    expect(cart.status).toBe(200);
    const customer = await registerCustomer(api.server);
    expect((await call(api.server, 'POST', '/api/auth/code', { body: { to: customer.email } })).status).toBe(200);
    const outbox = await call(api.server, 'GET', `/api/dev/outbox?to=${encodeURIComponent(customer.email)}`);
    const code = /\b(\d{6})\b/.exec(outbox.body.items[0].body)![1]!;
    const verified = await call(api.server, 'POST', '/api/auth/verify', { body: { to: customer.email, code }, headers: COOKIE_MODE });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ customer_exists: true, session: 'cookie' });
    expect(verified.body.token).toBeUndefined();
    const jar = new Jar();
    jar.take(verified.headers);
    expect((await call(api.server, 'GET', '/rest/fr/V1/customers/me', { headers: { cookie: jar.header() } })).status).toBe(200);
  });
});
