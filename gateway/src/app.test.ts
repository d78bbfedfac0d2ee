import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import { publishAll, release, rollback, setWindow } from '@shop/tools/release/commands';
import { fakeRunner } from '@shop/tools/test-support/fake-runner';
import { manifestFile } from '@shop/tools/release/store';
import { createGateway } from './app.ts';
import { IMMUTABLE } from './bundle-routes.ts';
import { withDevRefreshHook } from './dev-refresh-hook.ts';
import { startStore } from './start.ts';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Raw HTTP (no automatic decompression), so encodings and headers are observed as sent. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    // The path is passed verbatim: `new URL` would resolve `..` segments before sending.
    const { hostname, port, origin } = new URL(url);
    const req = httpRequest({ hostname, port, path: url.slice(origin.length), method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(res: Raw): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString();
  if (encoding === 'gzip') return gunzipSync(res.body).toString();
  return res.body.toString();
}

async function json<T>(url: string): Promise<T> {
  return JSON.parse(decoded(await get(url))) as T;
}

/** Realistic-looking JavaScript, big enough to be worth compressing. */
function script(label: string): string {
  return Array.from({ length: 200 }, (_, i) => `export const ${label}_${i} = () => "${label} line ${i}";`).join('\n');
}

let root: string;
let storeDir: string;
let shellDir: string;
let gateway: FastifyInstance;
let base: string;
let apiClosed = false;
const quiet = { log: () => {} };

/** Writes the remote's next build (`next/`, what the fake build outputs) and copies it to `dist/`. */
async function writeRemoteBuild(label: string): Promise<void> {
  const dist = join(root, 'mf-demo', 'next');
  await rm(dist, { recursive: true, force: true });
  await mkdir(join(dist, 'static/js/async'), { recursive: true });
  await writeFile(join(dist, 'remoteEntry.js'), script(`entry_${label}`));
  await writeFile(join(dist, 'static/js/async/page.0123abcd.js'), script(`page_${label}`));
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'mf_demo', name: 'mf_demo', label }));
  await writeFile(
    join(dist, 'routes.json'),
    JSON.stringify([
      { path: '/demo', page: 'demo' },
      { path: '/demo-campaign', page: 'campaign' },
    ]),
  );
  await rm(join(root, 'mf-demo', 'dist'), { recursive: true, force: true });
  await cp(dist, join(root, 'mf-demo', 'dist'), { recursive: true });
}

/** `pnpm release mf-demo` with the build and checks faked (this fixture is not a git checkout: forced). */
function releaseDemo(): Promise<string> {
  return release({ storeDir, rootDir: root, run: fakeRunner().runner, ...quiet }, 'mf-demo', { force: true });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'gateway-test-'));
  storeDir = join(root, '.store');
  shellDir = join(root, 'shell', 'dist');
  await mkdir(join(root, 'mf-demo'), { recursive: true });
  await writeFile(join(root, 'mf-demo', 'package.json'), JSON.stringify({ name: 'mf-demo', version: '2.0.0' }));
  await writeRemoteBuild('one');
  await mkdir(join(shellDir, 'static/js'), { recursive: true });
  await writeFile(join(root, 'shell', 'package.json'), JSON.stringify({ name: '@shop/shell', version: '1.0.0' }));
  await writeFile(
    join(shellDir, 'index.html'),
    `<!doctype html><html><head><script src="/static/js/index.89abcdef.js"></script></head><body>${'<!-- shell -->'.repeat(120)}<div id="root"></div></body></html>`,
  );
  await writeFile(join(shellDir, 'static/js/index.89abcdef.js'), script('shell'));
  await publishAll({ storeDir, rootDir: root, ...quiet });

  gateway = await createGateway({
    storeDir,
    shellDir,
    api: {
      mode: 'in-process',
      create: async () => {
        const api = Fastify();
        api.get('/api/health', async () => ({ status: 'ok', from: 'api' }));
        api.post('/rest/fr/V1/echo', async (request) => ({ echoed: request.body }));
        api.get('/rest/fr/V1/products', async () => ({ items: Array.from({ length: 300 }, (_, id) => ({ id, name: `Téléphone ${id}`, price: 95_000 })) }));
        api.addHook('onClose', async () => {
          apiClosed = true;
        });
        return api;
      },
    },
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await gateway?.close();
  await rm(root, { recursive: true, force: true });
});

describe('runtime manifest', () => {
  it('serves /remotes.json from the store, never cached', async () => {
    const res = await get(`${base}/remotes.json`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const manifest = JSON.parse(decoded(res)) as RuntimeManifest;
    expect(manifest.remotes).toHaveLength(1);
    expect(manifest.remotes[0]).toMatchObject({ name: 'mf-demo', routes: [{ path: '/demo' }, { path: '/demo-campaign' }] });
    expect(manifest.remotes[0]!.version).toMatch(/^2\.0\.0-[0-9a-f]{8}$/);
    expect(manifest.remotes[0]!.manifest).toBe(`/remotes/mf-demo/${manifest.remotes[0]!.version}/mf-manifest.json`);
    const latest = await get(`${base}/builds/latest.json`);
    expect(latest.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decoded(latest))).toEqual({ build: manifest.build });
  });

  it('sees an edit of manifest.json on the very next request', async () => {
    const original = await readFile(manifestFile(storeDir), 'utf8');
    try {
      const edited = JSON.parse(original);
      edited.build = 'hand-edited';
      await writeFile(manifestFile(storeDir), JSON.stringify(edited));
      expect((await json<RuntimeManifest>(`${base}/remotes.json`)).build).toBe('hand-edited');
    } finally {
      await writeFile(manifestFile(storeDir), original);
    }
  });

  it('keeps serving the last valid state while manifest.json is broken', async () => {
    const original = await readFile(manifestFile(storeDir), 'utf8');
    const before = await json<RuntimeManifest>(`${base}/remotes.json`);
    try {
      await writeFile(manifestFile(storeDir), original.slice(0, original.length / 2));
      const res = await get(`${base}/remotes.json`);
      expect(res.status).toBe(200);
      expect(JSON.parse(decoded(res))).toEqual(before);
    } finally {
      await writeFile(manifestFile(storeDir), original);
    }
  });

  it('filters routes and remotes by activation window against server time', async () => {
    const day = 86_400_000;
    const past = new Date(Date.now() - day).toISOString();
    const future = new Date(Date.now() + day).toISOString();
    const before = await json<RuntimeManifest>(`${base}/remotes.json`);

    await setWindow({ storeDir, ...quiet }, { name: 'mf-demo', route: '/demo-campaign', from: future });
    const scheduled = await json<RuntimeManifest>(`${base}/remotes.json`);
    expect(scheduled.remotes[0]!.routes.map((r) => r.path)).toEqual(['/demo']);
    expect(scheduled.build).not.toBe(before.build);

    await setWindow({ storeDir, ...quiet }, { name: 'mf-demo', route: '/demo-campaign', from: past, until: future });
    const running = await json<RuntimeManifest>(`${base}/remotes.json`);
    expect(running.remotes[0]!.routes.find((r) => r.path === '/demo-campaign')).toMatchObject({ until: future });

    await setWindow({ storeDir, ...quiet }, { name: 'mf-demo', wholeRemote: true, until: past });
    expect((await json<RuntimeManifest>(`${base}/remotes.json`)).remotes).toEqual([]);

    await setWindow({ storeDir, ...quiet }, { name: 'mf-demo', clear: true });
    await setWindow({ storeDir, ...quiet }, { name: 'mf-demo', route: '/demo-campaign', clear: true });
    expect((await json<RuntimeManifest>(`${base}/remotes.json`)).remotes[0]!.routes).toHaveLength(2);
  });

  it('switches versions on release and back on rollback, keeping old files reachable', async () => {
    const first = (await json<RuntimeManifest>(`${base}/remotes.json`)).remotes[0]!;
    // Same content again: same version, no new build.
    const sameBuild = (await json<RuntimeManifest>(`${base}/remotes.json`)).build;
    expect(await releaseDemo()).toBe(first.version);
    expect((await json<RuntimeManifest>(`${base}/remotes.json`)).build).toBe(sameBuild);

    await writeRemoteBuild('two');
    const second = await releaseDemo();
    expect(second).not.toBe(first.version);
    const released = await json<RuntimeManifest>(`${base}/remotes.json`);
    expect(released.remotes[0]!.version).toBe(second);
    expect(released.build).not.toBe(sameBuild);
    expect(decoded(await get(`${base}${released.remotes[0]!.manifest}`))).toContain('"two"');
    // Pages open before the deploy still load their chunks from the old version.
    expect(decoded(await get(`${base}${first.manifest}`))).toContain('"one"');

    await rollback({ storeDir, ...quiet }, 'mf-demo');
    const back = await json<RuntimeManifest>(`${base}/remotes.json`);
    expect(back.remotes[0]!.version).toBe(first.version);
    expect(back.build).not.toBe(released.build);
  });
});

async function entryPath(file: string): Promise<string> {
  const { remotes } = await json<RuntimeManifest>(`${base}/remotes.json`);
  return `${base}/remotes/mf-demo/${remotes[0]!.version}/${file}`;
}

describe('published remotes', () => {
  it('serves versioned files immutable, with CORS, precompressed brotli', async () => {
    const res = await get(await entryPath('remoteEntry.js'), { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(decoded(res)).toContain('entry_one_199');
    expect(res.body.length).toBeLessThan(decoded(res).length / 4);
  });

  it('falls back to gzip, then to identity', async () => {
    const gz = await get(await entryPath('static/js/async/page.0123abcd.js'), { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toContain('page_one_0');
    const plain = await get(await entryPath('static/js/async/page.0123abcd.js'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('page_one_0');
  });

  it('makes the manifest immutable too, since its URL is content-addressed', async () => {
    const res = await get(await entryPath('mf-manifest.json'));
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers CORS preflights and 404s unknown files without the SPA page', async () => {
    const preflight = await get(await entryPath('remoteEntry.js'), { origin: 'http://localhost:3000' }, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const missing = await get(await entryPath('static/js/gone.js'));
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('<html');
    const traversal = await get(`${base}/remotes/mf-demo/../../manifest.json`);
    // Refused before the file server sees it: no path outside a version's browser files is served.
    expect(traversal.status).toBe(404);
    expect(traversal.body.toString()).not.toContain('"remotes"');
  });
});

describe('shell', () => {
  it('serves index.html revalidated and hashed assets immutable', async () => {
    const index = await get(`${base}/`, { 'accept-encoding': 'br' });
    expect(index.status).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-encoding']).toBe('br');
    expect(decoded(index)).toContain('<div id="root">');
    const asset = await get(`${base}/static/js/index.89abcdef.js`, { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(decoded(asset)).toContain('shell_0');
  });

  it('answers page URLs with index.html (SPA fallback)', async () => {
    // Only pages that exist answer 200 (unknown ones: page-status-http.test.ts).
    for (const path of ['/demo', '/en/demo-campaign', '/fr/login?x=1']) {
      const res = await get(`${base}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toContain('<div id="root">');
    }
  });

  it('does not answer assets, API paths or non-GET methods with the page', async () => {
    expect((await get(`${base}/static/js/index.00000000.js`)).status).toBe(404);
    expect((await get(`${base}/`, {}, 'POST')).status).toBe(404);
  });
});

describe('connections', () => {
  it('are kept open longer than a load balancer keeps an idle one (no reset on reuse)', () => {
    expect(gateway.server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(gateway.server.requestTimeout).toBeGreaterThan(0);
  });
});

describe('back end mounted in-process', () => {
  it('routes API prefixes to commerce-api on the same origin', async () => {
    expect(JSON.parse((await get(`${base}/api/health`)).body.toString())).toEqual({ status: 'ok', from: 'api' });
    const echo = await get(`${base}/rest/fr/V1/echo`, { 'content-type': 'application/json' }, 'POST', '{"a":1}');
    expect(JSON.parse(echo.body.toString())).toEqual({ echoed: { a: 1 } });
    // An unknown API path is the API's own 404, not the shell page.
    const missing = await get(`${base}/api/nope`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('<html');
  });

  it('compresses large API answers and leaves small ones alone', async () => {
    const big = await get(`${base}/rest/fr/V1/products`, { 'accept-encoding': 'gzip, br' });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers['vary']).toMatch(/accept-encoding/i);
    const body = JSON.parse(decoded(big)) as { items: unknown[] };
    expect(body.items).toHaveLength(300);
    expect(big.body.length).toBeLessThan(decoded(big).length / 4);
    const gz = await get(`${base}/rest/fr/V1/products`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gz))).toEqual(body);
    const small = await get(`${base}/api/health`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('closes the back end with the gateway', async () => {
    const other = await createGateway({
      storeDir,
      shellDir,
      api: { mode: 'in-process', create: async () => Fastify().addHook('onClose', async () => void (apiClosed = true)) },
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    await other.close();
    expect(apiClosed).toBe(true);
  });
});

describe('back end behind a proxy (COMMERCE_API_URL)', () => {
  it('forwards API prefixes to the upstream and compresses large answers', async () => {
    const upstream = Fastify();
    upstream.get('/search/indexes/fr_products/search', async (request) => ({ q: request.query, hits: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Produit ${i}` })) }));
    upstream.get('/media/catalog/x.jpg', async (_request, reply) => reply.type('image/jpeg').send(Buffer.from([0xff, 0xd8, 0xff])));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const address = upstream.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const proxied = await createGateway({ storeDir, shellDir, api: { mode: 'proxy', url } });
    await proxied.listen({ port: 0, host: '127.0.0.1' });
    const proxiedAddress = proxied.server.address();
    const proxiedBase = `http://127.0.0.1:${typeof proxiedAddress === 'object' && proxiedAddress ? proxiedAddress.port : 0}`;
    try {
      const res = await get(`${proxiedBase}/search/indexes/fr_products/search?q=tel`, { 'accept-encoding': 'gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(res))).toMatchObject({ q: { q: 'tel' } });
      const image = await get(`${proxiedBase}/media/catalog/x.jpg`);
      expect([...image.body]).toEqual([0xff, 0xd8, 0xff]);
      expect((await get(`${proxiedBase}/cart`)).body.toString()).toContain('<div id="root">');
      // The bare /search is the catalogue's results page, not the search API.
      expect((await get(`${proxiedBase}/search?q=tel`)).body.toString()).toContain('<div id="root">');
    } finally {
      await proxied.close();
      await upstream.close();
    }
  });
});

describe('dev mode', () => {
  it('points dev remotes at their dev servers and proxies pages to the shell dev server', async () => {
    const shellDev = Fastify();
    shellDev.get('/*', async (request, reply) => reply.type('text/html').send(`<html>dev shell ${request.url}</html>`));
    await shellDev.listen({ port: 0, host: '127.0.0.1' });
    const address = shellDev.server.address();
    const shellUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    let routes = [{ path: '/demo', page: 'demo' }];
    const dev = await createGateway({
      storeDir,
      shellDir,
      api: { mode: 'in-process', create: async () => Fastify().get('/api/health', async () => ({ status: 'ok' })) },
      dev: { shellUrl, remotes: { 'mf-demo': { manifest: 'http://localhost:3009/mf-manifest.json', routes: async () => routes } } },
    });
    await dev.listen({ port: 0, host: '127.0.0.1' });
    const devAddress = dev.server.address();
    const devBase = `http://127.0.0.1:${typeof devAddress === 'object' && devAddress ? devAddress.port : 0}`;
    try {
      const manifest = await json<RuntimeManifest>(`${devBase}/remotes.json`);
      expect(manifest.remotes).toEqual([
        { name: 'mf-demo', version: 'dev', manifest: 'http://localhost:3009/mf-manifest.json', routes: [{ path: '/demo', page: 'demo' }] },
      ]);
      routes = [...routes, { path: '/demo-new', page: 'demo-new' }];
      expect((await json<RuntimeManifest>(`${devBase}/remotes.json`)).remotes[0]!.routes).toHaveLength(2);
      // The page itself, with the dev-only React Refresh hook in front (dev-refresh-hook.ts).
      expect((await get(`${devBase}/cart?x=1`)).body.toString()).toBe(withDevRefreshHook('<html>dev shell /cart?x=1</html>'));
      expect(JSON.parse((await get(`${devBase}/api/health`)).body.toString())).toEqual({ status: 'ok' });
    } finally {
      await dev.close();
      await shellDev.close();
    }
  });
});

describe('startStore with the real commerce-api', () => {
  it('answers /api/health and the runtime manifest on one origin', async () => {
    // Unseeded: the catalogue seed is commerce-api's business and takes seconds.
    const store = await startStore({ port: 0, storeDir, shellDir, dbPath: ':memory:', seed: false });
    try {
      const health = await fetch(`${store.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      expect(((await (await fetch(`${store.url}/remotes.json`)).json()) as RuntimeManifest).remotes[0]!.name).toBe('mf-demo');
    } finally {
      await store.close();
    }
  }, 60_000);
});
