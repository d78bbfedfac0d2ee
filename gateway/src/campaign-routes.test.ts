import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import { campaignSource, withCampaignRoutes } from './campaign-routes.ts';
import { pageExists } from '@shop/shell/page-status';
import { staticPages } from './sitemap.ts';

const now = new Date('2026-11-24T12:00:00Z');

const manifest: RuntimeManifest = {
  build: 'b1',
  remotes: [
    { name: 'mf-cart-checkout', version: '1.0.0', manifest: '/m1', routes: [{ path: '/cart', page: 'cart' }] },
    { name: 'mf-promotions', version: '1.0.0', manifest: '/m2', routes: [{ path: '/centre-daide', page: 'help-centre' }, { path: '/centre-daide/:topic', page: 'help-topic' }] },
  ],
};

const campaigns = [
  { slug: 'black-friday', visible_until: '2026-12-08T00:00:00.000Z' },
  { slug: 'black-friday/brand-days', visible_until: '2026-12-08T00:00:00.000Z' },
  { slug: 'Destockage', visible_until: '2026-12-08T00:00:00.000Z' },
  { slug: 'ramadan', visible_until: '2026-11-24T11:59:59.000Z' },
  // Another remote's page and the shell's own page stay theirs.
  { slug: 'cart', visible_until: '2026-12-08T00:00:00.000Z' },
  { slug: 'login', visible_until: '2026-12-08T00:00:00.000Z' },
  // Matched as the router matches: through a parameter, a locale prefix, another case.
  { slug: 'centre-daide/livraison', visible_until: '2026-12-08T00:00:00.000Z' },
  { slug: 'en/cart', visible_until: '2026-12-08T00:00:00.000Z' },
  { slug: 'destockage', visible_until: '2026-12-08T00:00:00.000Z' },
];

describe('campaign routes in the runtime manifest', () => {
  const served = withCampaignRoutes(manifest, campaigns, now);

  it('routes each live campaign to the campaign page, until its page ends', () => {
    const promotions = served.remotes.find((r) => r.name === 'mf-promotions')!;
    expect(promotions.routes.slice(2)).toEqual([
      { path: '/black-friday', page: 'campaign', until: '2026-12-08T00:00:00.000Z' },
      { path: '/black-friday/brand-days', page: 'campaign', until: '2026-12-08T00:00:00.000Z' },
      { path: '/Destockage', page: 'campaign', until: '2026-12-08T00:00:00.000Z' },
    ]);
    expect(served.remotes[0]).toBe(manifest.remotes[0]);
  });

  it('makes campaign URLs pages and unknown or expired slugs 404s, in both languages', () => {
    for (const path of ['/black-friday', '/en/black-friday', '/fr/black-friday/brand-days', '/destockage']) expect(pageExists(served, path, now)).toBe(true);
    for (const path of ['/ramadan', '/soldes-imaginaires', '/black-friday/nope']) expect(pageExists(served, path, now)).toBe(false);
    // A cached manifest past the page's end: the shell drops the route too.
    expect(pageExists(served, '/black-friday', new Date('2026-12-08T00:00:00Z'))).toBe(false);
  });

  it('lists campaign pages in the sitemap', () => {
    expect(staticPages(served.remotes.flatMap((r) => r.routes)).map((p) => p.path)).toEqual(expect.arrayContaining(['/black-friday', '/black-friday/brand-days', '/Destockage']));
  });

  it('adds nothing when the campaign remote is not served', () => {
    const without = { ...manifest, remotes: [manifest.remotes[0]!] };
    expect(withCampaignRoutes(without, campaigns, now)).toBe(without);
  });
});

describe('campaign list from the back end', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  async function backEnd(answers: (() => [number, unknown])[]): Promise<{ origin: string; calls: () => number }> {
    let calls = 0;
    server = createServer((_req, res) => {
      const [status, body] = answers[Math.min(calls, answers.length - 1)]!();
      calls++;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls: () => calls };
  }

  it('asks once per period and keeps the last list when the back end fails', async () => {
    const api = await backEnd([() => [200, { items: [{ slug: 'tv-mania', visible_until: '2026-12-01T00:00:00Z' }, { slug: 7 }] }], () => [500, {}]]);
    const errors: unknown[] = [];
    const source = campaignSource(() => api.origin, { ttlMs: 0, onError: (e) => errors.push(e) });
    expect(await source()).toEqual([{ slug: 'tv-mania', visible_until: '2026-12-01T00:00:00Z' }]);
    expect(await source()).toEqual([{ slug: 'tv-mania', visible_until: '2026-12-01T00:00:00Z' }]);
    expect(errors).toHaveLength(1);
    const cached = campaignSource(() => api.origin, { ttlMs: 60_000 });
    await Promise.all([cached(), cached(), cached()]);
    expect(api.calls()).toBe(3);
  });

  it('answers an empty list when the back end never answered', async () => {
    const source = campaignSource(() => {
      throw new Error('not listening');
    });
    expect(await source()).toEqual([]);
  });
});
