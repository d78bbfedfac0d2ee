import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categoryPages, productPages, registerSitemap, sitemapXml, staticPages } from './sitemap.ts';
import type { RouteDef } from '@shop/shared/contracts/routes';

describe('staticPages', () => {
  it('keeps parameterless public pages, drops login-only, transactional, webview and parameter routes', () => {
    const pages = staticPages([
      { path: '/', page: 'home' },
      { path: '/centre-daide', page: 'help' },
      { path: '/centre-daide/:topic', page: 'topic' },
      { path: '/customer', page: 'account', auth: true },
      { path: '/customer/orders', page: 'orders', auth: true },
      { path: '/cart', page: 'cart' },
      { path: '/mobile/pages/centre-daide', page: 'mobile-help', layout: 'webview' },
      { path: '/centre-daide', page: 'duplicate' },
    ]);
    expect(pages).toEqual([{ path: '/' }, { path: '/centre-daide' }]);
  });
});

describe('catalogue pages', () => {
  it('links categories and products as the storefront does, with their last change', () => {
    expect(
      categoryPages([
        { id: 1, level: 0, custom_attributes: [{ attribute_code: 'url_key', value: 'racine' }] },
        { id: 12, level: 2, updated_at: '2025-01-02 10:00:00', custom_attributes: [{ attribute_code: 'url_key', value: 'telephones-tablettes' }] },
        { id: 13, level: 3, is_active: false },
        { id: 14, level: 3 },
      ]),
    ).toEqual([{ path: '/category/telephones-tablettes-12', lastmod: '2025-01-02' }, { path: '/category/14' }]);
    expect(
      productPages([
        { id: 1, status: 1, visibility: 4, updated_at: '2025-07-31 18:20:45', custom_attributes: [{ attribute_code: 'url_key', value: 'tecno-spark' }] },
        { id: 2, status: 2, visibility: 4 },
        { id: 3, status: 1, visibility: 1 },
      ]),
    ).toEqual([{ path: '/product/tecno-spark-1', lastmod: '2025-07-31' }]);
  });
});

describe('sitemapXml', () => {
  it('lists each page in fr and en with hreflang alternates and escapes URLs', () => {
    const xml = sitemapXml('https://shop.cm/', [{ path: '/', lastmod: '2025-01-01' }, { path: '/product/a&b-1' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain('<url><loc>https://shop.cm/fr</loc><lastmod>2025-01-01</lastmod><xhtml:link rel="alternate" hreflang="fr" href="https://shop.cm/fr"/><xhtml:link rel="alternate" hreflang="en" href="https://shop.cm/en"/><xhtml:link rel="alternate" hreflang="x-default" href="https://shop.cm/"/></url>');
    expect(xml).toContain('<loc>https://shop.cm/en/product/a&amp;b-1</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });
});

describe('GET /sitemap.xml', () => {
  const app = Fastify();
  let base = '';
  let productCalls = 0;
  let served: RouteDef[] = [{ path: '/', page: 'home' }, { path: '/customer', page: 'c', auth: true }];

  beforeAll(async () => {
    app.get('/rest/fr/V1/categories/list', async (request) => {
      // The real API refuses pages above 300.
      expect((request.query as Record<string, string>)['searchCriteria[pageSize]']).toBe('300');
      return { items: [{ id: 12, level: 2, is_active: true, custom_attributes: [{ attribute_code: 'url_key', value: 'telephones' }] }], total_count: 1 };
    });
    app.get('/rest/fr/V1/products', async (request) => {
      productCalls++;
      const page = Number((request.query as Record<string, string>)['searchCriteria[currentPage]']);
      const all = Array.from({ length: 450 }, (_, i) => ({ id: i + 1, status: 1, visibility: 4, custom_attributes: [{ attribute_code: 'url_key', value: `p${i + 1}` }] }));
      return { items: all.slice((page - 1) * 300, page * 300), total_count: all.length };
    });
    registerSitemap(app, { routes: async () => served, siteUrl: 'https://www.shop.cm' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => app.close());

  it('answers XML with the static, category and every product page, reading the catalogue page by page, once', async () => {
    const res = await fetch(`${base}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<loc>https://www.shop.cm/fr</loc>');
    expect(xml).toContain('<loc>https://www.shop.cm/en/category/telephones-12</loc>');
    expect(xml).toContain('<loc>https://www.shop.cm/fr/product/p450-450</loc>');
    expect(xml).not.toContain('/customer');
    expect(xml.match(/<url>/g)).toHaveLength((1 + 1 + 450) * 2);
    expect(productCalls).toBe(2);
    await fetch(`${base}/sitemap.xml`);
    expect(productCalls).toBe(2);
  });

  it('lists a page exactly while the manifest serves it, with the catalogue still kept', async () => {
    served = [...served, { path: '/ramadan-2027', page: 'season' }];
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain('<loc>https://www.shop.cm/fr/ramadan-2027</loc>');
    served = served.filter((r) => r.path !== '/ramadan-2027');
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(xml).not.toContain('ramadan-2027');
    expect(xml).toContain('<loc>https://www.shop.cm/fr/product/p450-450</loc>');
    expect(productCalls).toBe(2);
  });
});

describe('GET /sitemap.xml without a configured address', () => {
  const app = Fastify();

  beforeAll(async () => {
    vi.stubEnv('SITE_URL', '');
    app.get('/rest/fr/V1/categories/list', async () => ({ items: [], total_count: 0 }));
    app.get('/rest/fr/V1/products', async () => ({ items: [{ id: 7, status: 1, visibility: 4, custom_attributes: [{ attribute_code: 'url_key', value: 'p7' }] }], total_count: 1 }));
    registerSitemap(app, { routes: async () => [{ path: '/', page: 'home' }] });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await app.close();
  });

  it('never takes its address from a forged Host', async () => {
    const forged = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain('evil.example');
    const address = app.server.address();
    expect(forged.body).toContain(`<loc>http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/fr/product/p7-7</loc>`);
  });

  it('uses SITE_URL when it is set', async () => {
    vi.stubEnv('SITE_URL', 'https://www.shop.cm');
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(res.body).toContain('<loc>https://www.shop.cm/fr/product/p7-7</loc>');
    expect(res.body).not.toContain('evil.example');
  });
});
