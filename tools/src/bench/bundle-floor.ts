/**
 * `pnpm bench:bundle --floor`: the first-load JavaScript of this stack with no shop code at all.
 * Builds a host and a remote with the store's own federation settings (`sharedSingletons`, the
 * react-router and nanostores surfaces, `provideExternalRuntime` / `externalRuntime`, the web
 * target, `loaded-first`, `split-by-experience`) around `bundle-floor/`: a host that registers one
 * remote and hydrates a one-route data router translated by i18next + react-i18next, and a remote
 * page that renders one `Link`. Loads it cold in Chromium and weighs every script as
 * `bench:bundle` does (brotli 11). Decision 015 records the result.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { repoRoot } from '../release/store.ts';
import { BENCH_CHROMIUM_FLAGS } from './chromium.ts';

const app = join(import.meta.dirname, 'bundle-floor');

function build(out: string, part: 'host' | 'remote'): void {
  const result = spawnSync(join(repoRoot, 'tools/node_modules/.bin/rsbuild'), ['build', '-c', join(app, 'floor-config.ts')], {
    cwd: app,
    env: { ...process.env, FLOOR_OUT: out, FLOOR_PART: part },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the probe's ${part} build failed (exit ${result.status ?? result.signal})`);
}

const brotli = (body: Buffer): number =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };

const out = await mkdtemp(join(tmpdir(), 'bundle-floor-'));
try {
  build(out, 'host');
  build(out, 'remote');
  // The server's HTML of the one page, so the browser hydrates it as a rendered store page.
  const index = join(out, 'host/index.html');
  await writeFile(index, (await readFile(index, 'utf8')).replace('<div id="root"></div>', '<div id="root"><main><h1>Bonjour</h1><!--$--><a href="/x">x</a><!--/$--></main></div>'));

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://floor').pathname;
    const file = path.startsWith('/remote/') ? join(out, path) : join(out, 'host', extname(path) ? path : 'index.html');
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--headless', ...BENCH_CHROMIUM_FLAGS] });
  try {
    const page = await browser.newPage();
    const trouble: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('404')) trouble.push(message.text());
    });
    page.on('pageerror', (error) => trouble.push(error.message));
    const loads: Promise<[string, number, number]>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') loads.push(response.body().then((body) => [new URL(response.url()).pathname, body.length, brotli(body)]));
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { waitUntil: 'networkidle' });
    // The layout marks the page once React has hydrated it: a probe that did not run weighs nothing.
    const hydrated = await page.locator('html[data-hydrated]').count();
    if (hydrated === 0 || trouble.length > 0) throw new Error(`the probe did not hydrate cleanly: ${trouble.join(' | ') || 'no hydration mark'}`);
    const rows = (await Promise.all(loads)).toSorted((a, b) => b[2] - a[2]);
    const lines = ['## First-load JavaScript of the stack alone (no shop code)', '', '| file | raw KB | brotli KB |', '|---|---:|---:|'];
    for (const [file, raw, br] of rows) lines.push(`| ${file} | ${kb(raw)} | ${kb(br)} |`);
    lines.push(`| **total (${rows.length} files)** | **${kb(rows.reduce((s, r) => s + r[1], 0))}** | **${kb(rows.reduce((s, r) => s + r[2], 0))}** |`, '');
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  await rm(out, { recursive: true, force: true });
}
