import { describe, expect, it } from 'vitest';
import { CART_COOKIE, CART_FORM_PATH } from '@shop/shared/contracts/cart-form';
import { useTestServer } from './support/server.ts';
import { addProduct, call } from './support/commerce.ts';

const api = useTestServer();

/** A plain HTML form's post, as a browser sends it without scripts. */
function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(api.server.url + CART_FORM_PATH, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const cookieOf = (res: Response) => /shop_cart=([A-Za-z0-9]{32})/.exec(res.headers.get('set-cookie') ?? '')?.[1];
const lines = async (cartId: string) => (await call(api.server, 'GET', `/rest/fr/V1/guest-carts/${cartId}/items`)).body as { sku: string; qty: number }[];

describe('add-to-cart posted as a plain form', () => {
  it('creates a guest cart, sets its cookie and answers 303 back to the page', async () => {
    const p = await addProduct(api.store, { price: 12_000, qty: 10 });
    const res = await post({ sku: p.sku, qty: '2', back: '/en/product/x-1?ref=home' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/product/x-1?ref=home');
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${CART_COOKIE}=[A-Za-z0-9]{32}; Path=/; Max-Age=\\d+; SameSite=Lax$`));
    const cartId = cookieOf(res)!;
    expect(await lines(cartId)).toEqual([expect.objectContaining({ sku: p.sku, qty: 2 })]);
  });

  it("adds to the cookie's cart, the one the scripts use, merging with the same line", async () => {
    const p = await addProduct(api.store, { price: 5_000, qty: 10 });
    const cartId = (await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
    await call(api.server, 'POST', `/rest/fr/V1/guest-carts/${cartId}/items`, { body: { cartItem: { sku: p.sku, qty: 1 } } });
    const res = await post({ sku: p.sku, back: '/' }, { cookie: `other=1; ${CART_COOKIE}=${cartId}` });
    expect(res.status).toBe(303);
    expect(cookieOf(res)).toBe(cartId);
    expect(await lines(cartId)).toEqual([expect.objectContaining({ sku: p.sku, qty: 2 })]);
  });

  it('starts a new cart when the cookie names none that is open', async () => {
    const p = await addProduct(api.store, { qty: 10 });
    const res = await post({ sku: p.sku, qty: '1', back: '/' }, { cookie: `${CART_COOKIE}=${'a'.repeat(32)}` });
    expect(res.status).toBe(303);
    expect(cookieOf(res)).not.toBe('a'.repeat(32));
    expect(await lines(cookieOf(res)!)).toHaveLength(1);
  });

  it('sends the shopper back only to a page of this store', async () => {
    const p = await addProduct(api.store, { qty: 50 });
    for (const back of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '']) {
      const res = await post({ sku: p.sku, back });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    }
  });

  it('refuses bad input with a 4xx and a message, adding nothing', async () => {
    const p = await addProduct(api.store, { qty: 3 });
    const cartId = (await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
    const cookie = `${CART_COOKIE}=${cartId}`;
    const cases: [Record<string, string>, Record<string, string>, number][] = [
      [{ sku: p.sku, qty: '0' }, { cookie }, 400],
      [{ sku: p.sku, qty: '-1' }, { cookie }, 400],
      [{ sku: p.sku, qty: 'deux' }, { cookie }, 400],
      [{ sku: p.sku, qty: '4' }, { cookie }, 400],
      [{ sku: '' }, { cookie }, 400],
      [{ sku: 'NO-SUCH-SKU' }, { cookie }, 404],
      [{ sku: p.sku }, { cookie, 'sec-fetch-site': 'cross-site' }, 403],
    ];
    for (const [fields, headers, status] of cases) {
      const res = await post(fields, headers);
      expect([fields, res.status]).toEqual([fields, status]);
      expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
    }
    const json = await call(api.server, 'POST', CART_FORM_PATH, { body: { sku: p.sku } });
    expect(json.status).toBe(415);
    expect(await lines(cartId)).toEqual([]);
  });
});
