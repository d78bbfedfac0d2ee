import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteState, StoreState } from './state.ts';
import { newRouteClashes, routeClaims, routeOwnershipProblems, storeCampaigns } from './route-ownership.ts';

const now = new Date('2026-11-28T12:00:00Z');

function remote(name: string, versions: Record<string, string[]>, extra: Partial<RemoteState> = {}): RemoteState {
  const names = Object.keys(versions);
  return {
    name,
    current: names[0]!,
    history: [],
    versions: Object.fromEntries(Object.entries(versions).map(([v, paths]) => [v, { routes: paths.map((path) => ({ path, page: 'p' })), publishedAt: '2026-01-01T00:00:00Z' }])),
    ...extra,
  };
}

const state = (...remotes: RemoteState[]): StoreState => ({ build: 'b', updatedAt: '2026-01-01T00:00:00Z', remotes: Object.fromEntries(remotes.map((r) => [r.name, r])) });

describe('routeClaims', () => {
  it('holds the shell pages, the live and canary routes of each remote, and campaign pages', () => {
    const s = state(
      remote('mf-b', { v2: ['/b', '/b/:id'], v1: ['/old-b'], v3: ['/canary-b'] }, { canary: { version: 'v3', percent: 10, startedAt: '2026-11-01T00:00:00Z' } }),
    );
    const claims = routeClaims(s, now, ['black-friday']);
    expect(claims.filter((c) => c.owner === 'shell').map((c) => c.path)).toContain('/login');
    expect(claims.filter((c) => c.owner !== 'shell')).toEqual([
      { path: '/b', owner: 'mf-b' },
      { path: '/b/:id', owner: 'mf-b' },
      { path: '/canary-b', owner: 'mf-b' },
      { path: '/black-friday', owner: 'campaign black-friday' },
    ]);
  });

  it('lets go of what has ended, keeps what is scheduled', () => {
    const ended = remote('mf-old', { v1: ['/old'] }, { until: '2026-11-01T00:00:00Z' });
    const scheduled = remote('mf-noel', { v1: ['/noel'] }, { from: '2026-12-01T00:00:00Z' });
    const routes = remote('mf-c', { v1: ['/gone', '/closed', '/reopened'] }, { routeWindows: { '/closed': { until: '2026-11-02T00:00:00Z' }, '/reopened': { until: '2026-11-02T00:00:00Z' } } });
    routes.versions['v1']!.routes[0]!.until = '2026-11-01T00:00:00Z';
    routes.versions['v1']!.routes[1]!.until = '2026-11-01T00:00:00Z';
    // An ended override no longer overrides: /reopened is the table's again, with no window.
    const paths = routeClaims(state(ended, scheduled, routes), now).filter((c) => c.owner !== 'shell').map((c) => c.path);
    expect(paths).toEqual(['/reopened', '/noel']);
  });
});

describe('routeOwnershipProblems', () => {
  it('names the route and the owner it belongs to', () => {
    const s = state(remote('mf-cart-checkout', { v1: ['/cart'] }), remote('mf-account', { v1: ['/customer'] }));
    expect(routeOwnershipProblems(s, 'mf-account', [{ path: '/customer' }, { path: '/cart' }, { path: '/fr/gtm' }], now)).toEqual([
      'route /cart is already served by mf-cart-checkout',
      'route /fr/gtm is already served by shell (as /gtm)',
    ]);
  });
});

describe('newRouteClashes', () => {
  it('reports each collision a change introduces once, and none it found already there', () => {
    const before = state(remote('mf-a', { v1: ['/a'] }), remote('mf-b', { v1: ['/a', '/b'] }));
    const after = state(remote('mf-a', { v1: ['/a', '/b', '/login'] }), remote('mf-b', { v1: ['/a', '/b'] }));
    expect(newRouteClashes(before, after, now)).toEqual(['mf-a: route /b is already served by mf-b', 'mf-a: route /login is already served by shell']);
    expect(newRouteClashes(after, after, now)).toEqual([]);
  });
});

describe('storeCampaigns', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the slugs of the running store, and says so when it cannot', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      expect(url).toBe('https://shop.example/api/campaigns');
      return Response.json({ items: [{ slug: 'black-friday' }, { slug: 'black-friday/brand-days' }] });
    });
    expect(await storeCampaigns({ STORE_URL: 'https://shop.example/' })()).toEqual(['black-friday', 'black-friday/brand-days']);
    vi.stubGlobal('fetch', async () => new Response('down', { status: 502 }));
    const log = vi.fn<(line: string) => void>();
    expect(await storeCampaigns({ PORT: '9999' }, log)()).toEqual([]);
    expect(log).toHaveBeenCalledWith('campaign pages not checked: http://127.0.0.1:9999/api/campaigns answered 502');
  });
});
