/**
 * `pnpm bench:bundle [--no-build]`: production build (timed), publish into a throw-away
 * store, start the composed store on a free port, load the home page, a category and a
 * product page cold in Chromium and report every JavaScript file: raw bytes, gzip (level 6)
 * and brotli (quality 11, as the release precompresses) computed here so runs compare
 * deterministically whatever the server negotiates, and bytes actually transferred.
 * The budget is first-load JavaScript ≤ 120 KB brotli per page; the summary says which pass.
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

const BUDGET_BROTLI_KB = 120;
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

function summary(results: [string, ScriptLoad[]][]): string {
  return [
    `| page | JS files | raw KB | gzip KB | brotli KB | ≤ ${BUDGET_BROTLI_KB} KB brotli |`,
    '|---|---:|---:|---:|---:|---|',
    ...results.map(([page, rows]) => {
      const brotli = sum(rows, 'brotli');
      return `| ${page} | ${rows.length} | ${kb(sum(rows, 'raw'))} | ${kb(sum(rows, 'gzip'))} | ${kb(brotli)} | ${brotli <= BUDGET_BROTLI_KB * 1024 ? 'yes' : 'NO'} |`;
    }),
    '',
  ].join('\n');
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
  output.push('- each page loaded cold (new browser context), until the network is idle', '');
  const results: [string, ScriptLoad[]][] = [];
  try {
    for (const page of await samplePages(store.url)) {
      // A fresh context per page: nothing cached, as for a first visit.
      const context = await browser.newContext();
      const tab = await context.newPage();
      const pending: Promise<ScriptLoad | undefined>[] = [];
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
      await tab.goto(`${store.url}${page}`, { waitUntil: 'networkidle' });
      const loads = (await Promise.all(pending)).filter((l): l is ScriptLoad => l !== undefined);
      // No script at all means no build was published: a 0 KB "pass" would be a lie.
      if (loads.length === 0) throw new Error(`${page} loaded no JavaScript: run \`pnpm build\` (or drop --no-build)`);
      results.push([page, loads]);
      await context.close();
    }
  } finally {
    await browser.close();
    await store.close();
    await rm(storeDir, { recursive: true, force: true });
  }
  output.push(summary(results), ...results.map(([page, loads]) => table(page, loads)));
  process.stdout.write(`${output.join('\n')}\n`);
}

if (process.argv.includes('--floor')) await import('@shop/tools/bench/bundle-floor');
else await main();
