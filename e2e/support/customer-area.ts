import { expect, type APIRequestContext } from '@playwright/test';

// Helpers of the account-*.spec.ts files: each test signs up its own customer, so tests running
// side by side (and other specs using the demo customer) never see each other's data.

export interface TestCustomer {
  email: string;
  password: string;
  token: string;
}

export async function newCustomer(request: APIRequestContext): Promise<TestCustomer> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.cm`;
  const password = 'Secret123!';
  const created = await request.post('/rest/fr/V1/customers', { data: { customer: { firstname: 'Awa', lastname: 'Mbarga', email }, password } });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { username: email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return { email, password, token: ((await login.json()) as { token: string }).token };
}

/** A simple, visible, in-stock product of the seeded catalogue. */
export async function someProduct(request: APIRequestContext, offset = 0): Promise<{ id: number; sku: string; name: string; url_key: string }> {
  const query = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'type_id',
    'searchCriteria[filter_groups][0][filters][0][value]': 'simple',
    'searchCriteria[filter_groups][1][filters][0][field]': 'price',
    'searchCriteria[filter_groups][1][filters][0][value]': '5000',
    'searchCriteria[filter_groups][1][filters][0][condition_type]': 'gteq',
    // Visible on its own (a configurable's variants are not).
    'searchCriteria[filter_groups][2][filters][0][field]': 'visibility',
    'searchCriteria[filter_groups][2][filters][0][value]': '4',
    'searchCriteria[pageSize]': '1',
    'searchCriteria[currentPage]': String(offset + 1),
  });
  const res = await request.get(`/rest/fr/V1/products?${query}`);
  expect(res.ok()).toBe(true);
  const product = ((await res.json()) as { items: { id: number; sku: string; name: string; custom_attributes: { attribute_code: string; value: string }[] }[] }).items[0]!;
  const urlKey = product.custom_attributes.find((a) => a.attribute_code === 'url_key')?.value ?? '';
  return { id: product.id, sku: product.sku, name: product.name, url_key: urlKey };
}

/** Places a pick-up order at the Douala agency for the customer through the real checkout API. */
export async function placePickupOrder(request: APIRequestContext, customer: TestCustomer): Promise<{ id: number; sku: string }> {
  const headers = { Authorization: `Bearer ${customer.token}` };
  const product = await someProduct(request);
  await request.post('/rest/fr/V1/carts/mine', { headers });
  const added = await request.post('/rest/fr/V1/carts/mine/items', { headers, data: { cartItem: { sku: product.sku, qty: 1 } } });
  expect(added.ok(), await added.text()).toBe(true);
  const towns = (await (await request.get('/rest/fr/V1/gt/towns/list')).json()) as { town_name: string; quarters: { quarter_id: number; quarter_name: string }[] }[];
  const douala = towns.find((t) => t.town_name === 'Douala')!;
  const quarter = douala.quarters[0]!;
  const address = {
    firstname: 'Awa', lastname: 'Mbarga', country_id: 'CM', city: 'Douala', telephone: '699001122',
    street: [quarter.quarter_name], fax: String(quarter.quarter_id), postcode: '-',
  };
  const shipped = await request.post('/rest/fr/V1/carts/mine/shipping-information', {
    headers,
    data: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'gtpickup', shipping_method_code: 'agency' } },
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  const placed = await request.post('/rest/fr/V1/carts/mine/payment-information', {
    headers: { ...headers, source: 'WEBSITE' },
    data: { paymentMethod: { method: 'cashondelivery' } },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return { id: Number(await placed.json()), sku: product.sku };
}
