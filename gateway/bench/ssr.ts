/**
 * `pnpm bench:ssr`: server rendering of a product page under load. Publishes the built `dist/`
 * folders (run `pnpm build` first) into a throw-away store, starts the store in its own process
 * with server rendering on (`SHOP_SSR=1`, `NODE_ENV=production`), then keeps 50 requests in
 * flight for 10 s twice, each after 3 s of the same load that is not counted (`WARM_SECONDS`):
 * the same product URL (served from the gateway's page cache: the "cached" figure) and a new
 * query string each time (every request rendered: "uncached").
 * Reports requests/s, latency p50/p95/p99 and the store's CPU time per request per run, of all
 * its threads and of its event loop, which renders every page (on a shared machine latencies
 * measure the machine; CPU per request measures the code). A small load generator of its own: it
 * reports the p95 the target names (autocannon's histogram stops at p90 and p97.5). `BENCH_RUNS=uncached` (or `cached`) runs only that one, e.g. to profile it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishAll } from '@shop/tools/release/commands';
import { repoRoot } from '@shop/tools/release/store';
import { samplePages } from '@shop/tools/bench/sample-pages';

const CONNECTIONS = 50;
const SECONDS = 10;
const WARM_SECONDS = 3;
const PORT = Number(process.env['BENCH_PORT'] ?? 8299);

/** Latency percentile (nearest rank) of sorted milliseconds. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * CPU milliseconds (user + system) used so far by the process `pid`, every thread (`/proc/<pid>/stat`),
 * or by its main thread, the event loop (`/proc/<pid>/task/<pid>/stat`): Linux's fields 14 and
 * 15, in clock ticks of 10 ms. Null elsewhere.
 */
async function cpuMs(pid: number, threads: 'all' | 'main'): Promise<number | null> {
  const stat = await readFile(threads === 'all' ? `/proc/${pid}/stat` : `/proc/${pid}/task/${pid}/stat`, 'utf8').catch(() => null);
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (!fields || fields.length < 13) return null;
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU milliseconds per request between two readings (null where the system does not say). */
const perRequest = (before: number | null, after: number | null, requests: number) =>
  before === null || after === null || requests === 0 ? null : round((after - before) / requests);

interface Run {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** The store's CPU milliseconds per request, every thread (GC, compression) and the event loop's. */
  cpuMs: number | null;
  mainCpuMs: number | null;
}

/** `connections` loops, each sending its next request when the previous answered, for `seconds`. */
async function load(pid: number, url: (n: number) => string, connections: number, seconds: number): Promise<Run> {
  const latencies: number[] = [];
  const [cpuBefore, mainBefore] = await Promise.all([cpuMs(pid, 'all'), cpuMs(pid, 'main')]);
  let errors = 0;
  let n = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          const res = await fetch(url(n++), { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
          await res.arrayBuffer();
          if (res.status !== 200 || !res.headers.get('etag')) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  const [cpuAfter, mainAfter] = await Promise.all([cpuMs(pid, 'all'), cpuMs(pid, 'main')]);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    cpuMs: perRequest(cpuBefore, cpuAfter, latencies.length),
    mainCpuMs: perRequest(mainBefore, mainAfter, latencies.length),
  };
}

async function waitForStore(base: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const ok = await fetch(`${base}/remotes.json`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the store did not start');
}

async function main(): Promise<void> {
  const storeDir = await mkdtemp(join(tmpdir(), 'bench-ssr-'));
  // BENCH_CPU_PROF=<dir>: the store writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env['BENCH_CPU_PROF'] ? ['--cpu-prof', `--cpu-prof-dir=${process.env['BENCH_CPU_PROF']}`] : [];
  const store = spawn(process.execPath, [...profile, '--import', 'tsx', join(import.meta.dirname, '../src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', STORE_DIR: storeDir, SHOP_SSR: '1', NODE_ENV: 'production', CATALOG_READS_PER_MINUTE: '100000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await publishAll({ storeDir, rootDir: repoRoot, log: () => {} });
    const base = `http://127.0.0.1:${PORT}`;
    await waitForStore(base);
    const product = (await samplePages(base))[2]!;
    // Warm: the shell's server code compiled, the catalogue's node build loaded.
    const first = await fetch(`${base}${product}`);
    if (!(await first.text()).includes('id="shop-ssr"')) throw new Error(`${product} was not rendered on the server`);
    const only = process.env['BENCH_RUNS'];
    const runs: Record<string, Run> = {};
    // Each run is preceded by WARM_SECONDS of the same load, not counted: a fresh process
    // compiles the render path's hot functions under the first burst of 50 (its first hundred
    // requests waited up to 2.8 s, the bulk of the p99, on a loaded machine), which a store pays
    // once after a start, not per request. The uncached warm-up asks for other URLs than the run.
    if (only !== 'uncached') {
      await load(store.pid!, () => `${base}${product}`, CONNECTIONS, WARM_SECONDS);
      runs['cached'] = await load(store.pid!, () => `${base}${product}`, CONNECTIONS, SECONDS);
    }
    if (only !== 'cached') {
      await load(store.pid!, (n) => `${base}${product}?warm=${n}`, CONNECTIONS, WARM_SECONDS);
      runs['uncached'] = await load(store.pid!, (n) => `${base}${product}?bench=${n}`, CONNECTIONS, SECONDS);
    }
    console.info(`server rendering of ${product}, ${CONNECTIONS} concurrent, ${SECONDS} s each (NODE_ENV=production)`);
    console.info('run       requests  errors  req/s  p50 ms  p95 ms  p99 ms  CPU ms/req (all threads, event loop)');
    for (const [name, run] of Object.entries(runs)) {
      const cells = [run.requests, run.errors, run.perSecond, run.p50, run.p95, run.p99, run.cpuMs ?? '-', run.mainCpuMs ?? '-'].map((v) => String(v).padStart(7));
      console.info(`${name.padEnd(9)}${cells.join(' ')}`);
    }
  } finally {
    store.kill('SIGTERM');
    await rm(storeDir, { recursive: true, force: true });
  }
}

await main();
