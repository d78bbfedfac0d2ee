/**
 * `pnpm bench:bundle [--no-build]`: production build (timed), publish into a throw-away
 * store, start the composed store on a free port, load the home page, a category and a
 * product page cold in Chromium and report every JavaScript file: raw bytes, gzip (level 6)
 * and brotli (quality 11, as the release precompresses) computed here so runs compare
 * deterministically whatever the server negotiates, and bytes actually transferred.
 * Each page is loaded as Lighthouse's mobile run loads it (a phone-sized screen, so the same
 * pictures are near the screen) and every network request of the load is counted, as
 * Lighthouse counts them. The budgets are issue 27's: first-load JavaScript ≤ 150 KB brotli
 * per page and ≤ 35 requests on `/`; the summary says which pass.
 * `--floor` weighs the stack alone instead, with no shop code (`bundle-floor.ts`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startStore } from '../src/start.ts';
import { publishAll } from '@shop/tools/release/commands';
import { repoRoot } from '@shop/tools/release/store';
import { BENCH_CHROMIUM_FLAGS } from '@shop/tools/bench/chromium';
import { samplePages } from '@shop/tools/bench/sample-pages';

const BUDGET_BROTLI_KB = 150;
const BUDGET_HOME_REQUESTS = 35;
/** Past the shell's idle start of its site services (2 s at most), so what they load is counted. */
const SETTLE_MS = 2500;
/** Lighthouse 13's mobile emulation (a Moto G Power): what is "near the screen" depends on it. */
const LIGHTHOUSE_MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CHROMIUM_ARGS = ['--headless', ...BENCH_CHROMIUM_FLAGS];

interface ScriptLoad {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  transferred: number;
  encoding: string;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

type Column = 'raw' | 'gzip' | 'brotli' | 'transferred';
const sum = (rows: ScriptLoad[], key: Column) => rows.reduce((total, r) => total + r[key], 0);

function table(page: string, loads: ScriptLoad[]): string {
  const rows = loads.toSorted((a, b) => b.brotli - a.brotli);
  return [
    `### ${page}: ${rows.length} JavaScript files`,
    '',
    '| file | raw KB | gzip KB | brotli KB | transferred KB (encoding) |',
    '|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.file} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.brotli)} | ${kb(r.transferred)} (${r.encoding}) |`),
    `| **total** | **${kb(sum(rows, 'raw'))}** | **${kb(sum(rows, 'gzip'))}** | **${kb(sum(rows, 'brotli'))}** | **${kb(sum(rows, 'transferred'))}** |`,
    '',
  ].join('\n');
}

interface PageLoad {
  page: string;
  scripts: ScriptLoad[];
  /** Every request of the load (document, scripts, styles, pictures, fonts, fetches), in order. */
  requests: string[];
}

function summary(results: PageLoad[]): string {
  return [
    `| page | JS files | raw KB | gzip KB | brotli KB | ≤ ${BUDGET_BROTLI_KB} KB brotli | requests |`,
    '|---|---:|---:|---:|---:|---|---:|',
    ...results.map(({ page, scripts, requests }) => {
      const brotli = sum(scripts, 'brotli');
      const budget = page === '/' ? ` (≤ ${BUDGET_HOME_REQUESTS}: ${requests.length <= BUDGET_HOME_REQUESTS ? 'yes' : 'NO'})` : '';
      return `| ${page} | ${scripts.length} | ${kb(sum(scripts, 'raw'))} | ${kb(sum(scripts, 'gzip'))} | ${kb(brotli)} | ${brotli <= BUDGET_BROTLI_KB * 1024 ? 'yes' : 'NO'} | ${requests.length}${budget} |`;
    }),
    '',
  ].join('\n');
}

function requestList({ page, requests }: PageLoad): string {
  return [`### ${page}: ${requests.length} requests`, '', ...requests.map((r) => `- ${r}`), ''].join('\n');
}

const brotli = (body: Buffer): number =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;

async function main(): Promise<void> {
  const skipBuild = process.argv.includes('--no-build');
  let buildSeconds: number | undefined;
  if (!skipBuild) {
    const started = performance.now();
    const result = spawnSync('pnpm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`pnpm build failed (exit ${result.status ?? result.signal})`);
    buildSeconds = (performance.now() - started) / 1000;
  }

  const storeDir = await mkdtemp(join(tmpdir(), 'bench-store-'));
  const quiet = { log: () => {} };
  await publishAll({ storeDir, ...quiet });
  const store = await startStore({ port: 0, storeDir, dbPath: join(storeDir, 'commerce.sqlite') });
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const output: string[] = ['## Bundle weight', ''];
  output.push(buildSeconds === undefined ? '- build: skipped (--no-build)' : `- production build (shell + remotes): ${buildSeconds.toFixed(1)} s`);
  output.push("- each page loaded cold (new browser context, Lighthouse's phone screen) until the network is idle, then 2.5 s more", '');
  const results: PageLoad[] = [];
  try {
    for (const page of await samplePages(store.url)) {
      // A fresh context per page: nothing cached, as for a first visit.
      const context = await browser.newContext(LIGHTHOUSE_MOBILE);
      const tab = await context.newPage();
      const pending: Promise<ScriptLoad | undefined>[] = [];
      const requests: string[] = [];
      tab.on('request', (request) => {
        const url = new URL(request.url());
        requests.push(`${request.resourceType()} ${url.origin === store.url ? '' : url.origin}${url.pathname}${url.search}`);
      });
      tab.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
        pending.push(
          (async () => {
            const body = await response.body().catch(() => undefined);
            if (!body) return undefined;
            const sizes = await response.request().sizes();
            return {
              file: new URL(response.url()).pathname,
              raw: body.length,
              gzip: gzipSync(body, { level: 6 }).length,
              brotli: brotli(body),
              transferred: sizes.responseBodySize,
              encoding: response.headers()['content-encoding'] ?? 'identity',
            };
          })(),
        );
      });
      // A shared machine under load can take long to quiet down: the bench measures bytes, not time.
      await tab.goto(`${store.url}${page}`, { waitUntil: 'networkidle', timeout: 120_000 });
      // Lighthouse ends a load only after a quiet network and a quiet main thread, which takes
      // in what starts when the page is idle (web-vitals, deferred scripts): so does this count.
      await tab.waitForTimeout(SETTLE_MS);
      await tab.waitForLoadState('networkidle', { timeout: 120_000 });
      const loads = (await Promise.all(pending)).filter((l): l is ScriptLoad => l !== undefined);
      // No script at all means no build was published: a 0 KB "pass" would be a lie.
      if (loads.length === 0) throw new Error(`${page} loaded no JavaScript: run \`pnpm build\` (or drop --no-build)`);
      results.push({ page, scripts: loads, requests });
      await context.close();
    }
  } finally {
    await browser.close();
    await store.close();
    // The media cache may still be writing a picture the page asked for last.
    await rm(storeDir, { recursive: true, force: true, maxRetries: 5 });
  }
  output.push(summary(results), ...results.map(({ page, scripts }) => table(page, scripts)), ...results.map(requestList));
  process.stdout.write(`${output.join('\n')}\n`);
}

if (process.argv.includes('--floor')) await import('@shop/tools/bench/bundle-floor');
else await main();
