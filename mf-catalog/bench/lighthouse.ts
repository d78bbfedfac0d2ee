/**
 * `pnpm bench:lighthouse [--build]`: Lighthouse (mobile profile: simulated slow 4G and a 4× slower
 * CPU, Lighthouse's defaults) on the home page, one category and one product page of the composed
 * store, served by the gateway with the embedded back end from a throw-away store directory.
 * Prints the performance score, FCP, LCP, TBT, CLS and the JavaScript bytes transferred.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStore } from '@shop/tools/gateway/start';
import { publishAll } from '@shop/tools/release/commands';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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

/** A catalogue product page with options and a real category, found through the store's own API. */
async function samplePages(base: string): Promise<string[]> {
  const query =
    'searchCriteria[filter_groups][0][filters][0][field]=category_id&searchCriteria[filter_groups][0][filters][0][value]=13' +
    '&searchCriteria[filter_groups][1][filters][0][field]=visibility&searchCriteria[filter_groups][1][filters][0][value]=4' +
    '&searchCriteria[pageSize]=1';
  const response = await fetch(`${base}/rest/fr/V1/products?${query}`);
  const { items } = (await response.json()) as { items: { id: number; custom_attributes: { attribute_code: string; value: unknown }[] }[] };
  const product = items[0];
  if (!product) throw new Error('no product in category 13');
  const urlKey = product.custom_attributes.find((a) => a.attribute_code === 'url_key')?.value;
  return ['/', '/category/smartphones-13', `/product/${String(urlKey)}-${product.id}`];
}

/** Lighthouse 13 names the largest-paint element in its LCP breakdown insight. */
function lcpSelector(lhr: Lhr): string {
  const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((i) => i.type === 'node');
  return node?.selector ?? '?';
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

async function main() {
  if (process.argv.includes('--build')) {
    const build = spawnSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const storeDir = await mkdtemp(join(tmpdir(), 'lighthouse-store-'));
  await publishAll({ storeDir, log: () => {} });
  const store = await startStore({ port: 0, storeDir, dbPath: join(storeDir, 'commerce.sqlite') });
  const chrome = await chromeLauncher.launch({ chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  try {
    const pages = await samplePages(store.url);
    for (const page of pages) {
      // Warm the back end's caches once, so the figures measure the front end, not a cold SQLite.
      await fetch(`${store.url}${page}`);
      const result = await lighthouse(`${store.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr as unknown as Lhr | undefined;
      if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
      rows.push({
        page,
        score: lhr.categories.performance?.score ?? 0,
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        jsBytes: scripts?.transferSize ?? 0,
        lcpElement: lcpSelector(lhr),
      });
    }
  } finally {
    chrome.kill();
    await store.close();
    await rm(storeDir, { recursive: true, force: true });
  }
  process.stdout.write(`## Lighthouse (mobile, simulated throttling)\n\n${format(rows)}\n`);
}

await main();
