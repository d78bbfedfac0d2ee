import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@shop/shared/contracts/routes';
import { LOCALES, type Locale } from '@shop/shared/contracts/locales';
import { loopbackOrigin, publicOrigin } from './public-origin.ts';

/**
 * `/sitemap.xml`: categories, products and static pages in both languages, each
 * with its fr / en / x-default alternates. Crawlers need real XML, so the gateway answers it
 * rather than the shell's single-page app. Data comes from the store's own catalogue API and
 * from the remotes' route tables in the runtime manifest; the catalogue part is kept for an hour.
 */

export { LOCALES };
const TTL_MS = 60 * 60 * 1000;
const PAGE_SIZE = 300;
/** Sitemaps stop at 50,000 URLs; each page appears once per language. */
const MAX_PAGES = 24_000;

/** Transactional, personal, operational and webview duplicates: nothing for a search engine. */
const NOT_INDEXED = new Set(['/cart', '/checkout', '/thankyou', '/login', '/signup', '/password-reset', '/login-old', '/signup-old', '/healthcheck', '/gtm', '/delete-account', '/search', '/sitemap.xml']);
const NOT_INDEXED_PREFIXES = ['/mobile/', '/customer', '/not-needed'];

export interface SitemapPage {
  /** Path without locale prefix, e.g. `/product/tecno-spark-1`. */
  path: string;
  /** W3C date (YYYY-MM-DD), when known. */
  lastmod?: string;
}

/** Route-table pages a crawler may index: no parameters, no login, not on the exclusion lists. */
export function staticPages(routes: readonly RouteDef[]): SitemapPage[] {
  const paths = new Set<string>();
  for (const route of routes) {
    const path = route.path.startsWith('/') ? route.path : `/${route.path}`;
    if (route.auth || /[:*]/.test(path) || NOT_INDEXED.has(path) || NOT_INDEXED_PREFIXES.some((p) => path.startsWith(p))) continue;
    paths.add(path);
  }
  return [...paths].toSorted().map((path) => ({ path }));
}

interface CustomAttribute {
  attribute_code: string;
  value: unknown;
}

function attribute(item: { custom_attributes?: CustomAttribute[] }, code: string): string | undefined {
  const value = item.custom_attributes?.find((a) => a.attribute_code === code)?.value;
  return typeof value === 'string' && value ? value : undefined;
}

function day(timestamp: unknown): string | undefined {
  return typeof timestamp === 'string' && /^\d{4}-\d{2}-\d{2}/.test(timestamp) ? timestamp.slice(0, 10) : undefined;
}

/** Active categories below the default root, as the storefront links them (`/category/{slug}`). */
export function categoryPages(items: readonly { id: number; is_active?: boolean; level?: number; updated_at?: string; custom_attributes?: CustomAttribute[] }[]): SitemapPage[] {
  return items
    .filter((c) => c.is_active !== false && (c.level ?? 2) >= 2)
    .map((c) => {
      const urlKey = attribute(c, 'url_key');
      const lastmod = day(c.updated_at);
      return { path: urlKey ? `/category/${encodeURIComponent(urlKey)}-${c.id}` : `/category/${c.id}`, ...(lastmod ? { lastmod } : {}) };
    });
}

/** Visible, enabled products as the storefront links them (`/product/{url_key}-{id}`). */
export function productPages(items: readonly { id: number; status?: number; visibility?: number; updated_at?: string; custom_attributes?: CustomAttribute[] }[]): SitemapPage[] {
  return items
    .filter((p) => (p.status ?? 1) === 1 && (p.visibility === undefined || p.visibility === 2 || p.visibility === 4))
    .map((p) => {
      const urlKey = attribute(p, 'url_key');
      const lastmod = day(p.updated_at);
      return { path: urlKey ? `/product/${encodeURIComponent(urlKey)}-${p.id}` : `/product/${p.id}`, ...(lastmod ? { lastmod } : {}) };
    });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);
}

function localised(path: string, locale: Locale): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** One `<url>` per page and language, each listing every language version and the default. */
export function sitemapXml(baseUrl: string, pages: readonly SitemapPage[]): string {
  const base = baseUrl.replace(/\/+$/, '');
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const page of pages.slice(0, MAX_PAGES)) {
    const alternates = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(base + localised(page.path, locale))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + page.path)}"/>`,
    ].join('');
    for (const locale of LOCALES) {
      const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
      lines.push(`<url><loc>${escapeXml(base + localised(page.path, locale))}</loc>${lastmod}${alternates}</url>`);
    }
  }
  lines.push('</urlset>');
  return `${lines.join('\n')}\n`;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Every item of a Magento list endpoint, page by page (the API caps a page at 300). */
async function allItems<T>(url: string, filters: string[]): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; items.length < MAX_PAGES; page++) {
    const query = [...filters, `searchCriteria[pageSize]=${PAGE_SIZE}`, `searchCriteria[currentPage]=${page}`].join('&');
    const body = await getJson<{ items: T[]; total_count: number }>(`${url}?${query}`);
    items.push(...body.items);
    if (body.items.length < PAGE_SIZE || items.length >= body.total_count) break;
  }
  return items;
}

async function catalogPages(origin: string): Promise<SitemapPage[]> {
  // Only the fields a sitemap needs: a full product is kilobytes, thousands of times.
  const categories = await allItems<Parameters<typeof categoryPages>[0][number]>(`${origin}/rest/fr/V1/categories/list`, [
    'fields=items[id,level,is_active,updated_at,custom_attributes],total_count',
  ]);
  const products = await allItems<Parameters<typeof productPages>[0][number]>(`${origin}/rest/fr/V1/products`, [
    'searchCriteria[filter_groups][0][filters][0][field]=status',
    'searchCriteria[filter_groups][0][filters][0][value]=1',
    'searchCriteria[filter_groups][1][filters][0][field]=visibility',
    'searchCriteria[filter_groups][1][filters][0][value]=2,4',
    'searchCriteria[filter_groups][1][filters][0][condition_type]=in',
    'fields=items[id,status,visibility,updated_at,custom_attributes],total_count',
  ]);
  return [...categoryPages(categories), ...productPages(products)];
}

export interface SitemapOptions {
  /** The remotes' route tables, as the runtime manifest serves them now. */
  routes: () => Promise<RouteDef[]>;
  /**
   * Public origin for `<loc>` (e.g. `https://www.shop.cm`); default: `SITE_URL`, else (a store
   * not yet given its address) the gateway's own listening address.
   */
  siteUrl?: string;
}

export function registerSitemap(app: FastifyInstance, options: SitemapOptions): void {
  let cached: { at: number; pages: Promise<SitemapPage[]> } | null = null;

  // Only the catalogue is kept for the hour: the route tables are read on every request, so a
  // page whose window opens or ends (a seasonal remote, a campaign) is listed exactly while it is served.
  const catalog = (): Promise<SitemapPage[]> => {
    if (cached && Date.now() - cached.at < TTL_MS) return cached.pages;
    const attempt = catalogPages(loopbackOrigin(app));
    const entry = { at: Date.now(), pages: attempt };
    cached = entry;
    // A failed build is not kept: the next crawler visit tries again.
    attempt.catch(() => {
      if (cached === entry) cached = null;
    });
    return attempt;
  };

  // Never the request's Host: the sitemap is cached for an hour (here and by any shared cache),
  // so one request with a forged Host would point every crawler at another site.
  const base = (): string => options.siteUrl?.replace(/\/+$/, '') || publicOrigin(app);

  app.get('/sitemap.xml', async (request, reply) => {
    try {
      const [routes, products] = await Promise.all([options.routes(), catalog()]);
      const xml = sitemapXml(base(), [...staticPages(routes), ...products]);
      return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
    } catch (error) {
      request.log.error({ err: error }, 'sitemap build failed');
      return reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', '60').type('text/plain; charset=utf-8').send('Sitemap temporarily unavailable');
    }
  });
}
