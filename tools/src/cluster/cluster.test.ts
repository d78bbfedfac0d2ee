import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readState, versionDir, writeState } from '../release/store.ts';
import { freePort, nginxBinary } from './local-machine.ts';
import { command, send, sleep, startNginx, startNode, startPostgres, stopNode, until, type Answer, type Node } from './machine.ts';

/**
 * `pnpm test:cluster` (issue 26): the store as production runs it, on this machine. One PostgreSQL
 * cluster migrated once by `pnpm db:migrate`, two back ends on it, two gateways in split mode on
 * one shared STORE_DIR (the volume of the release manifest and the remotes' files), nginx in front
 * with the repository's configuration. Then what shoppers and the team do, through nginx and
 * through each node directly. Needs `pnpm build` first (the gateways serve the built shell and
 * remotes); `tools/bin/test.sh` runs it after the build.
 *
 * Addresses: nginx connects to the nodes from 127.0.0.2, the hop the gateways (`TRUSTED_PROXIES`)
 * and the back ends (`TRUST_PROXY`, with the gateways' 127.0.0.1) believe. Shoppers connect from
 * other loopback addresses, so a node sees each as its own client and never as a hop.
 */

const PROXY_HOP = '127.0.0.2';
const RELEASED = 'mf-promotions';
const SIGNUPS_PER_HOUR = 4;
const PROPAGATION_MS = 5000;
const secret = () => randomBytes(24).toString('base64url');
const RELEASE_TOKEN = secret();
const CAMPAIGN_ADMIN_TOKEN = secret();

const nginx = nginxBinary();
let dir: string;
let db: Client;
let stopPostgres: (() => void) | undefined;
let stopNginx: (() => Promise<void>) | undefined;
const nodes: Node[] = [];
let backEnds: [Node, Node];
let gateways: [Node, Node];
let front: string;
/** What the run measured, printed at the end (the README and the report quote it). */
const measured: Record<string, unknown> = {};

function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
}

async function ready(node: Node, path: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    // A node that died starting is a failure now, with its log, not a wait until the limit.
    if (node.child.exitCode !== null || Date.now() - started > timeoutMs) {
      const why = node.child.exitCode !== null ? `exited with ${node.child.exitCode}` : `not ready within ${timeoutMs / 1000} s`;
      throw new Error(`${node.name} ${path}: ${why}; its log ends:\n${node.tail()}`);
    }
    if ((await send(node.url + path, { from: '127.0.0.1' }).catch(() => null))?.status === 200) return Date.now() - started;
    await sleep(250);
  }
}

/**
 * The store before the release under test: the remote's published build stays served, under an
 * older version name, so that `pnpm release` of the same source is a real change of version (the
 * release of identical content is, rightly, "already current").
 */
async function olderVersionOf(storeDir: string, name: string): Promise<string> {
  const state = await readState(storeDir);
  const bundle = state.remotes[name];
  if (!bundle?.current) throw new Error(`${name} was not published`);
  const current = bundle.current;
  const older = current.replace(/-[0-9a-f]{8}$/, '-00000000');
  await rename(versionDir(storeDir, name, current), versionDir(storeDir, name, older));
  bundle.versions = { [older]: bundle.versions[current]! };
  bundle.current = older;
  await writeState(storeDir, state);
  return older;
}

beforeAll(async () => {
  // Without nginx the scenarios are skipped (tools/bin/test.sh installs it as root).
  if (!nginx) return;
  const started = Date.now();
  dir = mkdtempSync(join(tmpdir(), 'store-cluster-'));
  const postgres = await startPostgres(dir);
  stopPostgres = postgres.stop;
  const DATABASE_URL = postgres.url;
  const migrated = await command(['db:migrate'], { DATABASE_URL }, 300_000);
  if (migrated.code !== 0) throw new Error(`pnpm db:migrate failed:\n${migrated.output}`);
  db = new Client({ connectionString: DATABASE_URL });
  await db.connect();

  // What the store image does at start (`publish-all --switch-new`), once, into the shared folder.
  const storeDir = join(dir, 'store');
  const published = await command(['run', 'publish-all', '--switch-new'], { STORE_DIR: storeDir }, 600_000);
  if (published.code !== 0) throw new Error(`publish-all failed (did pnpm build run?):\n${published.output}`);
  measured['older version'] = await olderVersionOf(storeDir, RELEASED);

  const [b1, b2, g1, g2, publicPort, internalPort] = await Promise.all(Array.from({ length: 6 }, freePort));
  const common = { NODE_ENV: 'production', RENDER_KEY: secret(), CAMPAIGN_ADMIN_TOKEN, STORE_DIR: storeDir };
  const backEnd = (name: string, port: number) =>
    startNode(dir, name, 'commerce-api/src/main.ts', port, { ...common, DATABASE_URL, TRUST_PROXY: `127.0.0.1,${PROXY_HOP}`, SIGNUPS_PER_HOUR: String(SIGNUPS_PER_HOUR), UNPAID_ORDERS_PER_PHONE: '10000' });
  // Both at once, as replicas start: the second must not trip over the first's seeding.
  backEnds = [backEnd('back-end-1', b1!), backEnd('back-end-2', b2!)];
  nodes.push(...backEnds);
  stopNginx = (await startNginx(dir, { binary: nginx!, gateways: [g1!, g2!], backEnds: [b1!, b2!], publicPort: publicPort!, internalPort: internalPort!, bind: PROXY_HOP })).stop;
  front = `http://127.0.0.1:${publicPort}`;
  const backEndsReady = await Promise.all(backEnds.map((node) => ready(node, '/api/ready', 400_000)));
  measured['back ends ready (s)'] = backEndsReady.map((ms) => Math.round(ms / 100) / 10);
  const gateway = (name: string, port: number) =>
    startNode(dir, name, 'gateway/src/main.ts', port, {
      ...common,
      COMMERCE_API_URL: `http://127.0.0.1:${internalPort}`,
      TRUSTED_PROXIES: PROXY_HOP,
      OPERATOR_PASSWORD: secret(),
      RELEASE_TOKEN,
    });
  gateways = [gateway('gateway-a', g1!), gateway('gateway-b', g2!)];
  nodes.push(...gateways);
  const gatewaysReady = await Promise.all(gateways.map((node) => ready(node, '/ready', 300_000)));
  measured['gateways ready (s)'] = gatewaysReady.map((ms) => Math.round(ms / 100) / 10);
  measured['cluster up (s)'] = Math.round((Date.now() - started) / 1000);
}, 1_500_000);

afterAll(async () => {
  if (!nginx) return;
  console.info(`test:cluster measured: ${JSON.stringify(measured, null, 2)}`);
  await Promise.all(nodes.map((node) => stopNode(node)));
  await stopNginx?.();
  await db?.end();
  stopPostgres?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const [gatewayA, gatewayB] = [() => gateways[0].url, () => gateways[1].url];

async function quarterId(town: string, quarter: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT q.id FROM quarters q JOIN towns t ON t.id = q.town_id WHERE t.name = $1 AND q.name = $2', [town, quarter]);
  if (!rows[0]) throw new Error(`no quarter ${quarter} in ${town}`);
  return rows[0].id;
}

async function shippingAddress(): Promise<Record<string, unknown>> {
  return { firstname: 'Awa', lastname: 'Mbarga', country_id: 'CM', city: 'Douala', telephone: '699001122', street: ['Akwa'], fax: String(await quarterId('Douala', 'Akwa')), postcode: '-' };
}

let skuCounter = 0;
/** A product of its own with a known stock, written as the catalogue team's tools would. */
async function product(qty: number): Promise<{ id: number; sku: string }> {
  skuCounter += 1;
  const sku = `CLUSTER-${process.pid}-${skuCounter}`;
  const now = '2026-01-01 00:00:00';
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO products (sku, type_id, name_fr, name_en, url_key, price, created_at, updated_at, attributes, extension)
     VALUES ($1, 'simple', $2, $3, $4, 15000, $5, $5, '{}', '{}') RETURNING id`,
    [sku, `Produit ${sku}`, `Product ${sku}`, sku.toLowerCase(), now],
  );
  const id = rows[0]!.id;
  await db.query('INSERT INTO stock (product_id, qty, is_in_stock) VALUES ($1, $2, 1)', [id, qty]);
  return { id, sku };
}

const stockOf = async (productId: number) => Number((await db.query<{ qty: number }>('SELECT qty FROM stock WHERE product_id = $1', [productId])).rows[0]!.qty);

const manifestOf = async (url: string) => (await send(`${url}/remotes.json`, { from: '127.0.0.12' })).body as { remotes: { name: string; version: string; manifest: string }[] };

const signUp = (url: string, from: string, headers: Record<string, string> = {}) =>
  send(`${url}/rest/fr/V1/customers`, { from, method: 'POST', headers, body: { customer: { firstname: 'Eto', lastname: 'Ndong', email: `limit-${randomBytes(6).toString('hex')}@example.cm` }, password: 'Secret123!' } });

/** Every header by which a request may claim another client address. */
const forged = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}`, forwarded: `for=198.51.100.${n}`, 'x-real-ip': `198.51.100.${n}` });

describe.skipIf(!nginx)('the store on two gateways and two back ends behind nginx, on PostgreSQL', () => {
  it('serves a shopper who signs in through A, fills the cart through B, orders through A and reads it through B', async () => {
    const from = '127.0.0.11';
    const p = await product(10);
    const email = `cluster-${Date.now()}@example.cm`;
    const password = 'Secret123!';
    expectStatus(await send(`${gatewayA()}/rest/fr/V1/customers`, { from, method: 'POST', body: { customer: { firstname: 'Awa', lastname: 'Mbarga', email }, password } }), 200, 'sign-up through A');
    const login = await send(`${gatewayA()}/api/auth/login`, { from, method: 'POST', body: { username: email, password } });
    expectStatus(login, 200, 'sign-in through A');
    const token = login.body.token as string;

    expectStatus(await send(`${gatewayB()}/rest/fr/V1/carts/mine`, { from, method: 'POST', token }), 200, 'cart through B');
    expectStatus(await send(`${gatewayB()}/rest/fr/V1/carts/mine/items`, { from, method: 'POST', token, body: { cartItem: { sku: p.sku, qty: 2 } } }), 200, 'item through B');
    const address = await shippingAddress();
    const shipping = { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } };
    expectStatus(await send(`${gatewayB()}/rest/fr/V1/carts/mine/shipping-information`, { from, method: 'POST', token, body: shipping }), 200, 'shipping through B');
    // B's cart is A's: the cart lives in the shared database, not in a node.
    const seenByA = await send(`${gatewayA()}/rest/fr/V1/carts/mine`, { from, token });
    expect(seenByA.body.items.map((item: { sku: string; qty: number }) => [item.sku, item.qty])).toEqual([[p.sku, 2]]);

    const placed = await send(`${gatewayA()}/rest/fr/V1/carts/mine/payment-information`, { from, method: 'POST', token, headers: { source: 'WEBSITE' }, body: { paymentMethod: { method: 'cashondelivery' } } });
    expectStatus(placed, 200, 'order through A');
    const orderId = Number(placed.body);
    for (const url of [gatewayB(), front]) {
      const read = await send(`${url}/rest/fr/V1/orders/${orderId}`, { from, token });
      expectStatus(read, 200, `order read through ${url}`);
      expect(read.body).toMatchObject({ entity_id: orderId, customer_email: email, items: [expect.objectContaining({ sku: p.sku, qty_ordered: 2 })] });
    }
    expect(await stockOf(p.id)).toBe(8);
  });

  it('serves a release made through gateway A from gateway B within 5 s', async () => {
    const versionOn = async (url: string) => (await manifestOf(url)).remotes.find((r) => r.name === RELEASED)?.version;
    const before = await versionOn(gatewayB());
    expect(before).toBe(measured['older version']);
    const started = Date.now();
    // --force: the release must not depend on this working tree being committed (provenance
    // has its own tests); the store checks the upload as it checks any other.
    const released = await command(['release', RELEASED, '--store', gatewayA(), '--force'], { RELEASE_TOKEN }, 600_000);
    measured['release command (s)'] = Math.round((Date.now() - started) / 1000);
    if (released.code !== 0) throw new Error(`pnpm release failed:\n${released.output}`);
    const onA = await versionOn(gatewayA());
    expect(onA).not.toBe(before);
    const seenAfter = await until('gateway B serving the release', async () => (await versionOn(gatewayB())) === onA, PROPAGATION_MS, 50);
    measured['release seen by B after (ms)'] = seenAfter;
    // B serves the new version's files from the shared folder, as does nginx in front.
    const entry = (await manifestOf(gatewayB())).remotes.find((r) => r.name === RELEASED)!;
    for (const url of [gatewayB(), front]) expectStatus(await send(url + entry.manifest, { from: '127.0.0.12' }), 200, `${entry.manifest} through ${url}`);
  });

  it('shows a campaign edited through gateway A through gateway B within 5 s', async () => {
    const from = '127.0.0.13';
    const list = await send(`${gatewayB()}/api/campaigns`, { from });
    expectStatus(list, 200, 'campaigns through B');
    const slug = list.body.items[0]?.slug as string | undefined;
    if (!slug) throw new Error('the seed has no live campaign to edit');
    const titleOnB = async () => (await send(`${gatewayB()}/api/campaigns/${slug}`, { from })).body?.campaign?.title as string | undefined;
    expect(await titleOnB()).toBe(list.body.items[0].title);
    const title = { fr: `Soldes du cluster ${Date.now()}`, en: `Cluster sale ${Date.now()}` };
    const admin = { authorization: `Bearer ${CAMPAIGN_ADMIN_TOKEN}` };
    const edited = await send(`${gatewayA()}/api/admin/campaigns/${slug}`, { from, method: 'PATCH', headers: admin, body: { title } });
    expectStatus(edited, 200, 'campaign edit through A');
    const seenAfter = await until(
      'the edited title through gateway B',
      async () => (await titleOnB()) === title.fr,
      PROPAGATION_MS,
      50,
    );
    measured['campaign edit seen by B after (ms)'] = seenAfter;
    expect(seenAfter).toBeLessThanOrEqual(PROPAGATION_MS);
  });

  it('counts a rate limit once across every node, and gives a forged X-Forwarded-For no fresh budget', async () => {
    const from = '127.0.0.20';
    // Every way in, in turn: nginx, each gateway, each back end.
    const ways = [front, gatewayA(), gatewayB(), backEnds[0].url, backEnds[1].url, front];
    const statuses = [];
    for (const url of ways) statuses.push((await signUp(url, from)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // The same shopper claiming other addresses, by every header and every way in.
    const forgedStatuses = [];
    for (const [n, url] of [front, gatewayA(), gatewayB(), backEnds[0].url, backEnds[1].url].entries()) forgedStatuses.push((await signUp(url, from, forged(n + 1))).status);
    expect(forgedStatuses).toEqual([429, 429, 429, 429, 429]);
    // Another address still has its own budget: the limit is per shopper, not for everyone.
    expect((await signUp(front, '127.0.0.21')).status).toBe(200);
  });

  it('loses and doubles no order when a back end is killed in the middle of a burst, and keeps stock exact', async () => {
    const from = '127.0.0.30';
    const STOCK = 30;
    const CARTS = 40;
    const p = await product(1000);
    const address = await shippingAddress();
    const carts: string[] = [];
    for (let i = 0; i < CARTS; i += 1) {
      const url = i % 2 ? gatewayA() : gatewayB();
      const cart = await send(`${url}/rest/fr/V1/guest-carts`, { from, method: 'POST' });
      expectStatus(cart, 200, 'guest cart');
      const id = cart.body as string;
      expectStatus(await send(`${url}/rest/fr/V1/guest-carts/${id}/items`, { from, method: 'POST', body: { cartItem: { sku: p.sku, qty: 1, quote_id: id } } }), 200, 'item');
      const shipping = { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } };
      expectStatus(await send(`${url}/rest/fr/V1/guest-carts/${id}/shipping-information`, { from, method: 'POST', body: shipping }), 200, 'shipping');
      carts.push(id);
    }
    // The last units: 40 carts of one unit each want 30.
    await db.query('UPDATE stock SET qty = $1 WHERE product_id = $2', [STOCK, p.id]);

    const place = (cartId: string) =>
      send(`${front}/rest/fr/V1/guest-carts/${cartId}/payment-information`, { from, method: 'POST', body: { cartId, email: 'burst@example.cm', paymentMethod: { method: 'cashondelivery' } } }).catch(
        (error: Error): Answer => ({ status: 0, headers: {}, text: error.message, body: null }),
      );
    const outcome = new Map<string, { first: Answer; final: Answer; attempts: number }>();
    let answered = 0;
    let killedAt: number | undefined;
    const killer = until('answers before the kill', async () => answered >= 6, 120_000, 5).then(() => {
      backEnds[0].child.kill('SIGKILL');
      killedAt = answered;
    });
    // 16 in flight at a time, through nginx, as shoppers' browsers send them.
    const queue = [...carts];
    const worker = async () => {
      for (let cartId = queue.shift(); cartId; cartId = queue.shift()) {
        const first = await place(cartId);
        answered += 1;
        let final = first;
        let attempts = 1;
        // A failure that is not the store's refusal (the node died under the request, a 502 from
        // nginx) is retried: placing a cart again answers with the order it made, if it made one.
        while (final.status !== 200 && final.status !== 400 && attempts < 6) {
          await sleep(500);
          final = await place(cartId);
          attempts += 1;
        }
        outcome.set(cartId, { first, final, attempts });
      }
    };
    const burstStarted = Date.now();
    await Promise.all(Array.from({ length: 16 }, worker));
    const burstMs = Date.now() - burstStarted;
    await killer;

    const results = [...outcome.values()];
    const ok = results.filter((r) => r.final.status === 200);
    const refused = results.filter((r) => r.final.status === 400);
    measured['burst'] = {
      carts: CARTS,
      stock: STOCK,
      'answered before the kill': killedAt,
      'first answers': results.reduce<Record<string, number>>((counts, r) => ({ ...counts, [r.first.status]: (counts[r.first.status] ?? 0) + 1 }), {}),
      retried: results.filter((r) => r.attempts > 1).length,
      ordered: ok.length,
      refused: refused.length,
      // Placements answered (ordered or refused) a second, retries and the kill included.
      'placements/s': Math.round((CARTS / burstMs) * 10_000) / 10,
    };
    // Every request ended in an order or in the store's own refusal.
    expect(ok.length + refused.length).toBe(CARTS);
    for (const r of refused) expect(r.final.body.message).toMatch(/stock/i);
    expect(ok.length).toBe(STOCK);
    // Each order answered is in the database, once per cart, and there is no order nobody was told of.
    const { rows } = await db.query<{ masked: string; orders: string; ids: string[] }>(
      `SELECT c.masked_id AS masked, count(o.id) AS orders, array_agg(o.masked_id) AS ids FROM carts c JOIN orders o ON o.cart_id = c.id WHERE c.masked_id = ANY($1) GROUP BY c.masked_id`,
      [carts],
    );
    expect(rows.filter((row) => Number(row.orders) !== 1)).toEqual([]);
    const told = [...outcome.entries()].filter(([, r]) => r.final.status === 200).map(([cartId, r]) => [cartId, r.final.body as string] as const);
    expect(new Map(rows.map((row) => [row.masked, row.ids[0]]))).toEqual(new Map(told));
    // Stock: exactly what was ordered left it.
    const { rows: sold } = await db.query<{ qty: string }>('SELECT coalesce(sum(qty_ordered), 0) AS qty FROM order_items WHERE product_id = $1', [p.id]);
    expect(Number(sold[0]!.qty)).toBe(STOCK);
    expect(await stockOf(p.id)).toBe(0);
    // The survivors still sell: the other back end answers through both gateways.
    for (const url of [gatewayA(), gatewayB()]) expectStatus(await send(`${url}/rest/fr/V1/orders/${ok[0]!.final.body}`, { from }), 200, `order read through ${url} after the kill`);
  });
});
