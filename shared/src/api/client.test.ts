import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus, type EventMap } from '../events';
import { $cart, clearCart, setCartId } from '../stores/cart';
import { setLocale } from '../stores/locale';
import { clearSession, setSession } from '../stores/session';
import { $toasts } from '../stores/toast';
import {
  ApiError,
  NoCartError,
  api,
  cartPath,
  configureApi,
  contentApi,
  formatMagentoMessage,
  notifyApiError,
  searchCriteria,
  toApiError,
  totalsPath,
} from './client';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  renderFor: string | string[] | undefined;
  language: string | undefined;
  xsrf: string | undefined;
  body: string;
}

let server: Server;
let seen: Seen[] = [];
/** Per-test responder: path → what to answer on each successive call. */
let script: (req: IncomingMessage, count: number) => { status: number; body?: unknown; headers?: Record<string, string> };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'OPTIONS') {
        // CORS preflight: the test page (happy-dom) and this server are different origins.
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': '*',
        });
        res.end();
        return;
      }
      seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, renderFor: req.headers['x-shop-render-for'], language: req.headers['accept-language'], xsrf: req.headers['x-xsrf-token'] as string | undefined, body });
      const count = seen.filter((s) => s.url === req.url && s.method === req.method).length;
      const answer = script(req, count);
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': '*',
        ...answer.headers,
      });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApi({ baseUrl: `http://127.0.0.1:${port}/` });
});

afterAll(async () => {
  configureApi({ baseUrl: '' });
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  script = () => ({ status: 200, body: { ok: true } });
  clearSession();
  clearCart();
  setLocale('fr');
  $toasts.set([]);
});
afterEach(() => vi.restoreAllMocks());

const requests = () => seen;

describe('api client against a real HTTP server', () => {
  it('prefixes /rest/{locale}/V1/ with the locale current at request time', async () => {
    await api.get('products/TEC-SPARK20').json();
    setLocale('en');
    await api.get('products/TEC-SPARK20').json();
    expect(requests().map((s) => s.url)).toEqual(['/rest/fr/V1/products/TEC-SPARK20', '/rest/en/V1/products/TEC-SPARK20']);
  });

  it("carries the server render's headers on both APIs while they are configured (the gateway's renders only)", async () => {
    let shopper = '203.0.113.9';
    configureApi({ serverHeaders: () => ({ 'x-shop-render-for': shopper }) });
    try {
      await api.get('products').json();
      shopper = '203.0.113.10';
      await contentApi.get('campaigns').json();
    } finally {
      configureApi({ serverHeaders: () => ({}) });
    }
    await api.get('products').json();
    expect(requests().map((s) => s.renderFor)).toEqual(['203.0.113.9', '203.0.113.10', undefined]);
  });

  it("sends both APIs' requests through the server render's fetch once it is given (the gateway's in-process back end)", async () => {
    const through: string[] = [];
    configureApi({ serverFetch: (input, init) => (through.push(new Request(input, init).url.replace(/^.*?\/(rest|api)\//, '/$1/')), fetch(input, init)) });
    try {
      await api.get('products').json();
      await contentApi.get('campaigns').json();
    } finally {
      // No way back to "none" (a render's setting): later requests go through a plain fetch again.
      configureApi({ serverFetch: (input, init) => fetch(input, init) });
    }
    expect(through).toEqual(['/rest/fr/V1/products', '/api/campaigns']);
    expect(requests().map((s) => s.url)).toEqual(['/rest/fr/V1/products', '/api/campaigns']);
  });

  it('content API uses /api/ without locale', async () => {
    setLocale('en');
    await contentApi.get('whack-a-mole/active-code').json();
    expect(requests()[0]?.url).toBe('/api/whack-a-mole/active-code');
  });

  it("tells the back end the page's language, so a refusal reads in it", async () => {
    setLocale('en');
    await contentApi.post('auth/login', { json: { username: 'a', password: 'b' } }).json();
    setLocale('fr');
    await contentApi.post('auth/login', { json: { username: 'a', password: 'b' } }).json();
    expect(requests().map((s) => s.language)).toEqual(['en', 'fr']);
  });

  it('sends no bearer token, and the anti-forgery value while a session is open', async () => {
    await api.get('customers/me').json();
    document.cookie = 'XSRF-TOKEN=xsrf-abc; path=/'; setSession({ id: 1, email: 'a@b.cm', firstname: 'A', lastname: 'B' });
    await api.get('customers/me').json();
    await contentApi.post('auth/refresh', { json: {} }).json();
    expect(requests().map((s) => s.authorization)).toEqual([undefined, undefined, undefined]);
    expect(requests().map((s) => s.xsrf)).toEqual([undefined, 'xsrf-abc', 'xsrf-abc']);
  });

  it('retries a GET once on 503, then succeeds', async () => {
    script = (_req, count) => (count === 1 ? { status: 503, body: { message: 'busy' } } : { status: 200, body: { items: [] } });
    await expect(api.get('products').json()).resolves.toEqual({ items: [] });
    expect(requests()).toHaveLength(2);
  });

  it('gives up after one retry and rejects with an ApiError', async () => {
    script = () => ({ status: 502, body: { message: 'Bad gateway' } });
    const error = await api.get('products').json().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect(requests()).toHaveLength(2);
  });

  it('does not retry a POST', async () => {
    script = () => ({ status: 503, body: { message: 'busy' } });
    await expect(api.post('guest-carts').json()).rejects.toMatchObject({ status: 503 });
    expect(requests()).toHaveLength(1);
  });

  it('does not retry a 404 and fills Magento placeholders in the message', async () => {
    script = () => ({
      status: 404,
      body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: 'xyz' } },
    });
    const error = await api.get('guest-carts/xyz').json().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, kind: 'http', message: 'No such entity with cartId = xyz' });
    expect((error as ApiError).hasResponse).toBe(true);
    expect(requests()).toHaveLength(1);
  });

  it('sends JSON bodies and passes searchCriteria through', async () => {
    await api.post('guest-carts/abc/items', { json: { cartItem: { sku: 'X', qty: 1 } } }).json();
    await api
      .get('products', {
        searchParams: searchCriteria({ filterGroups: [[{ field: 'status', value: 1 }]], pageSize: 25, currentPage: 1 }),
      })
      .json();
    const [post, get] = requests();
    expect(JSON.parse(post?.body ?? '')).toEqual({ cartItem: { sku: 'X', qty: 1 } });
    const query = new URL(get?.url ?? '', 'http://x').searchParams;
    expect(query.get('searchCriteria[filter_groups][0][filters][0][field]')).toBe('status');
    expect(query.get('searchCriteria[pageSize]')).toBe('25');
  });

  it('turns a refused connection into a network ApiError without a response', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const previous = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    configureApi({ baseUrl: `http://127.0.0.1:${port}` });
    // happy-dom logs the refused connection itself; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const error = await api.post('guest-carts').json().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 0, kind: 'network', message: 'Network Error' });
    } finally {
      configureApi({ baseUrl: previous });
    }
  });
});

const refused = () => ({ status: 401, body: { message: "The consumer isn't authorized to access %resources." } });

describe('a refused token, reported by the client alone', () => {
  const heard: EventMap['session:logout-requested'][] = [];
  let stop: (() => void) | undefined;
  beforeEach(() => {
    heard.length = 0;
    stop = bus.on('session:logout-requested', (request) => heard.push(request));
  });
  afterEach(() => stop?.());

  it('asks the session module once for a 401 to the current token, from either API, and still rejects', async () => {
    document.cookie = 'XSRF-TOKEN=tok-current; path=/'; setSession(null);
    script = refused;
    await expect(api.get('customers/me').json()).rejects.toMatchObject({ status: 401 });
    expect(heard).toEqual([{ reason: 'request-failed', status: 401 }]);
    await expect(contentApi.get('prime/status').json()).rejects.toMatchObject({ status: 401 });
    expect(heard).toHaveLength(2);
  });

  it('says nothing for other statuses, for a guest, or for a token that is no longer the session', async () => {
    document.cookie = 'XSRF-TOKEN=tok-current; path=/'; setSession(null);
    script = () => ({ status: 403, body: { message: 'forbidden' } });
    await expect(api.get('customers/me').json()).rejects.toMatchObject({ status: 403 });
    script = refused;
    clearSession();
    await expect(api.get('customers/me').json()).rejects.toMatchObject({ status: 401 });
    expect(heard).toEqual([]);
  });

  it('says nothing when the session changed while the refused call was out', async () => {
    document.cookie = 'XSRF-TOKEN=tok-old; path=/'; setSession(null);
    script = () => {
      // A renewal (here or in another tab) replaced the session before this answer came.
      document.cookie = 'XSRF-TOKEN=tok-renewed; path=/'; setSession(null);
      return refused();
    };
    await expect(api.get('customers/me').json()).rejects.toMatchObject({ status: 401 });
    expect(heard).toEqual([]);
  });
});

describe('cart paths', () => {
  it('guest paths carry the cart id; logged-in paths use mine', () => {
    expect(() => cartPath('items')).toThrow(NoCartError);
    setCartId('m4sk/ed');
    expect(cartPath('items')).toBe('guest-carts/m4sk%2Fed/items');
    expect(cartPath()).toBe('guest-carts/m4sk%2Fed');
    expect(totalsPath()).toBe('gt/guest-carts/m4sk%2Fed/totals');
    document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(null);
    expect(cartPath('/items/5')).toBe('carts/mine/items/5');
    expect(cartPath('')).toBe('carts/mine');
    expect(totalsPath()).toBe('gt/carts/mine/totals');
    expect($cart.get().id).toBe('m4sk/ed');
  });
});

describe('searchCriteria', () => {
  it('builds Magento bracket parameters', () => {
    const params = searchCriteria({
      filterGroups: [
        [{ field: 'category_id', value: 2411 }],
        [{ field: 'visibility', value: [2, 4], conditionType: 'in' }],
        [
          { field: 'price', value: 10000, conditionType: 'gteq' },
          { field: 'special_price', value: 10000, conditionType: 'gteq' },
        ],
      ],
      sortOrders: [{ field: 'created_at', direction: 'DESC' }],
      pageSize: 25,
      currentPage: 2,
    });
    expect([...params]).toEqual([
      ['searchCriteria[filter_groups][0][filters][0][field]', 'category_id'],
      ['searchCriteria[filter_groups][0][filters][0][value]', '2411'],
      ['searchCriteria[filter_groups][0][filters][0][condition_type]', 'eq'],
      ['searchCriteria[filter_groups][1][filters][0][field]', 'visibility'],
      ['searchCriteria[filter_groups][1][filters][0][value]', '2,4'],
      ['searchCriteria[filter_groups][1][filters][0][condition_type]', 'in'],
      ['searchCriteria[filter_groups][2][filters][0][field]', 'price'],
      ['searchCriteria[filter_groups][2][filters][0][value]', '10000'],
      ['searchCriteria[filter_groups][2][filters][0][condition_type]', 'gteq'],
      ['searchCriteria[filter_groups][2][filters][1][field]', 'special_price'],
      ['searchCriteria[filter_groups][2][filters][1][value]', '10000'],
      ['searchCriteria[filter_groups][2][filters][1][condition_type]', 'gteq'],
      ['searchCriteria[sortOrders][0][field]', 'created_at'],
      ['searchCriteria[sortOrders][0][direction]', 'DESC'],
      ['searchCriteria[pageSize]', '25'],
      ['searchCriteria[currentPage]', '2'],
    ]);
    expect(searchCriteria({}).toString()).toBe('');
  });
});

describe('errors', () => {
  it('formats list and named placeholders, leaving unknown ones', () => {
    expect(formatMagentoMessage('"%1" is required. Enter and try again.', ['email'])).toBe('"email" is required. Enter and try again.');
    expect(formatMagentoMessage('%1 of %2, %3', ['a', 2])).toBe('a of 2, %3');
    expect(formatMagentoMessage('plain')).toBe('plain');
  });

  it('toApiError is idempotent and wraps unknown throwables', () => {
    const e = new ApiError('x', { status: 400 });
    expect(toApiError(e)).toBe(e);
    expect(toApiError('weird')).toMatchObject({ kind: 'unknown', message: 'weird', status: 0 });
    expect(toApiError(new DOMException('stop', 'AbortError'))).toMatchObject({ kind: 'aborted', message: 'Request aborted' });
  });

  it('notifyApiError toasts server messages and only logs failures without response', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    notifyApiError(new ApiError('Le produit est épuisé', { status: 400 }));
    notifyApiError(new ApiError('Network Error', { kind: 'network' }));
    expect($toasts.get().map((t) => [t.type, t.message])).toEqual([['error', 'Le produit est épuisé']]);
    expect(log).toHaveBeenCalledTimes(1);
    notifyApiError(new ApiError('Network Error', { kind: 'network' }), { toastWithoutResponse: true });
    expect($toasts.get().at(-1)?.message).toBe('Échec. Veuillez reessayer');
  });
});
