import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { campaignAdminToken, mediaRoot, shareCampaignAdminSettings } from './support/campaign-admin.ts';
import { call, productsWithAttributes, type ListedProduct } from './support/commerce.ts';

/**
 * What the console's campaign editor relies on: drafts and scheduling, refusals that name the
 * field in the operator's language with the values filled in, the pickers' live counts, the
 * preview of a draft as it will look while running, and the hero image upload.
 */
const DAY = 86_400_000;
const now = new Date('2026-11-24T10:00:00.000Z');
shareCampaignAdminSettings();
const api = useTestServer({ now: () => now });
let token: string;
/** The products a shopper can reach (enabled, visible in the catalogue), on either engine. */
const listedProducts = async (): Promise<ListedProduct[]> => (await productsWithAttributes(api.store)).filter((p) => p.status === 1 && [2, 4].includes(p.visibility));
beforeAll(() => {
  token = campaignAdminToken(api.server);
});

const iso = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
const admin = (method: string, path: string, body?: unknown, locale: 'fr' | 'en' = 'fr') =>
  call(api.server, method, `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`, { token, ...(body === undefined ? {} : { body }) });
/** The message as the operator reads it: the template with its parameters filled in. */
const shown = (body: { message: string; parameters: Record<string, unknown> }) => body.message.replace(/%(\w+)/g, (_, name: string) => String(body.parameters[name]));

function campaign(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    slug,
    state: 'draft',
    title: { fr: 'Semaine Samsung', en: 'Samsung week' },
    text: { fr: 'Les Galaxy à prix doux.', en: 'Galaxy phones at gentle prices.' },
    colors: { background: '#1428a0', text: '#ffffff', accent: '#8ab4ff' },
    starts_at: iso(2),
    ends_at: iso(9),
    selection: { brands: ['Samsung'] },
    sort: { field: 'price', direction: 'asc' },
    ...overrides,
  };
}

describe('draft and scheduled campaigns', () => {
  it('keeps a draft out of the shop, previews it as running, then schedules and starts it', async () => {
    const created = await admin('POST', '/api/admin/campaigns', campaign('semaine-samsung'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'semaine-samsung', state: 'draft', status: 'programmed' });

    // No page, no route, no listing for shoppers.
    expect((await call(api.server, 'GET', '/api/campaigns/semaine-samsung')).status).toBe(404);
    const listed = await call(api.server, 'GET', '/api/campaigns');
    expect(listed.body.items.map((c: { slug: string }) => c.slug)).not.toContain('semaine-samsung');

    // The preview is the page as shoppers will get it while it runs: in progress from its start, with its products.
    const preview = await admin('GET', '/api/admin/campaign-preview/semaine-samsung', undefined, 'en');
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.body.campaign).toMatchObject({ slug: 'semaine-samsung', title: 'Samsung week', status: 'in_progress', on_offer: true, server_time: iso(2) });
    const samsung = (await listedProducts()).filter((p) => p.attributes['marque'] === 'Samsung').length;
    expect(samsung).toBeGreaterThan(0);
    expect(preview.body.products.total_count).toBe(samsung);
    // Its listing controls work on the preview too.
    const page2 = await admin('GET', '/api/admin/campaign-preview/semaine-samsung?sort=price&dir=desc', undefined, 'en');
    const prices = page2.body.products.items.map((i: { special_price: number | null; price: number }) => i.special_price ?? i.price);
    expect(prices[0]).toBeGreaterThanOrEqual(prices.at(-1));
    // Only with the credential.
    expect((await call(api.server, 'GET', '/api/admin/campaign-preview/semaine-samsung')).status).toBe(401);

    const scheduled = await admin('PATCH', '/api/admin/campaigns/semaine-samsung', { state: 'scheduled' });
    expect(scheduled.body).toMatchObject({ state: 'scheduled', status: 'programmed' });
    expect((await call(api.server, 'GET', '/api/campaigns/semaine-samsung')).body.campaign).toMatchObject({ status: 'programmed' });

    const started = await admin('PATCH', '/api/admin/campaigns/semaine-samsung', { starts_at: now.toISOString() });
    expect(started.body).toMatchObject({ state: 'scheduled', status: 'in_progress' });
    const live = await call(api.server, 'GET', '/api/campaigns?locale=en');
    expect(live.body.items).toContainEqual(expect.objectContaining({ slug: 'semaine-samsung', status: 'in_progress', title: 'Samsung week' }));

    // Back to draft: the page is withdrawn at once.
    expect((await admin('PATCH', '/api/admin/campaigns/semaine-samsung', { state: 'draft' })).body.state).toBe('draft');
    expect((await call(api.server, 'GET', '/api/campaigns/semaine-samsung')).status).toBe(404);
  });

  it('creates public campaigns when no state is given (the CLI), and refuses an unknown state', async () => {
    const { state: _state, ...withoutState } = campaign('sans-etat');
    expect((await admin('POST', '/api/admin/campaigns', withoutState)).body.state).toBe('scheduled');
    expect((await admin('POST', '/api/admin/campaigns', campaign('etat-inconnu', { state: 'published' }))).status).toBe(400);
  });

  it('hides a draft child from its parent page', async () => {
    await admin('POST', '/api/admin/campaigns', campaign('black-friday/brouillon'));
    const parent = await call(api.server, 'GET', '/api/campaigns/black-friday');
    expect(parent.body.campaign.children.map((c: { slug: string }) => c.slug)).not.toContain('black-friday/brouillon');
  });
});

describe('refusals name the field in the operator language with its values', () => {
  it.each([
    [{ categories: [75, 999_999] }, 'selection.categories', 'Catégories', 'Categories', '999999'],
    [{ brands: ['Samsung', 'Samsnug'] }, 'selection.brands', 'Marques', 'Brands', 'Samsnug'],
    [{ skus: ['NO-SUCH-SKU-42'] }, 'selection.skus', 'Produits', 'Products', 'NO-SUCH-SKU-42'],
  ])('refuses %j: an unknown reference is named, nothing is written', async (selection, field, fr, en, value) => {
    for (const [locale, label] of [['fr', fr], ['en', en]] as const) {
      const res = await admin('POST', '/api/admin/campaigns', campaign('reference-inconnue', { selection }), locale);
      expect(res.status).toBe(400);
      expect(res.body.parameters).toMatchObject({ field, fieldName: label, value });
      const text = shown(res.body);
      expect(text).toContain(label);
      expect(text).toContain(value);
      expect(text).not.toContain('%');
    }
    expect((await admin('GET', '/api/admin/campaigns/reference-inconnue')).status).toBe(404);
    // An edit is checked the same way.
    const edit = await admin('PATCH', '/api/admin/campaigns/black-friday', { selection }, 'en');
    expect(edit.status).toBe(400);
    expect(edit.body.parameters.field).toBe(field);
  });

  it('refuses text on a background below WCAG AA, naming both colours and the ratio', async () => {
    const res = await admin('POST', '/api/admin/campaigns', campaign('peu-lisible', { colors: { background: '#ff6900', text: '#FFFFFF', accent: '#111111' } }));
    expect(res.status).toBe(400);
    expect(shown(res.body)).toBe('« Couleur du texte » : le texte #ffffff sur le fond #ff6900 a un contraste de 2,88:1 ; il faut au moins 4,5:1 pour être lisible (WCAG AA).');
    const en = await admin('POST', '/api/admin/campaigns', campaign('peu-lisible', { colors: { background: '#767676', text: '#000000', accent: '#111111' } }), 'en');
    // Black on #767676 is 4.62:1, above the line: accepted.
    expect(en.status).toBe(201);
    const grey = await admin('POST', '/api/admin/campaigns', campaign('gris', { colors: { background: '#777777', text: '#ffffff', accent: '#111111' } }), 'en');
    expect(grey.body.parameters).toMatchObject({ field: 'colors.text', fieldName: 'Text colour', ratio: '4.47', minimum: '4.5', text: '#ffffff', background: '#777777' });
    expect(shown(grey.body)).toBe('"Text colour": text #ffffff on background #777777 has a contrast of 4.47:1; at least 4.5:1 is needed to be readable (WCAG AA).');
  });

  it('gives dates back in Douala time, and names each text field by its language', async () => {
    const res = await admin('POST', '/api/admin/campaigns', campaign('a-l-envers', { starts_at: '2026-12-01T09:00:00+01:00', ends_at: '2026-12-01T08:00:00Z' }));
    expect(shown(res.body)).toBe('« Fin » : la fin (01/12/2026 09:00 (heure de Douala)) doit être après le début (01/12/2026 09:00 (heure de Douala)).');
    const en = await admin('POST', '/api/admin/campaigns', campaign('sans-titre', { title: { fr: 'Titre', en: ' ' } }), 'en');
    expect(shown(en.body)).toBe('"Title (English)" is required. Enter and try again.');
    expect(en.body.parameters.field).toBe('title.en');
  });
});

describe('pickers and live counts', () => {
  it('lists categories, brands and flags with the products each holds', async () => {
    const res = await admin('GET', '/api/admin/campaign-choices');
    expect(res.status).toBe(200);
    const listed = await listedProducts();
    const samsung = res.body.brands.find((b: { name: string }) => b.name === 'Samsung');
    expect(samsung.count).toBe(listed.filter((p) => p.attributes['marque'] === 'Samsung').length);
    const flash = res.body.flags.find((f: { flag: string }) => f.flag === 'is_on_flash_sale');
    expect(flash.count).toBe(listed.filter((p) => p.attributes['is_on_flash_sale'] === '1').length);
    // A category counts its sub-categories' products, each once.
    const top = res.body.categories.find((c: { id: number; parent_id: number | null; count: number }) => res.body.categories.some((child: { parent_id: number | null }) => child.parent_id === c.id) && c.count > 0);
    const categories = await api.store.db.selectFrom('categories').select(['id', 'parent_id']).execute();
    const tree = new Set<number>([top.id]);
    // The category and its descendants, grown until a pass adds none.
    for (let size = 0; size !== tree.size; ) {
      size = tree.size;
      for (const c of categories) if (c.parent_id !== null && tree.has(c.parent_id)) tree.add(c.id);
    }
    const links = await api.store.db.selectFrom('product_categories').select(['product_id', 'category_id']).execute();
    const listedIds = new Set(listed.map((p) => p.id));
    const expected = new Set(links.filter((l) => tree.has(l.category_id) && listedIds.has(l.product_id)).map((l) => l.product_id)).size;
    expect(top.count).toBe(expected);
    expect(top.name).toEqual({ fr: expect.any(String), en: expect.any(String) });
  });

  it('counts what a selection puts on the page, as the page itself will', async () => {
    const selection = { brands: ['Samsung'], max_price: 200_000 };
    const count = await admin('POST', '/api/admin/campaign-count', { selection });
    expect(count.status).toBe(200);
    await admin('POST', '/api/admin/campaigns', campaign('samsung-petits-prix', { state: 'scheduled', starts_at: iso(-1), selection }));
    const page = await call(api.server, 'GET', '/api/campaigns/samsung-petits-prix');
    expect(count.body.count).toBe(page.body.products.total_count);
    expect(count.body.count).toBeGreaterThan(0);
    expect((await admin('POST', '/api/admin/campaign-count', { selection: {} })).body).toEqual({ count: 0 });
    const unknown = await admin('POST', '/api/admin/campaign-count', { selection: { brands: ['Samsnug'] } }, 'en');
    expect(shown(unknown.body)).toBe('"Brands": unknown brand: Samsnug.');
  });

  it('finds products by sku or name, and names chosen skus', async () => {
    const product = (await listedProducts()).toSorted((a, b) => b.popularity - a.popularity)[0]!;
    const byName = await admin('GET', `/api/admin/campaign-products?q=${encodeURIComponent(product.name_fr.slice(0, 12))}`);
    expect(byName.body.items.map((i: { sku: string }) => i.sku)).toContain(product.sku);
    const bySku = await admin('GET', `/api/admin/campaign-products?skus=${encodeURIComponent(product.sku)}`);
    expect(bySku.body.items).toEqual([expect.objectContaining({ sku: product.sku, name: expect.objectContaining({ fr: product.name_fr }) })]);
    // Hostile text is text.
    expect((await admin('GET', `/api/admin/campaign-products?q=${encodeURIComponent("%' OR 1=1 --")}`)).body.items).toEqual([]);
  });
});

const upload = (bytes: Buffer, type: string, locale: 'fr' | 'en' = 'fr', auth = true) =>
  fetch(`${api.server.url}/api/admin/campaign-hero?locale=${locale}`, {
    method: 'POST',
    headers: { 'content-type': type, ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    body: new Uint8Array(bytes),
  });

describe('hero image upload', () => {
  it('stores the picture under /media/, resized, and serves it for ever', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c8102e' } }).jpeg().toBuffer();
    const res = await upload(photo, 'image/jpeg');
    expect(res.status).toBe(201);
    const body = (await res.json()) as { path: string; width: number; height: number };
    expect(body).toMatchObject({ width: 640, height: 427 });
    expect(body.path).toMatch(/^\/media\/campaigns\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(join(mediaRoot(api.server), body.path.slice('/media/'.length)))).toBe(true);

    const served = await fetch(`${api.server.url}${body.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 427 });

    // The campaign takes the stored path.
    const created = await admin('POST', '/api/admin/campaigns', campaign('avec-image', { hero_image: body.path }));
    expect(created.body.hero_image).toBe(body.path);
    expect((await fetch(`${api.server.url}/media/campaigns/${'0'.repeat(32)}.webp`)).status).toBe(404);
    expect((await fetch(`${api.server.url}/media/campaigns/..%2Ftest.sqlite`)).status).toBe(404);
  });

  it('refuses what is not a usable picture, naming the field, and anyone without the credential', async () => {
    const text = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png', 'en');
    expect(text.status).toBe(400);
    expect(shown((await text.json()) as never)).toBe('"Hero image": this file is not a readable image (JPEG, PNG, WebP or AVIF).');
    const tiny = await upload(await sharp({ create: { width: 200, height: 900, channels: 3, background: '#ffffff' } }).png().toBuffer(), 'image/png');
    expect(shown((await tiny.json()) as never)).toBe('« Image principale » : image de 200 × 900 px ; il faut au moins 320 px de côté.');
    const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect((await upload(photo, 'image/png', 'fr', false)).status).toBe(401);
  });
});
