import { describe, expect, it } from 'vitest';
import { CART_COOKIE, CART_FORM_PATH } from '@shop/shared/contracts/cart-form';
import { withFormXsrf, XSRF_FIELD } from '@shop/shared/contracts/session-cookies';
import { useTestServer } from './support/server.ts';
import { addProduct, call, registerCustomer } from './support/commerce.ts';

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
      [{ sku: p.sku, qty: '-1' }, { cookie }, 400],
      [{ sku: p.sku, qty: 'deux' }, { cookie }, 400],
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

  it("sends the shopper back to the page, saying why, when the cart's rules refuse the line", async () => {
    const few = await addProduct(api.store, { qty: 3 });
    // A configurable product posted by its page's plain form names the parent, no option chosen.
    const configurable = await addProduct(api.store, { type: 'configurable', extension: { configurable_product_options: [{ attribute_code: 'color', label: 'Couleur' }] } });
    const gone = await addProduct(api.store, { qty: 0 });
    const cartId = (await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
    const cookie = `${CART_COOKIE}=${cartId}`;
    const cases: [Record<string, string>, string][] = [
      [{ sku: configurable.sku, back: '/en/product/phone-7' }, '/en/product/phone-7?cart_refused=options'],
      [{ sku: configurable.sku, back: '/product/phone-7?ref=home#buy' }, '/product/phone-7?ref=home&cart_refused=options#buy'],
      [{ sku: few.sku, qty: '4', back: '/product/few-1' }, '/product/few-1?cart_refused=stock'],
      [{ sku: few.sku, qty: '0', back: '/product/few-1' }, '/product/few-1?cart_refused=quantity'],
      [{ sku: gone.sku, back: '/product/gone-2?cart_refused=stock' }, '/product/gone-2?cart_refused=stock'],
      [{ sku: configurable.sku, back: 'https://evil.example/' }, '/?cart_refused=options'],
    ];
    for (const [fields, location] of cases) {
      const res = await post(fields, { cookie });
      expect([fields, res.status, res.headers.get('location')]).toEqual([fields, 303, location]);
    }
    expect(await lines(cartId)).toEqual([]);
  });
});

/** A signed-in browser: its cookies as a Cookie header, and the readable anti-forgery value. */
async function cookieLogin() {
  const customer = await registerCustomer(api.server);
  const login = await call(api.server, 'POST', '/api/auth/login', { body: { username: customer.email, password: customer.password }, headers: { 'x-session-mode': 'cookie' } });
  expect(login.status).toBe(200);
  const jar = new Map(login.headers.getSetCookie().map((line) => line.split(';')[0]!.split('=') as [string, string]));
  return { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '), xsrf: jar.get('XSRF-TOKEN')! };
}
/** The lines of the signed-in shopper's own cart, read as the page's scripts read it. */
const mine = async (cookie: string, xsrf: string) =>
  ((await call(api.server, 'GET', '/rest/fr/V1/carts/mine', { headers: { cookie, 'x-xsrf-token': xsrf } })).body as { items?: { sku: string; qty: number }[] }).items ?? [];

describe("a signed-in shopper's plain post", () => {
  it("adds to the shopper's own cart with the page's anti-forgery field, and sets no guest cookie", async () => {
    const p = await addProduct(api.store, { qty: 10 });
    const { cookie, xsrf } = await cookieLogin();
    const res = await post({ sku: p.sku, qty: '2', back: '/product/x-1', [XSRF_FIELD]: xsrf }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/product/x-1');
    expect(cookieOf(res)).toBeUndefined();
    expect(await mine(cookie, xsrf)).toEqual([expect.objectContaining({ sku: p.sku, qty: 2 })]);
  });

  it('is refused without the field, with another value, or with the value of another session', async () => {
    const p = await addProduct(api.store, { qty: 10 });
    const { cookie, xsrf } = await cookieLogin();
    const other = await cookieLogin();
    for (const value of [null, '', 'x'.repeat(43), other.xsrf]) {
      const res = await post({ sku: p.sku, back: '/', ...(value === null ? {} : { [XSRF_FIELD]: value }) }, { cookie });
      expect([value, res.status]).toEqual([value, 403]);
      expect(((await res.json()) as { message: string }).message).toMatch(/refus/i);
    }
    // A cookie planted beside the session and echoed in the field matches no session either.
    const planted = cookie.replace(/XSRF-TOKEN=[^;]+/, `XSRF-TOKEN=${other.xsrf}`);
    expect((await post({ sku: p.sku, back: '/', [XSRF_FIELD]: other.xsrf }, { cookie: planted })).status).toBe(403);
    expect(await mine(cookie, xsrf)).toEqual([]);
  });

  it("never stands in for the header on a script's JSON call", async () => {
    const { cookie, xsrf } = await cookieLogin();
    const res = await call(api.server, 'POST', '/rest/fr/V1/carts/mine', { body: { [XSRF_FIELD]: xsrf }, headers: { cookie } });
    expect(res.status).toBe(403);
  });
});

describe('withFormXsrf', () => {
  const empty = `<form><input type="hidden" name="${XSRF_FIELD}" value=""/></form>`;
  it("fills a page's empty fields with the browser's own value only when it has the shape the back end issues", () => {
    const value = 'A'.repeat(42) + '_';
    expect(withFormXsrf(empty + empty, value)).toBe(`<form><input type="hidden" name="${XSRF_FIELD}" value="${value}"/></form>`.repeat(2));
    for (const bad of [null, undefined, '', 'short', `${'A'.repeat(42)}"`, `${'A'.repeat(40)}"/><x`]) expect(withFormXsrf(empty, bad)).toBe(empty);
  });
});
