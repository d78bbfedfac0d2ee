/**
 * `pnpm bench:interaction [--runs N] [--build]`: how fast the page answers a tap, as web-vitals
 * measures it (INP: from the input to the next paint), at 4× CPU slowdown in Chromium. Two
 * interactions, each on a fresh page (nothing cached) once it is live (`data-hydrated`):
 * "add to cart" on a product page (phone size) and ticking a brand in a category's filters
 * (desktop size, where the filters apply at once). Median of N runs (3), with the spread and
 * the load average: this machine is shared, so only figures taken in one run compare.
 * The target is 200 ms (issue 27). Publishes the built shell and remotes into a throw-away
 * store, as `bench:bundle` does (`--build` builds them first).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startStore } from '../src/start.ts';
import { publishAll } from '@shop/tools/release/commands';
import { repoRoot } from '@shop/tools/release/store';
import { BENCH_CHROMIUM_FLAGS } from '@shop/tools/bench/chromium';
import { samplePages, SAMPLE_CATEGORY } from '@shop/tools/bench/sample-pages';

const TARGET_MS = 200;
const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

// The library's script-tag build, beside its package entry (not among its exported paths).
const webVitals = readFileSync(join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

interface Scenario {
  name: string;
  path: (pages: string[]) => string;
  viewport: typeof PHONE;
  /** Makes the interaction and waits until its outcome shows. */
  act: (page: Page) => Promise<void>;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'add to cart (product page)',
    path: (pages) => pages[2]!,
    viewport: PHONE,
    act: async (page) => {
      await page.getByTestId('product-add-to-cart').click();
      await page.getByTestId('cart-badge').filter({ hasText: '1' }).waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'filter change (category)',
    path: () => SAMPLE_CATEGORY.path,
    viewport: DESKTOP,
    act: async (page) => {
      await page.getByTestId('filter-side').locator('[data-testid="filter-option"][data-code="marque"]').first().click();
      await page.waitForURL(/marque=/, { timeout: 30_000 });
    },
  },
];

/** One run: a cold page, slowed down, live; the interaction; the INP web-vitals reports for it. */
async function measure(browser: Browser, url: string, scenario: Scenario): Promise<number> {
  const context = await browser.newContext({ viewport: scenario.viewport, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.addInitScript(`${webVitals}\n;webVitals.onINP((metric) => { window.benchInp = metric.value; }, { reportAllChanges: true });`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await scenario.act(page);
    await page.waitForFunction(() => typeof (window as unknown as { benchInp?: number }).benchInp === 'number', undefined, { timeout: 30_000 });
    return await page.evaluate(() => (window as unknown as { benchInp: number }).benchInp);
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  const runsAt = process.argv.indexOf('--runs');
  const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  if (process.argv.includes('--build')) {
    const result = spawnSync('pnpm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`pnpm build failed (exit ${result.status ?? result.signal})`);
  }
  const storeDir = await mkdtemp(join(tmpdir(), 'bench-interaction-'));
  await publishAll({ storeDir, log: () => {} });
  const store = await startStore({ port: 0, storeDir, dbPath: join(storeDir, 'commerce.sqlite') });
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--headless', ...BENCH_CHROMIUM_FLAGS] });
  const rows: string[] = [];
  const loadBefore = loadavg()[0]!;
  try {
    const pages = await samplePages(store.url);
    for (const scenario of SCENARIOS) {
      const values: number[] = [];
      for (let run = 0; run < runs; run++) values.push(await measure(browser, `${store.url}${scenario.path(pages)}`, scenario));
      const mid = median(values);
      rows.push(`| ${scenario.name} | ${scenario.path(pages)} | ${Math.round(mid)} | ${values.map(Math.round).join(', ')} | ${mid <= TARGET_MS ? 'yes' : 'NO'} |`);
    }
  } finally {
    await browser.close();
    await store.close();
    await rm(storeDir, { recursive: true, force: true });
  }
  const output = [
    `## Interaction to next paint (web-vitals), ${CPU_SLOWDOWN}× CPU slowdown, median of ${runs}`,
    '',
    `- load average (1 min) ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`,
    '',
    `| interaction | page | INP ms (median) | runs ms | ≤ ${TARGET_MS} ms |`,
    '|---|---|---:|---|---|',
    ...rows,
    '',
  ];
  process.stdout.write(`${output.join('\n')}\n`);
}

await main();
