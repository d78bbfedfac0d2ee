import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { addProduct, addTowns, call, registerCustomer } from './support/commerce.ts';
import { validateMagento, validateMagentoError } from './support/magento-schema.ts';

/** Every Magento-shaped answer of customers, carts, checkout and orders, against Magento's schema. */

const api = useTestServer();

beforeAll(() => addTowns(api.store));

const address = { firstname: 'Awa', lastname: 'Mbarga', city: 'Douala', telephone: '699001122', street: ['Akwa'], country_id: 'CM', postcode: '-' };

describe('Magento response shapes', () => {
  for (const kind of ['guest', 'customer'] as const) {
    it(`${kind}: cart, items, totals, shipping, payment details and the order`, async () => {
      const p = await addProduct(api.store, { price: 30_000, qty: 10 });
      const customer = kind === 'customer' ? await registerCustomer(api.server) : null;
      const token = customer?.token;
      let base: string;
      if (customer) {
        expect(validateMagento('customer-data-customer-interface', (await call(api.server, 'GET', '/rest/fr/V1/customers/me', { token })).body)).toEqual([]);
        await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { token });
        base = '/rest/fr/V1/carts/mine';
      } else {
        base = `/rest/fr/V1/guest-carts/${(await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body}`;
      }
      const item = await call(api.server, 'POST', `${base}/items`, { token, body: { cartItem: { sku: p.sku, qty: 2 } } });
      expect(validateMagento('quote-data-cart-item-interface', item.body)).toEqual([]);
      for (const i of (await call(api.server, 'GET', `${base}/items`, { token })).body) expect(validateMagento('quote-data-cart-item-interface', i)).toEqual([]);
      expect(validateMagento('quote-data-cart-interface', (await call(api.server, 'GET', base, { token })).body)).toEqual([]);
      await call(api.server, 'PUT', `${base}/coupons/NOEL10`, { token });
      expect(validateMagento('quote-data-totals-interface', (await call(api.server, 'GET', `${base}/totals`, { token })).body)).toEqual([]);
      const methods = await call(api.server, 'POST', `${base}/estimate-shipping-methods`, { token, body: { address } });
      for (const m of methods.body) expect(validateMagento('quote-data-shipping-method-interface', m)).toEqual([]);
      const details = await call(api.server, 'POST', `${base}/shipping-information`, {
        token,
        body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } },
      });
      expect(validateMagento('checkout-data-payment-details-interface', details.body)).toEqual([]);
      for (const m of (await call(api.server, 'GET', `${base}/payment-methods`, { token })).body) expect(validateMagento('quote-data-payment-method-interface', m)).toEqual([]);
      expect(validateMagento('quote-data-cart-interface', (await call(api.server, 'GET', base, { token })).body)).toEqual([]);
      const preview = await call(api.server, 'POST', `${base}/totals-information`, { token, body: { addressInformation: { address, shipping_carrier_code: 'gtpickup', shipping_method_code: 'agency' } } });
      expect(validateMagento('quote-data-totals-interface', preview.body)).toEqual([]);
      const placed = await call(api.server, 'POST', `${base}/payment-information`, { token, headers: { source: 'WEBSITE' }, body: { email: 'shape@example.cm', paymentMethod: { method: 'cashondelivery' } } });
      expect(placed.status).toBe(200);
      const order = await call(api.server, 'GET', `/rest/fr/V1/orders/${placed.body}`, { token });
      expect(validateMagento('sales-data-order-interface', order.body)).toEqual([]);
      if (customer) {
        const list = await call(api.server, 'GET', '/rest/fr/V1/orders?searchCriteria[sortOrders][0][field]=created_at&searchCriteria[sortOrders][0][direction]=DESC', { token });
        expect(validateMagento('sales-data-order-search-result-interface', list.body)).toEqual([]);
      }
    });
  }

  it('errors in Magento shape', async () => {
    const errors = [
      await call(api.server, 'GET', '/rest/fr/V1/customers/me'),
      await call(api.server, 'GET', '/rest/en/V1/guest-carts/nope'),
      await call(api.server, 'POST', '/rest/fr/V1/customers', { body: { customer: { firstname: 'A', lastname: 'B', email: 'x' }, password: 'abcdef' } }),
      await call(api.server, 'GET', '/rest/fr/V1/orders/1'),
      await call(api.server, 'POST', '/rest/fr/V1/guest-carts/x/items', { body: {} }),
    ];
    for (const e of errors) {
      expect(e.status).toBeGreaterThanOrEqual(400);
      expect(validateMagentoError(e.body)).toEqual([]);
    }
  });
});
