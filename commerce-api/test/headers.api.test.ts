import { describe, expect, it } from 'vitest';
import { call, registerCustomer } from './support/commerce.ts';
import { useTestServer } from './support/server.ts';

const api = useTestServer();

describe('response headers', () => {
  it('forbid storing personal data and sniffing on every answer', async () => {
    const customer = await registerCustomer(api.server);
    const cart = await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { token: customer.token });
    for (const [path, token] of [
      ['/rest/fr/V1/customers/me', customer.token],
      ['/rest/fr/V1/carts/mine', customer.token],
      [`/rest/fr/V1/orders?searchCriteria[filter_groups][0][filters][0][field]=customer_id&searchCriteria[filter_groups][0][filters][0][value]=${customer.id}`, customer.token],
      ['/rest/fr/V1/customers/me', null],
    ] as const) {
      const res = await call(api.server, 'GET', path, { token });
      expect({ path, cache: res.headers.get('cache-control'), sniff: res.headers.get('x-content-type-options') }).toEqual({ path, cache: 'no-store', sniff: 'nosniff' });
    }
    expect(cart.headers.get('cache-control')).toBe('no-store');
  });

  it('leave a route its own caching (immutable product images)', async () => {
    const listing = await call(api.server, 'GET', '/rest/fr/V1/products?searchCriteria[pageSize]=1');
    const image = listing.body.items[0].media_gallery_entries[0].file as string;
    const res = await fetch(`${api.server.url}/media/catalog/product${image}`);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
