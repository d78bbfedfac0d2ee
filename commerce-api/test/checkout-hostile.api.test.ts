import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { addProduct, akwaQuarterId, call, HOSTILE_VALUES, registerCustomer, snapshotOf } from './support/commerce.ts';
import { DEMO_CUSTOMER, GAME_CODE } from '../src/seed/commerce.ts';

/**
 * Hostile input on every writing endpoint of carts, checkout, customers and games: each field of
 * a valid payload is replaced in turn by each hostile value; every answer must be a 4xx with a
 * message, and the database must be byte-for-byte unchanged afterwards.
 */

let token: string;
let cartId: string;
let quarterId: number;

const api = useTestServer();
beforeAll(async () => {
  const p = await addProduct(api.store, { qty: 5 });
  cartId = (await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body;
  await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${cartId}/items`, { body: { cartItem: { sku: p.sku, qty: 1 } } });
  quarterId = await akwaQuarterId(api.store);
  token = (await registerCustomer(api.server)).token;
});

type Json = Record<string, unknown>;

function withValue(template: Json, path: string[], value: unknown): Json {
  const copy = structuredClone(template);
  let node: Json = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Json;
  node[path.at(-1)!] = value;
  return copy;
}

/** Every path to a leaf or object in the template (arrays count as leaves). */
function paths(template: Json, prefix: string[] = []): string[][] {
  return Object.entries(template).flatMap(([key, value]) => {
    const here = [...prefix, key];
    return value && typeof value === 'object' && !Array.isArray(value) ? [here, ...paths(value as Json, here)] : [here];
  });
}

interface Endpoint {
  name: string;
  method: string;
  path: () => string;
  body: () => Json;
  auth?: boolean;
  /** free-text fields: any string up to their bound is valid there */
  freeText?: string[];
  /** fields that may be left out or emptied (so {}, null … can be valid) */
  optional?: string[];
}

const address = () => ({ firstname: 'Awa', lastname: 'Mbarga', country_id: 'CM', city: 'Douala', telephone: '699001122', street: ['Akwa'], fax: String(quarterId), postcode: '-' });

const endpoints: Endpoint[] = [
  {
    name: 'estimate-shipping-methods',
    method: 'POST',
    path: () => `/rest/fr/V1/guest-carts/${cartId}/estimate-shipping-methods`,
    body: () => ({ address: { city: 'Douala', country_id: 'CM', street: ['Akwa'], fax: String(quarterId) } }),
    optional: ['address.country_id', 'address.street', 'address.fax'],
  },
  {
    name: 'shipping-information',
    method: 'POST',
    path: () => `/rest/fr/V1/guest-carts/${cartId}/shipping-information`,
    body: () => ({ addressInformation: { shipping_address: address(), shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } }),
    optional: ['addressInformation.shipping_address.country_id', 'addressInformation.shipping_address.postcode', 'addressInformation.shipping_address.street', 'addressInformation.shipping_address.fax'],
  },
  {
    name: 'totals-information',
    method: 'POST',
    path: () => `/rest/fr/V1/guest-carts/${cartId}/totals-information`,
    body: () => ({ addressInformation: { address: { city: 'Douala', fax: String(quarterId) }, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } }),
    optional: ['addressInformation.address.fax', 'addressInformation.shipping_carrier_code', 'addressInformation.shipping_method_code'],
  },
  {
    name: 'set-payment-information',
    method: 'POST',
    path: () => `/rest/fr/V1/guest-carts/${cartId}/set-payment-information`,
    body: () => ({ email: 'a@example.cm', paymentMethod: { method: 'mesomb_gateway', additional_data: { payer_number: '677001122' } } }),
    optional: ['email'],
  },
  {
    name: 'set-order-custom-attributes',
    method: 'PUT',
    path: () => `/rest/fr/V1/guest-carts/${cartId}/set-order-custom-attributes`,
    body: () => ({ orderCustomAttributes: { order_custom_attributes: '{"seller_code":"VD1","telephone_2":"677001122"}' } }),
  },
  {
    name: 'amcheckoutFields',
    method: 'POST',
    path: () => `/rest/fr/V1/amasty_checkout/guest-carts/${cartId}/amcheckoutFields`,
    body: () => ({ fields: { comment: 'Sonnez deux fois' } }),
    freeText: ['fields.comment'],
  },
  {
    name: 'customers/me',
    method: 'PUT',
    path: () => '/rest/fr/V1/customers/me',
    auth: true,
    body: () => ({ customer: { firstname: 'Awa', lastname: 'Mbarga', custom_attributes: [{ attribute_code: 'telephone2', value: '677001122' }] } }),
    optional: ['customer', 'customer.firstname', 'customer.lastname', 'customer.custom_attributes'],
  },
  {
    name: 'customers/me/password',
    method: 'PUT',
    path: () => '/rest/fr/V1/customers/me/password',
    auth: true,
    body: () => ({ currentPassword: 'wrong-password', newPassword: 'NewPass123' }),
    freeText: ['newPassword', 'currentPassword'],
  },
  {
    name: 'whack-a-mole/create',
    method: 'POST',
    path: () => '/api/whack-a-mole/create',
    body: () => ({ nom: 'Awa Mbarga', tel: '677001122', order_number: '100000001', wrack_the_mole_code: GAME_CODE }),
  },
  {
    name: 'whack-a-mole/update',
    method: 'PUT',
    path: () => `/api/whack-a-mole/update/${DEMO_CUSTOMER.telephone}`,
    body: () => ({ score: 10, wrack_the_mole_code: GAME_CODE }),
  },
];

describe('hostile input on every writing endpoint', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.name}`, async () => {
      const before = await snapshotOf(api.store);
      const template = endpoint.body();
      for (const path of paths(template)) {
        const dotted = path.join('.');
        for (const value of HOSTILE_VALUES) {
          const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
          if (endpoint.freeText?.includes(dotted) && typeof value === 'string' && value.length < 1000) continue;
          if (endpoint.optional?.includes(dotted) && (value === null || isObject || (Array.isArray(value) && value.length === 0))) continue;
          const res = await call(api.server, endpoint.method, endpoint.path(), { body: withValue(template, path, value), token: endpoint.auth ? token : undefined });
          if (res.status < 400 || res.status >= 500 || typeof res.body?.message !== 'string') {
            throw new Error(`${endpoint.name} ${dotted}=${JSON.stringify(value)?.slice(0, 40)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          }
        }
      }
      for (const body of HOSTILE_VALUES) {
        const res = await call(api.server, endpoint.method, endpoint.path(), { body, token: endpoint.auth ? token : undefined });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
      expect(await snapshotOf(api.store)).toBe(before);
    });
  }

  it('rejects hostile ids in paths', async () => {
    const before = await snapshotOf(api.store);
    for (const id of ['0', '-1', '1e9', "1' OR '1'='1", '%3Cscript%3E', 'x'.repeat(400), '..%2F..%2Fetc%2Fpasswd']) {
      for (const [method, path] of [
        ['GET', `/rest/fr/V1/guest-carts/${id}`],
        ['GET', `/rest/fr/V1/guest-carts/${id}/totals`],
        ['POST', `/rest/fr/V1/guest-carts/${id}/items`],
        ['PUT', `/rest/fr/V1/guest-carts/${cartId}/coupons/${id}`],
        ['GET', `/rest/fr/V1/orders/${id}`],
        ['GET', `/rest/fr/V1/guest-orders/${id}`],
        ['PUT', `/api/whack-a-mole/update/${id}`],
      ] as const) {
        const res = await call(api.server, method, path, { body: method === 'GET' ? undefined : { cartItem: { sku: 'x', qty: 1 }, score: 1, wrack_the_mole_code: GAME_CODE }, token });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(typeof res.body.message).toBe('string');
      }
    }
    expect(await snapshotOf(api.store)).toBe(before);
  });
});
