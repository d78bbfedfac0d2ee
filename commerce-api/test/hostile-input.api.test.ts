import { describe, expect, it } from 'vitest';
import { call, registerCustomer } from './support/commerce.ts';
import { useTestServer } from './support/server.ts';

const api = useTestServer();

describe('field names from the query string', () => {
  it('are looked up as own properties only: prototype names are unknown fields (400), not crashes', async () => {
    for (const list of ['products', 'categories/list']) {
      for (const field of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        const filter = await call(api.server, 'GET', `/rest/fr/V1/${list}?searchCriteria[filter_groups][0][filters][0][field]=${field}&searchCriteria[filter_groups][0][filters][0][value]=1`);
        expect({ list, field, status: filter.status }).toEqual({ list, field, status: 400 });
        expect(filter.body.message).toBeTruthy();
        const sort = await call(api.server, 'GET', `/rest/fr/V1/${list}?searchCriteria[sortOrders][0][field]=${field}`);
        expect({ list, field, status: sort.status }).toEqual({ list, field, status: 400 });
      }
    }
  });

  it('select response fields as own properties only', async () => {
    const res = await call(api.server, 'GET', '/rest/fr/V1/products?searchCriteria[pageSize]=1&fields=items[constructor,toString,sku]');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.items[0])).toEqual(['sku']);
  });
});

describe('a search body nested 5,000 deep', () => {
  it('is refused with 400 before it is hashed for the cache', async () => {
    const body = `{"q":"a","filter":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const res = await call(api.server, 'POST', '/search/indexes/fr_products/search', { rawBody: body, headers: { authorization: 'Bearer public-search-key' } });
    expect(res.status).toBe(400);
  });
});

describe('bodiless POST with a JSON content type (as Magento tolerates)', () => {
  it('creates a guest cart', async () => {
    const res = await call(api.server, 'POST', '/rest/fr/V1/guest-carts', { rawBody: '', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/^\w{20,}$/);
  });

  it("creates the customer's cart", async () => {
    const customer = await registerCustomer(api.server);
    const res = await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { rawBody: '', token: customer.token, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(Number(res.body)).toBeGreaterThan(0);
  });

  it('is still refused where a body is required', async () => {
    const res = await call(api.server, 'POST', '/api/auth/login', { rawBody: '', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });
});
