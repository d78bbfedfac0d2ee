/**
 * `pnpm bench:ssr`: server rendering of a product page under load. Publishes the built `dist/`
 * folders (run `pnpm build` first) into a throw-away store, starts the store in its own process
 * with server rendering on (`SHOP_SSR=1`, `NODE_ENV=production`), then keeps 50 requests in
 * flight for 10 s twice: the same product URL (served from the gateway's page cache: the
 * "cached" figure) and a new query string each time (every request rendered: "uncached").
 * Reports requests/s and latency p50/p95/p99 per run. A small load generator of its own: it
 * reports the p95 the target names (autocannon's histogram stops at p90 and p97.5).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishAll } from '../release/commands.ts';
import { repoRoot } from '../release/store.ts';
import { samplePages } from './sample-pages.ts';

const CONNECTIONS = 50;
const SECONDS = 10;
const PORT = Number(process.env['BENCH_PORT'] ?? 8299);

/** Latency percentile (nearest rank) of sorted milliseconds. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

interface Run {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** `connections` loops, each sending its next request when the previous answered, for `seconds`. */
async function load(url: (n: number) => string, connections: number, seconds: number): Promise<Run> {
  const latencies: number[] = [];
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
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
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
  const store = spawn(process.execPath, [...profile, '--import', 'tsx', join(repoRoot, 'tools/src/gateway/main.ts')], {
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
    const cached = await load(() => `${base}${product}`, CONNECTIONS, SECONDS);
    const uncached = await load((n) => `${base}${product}?bench=${n}`, CONNECTIONS, SECONDS);
    console.info(`server rendering of ${product}, ${CONNECTIONS} concurrent, ${SECONDS} s each (NODE_ENV=production)`);
    console.info('run       requests  errors  req/s  p50 ms  p95 ms  p99 ms');
    for (const [name, run] of Object.entries({ cached, uncached })) {
      const cells = [run.requests, run.errors, run.perSecond, run.p50, run.p95, run.p99].map((v) => String(v).padStart(7));
      console.info(`${name.padEnd(9)}${cells.join(' ')}`);
    }
  } finally {
    store.kill('SIGTERM');
    await rm(storeDir, { recursive: true, force: true });
  }
}

await main();
