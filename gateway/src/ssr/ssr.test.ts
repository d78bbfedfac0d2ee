import { execFile } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@shop/commerce-api';
import { publishAll, release, rollback, type Runner } from '@shop/tools/release/commands';
import { readState, repoRoot } from '@shop/tools/release/store';
import { createGateway } from '../app.ts';
import { SSR_DATA_ID, type ServerRenderData } from './page-html.ts';

/**
 * Server rendering against the real catalogue remote (built here, browser and node bundles), the
 * real back end on a seeded SQLite file, and the shell's own page and layout: what a crawler or a
 * browser without JavaScript receives.
 */
let root: string;
let storeDir: string;
let gateway: FastifyInstance;
let base: string;
const quiet = { log: () => {} };
/** What reached the back end (the page loaders' reads among them). */
const apiRequests: { url: string; acceptEncoding: string | undefined; cookie: string | undefined }[] = [];

/** The catalogue built for the browser and the server (`dist/server/remoteEntry.js`). */
async function buildCatalogue(distPath: string): Promise<void> {
  await promisify(execFile)('pnpm', ['--filter', 'mf-catalog', 'exec', 'rsbuild', 'build', '--dist-path', distPath], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** `release` with its build replaced by a copy of `<root>/mf-catalog/next` (the fixture's "source"). */
const copyNext: Runner = async (_command, args, cwd) => {
  const at = args.indexOf('--dist-path');
  if (at >= 0) await cp(join(cwd, 'mf-catalog', 'next'), args[at + 1]!, { recursive: true });
  return 0;
};

async function page(path: string): Promise<{ status: number; html: string; data: ServerRenderData | null }> {
  const res = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const json = new RegExp(`<script type="application/json" id="${SSR_DATA_ID}">(.*?)</script>`, 's').exec(html)?.[1];
  return { status: res.status, html, data: json ? (JSON.parse(json) as ServerRenderData) : null };
}

/** A product page's HTML as `userAgent` gets it. */
async function productPageAs(userAgent: string): Promise<string> {
  const res = await fetch(`${base}/product/2?from=crawler-test`, { headers: { accept: 'text/html', 'user-agent': userAgent } });
  // Shared caches may hand one copy to both: the page must not depend on who asks.
  expect(res.headers.get('vary') ?? '').not.toMatch(/user-agent/i);
  return res.text();
}

const liveCatalogue = async () => (await readState(storeDir)).remotes['mf-catalog']!.current;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ssr-test-'));
  storeDir = join(root, '.store');
  const built = join(root, 'mf-catalog', 'dist');
  await buildCatalogue(built);
  await writeFile(join(root, 'mf-catalog', 'package.json'), await readFile(join(repoRoot, 'mf-catalog', 'package.json')));
  await publishAll({ storeDir, rootDir: root, ...quiet });
  const shellDir = join(root, 'shell-dist');
  await mkdir(shellDir, { recursive: true });
  await cp(join(repoRoot, 'shell', 'src', 'index.html'), join(shellDir, 'index.html'));
  gateway = await createGateway({
    storeDir,
    shellDir,
    api: {
      mode: 'in-process',
      create: async () => {
        const api = await buildApp({ dbPath: join(root, 'commerce.sqlite'), seed: true, logger: false });
        api.addHook('onRequest', async (request) => {
          apiRequests.push({ url: request.url, acceptEncoding: request.headers['accept-encoding'], cookie: request.headers.cookie });
        });
        return api;
      },
    },
    // A cold first render compiles the shell's sources under vitest: generous, never a timing
    // assertion. No shell is built here: the checkout's shell frames the remote's pages.
    ssr: { budgetMs: 60_000, shellSource: 'checkout' },
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
}, 300_000);

afterAll(async () => {
  await gateway?.close();
  await rm(root, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('a page whose data does not come within its time budget has its region rendered by the browser', async () => {
    // A back end that never answers the catalogue (the budget is what ends the wait).
    const silent = createServer((req, res) => {
      if (!req.url?.startsWith('/rest/')) res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slow = await createGateway({
      storeDir,
      shellDir: join(root, 'shell-dist'),
      api: { mode: 'proxy', url: `http://127.0.0.1:${(silent.address() as { port: number }).port}` },
      ssr: { budgetMs: 300, shellSource: 'checkout' },
    });
    try {
      await slow.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`http://127.0.0.1:${(slow.server.address() as { port: number }).port}/product/1?from=slow`);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).toContain('class="site-header"');
      expect(html).not.toContain('catalog-product__name');
      expect(html).toMatch(/"clientRegion":true/);
      // Without scripts nothing replaces the skeleton: the shopper is told, and offered the same address.
      const notice = /<noscript><p class="page-skeleton__no-script" data-testid="page-not-ready">([^<]*)(?:<!-- -->)? <a href="([^"]*)">([^<]*)<\/a><\/p><\/noscript>/.exec(html);
      expect(notice?.slice(1)).toEqual(['Cette page n&#x27;a pas pu être préparée à temps.', '/product/1?from=slow', 'Réessayer']);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    } finally {
      silent.closeAllConnections();
      silent.close();
      await slow.close();
    }
  }, 120_000);

  it('writes its own address into canonical and hreflang links, never a forged Host', async () => {
    const html = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(`${base}/product/1?from=forged-host`, { headers: { accept: 'text/html', host: 'attacker.example' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/product\/1" \/>/);
    expect(html).not.toContain('attacker.example');
  });

  it('a product page carries its name, price, availability and Product JSON-LD in the HTML', async () => {
    const { status, html, data } = await page('/product/1');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1 class="catalog-product__name">Tecno Spark Go 2024[^<]*<\/h1>/);
    expect(html).toMatch(/FCFA/);
    expect(html).toMatch(/data-testid="stock-status"[^>]*>[^<]*stock/i);
    const ld = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({ '@type': 'Product', name: expect.stringContaining('Tecno Spark Go 2024'), offers: { priceCurrency: 'XAF' } });
    // Head tags, and the data the browser hydrates with (so it does not fetch the product again).
    expect(html).toMatch(/<title data-page-title>Tecno Spark Go 2024[^<]*<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/product\/1" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/en\/product\/1" \/>/);
    expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/catalog\/product\/[^"]+" fetchpriority="high" \/>/);
    // What hydration waits for is asked for at once: the live version's entry and page chunk.
    // The browser never reads the version's manifest (the shell registers the entry).
    const version = await liveCatalogue();
    expect(html).not.toContain('mf-manifest.json');
    expect(html).toContain(`<link rel="preload" as="script" href="/remotes/mf-catalog/${version}/remoteEntry.js" />`);
    expect(html).toMatch(/<link rel="preload" as="script" href="\/remotes\/mf-catalog\/[^"/]+\/static\/js\/async\/__federation_expose_product(\.\w+)?\.js" \/>/);
    expect(data).toMatchObject({ remote: 'mf-catalog', page: 'product', version: await liveCatalogue(), locale: 'fr' });
    expect(data?.seed?.data).toMatchObject({ product: { id: 1 } });
  });

  it("the page loaders' reads ask the back end for uncompressed answers (they never leave this machine)", async () => {
    apiRequests.length = 0;
    const { html } = await page('/product/1?reads=identity');
    expect(html).toContain('catalog-product__name');
    // Only the product loader's catalogue reads: the gateway's own refresh of the campaign list
    // may land in the same moment and is not a page loader's read.
    const loaderReads = apiRequests.filter((r) => r.url.startsWith('/rest/'));
    expect(loaderReads.length).toBeGreaterThan(0);
    expect(loaderReads.filter((r) => r.acceptEncoding !== 'identity')).toEqual([]);
  });

  it('a crawler gets the same HTML as a shopper\'s browser', async () => {
    const browser = await productPageAs('Mozilla/5.0 (Linux; Android 13; TECNO KJ5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36');
    const crawler = await productPageAs('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(browser).toContain('catalog-product__name');
    expect(crawler).toBe(browser);
  });

  it('anonymous HTML is cacheable a short while, and revalidates to a 304', async () => {
    const res = await fetch(`${base}/product/1`, { headers: { 'accept-encoding': 'br, gzip' } });
    // Sent compressed (the not-found handler it comes from is not reached by the compress plugin).
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
    expect(res.headers.get('vary')).toMatch(/Accept-Language, Cookie/);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${base}/product/1`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    // Personal parts are the anonymous visitor's: they fill in after hydration.
    expect(await res.text()).toMatch(/data-testid="cart-badge"[^>]*>0</);
  });

  it("a signed-in shopper's page is the anonymous one, kept by no shared cache, rendered without the session", async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-mode': 'cookie' },
      body: JSON.stringify({ username: 'demo@boutique.cm', password: 'Demo1234!' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    expect(cookie).toMatch(/shop_session=/);
    const from = apiRequests.length;
    const mine = await fetch(`${base}/product/2`, { headers: { cookie } });
    const anonymous = await fetch(`${base}/product/2`);
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(anonymous.headers.get('cache-control')).toMatch(/^public, .*s-maxage=30/);
    // No personal part but the plain forms' anti-forgery value, the browser's own (its readable
    // cookie): otherwise the page a guest gets (the session fills in after hydration).
    const xsrf = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
    expect(xsrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mineHtml = await mine.text();
    const filled = `<input type="hidden" name="xsrf" value="${xsrf}"/>`;
    expect(mineHtml).toContain(filled);
    expect(mine.headers.get('etag')).toBeNull();
    expect(mineHtml.replaceAll(filled, '<input type="hidden" name="xsrf" value=""/>')).toBe(await anonymous.text());
    // The loaders' reads carried no session of this request, so no other request can see it.
    expect(apiRequests.slice(from).filter((r) => r.cookie !== undefined)).toEqual([]);
  });

  it('the English page is rendered in English', async () => {
    const { html } = await page('/en/product/1');
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en\/product\/1" \/>/);
  });

  it("a category page lists its first products", async () => {
    const { status, html } = await page('/category/12');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*class="catalog-page__title"[^>]*>Téléphones &amp; Tablettes<\/h1>/);
    const tiles = html.match(/class="catalog-tile"/g) ?? [];
    expect(tiles.length).toBeGreaterThan(0);
  });

  it("the product page's head links the catalogue's stylesheet for that page, so its first paint is styled", async () => {
    const { html } = await page('/product/1');
    const head = html.slice(0, html.indexOf('</head>'));
    const version = await liveCatalogue();
    const href = new RegExp(`<link rel="stylesheet" href="(/remotes/mf-catalog/${version!.replace(/\./g, '\\.')}/static/css/[^"]+\\.css)" />`).exec(head)?.[1];
    expect(href).toBeDefined();
    const css = await fetch(`${base}${href}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await css.text()).toContain('.catalog-product');
  });

  it('Save-Data: the page is rendered with the small pictures only, says so for hydration, and is cached apart', async () => {
    const normal = await page('/category/12');
    expect(normal.html).toMatch(/<img[^>]*srcSet="[^"]*\?w=160 160w/);
    expect(normal.data?.lowBandwidth).toBeUndefined();

    const res = await fetch(`${base}/category/12`, { headers: { accept: 'text/html', 'save-data': 'on' } });
    expect(res.headers.get('vary')).toMatch(/Save-Data/);
    const html = await res.text();
    const pictures = [...html.matchAll(/<img[^>]*src="(\/media\/catalog\/product\/[^"]+)"/g)].map((m) => m[1]);
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((src) => !src!.includes('w=160'))).toEqual([]);
    expect(html).not.toMatch(/srcSet=/i);
    expect(html).toMatch(/"lowBandwidth":true/);
    // The product page's full picture is not preloaded for a shopper saving data.
    const product = await (await fetch(`${base}/product/1`, { headers: { 'save-data': 'on' } })).text();
    expect(product).not.toMatch(/<link rel="preload" as="image" href="\/media\/catalog\/product\/[^"?]+" fetchpriority="high" \/>/);
    // The normal copy, cached before, is still the normal one.
    expect((await page('/category/12')).html).toMatch(/srcSet="[^"]*\?w=160 160w/);
  });

  it('an unknown product or category is a 404 with the shell and its "not found" page, and no validator', async () => {
    const product = await page('/product/inconnu-999999');
    expect(product.status).toBe(404);
    expect(product.html).toContain('Ce produit est introuvable');
    expect(product.data).toMatchObject({ remote: 'mf-catalog', page: 'product' });
    const res = await fetch(`${base}/category/999999`);
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
  });

  it("after a release, the next page's HTML comes from the new version, without a restart", async () => {
    const before = await liveCatalogue();
    const next = join(root, 'mf-catalog', 'next');
    await rm(next, { recursive: true, force: true });
    await cp(join(root, 'mf-catalog', 'dist'), next, { recursive: true });
    // The new version's home heading (its texts are in the node build's files).
    let changed = 0;
    for (const file of await readdir(join(next, 'server'))) {
      const source = await readFile(join(next, 'server', file), 'utf8');
      if (!source.includes('Nos meilleures offres')) continue;
      await writeFile(join(next, 'server', file), source.replaceAll('Nos meilleures offres', 'Les offres de la nouvelle version'));
      changed++;
    }
    expect(changed).toBeGreaterThan(0);
    const version = await release({ storeDir, rootDir: root, run: copyNext, ...quiet }, 'mf-catalog', { force: true });
    expect(version).not.toBe(before);

    const { html, data } = await page('/');
    expect(data?.version).toBe(version);
    expect(html).toContain('Les offres de la nouvelle version');
    expect(html).not.toContain('Nos meilleures offres');
  }, 120_000);

  it('during a canary each cohort gets its own version\'s texts, however the two versions\' requests interleave', async () => {
    const live = await liveCatalogue();
    const next = join(root, 'mf-catalog', 'next');
    for (const file of await readdir(join(next, 'server'))) {
      const source = await readFile(join(next, 'server', file), 'utf8');
      if (source.includes('Les offres de la nouvelle version')) {
        await writeFile(join(next, 'server', file), source.replaceAll('Les offres de la nouvelle version', 'Les offres du canari'));
      }
    }
    const canary = await release({ storeDir, rootDir: root, run: copyNext, ...quiet }, 'mf-catalog', { force: true, canary: 50 });
    expect(canary).not.toBe(live);
    try {
      // Distinct URLs: each is rendered, none is served from the page cache.
      const cohorts = Array.from({ length: 8 }, (_, n) => (n % 2 === 0 ? 10 : 80));
      const pages = await Promise.all(
        cohorts.map(async (cohort, n) => {
          const res = await fetch(`${base}/?turn=${n}`, { headers: { accept: 'text/html', cookie: `shop_cohort=${cohort}` } });
          return { cohort, html: await res.text() };
        }),
      );
      for (const { cohort, html } of pages) {
        expect(html).toContain(cohort < 50 ? 'Les offres du canari' : 'Les offres de la nouvelle version');
        expect(html).not.toContain(cohort < 50 ? 'Les offres de la nouvelle version' : 'Les offres du canari');
        expect(html).toContain(`"version":"${cohort < 50 ? canary : live}"`);
      }
    } finally {
      await rollback({ storeDir, ...quiet }, 'mf-catalog');
    }
    // The live version, loaded again after the canary's, renders with its own texts again.
    const { html } = await page('/?after-canary');
    expect(html).toContain('Les offres de la nouvelle version');
    expect(html).not.toContain('Les offres du canari');
  }, 120_000);

  it('a remote whose server bundle throws still yields a 200 page with the shell, its region left to the browser', async () => {
    const next = join(root, 'mf-catalog', 'next');
    await writeFile(join(next, 'server', 'remoteEntry.js'), "throw new Error('broken server bundle');\n");
    const version = await release({ storeDir, rootDir: root, run: copyNext, ...quiet }, 'mf-catalog', { force: true });

    const { status, html, data } = await page('/product/1');
    expect(status).toBe(200);
    expect(html).toContain('class="site-header"');
    expect(html).toContain('data-remote="mf-catalog"');
    expect(html).not.toContain('catalog-product__name');
    expect(data).toMatchObject({ version, clientRegion: true });
  }, 120_000);
});
