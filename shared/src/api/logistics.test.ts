import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../stores/locale';
import { configureApi } from './client';
import type { Town } from '../contracts/wire';
import { estimateProductShipping, fetchTowns } from './logistics';

const TOWNS: Town[] = [
  { town_id: 1, town_name: 'Douala', has_agency: true, zone: 'metro', quarters: [{ quarter_id: 3, quarter_name: 'Akwa' }] },
  { town_id: 4, town_name: 'Bafoussam', has_agency: false, zone: 'regional', quarters: [{ quarter_id: 9, quarter_name: 'Tamdja' }] },
];

let requests: string[] = [];
let answer: () => Response = () => new Response(JSON.stringify(TOWNS), { headers: { 'content-type': 'application/json' } });

beforeAll(() => configureApi({ baseUrl: 'http://shop.test' }));
beforeEach(() => {
  requests = [];
  answer = () => new Response(JSON.stringify(TOWNS), { headers: { 'content-type': 'application/json' } });
  sessionStorage.clear();
  setLocale('fr');
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(new URL(request.url).pathname);
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchTowns', () => {
  it('reads gt/towns/list once per browser session (session storage)', async () => {
    const [a, b] = await Promise.all([fetchTowns(), fetchTowns()]);
    expect(a).toEqual(TOWNS);
    expect(b).toEqual(TOWNS);
    expect(await fetchTowns()).toEqual(TOWNS);
    expect(requests).toEqual(['/rest/fr/V1/gt/towns/list']);
    expect(JSON.parse(sessionStorage.getItem('GT_TOWNS')!)).toEqual(TOWNS);
  });

  it('does not cache an empty or malformed answer, nor a failure', async () => {
    answer = () => new Response('[]', { headers: { 'content-type': 'application/json' } });
    expect(await fetchTowns()).toEqual([]);
    expect(sessionStorage.getItem('GT_TOWNS')).toBeNull();
    answer = () => new Response(JSON.stringify({ message: 'boom' }), { status: 400, headers: { 'content-type': 'application/json' } });
    await expect(fetchTowns()).rejects.toThrow('boom');
    sessionStorage.setItem('GT_TOWNS', '{"broken":true}');
    answer = () => new Response(JSON.stringify(TOWNS), { headers: { 'content-type': 'application/json' } });
    expect(await fetchTowns()).toEqual(TOWNS);
    expect(requests).toHaveLength(3);
  });
});

describe('estimateProductShipping', () => {
  it('refuses a call without a sku, as the spec guards it', async () => {
    await expect(estimateProductShipping({ town: 'Douala', sku: '' })).rejects.toThrow('Parameter productSku is required');
    expect(requests).toEqual([]);
  });

  it('posts town, quarter and the product with qty 1 by default', async () => {
    let body: unknown;
    vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(new URL(request.url).pathname);
      body = await request.json();
      return new Response(JSON.stringify({ town: 'Douala', quarter: 'Akwa', amount: 2000, delay: '24 à 72 heures', is_free_shipping: false, methods: [], stock: { total: 3, in_town: 1, is_in_stock: true } }), { headers: { 'content-type': 'application/json' } });
    });
    const estimate = await estimateProductShipping({ town: 'Douala', quarter: 'Akwa', sku: 'TECNO-1' });
    expect(estimate.amount).toBe(2000);
    expect(requests).toEqual(['/rest/fr/V1/gt/shipping/estimage-product-shipping']);
    expect(body).toEqual({ data: { town: 'Douala', quarter: 'Akwa', product: { sku: 'TECNO-1', qty: 1 } } });
  });
});
