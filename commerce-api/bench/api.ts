import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { postgresStore } from '../src/db/store.ts';
import { Prng } from '../src/seed/prng.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { startPostgresCluster, type PostgresCluster } from '../test/support/postgres.ts';
import { orderScenario, type OrderRun } from './orders.ts';
import { firstPages as firstPagesOf, listingPath, PRICE_RANGES, skewed as skewedOf } from './requests.ts';
import { SEARCH_WORDS } from './words.ts';

/**
 * `pnpm bench:api [--products N] [--engines sqlite,postgres]`: load test of the commerce API on a freshly seeded database,
 * 50 connections, ~10 s per scenario after a short warm-up, the server in its own process.
 * Requests vary as real traffic does, so caches do not answer them all: listings draw a category
 * (skewed toward popular ones), a sort, a page (mostly the first ones), sometimes a brand or a
 * price range; searches draw one to three words from a shopper word list, sometimes a filter, a
 * sort and a page. While each scenario floods the service, a separate thread asks for
 * `/api/health` 20 times a second: its p50 says whether one shopper's request still gets through.
 * Then orders are placed, 16 in flight, and the stock checked against them (`orders.ts`).
 * Prints what the start cost (seed, cold start to ready, warm-up: rendering and search indexes,
 * memory) and a markdown table of req/s and latency percentiles. With both engines (`--engines
 * sqlite,postgres`, `pnpm bench:engines`) a server per engine runs side by side, each scenario
 * runs on one then the other, and a table of ratios follows: on a shared, loaded machine the
 * absolute figures move from run to run, the ratios of one run are what compare.
 *
 * Env: READER_THREADS (the service's, default 1; 0 answers reads on its main thread), BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_PRODUCTS (catalogue
 * size, default the ~5,300 of `pnpm seed`; also `--products N`), BENCH_URL (bench a running server
 * instead of starting one), BENCH_REQUESTS (a number of requests per scenario instead of a duration,
 * after a fifth of it as warm-up: CPU per request over the same requests, back to back), BENCH_ONLY (comma list of listing, sku, search, cart, order), BENCH_SERVER_ARGS (node
 * options for the service's process only, as `--cpu-prof --cpu-prof-dir=DIR`), BENCH_ENGINES
 * (also `--engines`; default sqlite), BENCH_ORDERS (orders placed, default 480),
 * BENCH_ORDERS_IN_FLIGHT (default 16), BENCH_COLD (also `--cold N`: N more cold starts
 * per engine on the same databases, the engines taking turns, each timed from spawn to ready).
 */
/** The fields the storefront's search results read (mf-catalog `api/search.ts` `HIT_FIELDS`). */
const HIT_FIELDS = ['id', 'sku', 'name', 'url_key', 'brand', 'type_id', 'price', 'special_price', 'final_price', 'percent_off', 'hide_price', 'image', 'in_stock'];
const DURATION = Number(process.env['BENCH_DURATION'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
// A fixed number of requests per scenario instead of a duration: the CPU per request is then
// measured over the same requests whatever the machine's load (a timed run on a busy machine
// sends fewer, and more of them meet empty caches).
const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 0);
const SEARCH_KEY = process.env['SEARCH_PUBLIC_KEY'] ?? 'public-search-key';
const ONLY = process.env['BENCH_ONLY']?.split(',').map((s) => s.trim());
const sizeArg = process.argv.indexOf('--products');
const PRODUCTS = Number(sizeArg >= 0 ? process.argv[sizeArg + 1] : (process.env['BENCH_PRODUCTS'] ?? 0));
const wanted = (name: string) => !ONLY || ONLY.includes(name);
const enginesArg = process.argv.indexOf('--engines');
const ENGINES = (enginesArg >= 0 ? process.argv[enginesArg + 1]! : (process.env['BENCH_ENGINES'] ?? 'sqlite')).split(',').map((e) => e.trim()) as Engine[];
for (const engine of ENGINES) if (engine !== 'sqlite' && engine !== 'postgres') throw new Error(`unknown engine ${engine}: sqlite or postgres`);
const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 480);
const coldArg = process.argv.indexOf('--cold');
/** Cold starts to time per engine after the scenarios, the engines taking turns (also BENCH_COLD). */
const COLD_STARTS = Number(coldArg >= 0 ? process.argv[coldArg + 1] : (process.env['BENCH_COLD'] ?? 0));
const ORDERS_IN_FLIGHT = Number(process.env['BENCH_ORDERS_IN_FLIGHT'] ?? 16);

interface Row {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** `/api/health` p50 while the scenario ran. */
  health: number;
  /** CPU the service spent per request (all its threads), when it runs as the bench's child. */
  cpu?: number;
}

interface StartStats {
  seedMs: number;
  startMs: number;
  warmMs: number;
  /** Of the warm-up: rendering every product, building both search indexes (on the reader thread). */
  renderMs?: number;
  indexMs?: number;
  rssMb: number;
}

type Engine = 'sqlite' | 'postgres';

/** Where a server's data lives: a seeded SQLite file, or a seeded PostgreSQL database. */
type Database = { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string };

interface Server {
  engine: Engine;
  url: string;
  child?: ChildProcess;
  stats?: StartStats;
  /** From the process's spawn to `/api/ready` answering 200 (warm-up done): a cold node's start. */
  readyMs?: number;
  /** The PostgreSQL cluster's port, whose processes' CPU counts with the service's. */
  databasePort?: string;
  cleanup: () => void;
}

/**
 * A seeded database per engine, made before any server starts, so a server's start is a cold
 * node's: the data is there, nothing of it is in the process. PostgreSQL runs in a throw-away
 * cluster from the machine's binaries, durable as in production (fsync, synchronous commit).
 */
async function seedDatabases(engines: readonly Engine[]): Promise<{ databases: Database[]; seedMs: Map<Engine, number>; cleanup: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'commerce-bench-'));
  const databases: Database[] = [];
  const seedMs = new Map<Engine, number>();
  let cluster: PostgresCluster | undefined;
  const cleanup = () => {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const engine of engines) {
      const started = performance.now();
      if (engine === 'sqlite') {
        const path = join(dir, 'bench.sqlite');
        // In a process of its own: the memory the seed used is nobody's.
        execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../src/seed/cli.ts'), ...(PRODUCTS ? ['--products', String(PRODUCTS)] : [])], { env: { ...process.env, DB_PATH: path }, stdio: 'ignore' });
        databases.push({ engine, path });
      } else {
        cluster = await startPostgresCluster({ durable: true });
        const url = cluster.url(await cluster.createDatabase('bench'));
        const store = postgresStore(url, { max: 1 });
        try {
          await seedIfEmpty(store, new Date(), { products: PRODUCTS });
        } finally {
          await store.close();
        }
        databases.push({ engine, url });
      }
      seedMs.set(engine, performance.now() - started);
    }
  } catch (error) {
    cleanup();
    throw error;
  }
  return { databases, seedMs, cleanup };
}

async function startServer(database?: Database): Promise<Server> {
  if (!database) return { engine: 'sqlite', url: process.env['BENCH_URL']!, cleanup: () => undefined };
  // BENCH_SERVER_ARGS: node options for the service alone (say `--cpu-prof --cpu-prof-dir=DIR`, which NODE_OPTIONS refuses).
  const serverArgs = process.env['BENCH_SERVER_ARGS']?.split(' ').filter(Boolean) ?? [];
  const spawned = performance.now();
  const { DATABASE_URL: _unused, ...env } = process.env;
  const child = spawn(process.execPath, [...serverArgs, '--import', 'tsx', join(import.meta.dirname, 'server.ts')], {
    // One load generator stands in for thousands of shoppers: the per-address read limit would
    // measure the limiter, not the service. The order scenario's shoppers come through the
    // loopback hop as through the store's proxy, each with its own address.
    env: { ...env, ...(database.engine === 'sqlite' ? { DB_PATH: database.path } : { DATABASE_URL: database.url }), NODE_ENV: 'production', CATALOG_READS_PER_MINUTE: '1000000000', UNPAID_ORDERS_PER_PHONE: '1000000000', TRUST_PROXY: 'loopback' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { url, stats } = await new Promise<{ url: string; stats?: StartStats }>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /LISTENING (\S+)/.exec(out);
      const s = /STATS (\{.*\})/.exec(out);
      if (m) resolve({ url: m[1]!, stats: s ? (JSON.parse(s[1]!) as StartStats) : undefined });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  // The server says LISTENING once its warm-up is done; the balancer's probe must agree.
  const ready = await fetch(`${url}/api/ready`);
  if (ready.status !== 200) throw new Error(`${database.engine} server listening but /api/ready answers ${ready.status}`);
  const readyMs = performance.now() - spawned;
  const databasePort = database.engine === 'postgres' ? new URL(database.url).port : undefined;
  return { engine: database.engine, url, child, stats, readyMs, databasePort, cleanup: () => child.kill('SIGTERM') };
}

/**
 * CPU time a process has used (user + system, all threads; Linux), in ms. On a machine shared
 * with other work, latency measures the machine as much as the service; CPU per request does not.
 */
function cpuOf(pid: number | undefined): number | undefined {
  try {
    // Fields after the command name: state is 3rd, utime 14th, stime 15th (in clock ticks of 10 ms).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** A file of /proc/<pid>/, or '' once the process has gone. */
function procFile(pid: string, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/**
 * CPU time of the PostgreSQL cluster listening on `port`: its postmaster and the postmaster's
 * children (the backends serving the pool's connections), in ms. A placement's database work
 * runs there, out of the service's process.
 */
function clusterCpuOf(port: string): number | undefined {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const postmaster = pids.find((pid) => {
    const argv = procFile(pid, 'cmdline').split('\0');
    return (argv[0] ?? '').endsWith('postgres') && argv.some((arg, i) => arg === '-p' && argv[i + 1] === port);
  });
  if (!postmaster) return undefined;
  let total = 0;
  for (const pid of pids) {
    // After the command name: state, then the parent's pid.
    const parent = procFile(pid, 'stat').replace(/^.*\) /, '').split(' ')[1];
    if (pid === postmaster || parent === postmaster) total += cpuOf(Number(pid)) ?? 0;
  }
  return total;
}

/** Resident and peak memory of a process (Linux), in MB. */
function memoryOf(pid: number | undefined): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return undefined;
  }
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const ms = (n: number) => n.toFixed(1);
const cpuText = (n: number | undefined) => (n === undefined ? '—' : n.toFixed(1));
const median = (values: number[]) => percentile(values.toSorted((a, b) => a - b), 50);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * `/api/health` every 50 ms on its own keep-alive connection, from a thread of its own so the
 * load generator's busy event loop does not delay the probe's clock. Resolves to the latencies.
 */
function probeHealth(url: string): { stop: () => Promise<number[]> } {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const http = require('node:http');
     const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
     const latencies = [];
     let stopped = false;
     const once = () => new Promise((resolve) => {
       const started = performance.now();
       http.get(workerData + '/api/health', { agent }, (res) => { res.resume(); res.on('end', () => { latencies.push(performance.now() - started); resolve(); }); })
         .on('error', () => resolve());
     });
     (async () => { while (!stopped) { await once(); await new Promise((r) => setTimeout(r, 50)); } parentPort.postMessage(latencies); agent.destroy(); })();
     parentPort.on('message', () => { stopped = true; });`,
    { eval: true, workerData: url },
  );
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', (latencies: number[]) => void worker.terminate().then(() => resolve(latencies)));
        worker.postMessage('stop', []);
      }),
  };
}

type Request = { method?: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };

async function scenario(server: Server, name: string, next: (i: number) => Request, seconds = DURATION): Promise<Row> {
  const { url } = server;
  const serverPid = server.child?.pid;
  let counter = 0;
  const run = (duration: number, record?: number[], amount?: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          connections: CONNECTIONS,
          ...(amount ? { amount } : { duration }),
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
  await run(2, undefined, REQUESTS && Math.ceil(REQUESTS / 5)); // warm-up: JIT, prepared statements
  const latencies: number[] = [];
  const probe = probeHealth(url);
  const cpuBefore = cpuOf(serverPid);
  const result = await run(seconds, latencies, REQUESTS);
  const cpuAfter = cpuOf(serverPid);
  const health = (await probe.stop()).toSorted((a, b) => a - b);
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
    health: percentile(health, 50),
    ...(cpuBefore !== undefined && cpuAfter !== undefined ? { cpu: (cpuAfter - cpuBefore) / Math.max(1, result.requests.total + health.length) } : {}),
  };
}

const SEARCH_SORTS = [undefined, undefined, undefined, ['created_at:desc'], ['popularity:desc'], ['final_price:asc'], ['final_price:desc'], ['name:asc']];
const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/** Inputs gathered through the API itself: categories, brands, skus a guest may add to a cart. */
async function inputsOf(url: string) {
  const tree = await json<{ children_data: { id: number; product_count: number; children_data: { id: number; product_count: number }[] }[] }>(`${url}/rest/fr/V1/categories`);
  const categories = [...tree.children_data, ...tree.children_data.flatMap((c) => c.children_data)].filter((c) => c.product_count >= 1);
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${SEARCH_KEY}` };
  // The brands and category names of the catalogue, as the search's facet panel offers them.
  const facets = await json<{ facetDistribution: Record<string, Record<string, number>> }>(`${url}/search/indexes/fr_products/search`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ q: '', facets: ['brand', 'categories'], hitsPerPage: 1 }),
  });
  const brands = Object.keys(facets.facetDistribution['brand'] ?? {});
  const categoryNames = Object.keys(facets.facetDistribution['categories'] ?? {});
  // The brands of each category, so a brand filter on a category page finds something.
  const categoryBrands = new Map<number, string[]>();
  for (const c of categories) {
    const found = await json<{ facetDistribution: Record<string, Record<string, number>> }>(`${url}/search/indexes/fr_products/search`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ q: '', filter: `category_ids = ${c.id}`, facets: ['brand'], hitsPerPage: 1 }),
    });
    categoryBrands.set(c.id, Object.keys(found.facetDistribution['brand'] ?? {}));
  }
  const listing = await json<{ items: { sku: string; type_id: string; extension_attributes: { stock_item: { qty: number } }; custom_attributes: { attribute_code: string; value: unknown }[] }[] }>(
    `${url}/rest/fr/V1/products?searchCriteria[filter_groups][0][filters][0][field]=type_id&searchCriteria[filter_groups][0][filters][0][value]=simple&searchCriteria[filter_groups][1][filters][0][field]=visibility&searchCriteria[filter_groups][1][filters][0][value]=4&searchCriteria[filter_groups][2][filters][0][field]=status&searchCriteria[filter_groups][2][filters][0][value]=1&searchCriteria[pageSize]=300`,
  );
  const skus = listing.items.map((p) => p.sku);
  const attribute = (p: (typeof listing.items)[number], code: string) => p.custom_attributes.find((a) => a.attribute_code === code)?.value;
  // Products any guest may add repeatedly: plenty of stock, no flash sale (one per customer), a shown price.
  const cartSkus = listing.items
    .filter((p) => p.extension_attributes.stock_item.qty >= 60 && attribute(p, 'is_on_flash_sale') !== '1' && attribute(p, 'hide_price') !== '0')
    .map((p) => p.sku);
  return { categories, auth, brands, categoryNames, categoryBrands, skus, cartSkus };
}

type Inputs = Awaited<ReturnType<typeof inputsOf>>;

/**
 * The scenarios, each a function of a server and a generator seeded afresh per server, so every
 * engine is sent the same requests. Traffic is skewed, not uniform: popular categories, first
 * pages (infinite scroll) and short queries dominate.
 */
function scenarios(inputs: Inputs): { key: string; name: string; run: (server: Server, rng: Prng) => Promise<Row> }[] {
  const { categories, auth, brands, categoryNames, categoryBrands, skus, cartSkus } = inputs;
  return [
    {
      key: 'listing',
      name: 'Category listing (GET /V1/products, 24 per page, sort, filters)',
      run: (server, rng) => scenario(server, 'listing', () => ({ path: listingPath(rng, categories, categoryBrands) })),
    },
    {
      key: 'sku',
      name: 'Product by sku (GET /V1/products/{sku})',
      run: (server, rng) => scenario(server, 'sku', () => ({ path: `/rest/${rng.chance(0.2) ? 'en' : 'fr'}/V1/products/${encodeURIComponent(skewedOf(rng, skus))}` })),
    },
    {
      key: 'search',
      name: 'Search (POST /search/indexes/{fr,en}_products/search, words, filters, facets)',
      run: (server, rng) =>
        scenario(server, 'search', () => {
          const q = rng.chance(0.1) ? '' : Array.from({ length: rng.chance(0.5) ? 1 : rng.int(2, 3) }, () => rng.pick(SEARCH_WORDS)).join(' ');
          const filter: string[] = [];
          const roll = rng.next();
          if (roll < 0.2) filter.push(rng.sample(brands, rng.int(1, 2)).map((b) => `brand = ${quote(b)}`).join(' OR '));
          else if (roll < 0.3) filter.push(`categories = ${quote(rng.pick(categoryNames))}`);
          else if (roll < 0.45) {
            const [from, to] = rng.pick(PRICE_RANGES);
            filter.push(`final_price >= ${from}`);
            if (to !== null) filter.push(`final_price < ${to}`);
          }
          return {
            method: 'POST',
            path: `/search/indexes/${rng.chance(0.2) ? 'en' : 'fr'}_products/search`,
            headers: auth,
            // What the storefront's search page sends (mf-catalog use-search), with the fields its
            // result cards read (mf-catalog api/search HIT_FIELDS), not whole documents.
            body: JSON.stringify({ q, filter, facets: ['brand', 'categories', 'final_price'], sort: rng.pick(SEARCH_SORTS), hitsPerPage: 24, page: firstPagesOf(rng, 4), attributesToRetrieve: HIT_FIELDS }),
          };
        }),
    },
    {
      key: 'cart',
      name: 'Add to cart (POST /V1/guest-carts/{id}/items)',
      run: async (server) => {
        const carts: string[] = [];
        for (let i = 0; i < CONNECTIONS; i++) carts.push(await json<string>(`${server.url}/rest/fr/V1/guest-carts`, { method: 'POST' }));
        return scenario(server, 'cart', (i) => {
          const cart = carts[i % carts.length]!;
          // Each cart cycles through every sku, so no line outgrows the stock.
          const sku = cartSkus[Math.floor(i / carts.length) % cartSkus.length];
          return {
            method: 'POST',
            path: `/rest/fr/V1/guest-carts/${cart}/items`,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ cartItem: { sku, qty: 1, quote_id: cart } }),
          };
        });
      },
    },
  ];
}

/** Ratios of one run: the machine's load moves absolute figures, both engines met the same. */
const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined || b === 0 ? '—' : `${(a / b).toFixed(2)}×`);

const ENGINE_LABEL: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

async function main() {
  const loadAtStart = loadavg()[0]!.toFixed(1);
  const seeded = process.env['BENCH_URL'] ? undefined : await seedDatabases(ENGINES);
  const servers: Server[] = [];
  try {
    for (const database of seeded?.databases ?? [undefined]) servers.push(await startServer(database));
    // The same catalogue is seeded on every engine: the first server's inputs serve them all.
    const inputs = await inputsOf(servers[0]!.url);
    const rows = new Map<Engine, Row[]>(servers.map((s) => [s.engine, []]));
    const orderRuns = new Map<Engine, OrderRun>();
    const list = scenarios(inputs);
    // Scenario by scenario, each engine in turn: the engines of one scenario meet the same load.
    for (const [index, s] of list.entries()) {
      if (!wanted(s.key)) continue;
      for (const server of servers) {
        const row = await s.run(server, new Prng(42 + index));
        rows.get(server.engine)!.push({ ...row, name: s.name });
      }
    }
    // Last: placing orders moves the stock, so the catalogue's caches start over after it.
    if (wanted('order')) {
      for (const server of servers) {
        const cpu = () => ({ service: cpuOf(server.child?.pid), database: server.databasePort ? clusterCpuOf(server.databasePort) : 0 });
        orderRuns.set(server.engine, await orderScenario(server.url, new Prng(7), { orders: ORDERS, inFlight: ORDERS_IN_FLIGHT, products: 40, cpu }));
      }
    }

    // More cold starts, the engines taking turns, so both meet the machine's load alike.
    const coldStarts = new Map<Engine, number[]>(servers.map((s) => [s.engine, s.readyMs === undefined ? [] : [s.readyMs]]));
    for (let i = 0; i < COLD_STARTS; i++) {
      for (const database of seeded?.databases ?? []) {
        const cold = await startServer(database);
        cold.cleanup();
        coldStarts.get(database.engine)!.push(cold.readyMs!);
      }
    }

    // The load average says whether other processes shared the CPUs during the run.
    const load = loadavg().map((l) => l.toFixed(1)).join(' / ');
    const health = await json<{ products: number }>(`${servers[0]!.url}/api/health`);
    console.info(`\n${health.products} products, ${CONNECTIONS} connections, ${DURATION} s per scenario after a 2 s warm-up, Node ${process.version}, ${cpus().length} CPUs, reader threads ${process.env['READER_THREADS'] ?? 1}, load average ${loadAtStart} at the start, ${load} at the end, ${new Date().toISOString()}`);
    for (const server of servers) {
      const rowsOf = rows.get(server.engine)!;
      const memory = memoryOf(server.child?.pid);
      console.info(`\n### ${ENGINE_LABEL[server.engine]}`);
      if (server.stats) {
        const s = server.stats;
        const seedMs = seeded?.seedMs.get(server.engine) ?? s.seedMs;
        console.info(
          `seed ${(seedMs / 1000).toFixed(1)} s; cold start to ready ${((server.readyMs ?? NaN) / 1000).toFixed(1)} s (app built and listening ${(s.startMs / 1000).toFixed(2)} s, warm-up ${(s.warmMs / 1000).toFixed(1)} s: rendering ${((s.renderMs ?? NaN) / 1000).toFixed(1)} s, search index build ${((s.indexMs ?? NaN) / 1000).toFixed(1)} s), ` +
            `memory ${Math.round(s.rssMb)} MB after warm-up${memory ? `, ${Math.round(memory.rss)} MB after the run (peak ${Math.round(memory.peak)} MB)` : ''}`,
        );
      }
      const colds = coldStarts.get(server.engine) ?? [];
      if (colds.length > 1) console.info(`cold starts to ready: ${colds.map((c) => `${(c / 1000).toFixed(1)} s`).join(', ')} (median ${(median(colds) / 1000).toFixed(1)} s)`);
      if (rowsOf.length) {
        console.info('\n| scenario | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | health p50 ms | service CPU ms/request |');
        console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
        for (const r of rowsOf) {
          console.info(`| ${r.name} | ${r.requests} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.non2xx} | ${r.errors} | ${ms(r.health)} | ${r.cpu === undefined ? '—' : r.cpu.toFixed(2)} |`);
        }
      }
      const o = orderRuns.get(server.engine);
      if (o) {
        console.info(
          `\nOrder placement, ${ORDERS_IN_FLIGHT} in flight: ${(o.placed / o.seconds).toFixed(1)} orders/s (${o.placed} placed, ${o.refused} refused out of stock, ${o.failed} failed, in ${o.seconds.toFixed(1)} s), ` +
            `p50 ${ms(o.p50)} ms, p95 ${ms(o.p95)} ms, p99 ${ms(o.p99)} ms; CPU per placement: service ${cpuText(o.cpu?.service)} ms, PostgreSQL ${server.databasePort ? cpuText(o.cpu?.database) : '—'} ms; oversold units ${o.oversold}, stock mismatches ${o.stockMismatches}`,
        );
        for (const failure of o.failures) console.info(`- failed: ${failure.slice(0, 300)}`);
      }
    }
    const sqlite = servers.find((s) => s.engine === 'sqlite');
    const postgres = servers.find((s) => s.engine === 'postgres');
    if (sqlite && postgres) {
      console.info('\n### PostgreSQL against SQLite, this run (above 1: PostgreSQL slower)');
      console.info('\n| scenario | req/s SQLite ÷ PostgreSQL | p50 PostgreSQL ÷ SQLite | p95 PostgreSQL ÷ SQLite | CPU/request PostgreSQL ÷ SQLite |');
      console.info('|---|---:|---:|---:|---:|');
      const pgRows = rows.get('postgres')!;
      for (const [i, a] of rows.get('sqlite')!.entries()) {
        const b = pgRows[i]!;
        console.info(`| ${a.name} | ${ratio(a.rps, b.rps)} | ${ratio(b.p50, a.p50)} | ${ratio(b.p95, a.p95)} | ${ratio(b.cpu, a.cpu)} |`);
      }
      const oa = orderRuns.get('sqlite');
      const ob = orderRuns.get('postgres');
      if (oa && ob) console.info(`| Order placement (${ORDERS_IN_FLIGHT} in flight) | ${ratio(oa.placed / oa.seconds, ob.placed / ob.seconds)} | ${ratio(ob.p50, oa.p50)} | ${ratio(ob.p95, oa.p95)} | — |`);
      console.info(`| Cold start to ready (median) | ${ratio(median(coldStarts.get('postgres')!), median(coldStarts.get('sqlite')!))} (PostgreSQL ÷ SQLite) | | | |`);
    }
  } finally {
    for (const server of servers) server.cleanup();
    seeded?.cleanup();
  }
}

await main();
