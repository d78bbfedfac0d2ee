import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/**
 * `pnpm bench:api`: load test of the commerce API on a freshly seeded database, 50 connections,
 * ~10 s per scenario after a short warm-up, the server in its own process. Each scenario varies
 * its requests (categories and pages with a skew toward popular ones, skus, queries, carts) so
 * caches are exercised the way real traffic does, not with one repeated URL. Prints a markdown table of req/s and latency percentiles.
 *
 * Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_URL (bench a running
 * server instead of starting one), BENCH_ONLY (comma list of listing, sku, search, cart).
 */
const DURATION = Number(process.env['BENCH_DURATION'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const SEARCH_KEY = process.env['SEARCH_PUBLIC_KEY'] ?? 'public-search-key';
const ONLY = process.env['BENCH_ONLY']?.split(',').map((s) => s.trim());
const wanted = (name: string) => !ONLY || ONLY.includes(name);

interface Row {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function startServer(): Promise<{ url: string; child?: ChildProcess; cleanup: () => void }> {
  if (process.env['BENCH_URL']) return { url: process.env['BENCH_URL'], cleanup: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'commerce-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'server.ts')], {
    // One load generator stands in for thousands of shoppers: the per-address read limit would
    // measure the limiter, not the service.
    env: { ...process.env, DB_PATH: join(dir, 'bench.sqlite'), NODE_ENV: 'production', CATALOG_READS_PER_MINUTE: '1000000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /LISTENING (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url,
    child,
    cleanup: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const ms = (n: number) => n.toFixed(1);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Request = { method?: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };

async function scenario(url: string, name: string, next: (i: number) => Request, seconds = DURATION): Promise<Row> {
  let counter = 0;
  const run = (duration: number, record?: number[]) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          connections: CONNECTIONS,
          duration,
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const r = next(counter++);
                // As browsers do; cached catalogue responses are stored compressed.
                return { ...req, method: r.method ?? 'GET', path: r.path, body: r.body, headers: { ...req.headers, 'accept-encoding': 'br, gzip', ...r.headers } };
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      if (record) instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => record.push(time));
    });
  await run(2); // warm-up: JIT, prepared statements, caches
  const latencies: number[] = [];
  const result = await run(seconds, latencies);
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const criteria = (category: number, page: number, sort: string) =>
  `searchCriteria[filter_groups][0][filters][0][field]=category_id&searchCriteria[filter_groups][0][filters][0][value]=${category}` +
  `&searchCriteria[filter_groups][1][filters][0][field]=status&searchCriteria[filter_groups][1][filters][0][value]=1` +
  `&searchCriteria[filter_groups][2][filters][0][field]=visibility&searchCriteria[filter_groups][2][filters][0][value]=2,4&searchCriteria[filter_groups][2][filters][0][condition_type]=in` +
  `&searchCriteria[sortOrders][0][field]=${sort}&searchCriteria[sortOrders][0][direction]=DESC&searchCriteria[pageSize]=25&searchCriteria[currentPage]=${page}` +
  // The storefront's listing asks only for what a product card shows (mf-catalog LIST_FIELDS).
  `&fields=${encodeURIComponent('items[id,sku,name,price,type_id,status,visibility,created_at,custom_attributes,media_gallery_entries,extension_attributes[stock_item[is_in_stock]]],total_count')}`;

async function main() {
  const server = await startServer();
  const { url } = server;
  try {
    // Inputs gathered through the API itself.
    const tree = await json<{ children_data: { id: number; children_data: { id: number; product_count: number }[] }[] }>(`${url}/rest/fr/V1/categories`);
    const leaves = tree.children_data.flatMap((c) => c.children_data).filter((c) => c.product_count >= 25);
    const listing = await json<{ items: { sku: string; type_id: string; extension_attributes: { stock_item: { qty: number } }; custom_attributes: { attribute_code: string; value: unknown }[] }[] }>(
      `${url}/rest/fr/V1/products?searchCriteria[filter_groups][0][filters][0][field]=type_id&searchCriteria[filter_groups][0][filters][0][value]=simple&searchCriteria[filter_groups][1][filters][0][field]=visibility&searchCriteria[filter_groups][1][filters][0][value]=4&searchCriteria[filter_groups][2][filters][0][field]=status&searchCriteria[filter_groups][2][filters][0][value]=1&searchCriteria[pageSize]=300`,
    );
    const skus = listing.items.map((p) => p.sku);
    const attribute = (p: (typeof listing.items)[number], code: string) => p.custom_attributes.find((a) => a.attribute_code === code)?.value;
    // Products any guest may add repeatedly: plenty of stock, no flash sale (one per customer), a shown price.
    const cartSkus = listing.items
      .filter((p) => p.extension_attributes.stock_item.qty >= 60 && attribute(p, 'is_on_flash_sale') !== '1' && attribute(p, 'hide_price') !== '0')
      .map((p) => p.sku);
    const queries = ['samsung', 'samsumg galaxy', 'tecno spark', 'televiseur 55', 'frigo', 'réfrigérateur hisense', 'climatiseur', 'iphone', 'ordinateur portable hp', 'panneau solaire', 'riz', 'chaussures nike', 'ventilateur', 'oraimo', 'playstation', 'machine à laver', 'infinix hot', 'montre', 'parfum', 'groupe électrogène'];
    const filters = [undefined, 'in_stock = true', 'price 50000 TO 300000', 'category_ids = 13'];
    const carts: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) carts.push(await json<string>(`${url}/rest/fr/V1/guest-carts`, { method: 'POST' }));

    const rows: Row[] = [];
    // Traffic is skewed, not cyclic: popular categories and first pages (infinite scroll) dominate.
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const sorts = ['created_at', 'price', 'position'];
    if (wanted('listing')) rows.push(
      await scenario(url, 'Category listing (GET /V1/products, 25 per page, sorted)', () => {
        const leaf = leaves[Math.floor(leaves.length * random() ** 2)]!;
        const pages = Math.max(1, Math.floor(leaf.product_count / 25));
        const page = Math.min(pages, 1 + Math.floor(-Math.log2(1 - random())));
        return { path: `/rest/${random() < 0.2 ? 'en' : 'fr'}/V1/products?${criteria(leaf.id, page, sorts[Math.floor(random() * sorts.length)]!)}` };
      }),
    );
    if (wanted('sku')) rows.push(await scenario(url, 'Product by sku (GET /V1/products/{sku})', (i) => ({ path: `/rest/fr/V1/products/${encodeURIComponent(skus[i % skus.length]!)}` })));
    if (wanted('search')) rows.push(
      await scenario(url, 'Search (POST /search/indexes/fr_products/search, facets)', (i) => ({
        method: 'POST',
        path: '/search/indexes/fr_products/search',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${SEARCH_KEY}` },
        body: JSON.stringify({ q: queries[i % queries.length], filter: filters[i % filters.length], facets: ['brand', 'price'], hitsPerPage: 24, page: 1 }),
      })),
    );
    if (wanted('cart')) rows.push(
      await scenario(url, 'Add to cart (POST /V1/guest-carts/{id}/items)', (i) => {
        const cart = carts[i % carts.length]!;
        // Each cart cycles through every sku, so no line outgrows the stock.
        const sku = cartSkus[Math.floor(i / carts.length) % cartSkus.length];
        return {
          method: 'POST',
          path: `/rest/fr/V1/guest-carts/${cart}/items`,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ cartItem: { sku, qty: 1, quote_id: cart } }),
        };
      }),
    );

    // The load average says whether other processes shared the CPUs during the run.
    const load = loadavg().map((l) => l.toFixed(1)).join(' / ');
    console.info(`\n${CONNECTIONS} connections, ${DURATION} s per scenario after a 2 s warm-up, Node ${process.version}, ${cpus().length} CPUs, load average ${load}, ${new Date().toISOString()}\n`);
    console.info('| scenario | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors |');
    console.info('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) console.info(`| ${r.name} | ${r.requests} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.non2xx} | ${r.errors} |`);
  } finally {
    server.cleanup();
  }
}

await main();
