import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '@shop/shared/contracts/routes';
import { SHELL_PAGE_ROUTES } from '@shop/shared/contracts/shell-pages';
import { publishAll, setWindow } from '@shop/tools/release/commands';
import { createGateway } from './app.ts';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const INDEX = `<!doctype html><html><head><title>Shop</title></head><body>${'<!-- shell -->'.repeat(120)}<div id="root"></div></body></html>`;
const SUMMER = { from: '2026-06-01T00:00:00.000Z', until: '2026-07-01T00:00:00.000Z' };
const ROUTES: RouteDef[] = [
  { path: '/', page: 'home' },
  { path: '/product/:slug', page: 'product', params: { slug: '(?:[A-Za-z0-9_.~%-]+-)?[0-9]{1,9}' } },
  { path: '/customer', page: 'customer', layout: 'account', auth: true },
  { path: '/soldes', page: 'sale', ...SUMMER },
  { path: '/flash', page: 'flash' },
  { path: '/mobile/pages/centre-daide', page: 'mobile-help-centre', layout: 'webview' },
];

let root: string;
let storeDir: string;
let gateway: FastifyInstance;
let base: string;
let clock = new Date('2026-06-15T12:00:00Z');
const quiet = { log: () => {} };

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'gateway-status-test-'));
  storeDir = join(root, '.store');
  const shellDir = join(root, 'shell', 'dist');
  const dist = join(root, 'mf-demo', 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(join(root, 'mf-demo', 'package.json'), JSON.stringify({ name: 'mf-demo', version: '1.0.0' }));
  await writeFile(join(dist, 'remoteEntry.js'), 'var mf_demo = {};');
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'mf_demo', name: 'mf_demo', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
  await writeFile(join(dist, 'routes.json'), JSON.stringify(ROUTES));
  await mkdir(shellDir, { recursive: true });
  await writeFile(join(shellDir, 'index.html'), INDEX);
  await publishAll({ storeDir, rootDir: root, ...quiet });

  gateway = await createGateway({
    storeDir,
    shellDir,
    now: () => clock,
    api: { mode: 'in-process', create: async () => Fastify() },
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await gateway?.close();
  await rm(root, { recursive: true, force: true });
});

/** Each path's status; every answer must be the shell page, revalidated, whatever its status. */
async function statuses(paths: string[]): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const path of paths) {
    const res = await get(path, { 'accept-encoding': 'br, gzip' });
    expect({ path, type: res.headers['content-type'], cache: res.headers['cache-control'], body: res.body }).toEqual({
      path,
      type: expect.stringMatching(/^text\/html/),
      cache: 'no-cache',
      body: INDEX,
    });
    result[path] = res.status;
  }
  return result;
}

async function soldesAt(iso: string): Promise<Record<string, number>> {
  clock = new Date(iso);
  return statuses(['/soldes', '/en/soldes']);
}

const all = (paths: string[], status: number) => Object.fromEntries(paths.map((path) => [path, status]));

describe('page status', () => {
  it('answers known pages 200, bare and under /fr and /en', async () => {
    const paths = ['/', '/fr', '/en/', '/product/telephone-123', '/en/product/123?ref=home', '/fr/customer'];
    expect(await statuses(paths)).toEqual(all(paths, 200));
  });

  it('answers webview pages 200 under their own paths only', async () => {
    expect(await statuses(['/mobile/pages/centre-daide', '/en/mobile/pages/centre-daide', '/mobile/pages/ailleurs'])).toEqual({
      '/mobile/pages/centre-daide': 200,
      '/en/mobile/pages/centre-daide': 200,
      '/mobile/pages/ailleurs': 404,
    });
  });

  it('answers every shell page 200, with its /fr and /en twins', async () => {
    const paths = [
      ...SHELL_PAGE_ROUTES.flatMap(({ path }) => [path, `/fr${path}`, `/en${path}`]),
      '/password-reset?email=a%40b.cm&token=t',
    ];
    expect(paths).toContain('/en/signup-old');
    expect(await statuses(paths)).toEqual(all(paths, 200));
  });

  it('answers unknown paths 404 with the same page, so the shell still renders its 404', async () => {
    const paths = ['/nope', '/en/nope/deeper', '/de/product/123', '/favicon.ico'];
    expect(await statuses(paths)).toEqual(all(paths, 404));
    expect((await get('/nope')).headers['etag']).toBeUndefined();
    // A browser revalidating a page it cached must get the page, not an empty 304.
    const revalidated = await get('/nope', { 'if-none-match': '*', 'if-modified-since': new Date().toUTCString() });
    expect(revalidated.status).toBe(404);
    expect(revalidated.body).toBe(INDEX);
  });

  it('answers 404 when a route param fails its validity check', async () => {
    const paths = ['/product/telephone', '/fr/product/123abc', '/product/123/extra'];
    expect(await statuses(paths)).toEqual(all(paths, 404));
  });

  it('answers a campaign route 200 inside its window and 404 outside it', async () => {
    try {
      expect(await soldesAt('2026-06-15T12:00:00Z')).toEqual({ '/soldes': 200, '/en/soldes': 200 });
      expect(await soldesAt('2026-07-01T00:00:00Z')).toEqual({ '/soldes': 404, '/en/soldes': 404 });
      expect(await soldesAt('2026-05-31T23:59:59Z')).toEqual({ '/soldes': 404, '/en/soldes': 404 });
    } finally {
      clock = new Date('2026-06-15T12:00:00Z');
    }
  });

  it('follows a campaign manager window set on the live store', async () => {
    expect(await statuses(['/flash'])).toEqual({ '/flash': 200 });
    await setWindow({ storeDir, ...quiet }, { name: 'mf-demo', route: '/flash', from: '2026-07-01T00:00:00.000Z' });
    expect(await statuses(['/flash'])).toEqual({ '/flash': 404 });
    // An override that has ended no longer overrides: the route table (no window here) decides.
    await setWindow({ storeDir, ...quiet }, { name: 'mf-demo', route: '/flash', until: '2026-06-10T00:00:00.000Z' });
    expect(await statuses(['/flash'])).toEqual({ '/flash': 200 });
    await setWindow({ storeDir, ...quiet }, { name: 'mf-demo', route: '/flash', clear: true });
    expect(await statuses(['/flash'])).toEqual({ '/flash': 200 });
  });

  it('leaves the answers that are not pages as they were', async () => {
    const head = await get('/nope', {}, 'HEAD');
    expect(head.status).toBe(404);
    expect(head.body).toBe('');
    // The gateway's own sitemap route answers (503 here: this test mounts no catalog API).
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).not.toBe(404);
    expect(sitemap.body).not.toContain('<div id="root">');
    const remotes = await get('/remotes.json');
    expect(remotes.status).toBe(200);
    const chunk = await get('/static/js/missing.js');
    expect(chunk.status).toBe(404);
    expect(chunk.body).not.toContain('<html');
  });
});
