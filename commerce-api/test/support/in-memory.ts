import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The storefront's tests run against the real back end, built in their process (no second implementation to keep in step).
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Db } from '../../src/db/database.ts';

export interface RecordedRequest {
  method: string;
  /** Path and query, as the storefront asked. */
  path: string;
  auth: string | undefined;
  /** The anti-forgery header the page sent (it rides on every call of a signed-in page). */
  xsrf: string | undefined;
  body: unknown;
}

export interface TestProduct {
  sku: string;
  name: string;
  price: number;
  stock: number;
  /** A special price below `price`: the line costs it, the catalogue price shows struck through. */
  special?: number;
  /** A colour choice (a configurable product with this one variant): the line names it. */
  colour?: { label_fr: string; label_en: string };
  /** Picture path under `/media/catalog/product` (of the variant, when there is a colour). */
  image?: string;
  /** On flash sale from a day ago to a day ahead (1 per customer). */
  flashSale?: boolean;
}

const sqlTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

export interface CommerceInMemory {
  /** Every request the storefront sent, in order. */
  requests: RecordedRequest[];
  /** A `fetch` that hands each request to the back end (no socket; the shared ky client is used as is). */
  fetch: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
  /** The next request whose `METHOD path` (path after `/rest/{locale}/V1/`) matches gets this answer instead, once. */
  failNext(match: RegExp, mode: { status: number; body: unknown } | 'no-response'): void;
  addProduct(product: TestProduct): void;
  /** Adds lines to a new guest cart (a coloured product gets its one colour), as if the shopper had; answers the cart id. */
  guestCartWith(lines: [sku: string, qty: number][]): Promise<string>;
  addCoupon(code: string, percent: number): void;
  /**
   * A registered customer signed in as the store's page does: the session's HttpOnly cookies go
   * in this browser's jar (`fetch` sends them), the readable anti-forgery one is `handle`.
   */
  customer(): Promise<{ handle: string; id: number }>;
  /** `document.cookie` of a page on this store: the jar's readable cookies (a test without a DOM stubs `document.cookie` with it). */
  readonly cookies: { get(): string; set(line: string): void; /** A fresh browser: every cookie gone. */ clear(): void };
  /** The cart ends as if ordered: the storefront's stored id then names nothing. */
  retireCart(maskedId: string): void;
  close(): Promise<void>;
}

let colourOption = 990_300;

function insertProduct(db: Db, sku: string, type: string, name: string, price: number, attributes: Record<string, unknown>, extension: Record<string, unknown>): number {
  const sql = `INSERT INTO products (sku, type_id, name_fr, name_en, url_key, price, created_at, updated_at, attributes, extension)
     VALUES (?, ?, ?, ?, ?, ?, '2026-01-01 00:00:00', '2026-01-01 00:00:00', ?, ?)`;
  return Number(db.prepare(sql).run(sku, type, name, name, sku.toLowerCase(), price, JSON.stringify(attributes), JSON.stringify(extension)).lastInsertRowid);
}

/** A product as the back end stores it: simple, or configurable with one colour variant. */
function addTestProduct(db: Db, { sku, name, price, stock, special, colour, image, flashSale }: TestProduct): void {
  const day = 86_400_000;
  const attributes = {
    ...(special ? { special_price: special } : {}),
    ...(flashSale ? { is_on_flash_sale: 1, flash_sale_start: sqlTime(Date.now() - day), flash_sale_end: sqlTime(Date.now() + day) } : {}),
  };
  const picture = (id: number) => {
    if (image) db.prepare('UPDATE products SET media = ? WHERE id = ?').run(JSON.stringify([{ id: 1, file: image, position: 1, disabled: false, types: ['image', 'thumbnail'] }]), id);
  };
  if (!colour) {
    const id = insertProduct(db, sku, 'simple', name, price, attributes, {});
    db.prepare('INSERT INTO stock (product_id, qty, is_in_stock) VALUES (?, ?, 1)').run(id, stock);
    picture(id);
    return;
  }
  db.prepare("INSERT OR IGNORE INTO product_attributes (attribute_code, attribute_id, label_fr, label_en) VALUES ('color', 93, 'Couleur', 'Colour')").run();
  colourOption += 1;
  db.prepare("INSERT INTO attribute_options (attribute_code, option_id, label_fr, label_en, sort_order) VALUES ('color', ?, ?, ?, 0)").run(colourOption, colour.label_fr, colour.label_en);
  const child = insertProduct(db, `${sku}-VARIANT`, 'simple', name, price, { ...attributes, color: String(colourOption) }, {});
  db.prepare('INSERT INTO stock (product_id, qty, is_in_stock) VALUES (?, ?, 1)').run(child, stock);
  picture(child);
  insertProduct(db, sku, 'configurable', name, price, attributes, {
    configurable_product_options: [{ id: 1, attribute_code: 'color', position: 0, values: [colourOption] }],
    configurable_product_links: [child],
  });
}

/**
 * The commerce back end (commerce-api's Fastify app) on a throw-away SQLite file, answering
 * the storefront's requests in process. Products and coupons are whatever a test adds.
 */
export async function startCommerceInMemory(): Promise<CommerceInMemory> {
  const dir = mkdtempSync(join(tmpdir(), 'cart-commerce-'));
  const dbPath = join(dir, 'commerce.sqlite');
  const app = await buildApp({ dbPath, config: { mode: 'test', demoOutbox: true, limits: { signupsPerHour: 10_000, accountLookupsPerHour: 10_000, readsPerMinute: 1_000_000 } } });
  await app.ready();
  // A second connection for the fixtures (WAL: both see each other's writes).
  const db = openDatabase(dbPath);
  const requests: RecordedRequest[] = [];
  const failures: { match: RegExp; mode: { status: number; body: unknown } | 'no-response' }[] = [];
  let customers = 0;
  // The browser's cookie jar: what `Set-Cookie` answers put there, sent back on every request.
  const jar = new Map<string, { value: string; httpOnly: boolean }>();
  const take = (setCookie: string | string[] | undefined) => {
    for (const line of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (attributes.some((a) => /^max-age=0$/i.test(a))) jar.delete(name);
      else jar.set(name, { value: pair.slice(at + 1), httpOnly: attributes.some((a) => /^httponly$/i.test(a)) });
    }
  };
  const cookieHeader = () => [...jar].map(([name, c]) => `${name}=${c.value}`).join('; ');

  const inject = async (method: string, url: string, headers: Record<string, string>, payload: string | undefined) =>
    app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

  return {
    requests,
    async fetch(input, init) {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const text = await request.text();
      const auth = request.headers.get('authorization') ?? undefined;
      const xsrf = request.headers.get('x-xsrf-token') ?? undefined;
      requests.push({ method: request.method, path: `${url.pathname}${url.search}`, auth, xsrf, body: text ? (JSON.parse(text) as unknown) : null });
      const short = url.pathname.replace(/^\/rest\/(fr|en)\/V1\//, '');
      const failure = failures.findIndex((f) => f.match.test(`${request.method} ${short}`));
      if (failure >= 0) {
        const [{ mode }] = failures.splice(failure, 1) as [(typeof failures)[number]];
        if (mode === 'no-response') throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(mode.body), { status: mode.status, headers: { 'content-type': 'application/json' } });
      }
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (auth) headers['authorization'] = auth;
      if (xsrf) headers['x-xsrf-token'] = xsrf;
      if (jar.size) headers['cookie'] = cookieHeader();
      const answer = await inject(request.method, `${url.pathname}${url.search}`, headers, text || undefined);
      take(answer.headers['set-cookie']);
      return new Response(answer.body === '' ? null : answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
    },
    failNext(match, mode) {
      failures.push({ match, mode });
    },
    addProduct(product) {
      addTestProduct(db, product);
    },
    async guestCartWith(lines) {
      const json = { 'content-type': 'application/json' };
      const cartId = (await inject('POST', '/rest/fr/V1/guest-carts', json, undefined)).json() as string;
      for (const [sku, qty] of lines) {
        const variant = db.prepare("SELECT json_extract(extension, '$.configurable_product_options[0].values[0]') FROM products WHERE sku = ?").pluck().get(sku) as number | null;
        const productOption = variant ? { extension_attributes: { configurable_item_options: [{ option_id: 'color', option_value: variant }] } } : undefined;
        const added = await inject('POST', `/rest/fr/V1/guest-carts/${cartId}/items`, json, JSON.stringify({ cartItem: { sku, qty, quote_id: cartId, product_option: productOption } }));
        if (added.statusCode !== 200) throw new Error(`adding ${sku}: ${added.body}`);
      }
      return cartId;
    },
    addCoupon(code, percent) {
      db.prepare("INSERT INTO coupons (code, type, amount, min_subtotal, is_active, label_fr, label_en) VALUES (?, 'percent', ?, 0, 1, ?, ?)").run(code, percent, code, code);
    },
    async customer() {
      customers += 1;
      const email = `client-${customers}-${Math.random().toString(36).slice(2, 8)}@example.cm`;
      const password = 'Secret123!';
      const created = await inject('POST', '/rest/fr/V1/customers', { 'content-type': 'application/json' }, JSON.stringify({ customer: { firstname: 'Awa', lastname: 'Nkeng', email }, password }));
      const login = await inject('POST', '/api/auth/login', { 'content-type': 'application/json', 'x-session-mode': 'cookie' }, JSON.stringify({ username: email, password }));
      take(login.headers['set-cookie']);
      return { handle: jar.get('XSRF-TOKEN')?.value ?? '', id: (created.json() as { id: number }).id };
    },
    cookies: {
      get: () => [...jar].filter(([, c]) => !c.httpOnly).map(([name, c]) => `${name}=${c.value}`).join('; '),
      // A script may set or expire only readable cookies, as in a browser.
      set: (line) => {
        const name = line.slice(0, line.indexOf('='));
        if (jar.get(name)?.httpOnly) return;
        take(line);
      },
      clear: () => jar.clear(),
    },
    retireCart(maskedId) {
      db.prepare('UPDATE carts SET is_active = 0 WHERE masked_id = ?').run(maskedId);
    },
    async close() {
      db.close();
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
