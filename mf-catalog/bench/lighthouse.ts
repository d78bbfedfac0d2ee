/**
 * `pnpm bench:lighthouse [--build] [--runs N] [--only home|category|product] [--save DIR]`: Lighthouse (mobile
 * profile: simulated slow 4G and a 4× slower CPU, Lighthouse's defaults) on the home page, one
 * category and one product page (or the one `--only` names, to measure one page's change) of
 * the composed store, served by the gateway with the embedded back end from a throw-away store
 * directory. Each page is measured N times (default 3) and every figure is the median of its runs,
 * since one run on a shared 2-core machine is noisy. Prints the performance score, FCP, LCP, TBT,
 * CLS and the JavaScript bytes transferred. `--save DIR` also writes each run's full Lighthouse
 * report (`<page>-<run>.json`: long tasks, boot-up time and the trace's task attribution) there, to
 * find what a figure is made of.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStore } from '@shop/gateway/start';
import { publishAll } from '@shop/tools/release/commands';
import { samplePages } from '@shop/tools/bench/sample-pages';
import { BENCH_CHROMIUM_FLAGS } from '@shop/tools/bench/chromium';

const CHROME_FLAGS = ['--headless=new', ...BENCH_CHROMIUM_FLAGS];

interface Row {
  page: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  /** What the largest paint was (selector), to know what to speed up. */
  lcpElement: string;
}

interface Lhr {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; type?: string; selector?: string }[] } }>;
}

const root = join(import.meta.dirname, '../..');

/** Lighthouse 13 names the largest-paint element in its LCP breakdown insight. */
function lcpSelector(lhr: Lhr): string {
  const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((i) => i.type === 'node');
  return node?.selector ?? '?';
}

/**
 * The median of each figure over the runs (few and odd by default, so no averaging). A run in
 * which Lighthouse could not measure a figure (NaN: no largest paint on an overloaded machine)
 * does not count for that figure.
 */
function mid(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).toSorted((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

function median(rows: Row[]): Row {
  const first = rows[0]!;
  return {
    page: first.page,
    score: mid(rows.map((r) => r.score)),
    fcp: mid(rows.map((r) => r.fcp)),
    lcp: mid(rows.map((r) => r.lcp)),
    tbt: mid(rows.map((r) => r.tbt)),
    cls: mid(rows.map((r) => r.cls)),
    jsBytes: mid(rows.map((r) => r.jsBytes)),
    lcpElement: first.lcpElement,
  };
}

function format(rows: Row[]): string {
  const lines = [
    '| page | score | FCP | LCP | TBT | CLS | JS (transferred) |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${Math.round(r.score * 100)} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${(r.jsBytes / 1024).toFixed(1)} KB |`,
    ),
  ];
  const elements = rows.map((r) => `- ${r.page}: largest paint = \`${r.lcpElement}\``);
  return [...lines, '', ...elements].join('\n');
}

/** A file name for one run's report: `/product/x-12` run 2 → `product-x-12-2.json`, `/` → `home-0.json`. */
function reportFileName(page: string, run: number): string {
  const slug = page.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
  return `${slug}-${run}.json`;
}

/** One Lighthouse run of `page` on the running store; with `save`, its full report is written to that file. */
async function measure(base: string, port: number, page: string, save?: string): Promise<Row> {
  const result = await lighthouse(`${base}${page}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr as unknown as Lhr | undefined;
  if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
  if (save !== undefined) await writeFile(save, JSON.stringify(lhr));
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    page,
    score: lhr.categories.performance?.score ?? Number.NaN,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: scripts?.transferSize ?? 0,
    lcpElement: lcpSelector(lhr),
  };
}

async function main() {
  if (process.argv.includes('--build')) {
    const build = spawnSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const storeDir = await mkdtemp(join(tmpdir(), 'lighthouse-store-'));
  await publishAll({ storeDir, log: () => {} });
  const store = await startStore({ port: 0, storeDir, dbPath: join(storeDir, 'commerce.sqlite') });
  const chrome = await chromeLauncher.launch({ chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;
  const saveArg = process.argv.indexOf('--save');
  const saveDir = saveArg > 0 ? process.argv[saveArg + 1] : undefined;
  if (saveDir !== undefined) await mkdir(saveDir, { recursive: true });
  const rows: Row[] = [];
  try {
    // samplePages answers home, a category and a product, in that order.
    const names = ['home', 'category', 'product'];
    const onlyArg = process.argv.indexOf('--only');
    const only = onlyArg > 0 ? process.argv[onlyArg + 1] : undefined;
    if (only !== undefined && !names.includes(only)) throw new Error(`--only takes home, category or product, not ${only}`);
    const pages = (await samplePages(store.url)).filter((_, i) => only === undefined || names[i] === only);
    for (const page of pages) {
      // Warm the back end's caches once, so the figures measure the front end, not a cold SQLite.
      await fetch(`${store.url}${page}`);
      const pageRows: Row[] = [];
      for (let run = 0; run < runs; run++) {
        const save = saveDir === undefined ? undefined : join(saveDir, reportFileName(page, run));
        pageRows.push(await measure(store.url, chrome.port, page, save));
      }
      rows.push(median(pageRows));
    }
  } finally {
    chrome.kill();
    await store.close();
    await rm(storeDir, { recursive: true, force: true });
  }
  process.stdout.write(`## Lighthouse (mobile, simulated throttling, median of ${runs})\n\n${format(rows)}\n`);
}

await main();
