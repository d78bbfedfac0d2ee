import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.ts';
import { registerCustomer } from './support/commerce.ts';
import { minuteWindowClock, useTestServer } from './support/server.ts';

/** The limits `npm start` runs with (the test server raises them for other test files). */
const SHIPPED_LIMITS = defaultConfig({}).limits;

const { now, startOfNextMinute } = minuteWindowClock();
const api = useTestServer({ now, config: { limits: { ...SHIPPED_LIMITS, readsPerMinute: 5 } } });

/** One JSON call as if from another machine (the socket address is what the limits key on). */
async function from(address: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string) {
  const res = await api.server.app.inject({
    method,
    url,
    remoteAddress: address,
    headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, headers: res.headers };
}

describe('failed logins', () => {
  it('are counted per account across addresses and across its e-mail and telephone', async () => {
    const customer = await registerCustomer(api.server, { telephone: '699887766' });
    for (let i = 0; i < 10; i++) {
      const username = i % 2 === 0 ? customer.email : '699887766';
      expect((await from(`198.51.100.${i + 1}`, 'POST', '/api/auth/login', { username, password: 'wrong-password' })).status).toBe(401);
    }
    const fresh = await from('198.51.100.200', 'POST', '/api/auth/login', { username: customer.email, password: customer.password });
    expect(fresh.status).toBe(429);
  });

  it('do not count successes against an address', async () => {
    const customer = await registerCustomer(api.server);
    for (let i = 0; i < 55; i++) {
      expect((await from('203.0.113.50', 'POST', '/api/auth/login', { username: customer.email, password: customer.password })).status).toBe(200);
    }
  });
});

describe('coupon attempts', () => {
  it('are counted per caller, so a fresh cart brings no fresh tries', async () => {
    let lastStatus = 0;
    for (let i = 0; i < 21; i++) {
      // A new cart for every guess: the old per-cart count allowed unlimited guesses this way.
      const cart = (await from('203.0.113.60', 'POST', '/rest/fr/V1/guest-carts')).body as string;
      lastStatus = (await from('203.0.113.60', 'PUT', `/rest/fr/V1/guest-carts/${cart}/coupons/GUESS${i}`)).status;
    }
    expect(lastStatus).toBe(429);
    const cart = (await from('203.0.113.61', 'POST', '/rest/fr/V1/guest-carts')).body as string;
    expect((await from('203.0.113.61', 'PUT', `/rest/fr/V1/guest-carts/${cart}/coupons/GUESS`)).status).not.toBe(429);
  });
});

const signupBody = (email: string) => ({ customer: { firstname: 'Awa', lastname: 'Mbarga', email }, password: 'Secret123!' });

describe('sign-up', () => {
  it('is limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SHIPPED_LIMITS.signupsPerHour + 1; i++) {
      statuses.push((await from('203.0.113.70', 'POST', '/rest/fr/V1/customers', signupBody(`bulk-${i}-${Date.now()}@example.cm`))).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('"already exists" and isEmailAvailable draw on one budget, so neither is a free oracle', async () => {
    const taken = await registerCustomer(api.server);
    for (let i = 0; i < SHIPPED_LIMITS.accountLookupsPerHour; i++) {
      expect((await from('203.0.113.80', 'POST', '/rest/fr/V1/customers/isEmailAvailable', { customerEmail: `probe-${i}@example.cm` })).status).toBe(200);
    }
    expect((await from('203.0.113.80', 'POST', '/rest/fr/V1/customers/isEmailAvailable', { customerEmail: taken.email })).status).toBe(429);
    const signup = await from('203.0.113.80', 'POST', '/rest/fr/V1/customers', signupBody(taken.email));
    expect(signup.status).toBe(429);
    expect(JSON.stringify(signup.body)).not.toMatch(/existe|exists/i);
  });
});

describe('listing and search', () => {
  it('are limited per address, with Retry-After; a product page is not', async () => {
    const listing = '/rest/fr/V1/products?searchCriteria[pageSize]=2';
    startOfNextMinute();
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.90', 'GET', listing)).status).toBe(200);
    const refused = await from('203.0.113.90', 'GET', listing);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('203.0.113.90', 'GET', '/search/indexes/fr_products/search')).status).toBe(429);
    expect((await from('203.0.113.91', 'GET', listing)).status).toBe(200);
  });

  it('cap the size and depth of filters', async () => {
    const groups = Array.from({ length: 60 }, (_, i) => `searchCriteria[filter_groups][${i}][filters][0][field]=sku&searchCriteria[filter_groups][${i}][filters][0][value]=x`).join('&');
    expect((await from('203.0.113.92', 'GET', `/rest/fr/V1/products?${groups}`)).status).toBe(400);
    const headers = { authorization: 'Bearer public-search-key', 'content-type': 'application/json' };
    const many = await api.server.app.inject({ method: 'POST', url: '/search/indexes/fr_products/search', remoteAddress: '203.0.113.93', headers, payload: JSON.stringify({ q: 'a', filter: Array.from({ length: 300 }, () => 'in_stock = true') }) });
    expect(many.statusCode).toBe(400);
    const deep = `{"q":"a","filter":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const nested = await api.server.app.inject({ method: 'POST', url: '/search/indexes/fr_products/search', remoteAddress: '203.0.113.94', headers, payload: deep });
    expect(nested.statusCode).toBe(400);
  });
});
