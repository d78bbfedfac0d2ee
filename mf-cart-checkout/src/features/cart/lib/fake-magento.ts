import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CartTotals } from '@shop/shared';

/**
 * A small Magento 2.4 stand-in for the cart calls (same paths, bodies and error shapes), so the
 * cart code is tested through the real shared ky client and real HTTP rather than mocks.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  auth: string | undefined;
  body: unknown;
}

interface Line {
  item_id: number;
  sku: string;
  name: string;
  price: number;
  qty: number;
  product_type: string;
}

interface Cart {
  id: string;
  customerToken: string | null;
  lines: Line[];
  coupon: string | null;
}

export interface FakeProduct {
  name: string;
  price: number;
  stock: number;
  /** Catalogue price before a special price. */
  original?: number;
  /** Chosen options as the totals item reports them. */
  options?: { label: string; value: string }[];
}

export type FakeResponse = { status: number; payload: unknown } | 'no-response';

export interface FakeMagentoCore {
  requests: RecordedRequest[];
  carts: Map<string, Cart>;
  /** Catalogue of known skus → price. */
  products: Map<string, FakeProduct>;
  /** Coupons that exist → percent off. */
  coupons: Map<string, number>;
  /** Next request whose `METHOD path` matches gets this treatment once. */
  failNext(match: RegExp, mode: { status: number; body: unknown } | 'no-response'): void;
  forgetCart(id: string): void;
  /** Answers one request as Magento would (the path may carry `/rest/{locale}/V1/`). */
  respond(method: string, url: string, authorization: string | undefined, body: unknown): FakeResponse;
  /** A `fetch` replacement for browser-like test environments. */
  fetch: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
}

export interface FakeMagento extends FakeMagentoCore {
  url: string;
  close(): Promise<void>;
}

function magentoError(message: string, parameters?: Record<string, string>) {
  return parameters ? { message, parameters } : { message };
}

export function createFakeMagento(): FakeMagentoCore {
  const requests: RecordedRequest[] = [];
  const carts = new Map<string, Cart>();
  const products = new Map<string, FakeProduct>([
    ['TECNO-SPARK-20', { name: 'Tecno Spark 20', price: 89000, stock: 10 }],
    ['ITEL-A70', { name: 'Itel A70', price: 52000, stock: 1 }],
    ['NOKIA-G22-GREEN', { name: 'Nokia G22', price: 64400, original: 85900, stock: 5, options: [{ label: 'Couleur', value: 'Vert' }] }],
  ]);
  const coupons = new Map([['BIENVENUE10', 10]]);
  const failures: { match: RegExp; mode: { status: number; body: unknown } | 'no-response' }[] = [];
  let nextCart = 1;
  let nextItem = 100;

  const totalsOf = (cart: Cart): CartTotals => {
    const subtotal = cart.lines.reduce((sum, l) => sum + l.price * l.qty, 0);
    const percent = cart.coupon ? (coupons.get(cart.coupon) ?? 0) : 0;
    const discount = -Math.round((subtotal * percent) / 100);
    const segments = [
      { code: 'subtotal', title: 'Subtotal', value: subtotal },
      ...(cart.coupon ? [{ code: 'discount', title: `Discount (${cart.coupon})`, value: discount }] : []),
      { code: 'grand_total', title: 'Grand Total', value: subtotal + discount },
    ];
    return {
      grand_total: subtotal + discount,
      subtotal,
      discount_amount: discount,
      base_discount_amount: discount,
      items_qty: cart.lines.reduce((sum, l) => sum + l.qty, 0),
      items: cart.lines.map((l) => ({
        item_id: l.item_id,
        name: l.name,
        qty: l.qty,
        price: l.price,
        base_price: l.price,
        row_total: l.price * l.qty,
        options: JSON.stringify(products.get(l.sku)?.options ?? []),
        extension_attributes: { sku: l.sku, product_type: l.product_type, original_price: products.get(l.sku)?.original ?? l.price },
      })),
      total_segments: segments,
      quote_currency_code: 'XAF',
    };
  };

  const handle = (method: string, rawUrl: string, auth: string | undefined, body: unknown): [number, unknown] => {
    const url = new URL(rawUrl, 'http://x');
    const path = url.pathname.replace(/^\/rest\/(fr|en)\/V1\//, '');
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : null;

    const findCart = (segment: string): Cart | null => {
      if (segment === 'mine') {
        if (!token) return null;
        return [...carts.values()].find((c) => c.customerToken === token) ?? null;
      }
      return carts.get(decodeURIComponent(segment)) ?? null;
    };

    if (method === 'POST' && path === 'guest-carts') {
      const id = `masked${nextCart++}xyz`;
      carts.set(id, { id, customerToken: null, lines: [], coupon: null });
      return [200, id];
    }
    if (method === 'POST' && path === 'carts/mine') {
      if (!token) return [401, magentoError("The consumer isn't authorized to access %resources.", { resources: 'self' })];
      const existing = [...carts.values()].find((c) => c.customerToken === token);
      if (existing) return [200, Number(existing.id)];
      const id = String(nextCart++);
      carts.set(id, { id, customerToken: token, lines: [], coupon: null });
      return [200, Number(id)];
    }

    const assign = /^guest-carts\/([^/]+)$/.exec(path);
    if (method === 'PUT' && assign) {
      if (!token) return [401, magentoError("The consumer isn't authorized to access %resources.", { resources: 'Magento_Cart::manage' })];
      const guest = carts.get(decodeURIComponent(assign[1] ?? ''));
      if (!guest || guest.customerToken) return [404, magentoError('No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue: assign[1] ?? '' })];
      let target = [...carts.values()].find((c) => c.customerToken === token);
      if (!target) {
        target = { id: String(nextCart++), customerToken: token, lines: [], coupon: null };
        carts.set(target.id, target);
      }
      target.lines.push(...guest.lines);
      carts.delete(guest.id);
      return [200, true];
    }

    const m = /^(?:gt\/)?(?:guest-carts\/([^/]+)|carts\/(mine))\/(.+)$/.exec(path);
    if (!m) return [404, magentoError('Request does not match any route.')];
    const cart = findCart(m[1] ?? m[2] ?? '');
    if (!cart) {
      return [404, magentoError('No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue: m[1] ?? 'mine' })];
    }
    const rest = m[3] ?? '';

    if (method === 'GET' && rest === 'totals') return [200, totalsOf(cart)];
    if (method === 'POST' && rest === 'items') {
      const item = (body as { cartItem?: { sku?: string; qty?: number; quote_id?: string } })?.cartItem;
      if (!item?.sku) return [400, magentoError('"%fieldName" is required. Enter and try again.', { fieldName: 'sku' })];
      const product = products.get(item.sku);
      if (!product) return [404, magentoError("The product that was requested doesn't exist. Verify the product and try again.")];
      const qty = item.qty ?? 1;
      const line = cart.lines.find((l) => l.sku === item.sku);
      if ((line?.qty ?? 0) + qty > product.stock) return [400, magentoError('The requested qty is not available')];
      if (line) line.qty += qty;
      else cart.lines.push({ item_id: nextItem++, sku: item.sku, name: product.name, price: product.price, qty, product_type: 'simple' });
      const saved = cart.lines.find((l) => l.sku === item.sku)!;
      return [200, { ...saved, quote_id: cart.id }];
    }
    const itemMatch = /^items\/(\d+)$/.exec(rest);
    if (itemMatch) {
      const line = cart.lines.find((l) => l.item_id === Number(itemMatch[1]));
      if (!line) return [404, magentoError('The %1 Cart doesn\'t contain the %2 item.', { 1: cart.id, 2: itemMatch[1] ?? '' })];
      if (method === 'DELETE') {
        cart.lines = cart.lines.filter((l) => l !== line);
        return [200, true];
      }
      if (method === 'PUT') {
        const qty = (body as { cartItem?: { qty?: number } })?.cartItem?.qty;
        if (typeof qty !== 'number' || qty < 1) return [400, magentoError('The quantity must be at least 1')];
        if (qty > (products.get(line.sku)?.stock ?? 0)) return [400, magentoError('The requested qty is not available')];
        line.qty = qty;
        return [200, { ...line, quote_id: cart.id }];
      }
    }
    const couponMatch = /^coupons(?:\/(.+))?$/.exec(rest);
    if (couponMatch) {
      if (method === 'PUT' && couponMatch[1]) {
        const code = decodeURIComponent(couponMatch[1]);
        if (!coupons.has(code)) return [404, magentoError("The coupon code isn't valid. Verify the code and try again.")];
        cart.coupon = code;
        return [200, true];
      }
      if (method === 'DELETE' && !couponMatch[1]) {
        cart.coupon = null;
        return [200, true];
      }
    }
    return [404, magentoError('Request does not match any route.')];
  };

  const respond = (method: string, rawUrl: string, auth: string | undefined, body: unknown): FakeResponse => {
    const path = new URL(rawUrl, 'http://x').pathname;
    requests.push({ method, path, auth, body });
    const short = path.replace(/^\/rest\/(fr|en)\/V1\//, '');
    const failureIndex = failures.findIndex((f) => f.match.test(`${method} ${short}`));
    if (failureIndex >= 0) {
      const [failure] = failures.splice(failureIndex, 1);
      if (failure!.mode === 'no-response') return 'no-response';
      return { status: failure!.mode.status, payload: failure!.mode.body };
    }
    const [status, payload] = handle(method, rawUrl, auth, body);
    return { status, payload };
  };

  return {
    requests,
    carts,
    products,
    coupons,
    failNext(match, mode) {
      failures.push({ match, mode });
    },
    forgetCart(id) {
      carts.delete(id);
    },
    respond,
    async fetch(input, init) {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const text = await request.text();
      const body = text ? (JSON.parse(text) as unknown) : null;
      const answer = respond(request.method, request.url, request.headers.get('authorization') ?? undefined, body);
      if (answer === 'no-response') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.payload), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}

/** The same fake behind a real HTTP server on a free port. */
export async function startFakeMagento(): Promise<FakeMagento> {
  const core = createFakeMagento();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const answer = core.respond(req.method ?? '', req.url ?? '/', req.headers.authorization, body);
      if (answer === 'no-response') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    ...core,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
