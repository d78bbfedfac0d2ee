import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { campaignAdminToken, shareCampaignAdminSettings } from './support/campaign-admin.ts';
import { call, snapshotOf } from './support/commerce.ts';

// The release store's manifest as the release tool writes it: the live route tables.
const storeDir = mkdtempSync(join(tmpdir(), 'campaign-addresses-'));
const manifestFile = join(storeDir, 'manifest.json');

function remote(name: string, paths: string[]) {
  return { name, current: '1.0.0-aaaaaaaa', history: [], versions: { '1.0.0-aaaaaaaa': { routes: paths.map((path) => ({ path, page: 'page' })), publishedAt: '2026-11-01T00:00:00Z' } } };
}

function publish(...remotes: ReturnType<typeof remote>[]): void {
  writeFileSync(manifestFile, JSON.stringify({ build: 'b1', updatedAt: '2026-11-01T00:00:00Z', remotes: Object.fromEntries(remotes.map((r) => [r.name, r])) }));
}

const LIVE = [
  remote('mf-catalog', ['/', '/category/:slug', '/product/:slug']),
  remote('mf-cart-checkout', ['/cart', '/checkout']),
  remote('mf-promotions', ['/centre-daide', '/centre-daide/:topic']),
];
publish(...LIVE);

shareCampaignAdminSettings();
const api = useTestServer({ now: () => new Date('2026-11-24T10:00:00.000Z'), config: { routeManifest: manifestFile } });
let token: string;
beforeAll(() => {
  token = campaignAdminToken(api.server);
});
afterAll(() => rmSync(storeDir, { recursive: true, force: true }));

function draft(slug: string) {
  return {
    slug,
    title: { fr: 'Soldes', en: 'Sales' },
    colors: { background: '#0B7FAB', text: '#ffffff', accent: '#ffe066' },
    starts_at: '2026-11-25T00:00:00+01:00',
    ends_at: '2026-11-30T00:00:00+01:00',
    selection: { categories: [75] },
  };
}

const admin = (method: string, path: string, body: unknown, locale = 'fr') => call(api.server, method, `${path}?locale=${locale}`, { token, body });

/** The message as the operator reads it: the template with its parameters filled in. */
const shown = (body: { message: string; parameters: Record<string, unknown> }) => body.message.replace(/%(\w+)/g, (_, name: string) => String(body.parameters[name]));

describe('campaign addresses', () => {
  it('refuses an address a live page already has, naming that route and its owner in fr and en', async () => {
    const before = await snapshotOf(api.store);
    const refused: [string, string, string][] = [
      ['category/smartphones-13', '/category/:slug', 'mf-catalog'],
      ['Category/Smartphones-13', '/category/:slug', 'mf-catalog'],
      ['cart', '/cart', 'mf-cart-checkout'],
      ['centre-daide', '/centre-daide', 'mf-promotions'],
      ['centre-daide/livraison', '/centre-daide/:topic', 'mf-promotions'],
      ['/en/cart', '/cart', 'mf-cart-checkout'],
      ['fr/checkout', '/checkout', 'mf-cart-checkout'],
      ['login', '/login', 'shell'],
    ];
    for (const [slug, route, owner] of refused) {
      const fr = await admin('POST', '/api/admin/campaigns', draft(slug));
      expect([slug, fr.status]).toEqual([slug, 409]);
      expect(shown(fr.body)).toBe(`L'adresse « ${slug} » est déjà une page de la boutique : « ${route} », servie par ${owner}. Choisissez une autre adresse.`);
      const en = await admin('POST', '/api/admin/campaigns', draft(slug), 'en');
      expect(shown(en.body)).toBe(`The address "${slug}" is already a page of the shop: "${route}", served by ${owner}. Choose another address.`);
    }
    expect(await snapshotOf(api.store)).toBe(before);
  });

  it('accepts a free address, and refuses an edit that moves it onto a live page', async () => {
    const created = await admin('POST', '/api/admin/campaigns', draft('soldes-de-noel'));
    expect(created.status).toBe(201);
    // Free addresses beside the taken ones: a longer path than the route, another first segment.
    expect((await admin('POST', '/api/admin/campaigns', draft('cart-cadeaux'))).status).toBe(201);
    expect((await admin('POST', '/api/admin/campaigns', draft('categories/noel'))).status).toBe(201);
    const moved = await admin('PATCH', '/api/admin/campaigns/soldes-de-noel', { slug: 'product/noel' });
    expect(moved.status).toBe(409);
    expect(moved.body.parameters).toEqual({ field: 'slug', fieldName: 'Adresse', slug: 'product/noel', route: '/product/:slug', owner: 'mf-catalog' });
    expect((await call(api.server, 'GET', '/api/campaigns/soldes-de-noel')).status).toBe(200);
  });

  it('follows the store: a route released after the server started is known at once', async () => {
    expect((await admin('POST', '/api/admin/campaigns', draft('jeu-de-noel'))).status).toBe(201);
    publish(...LIVE, remote('mf-games', ['/quiz', '/jeu-concours/:game']));
    const refused = await admin('POST', '/api/admin/campaigns', draft('jeu-concours/noel'));
    expect(refused.status).toBe(409);
    expect(refused.body.parameters).toMatchObject({ route: '/jeu-concours/:game', owner: 'mf-games' });
    // A rollback that drops the route frees the address again.
    publish(...LIVE);
    expect((await admin('POST', '/api/admin/campaigns', draft('jeu-concours/noel'))).status).toBe(201);
  });
});
