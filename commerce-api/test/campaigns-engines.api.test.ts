import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { addProduct, call } from './support/commerce.ts';
import { dataAccess } from '../src/repositories.ts';
import { seedCampaignsOnce } from '../src/campaigns/seed.ts';

/**
 * Campaign pages, the editor's checks and pickers, and the demo seed, with data arranged through
 * `api.store`: the file runs on PostgreSQL too (`pnpm test:api:pg`), where brands and flags are
 * read from the products' JSON attributes as on SQLite and LIKE must ignore case as SQLite's does.
 */
const TOKEN = 'campaign-engines-test-credential-0123456789';
process.env['CAMPAIGN_ADMIN_TOKEN'] = TOKEN;
afterAll(() => {
  delete process.env['CAMPAIGN_ADMIN_TOKEN'];
});

const DAY = 86_400_000;
const now = new Date('2026-11-24T10:00:00.000Z');
const api = useTestServer({ now: () => now });
const iso = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
const admin = (method: string, path: string, body?: unknown) => call(api.server, method, path, { token: TOKEN, ...(body === undefined ? {} : { body }) });

const BRAND = `Kribitel${process.pid}`;

function campaign(slug: string, selection: Record<string, unknown>) {
  return {
    slug,
    state: 'scheduled',
    title: { fr: 'Semaine Kribitel', en: 'Kribitel week' },
    colors: { background: '#1428a0', text: '#ffffff', accent: '#8ab4ff' },
    starts_at: iso(-1),
    ends_at: iso(6),
    selection,
    sort: { field: 'price', direction: 'asc' },
  };
}

describe('campaigns on either engine', () => {
  it('selects by brand (case ignored) and flag, sees a new product at once, and edits and removes the page', async () => {
    const a = await addProduct(api.store, { price: 10_000, attributes: { marque: BRAND } });
    const b = await addProduct(api.store, { price: 20_000, attributes: { marque: BRAND.toLowerCase(), is_black_friday: '1' } });
    await addProduct(api.store, { price: 5_000, attributes: { marque: 'Autre', is_black_friday: '1' } });

    const created = await admin('POST', '/api/admin/campaigns', campaign('kribitel-days', { brands: [BRAND.toUpperCase()] }));
    expect(created.status).toBe(201);
    const page = await call(api.server, 'GET', '/api/campaigns/kribitel-days');
    expect(page.status).toBe(200);
    expect(page.body.products.items.map((p: { sku: string }) => p.sku)).toEqual([a.sku, b.sku]);

    const count = await admin('POST', '/api/admin/campaign-count', { selection: { brands: [BRAND], flags: ['is_black_friday'] } });
    expect(count.body).toEqual({ count: 1 });

    // The node's copy of the catalogue follows the catalogue's version: a new product shows on the next read.
    const c = await addProduct(api.store, { price: 15_000, attributes: { marque: BRAND } });
    const again = await call(api.server, 'GET', '/api/campaigns/kribitel-days');
    expect(again.body.products.items.map((p: { sku: string }) => p.sku)).toEqual([a.sku, c.sku, b.sku]);

    const edited = await admin('PATCH', '/api/admin/campaigns/kribitel-days', { title: { fr: 'Jours Kribitel', en: 'Kribitel days' } });
    expect(edited.status).toBe(200);
    expect(edited.body.title.fr).toBe('Jours Kribitel');
    // Slugs ignore case on both engines.
    expect((await admin('GET', '/api/admin/campaigns/KRIBITEL-DAYS')).body.slug).toBe('kribitel-days');
    expect((await admin('POST', '/api/admin/campaigns', campaign('Kribitel-Days', { brands: [BRAND] }))).status).toBe(409);
    expect((await admin('DELETE', '/api/admin/campaigns/kribitel-days')).body).toEqual({ deleted: 'kribitel-days' });
    expect((await call(api.server, 'GET', '/api/campaigns/kribitel-days')).status).toBe(404);
  });

  it('refuses a brand or sku the catalogue does not have, and finds products by any case of their sku', async () => {
    const refused = await admin('POST', '/api/admin/campaigns', campaign('nulle-part', { brands: ['Nowhere-brand'] }));
    expect(refused.status).toBe(400);
    expect(refused.body.parameters).toMatchObject({ field: 'selection.brands', value: 'Nowhere-brand' });
    const product = await addProduct(api.store, { sku: `Cmp-Engine-${process.pid}`, attributes: { marque: BRAND } });
    expect((await admin('POST', '/api/admin/campaigns', campaign('skus', { skus: [product.sku, 'NO-SUCH-SKU'] }))).body.parameters).toMatchObject({ value: 'NO-SUCH-SKU' });
    const found = await admin('GET', `/api/admin/campaign-products?q=${encodeURIComponent(product.sku.toLowerCase())}`);
    expect(found.body.items.map((p: { sku: string }) => p.sku)).toEqual([product.sku]);
    // `_` is a wildcard to LIKE: taken literally, it matches nothing here.
    expect((await admin('GET', '/api/admin/campaign-products?q=cmp_engine')).body.items).toEqual([]);
    const choices = await admin('GET', '/api/admin/campaign-choices');
    expect(choices.body.brands.find((brand: { name: string }) => brand.name.toLowerCase() === BRAND.toLowerCase())?.count).toBeGreaterThanOrEqual(1);
  });

  it('seeds each demo set once when two nodes start together', async () => {
    const access = dataAccess(api.store);
    await Promise.all([seedCampaignsOnce(access, now), seedCampaignsOnce(access, now)]);
    const sets = await api.store.db.selectFrom('campaign_seeds').select('name').execute();
    expect(sets.map((s) => s.name).toSorted()).toEqual(['brand-shops', 'campaigns', 'crazy-hours']);
    expect((await admin('GET', '/api/admin/campaigns')).body.items.some((c: { slug: string }) => c.slug === 'black-friday')).toBe(true);
  });
});
