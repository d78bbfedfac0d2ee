/**
 * `pnpm bench:bundle [--no-build]`: production build (timed), publish into a throw-away
 * store, start the composed store on a free port, load pages cold in Chromium and report
 * every JavaScript file: raw bytes, gzip bytes (level 6, computed here so runs compare
 * deterministically whatever the server negotiates) and bytes actually transferred.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startStore } from '../gateway/start.ts';
import { publishAll } from '../release/commands.ts';
import { repoRoot } from '../release/store.ts';

const PAGES = ['/', '/cart'];
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface ScriptLoad {
  file: string;
  raw: number;
  gzip: number;
  transferred: number;
  encoding: string;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

function table(page: string, loads: ScriptLoad[]): string {
  const rows = loads.toSorted((a, b) => b.gzip - a.gzip);
  const total = (key: 'raw' | 'gzip' | 'transferred') => rows.reduce((sum, r) => sum + r[key], 0);
  return [
    `### ${page}: ${rows.length} JavaScript files`,
    '',
    '| file | raw KB | gzip KB | transferred KB (encoding) |',
    '|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.file} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.transferred)} (${r.encoding}) |`),
    `| **total** | **${kb(total('raw'))}** | **${kb(total('gzip'))}** | **${kb(total('transferred'))}** |`,
    '',
  ].join('\n');
}

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
  try {
    for (const page of PAGES) {
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
              transferred: sizes.responseBodySize,
              encoding: response.headers()['content-encoding'] ?? 'identity',
            };
          })(),
        );
      });
      await tab.goto(`${store.url}${page}`, { waitUntil: 'networkidle' });
      const loads = (await Promise.all(pending)).filter((l): l is ScriptLoad => l !== undefined);
      output.push(table(page, loads));
      await context.close();
    }
  } finally {
    await browser.close();
    await store.close();
    await rm(storeDir, { recursive: true, force: true });
  }
  process.stdout.write(`${output.join('\n')}\n`);
}

await main();
