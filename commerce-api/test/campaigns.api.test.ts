import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngine, useTestServer } from './support/server.ts';
import { campaignAdminToken, shareCampaignAdminSettings } from './support/campaign-admin.ts';
import { call, expectClientError, HOSTILE_VALUES, productsWithAttributes, snapshotOf } from './support/commerce.ts';

const DAY = 86_400_000;
// The server's clock: the tests move it to walk a campaign through its states.
let now = new Date('2026-11-24T10:00:00.000Z');
let token: string;

shareCampaignAdminSettings();
const api = useTestServer({ now: () => now });
beforeAll(async () => {
  token = campaignAdminToken(api.server);
});

const iso = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

function draft(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    slug,
    title: { fr: 'Rentrée scolaire', en: 'Back to school' },
    text: { fr: 'Cartables, cahiers et tablettes.', en: 'Schoolbags, notebooks and tablets.' },
    colors: { background: '#0B7FAB', text: '#ffffff', accent: '#ffe066' },
    starts_at: iso(1),
    ends_at: iso(3),
    selection: { categories: [75, 14] },
    sort: { field: 'price', direction: 'asc' },
    ...overrides,
  };
}

describe('seeded campaigns', () => {
  it('lists the pages that exist now, each with its state', async () => {
    const res = await call(api.server, 'GET', '/api/campaigns?locale=en');
    expect(res.status).toBe(200);
    const bySlug = new Map(res.body.items.map((c: { slug: string }) => [c.slug, c]));
    expect(bySlug.get('black-friday')).toMatchObject({ status: 'in_progress', title: 'Black Friday' });
    expect(bySlug.get('black-friday/brand-days')).toMatchObject({ status: 'in_progress' });
    expect(bySlug.get('les-fetes-en-folie')).toMatchObject({ status: 'programmed', title: 'Festive madness' });
    expect(bySlug.get('ramadan')).toMatchObject({ status: 'ended' });
    expect(bySlug.get('vente-flash')).toMatchObject({ status: 'in_progress' });
  });

  it('serves a running campaign with products from its selection only', async () => {
    const res = await call(api.server, 'GET', '/api/campaigns/black-friday');
    expect(res.status).toBe(200);
    expect(res.body.campaign).toMatchObject({ slug: 'black-friday', status: 'in_progress', title: 'Black Friday', children: expect.arrayContaining([expect.objectContaining({ slug: 'black-friday/crazy-days' })]) });
    const items = res.body.products.items as { sku: string; percent_off: number }[];
    expect(items.length).toBe(24);
    expect(res.body.products.total_count).toBeGreaterThan(24);
    const flagged = (await productsWithAttributes(api.store)).filter((p) => p.attributes['is_black_friday'] === '1').map((p) => p.sku);
    for (const item of items) expect(flagged).toContain(item.sku);
    // The campaign's sort: biggest discount first.
    expect(items.map((i) => i.percent_off)).toEqual(items.map((i) => i.percent_off).toSorted((a, b) => b - a));
    const page2 = await call(api.server, 'GET', '/api/campaigns/black-friday?page=2');
    expect(page2.body.products.items.map((i: { sku: string }) => i.sku)).not.toContain(items[0]!.sku);
  });

  it('keeps the festival within its discount cap and a child page within its brands', async () => {
    const festival = await call(api.server, 'GET', '/api/campaigns/les-fetes-en-folie?locale=en');
    expect(festival.body.campaign).toMatchObject({ status: 'programmed', max_percent_off: 80 });
    expect(festival.body.products.total_count).toBeGreaterThan(0);
    for (const item of festival.body.products.items) expect(item.percent_off).toBeLessThanOrEqual(80);
    const brandDays = await call(api.server, 'GET', '/api/campaigns/black-friday/brand-days');
    expect(brandDays.body.campaign.parent).toMatchObject({ slug: 'black-friday' });
    const brands = new Map((await productsWithAttributes(api.store)).map((p) => [p.sku, p.attributes['marque']]));
    for (const item of brandDays.body.products.items) expect(['Samsung', 'LG', 'Hisense', 'Tecno', 'Infinix', 'Xiaomi']).toContain(brands.get(item.sku));
  });

  it('states the flash-sale rule and the units left', async () => {
    const res = await call(api.server, 'GET', '/api/campaigns/vente-flash');
    expect(res.body.campaign.one_item_per_customer).toBe(true);
    const running = res.body.products.items.filter((i: { flash_sale?: unknown }) => i.flash_sale);
    expect(running.length).toBeGreaterThan(0);
    for (const item of running) expect(item.flash_sale).toEqual({ qty_left: expect.any(Number), ends_at: expect.any(String) });
  });

  it('shows an ended campaign without its products, and answers slugs case-insensitively', async () => {
    const ramadan = await call(api.server, 'GET', '/api/campaigns/ramadan');
    expect(ramadan.body.campaign.status).toBe('ended');
    expect(ramadan.body.products).toBeNull();
    const clearance = await call(api.server, 'GET', '/api/campaigns/destockage');
    expect(clearance.body.campaign.slug).toBe('Destockage');
    for (const item of clearance.body.products.items) expect(item.special_price ?? item.price).toBeLessThanOrEqual(30000);
  });

  it('answers 404 with a message for an unknown slug and 400 for a bad page', async () => {
    const missing = await call(api.server, 'GET', '/api/campaigns/soldes-imaginaires?locale=en');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The promotion page "%slug" does not exist.');
    for (const path of ['/api/campaigns/a/b/c', "/api/campaigns/x'%20OR%201=1", '/api/campaigns/api']) expect((await call(api.server, 'GET', path)).status).toBe(404);
    expectClientError(await call(api.server, 'GET', '/api/campaigns/%ZZ'));
    for (const page of ['0', '-1', 'abc', '1e9', '9999999']) expectClientError(await call(api.server, 'GET', `/api/campaigns/black-friday?page=${page}`));
  });
});

describe('brand shops', () => {
  it('serve the brand with its categories, best sellers and the shopper\'s sort and category filter', async () => {
    const shop = await call(api.server, 'GET', '/api/campaigns/samsung-officiel?locale=en');
    expect(shop.body.campaign).toMatchObject({ kind: 'brand', title: 'Samsung official store', status: 'in_progress' });
    const { products } = shop.body;
    const brandOf = new Map((await productsWithAttributes(api.store)).map((p) => [p.sku, p.attributes['marque']]));
    for (const item of [...products.items, ...products.best_sellers]) expect(brandOf.get(item.sku)).toBe('Samsung');
    expect(products.best_sellers).toHaveLength(4);
    expect(products.categories.length).toBeGreaterThan(1);
    const category = products.categories[0];

    const filtered = await call(api.server, 'GET', `/api/campaigns/samsung-officiel?category=${category.id}&sort=price&dir=asc`);
    expect(filtered.body.products.total_count).toBe(category.count);
    expect(filtered.body.products.sort).toEqual({ field: 'price', direction: 'asc' });
    const prices = filtered.body.products.items.map((i: { price: number; special_price: number | null }) => i.special_price ?? i.price);
    expect(prices).toEqual(prices.toSorted((a: number, b: number) => a - b));
    const inCategory = new Set(
      (await api.store.db.selectFrom('product_categories as pc').innerJoin('products as p', 'p.id', 'pc.product_id').select('p.sku').where('pc.category_id', '=', category.id).execute()).map((r) => r.sku),
    );
    expect(filtered.body.products.items.length).toBeGreaterThan(0);
    for (const item of filtered.body.products.items) expect(inCategory.has(item.sku)).toBe(true);

    for (const query of ['sort=random', 'sort=price&dir=up', 'category=abc', 'category=0', 'category=-4']) {
      expectClientError(await call(api.server, 'GET', `/api/campaigns/samsung-officiel?${query}`));
    }
  });

  it.each(['xiaomi', 'infinix', 'tecno-shop', 'lg-boutique-officielle'])('%s is a brand shop with products', async (slug) => {
    const res = await call(api.server, 'GET', `/api/campaigns/${slug}`);
    expect(res.body.campaign.kind).toBe('brand');
    expect(res.body.products.total_count).toBeGreaterThan(10);
  });
});

describe('crazy hours', () => {
  it('offer the selection only during their hour-long windows, counting down to the next one otherwise', async () => {
    const start = now;
    try {
      // 12:30 in Douala: inside the noon crazy hour.
      now = new Date(`${start.toISOString().slice(0, 10)}T11:30:00.000Z`);
      const inside = (await call(api.server, 'GET', '/api/campaigns/black-friday/crazy-hours')).body.campaign;
      expect(inside.crazy_hours).toMatchObject({ hours: [12, 19], current: { ends_at: expect.stringMatching(/T12:00:00.000Z$/) }, next: { starts_at: expect.stringMatching(/T18:00:00.000Z$/) } });
      expect(inside.on_offer).toBe(true);
      // 15:00 in Douala: between two crazy hours.
      now = new Date(`${start.toISOString().slice(0, 10)}T14:00:00.000Z`);
      const between = (await call(api.server, 'GET', '/api/campaigns/black-friday/crazy-hours')).body.campaign;
      expect(between).toMatchObject({ status: 'in_progress', on_offer: false, crazy_hours: { current: null, next: { starts_at: expect.stringMatching(/T18:00:00.000Z$/) } } });
    } finally {
      now = start;
    }
  });
});

describe('admin credential', () => {
  // A file beside the database file: on PostgreSQL there is none, the credential is CAMPAIGN_ADMIN_TOKEN.
  it.skipIf(testEngine === 'postgres')('is generated on the server, readable by its owner only', () => {
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(statSync(join(dirname(api.server.dbPath), 'campaign-admin.token')).mode & 0o077).toBe(0);
  });

  it('is required for every admin call', async () => {
    const before = await snapshotOf(api.store);
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/admin/campaigns'],
      ['POST', '/api/admin/campaigns', draft('sans-identifiant')],
      ['PATCH', '/api/admin/campaigns/black-friday', { title: { fr: 'Piraté', en: 'Hacked' } }],
      ['DELETE', '/api/admin/campaigns/black-friday'],
    ];
    for (const [method, path, body] of attempts) {
      for (const auth of [undefined, 'Bearer wrong-token', `Basic ${token}`, `Bearer ${token}x`]) {
        const res = await call(api.server, method, path, { body, headers: auth ? { authorization: auth } : {} });
        expect(res.status).toBe(401);
        expect(res.body.message).toContain('administration');
      }
    }
    expect(await snapshotOf(api.store)).toBe(before);
  });
});

const admin = (method: string, path: string, body?: unknown) => call(api.server, method, path, { token, ...(body === undefined ? {} : { body }) });

describe('campaign CRUD with the credential', () => {
  it('creates, edits, schedules and removes a campaign, and the public page follows', async () => {
    const created = await admin('POST', '/api/admin/campaigns', draft('rentree-scolaire'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'rentree-scolaire', status: 'programmed', colors: { background: '#0b7fab' } });
    expect((await admin('POST', '/api/admin/campaigns', draft('Rentree-Scolaire'))).status).toBe(409);

    const page = await call(api.server, 'GET', '/api/campaigns/rentree-scolaire?locale=en');
    expect(page.body.campaign).toMatchObject({ title: 'Back to school', status: 'programmed' });
    expect(page.body.products.total_count).toBeGreaterThan(0);

    const edited = await admin('PATCH', '/api/admin/campaigns/rentree-scolaire', { title: { fr: 'La rentrée', en: 'Back to school 2027' } });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toEqual({ fr: 'La rentrée', en: 'Back to school 2027' });

    const scheduled = await admin('PATCH', '/api/admin/campaigns/rentree-scolaire', { starts_at: iso(-1), ends_at: iso(2) });
    expect(scheduled.body.status).toBe('in_progress');
    expect((await call(api.server, 'GET', '/api/campaigns/rentree-scolaire')).body.campaign).toMatchObject({ title: 'La rentrée', status: 'in_progress' });

    expect((await admin('DELETE', '/api/admin/campaigns/rentree-scolaire')).body).toEqual({ deleted: 'rentree-scolaire' });
    expect((await call(api.server, 'GET', '/api/campaigns/rentree-scolaire')).status).toBe(404);
    expect((await admin('DELETE', '/api/admin/campaigns/rentree-scolaire')).status).toBe(404);
  });

  it('walks a campaign from programmed to in progress to ended by its dates, then removes its page', async () => {
    const start = now;
    try {
      await admin('POST', '/api/admin/campaigns', draft('crazy-hours', { starts_at: iso(1), ends_at: iso(2), selection: { flags: ['is_crazy_hours'] } }));
      const state = async () => (await call(api.server, 'GET', '/api/campaigns/crazy-hours')).body;
      expect((await state()).campaign.status).toBe('programmed');
      now = new Date(start.getTime() + 1.5 * DAY);
      expect((await state()).campaign.status).toBe('in_progress');
      expect((await state()).products.total_count).toBeGreaterThan(0);
      now = new Date(start.getTime() + 2.5 * DAY);
      expect((await state()).campaign.status).toBe('ended');
      expect((await state()).products).toBeNull();
      now = new Date(start.getTime() + 10 * DAY);
      expect((await call(api.server, 'GET', '/api/campaigns/crazy-hours')).status).toBe(404);
      const list = await call(api.server, 'GET', '/api/campaigns');
      expect(list.body.items.map((c: { slug: string }) => c.slug)).not.toContain('crazy-hours');
    } finally {
      now = start;
      await admin('DELETE', '/api/admin/campaigns/crazy-hours');
    }
  });

  it('rejects invalid and hostile campaigns with a message, writing nothing', async () => {
    const before = await snapshotOf(api.store);
    const bodies: unknown[] = [
      {},
      draft('a/b/c'),
      draft('api'),
      draft('mobile/pages'),
      draft('black-friday'),
      draft('ok-slug', { title: { fr: '', en: 'x' } }),
      draft('ok-slug', { colors: { background: 'red', text: '#ffffff', accent: '#ffffff' } }),
      draft('ok-slug', { starts_at: '2026-11-30', ends_at: iso(3) }),
      draft('ok-slug', { starts_at: iso(3), ends_at: iso(1) }),
      draft('ok-slug', { selection: {} }),
      draft('ok-slug', { selection: { max_percent_off: 80 } }),
      draft('ok-slug', { selection: { flags: ['is_free_beer'] } }),
      draft('ok-slug', { selection: { categories: [0] } }),
      draft('ok-slug', { selection: { flags: ['is_crazy_hours'], hours: [25] } }),
      draft('ok-slug', { sort: { field: 'random', direction: 'asc' } }),
      draft('ok-slug', { kind: 'shop' }),
      draft('ok-slug', { hero_image: 'javascript:alert(1)' }),
      draft('ok-slug', { hero_image: 'http://tracker.example/x.png' }),
      draft('ok-slug', { extra: true }),
      ...HOSTILE_VALUES.map((value) => draft('ok-slug', { slug: value })),
      ...HOSTILE_VALUES.map((value) => draft('ok-slug', { title: value })),
      ...HOSTILE_VALUES.map((value) => draft('ok-slug', { selection: value })),
      ...HOSTILE_VALUES.map((value) => draft('ok-slug', { starts_at: value })),
      ...HOSTILE_VALUES,
    ];
    for (const body of bodies) {
      // 'black-friday' exists: a conflict, also a client error.
      expectClientError(await admin('POST', '/api/admin/campaigns', body));
    }
    for (const body of [{}, { ends_at: '2020-01-01T00:00:00Z' }, { slug: 'ramadan' }, { selection: { brands: [''] } }, ...HOSTILE_VALUES]) {
      expectClientError(await admin('PATCH', '/api/admin/campaigns/black-friday', body));
    }
    expect(await snapshotOf(api.store)).toBe(before);
  });
});
