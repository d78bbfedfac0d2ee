import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteState, StoreState } from './state.ts';
import { newRouteClashes, routeOwnershipProblems, servedOnce, storeCampaigns } from './route-ownership.ts';

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

describe('servedOnce', () => {
  it('serves a duplicated address from the remote that has held it longest, and says so', () => {
    const a = remote('mf-a', { v2: ['/a', '/cart'], v1: ['/a'] });
    const b = remote('mf-b', { v1: ['/cart', '/b'] });
    a.versions['v2']!.publishedAt = '2026-11-20T00:00:00Z';
    b.versions['v1']!.publishedAt = '2026-11-10T00:00:00Z';
    const s = state(a, b);
    const entries = Object.values(s.remotes).map((r) => ({ name: r.name, version: r.current!, manifest: '', routes: r.versions[r.current!]!.routes }));
    const warn = vi.fn<(line: string) => void>();
    const served = servedOnce(entries, s, warn);
    expect(served.map((r) => [r.name, r.routes.map((x) => x.path)])).toEqual([
      ['mf-a', ['/a']],
      ['mf-b', ['/cart', '/b']],
    ]);
    expect(warn.mock.calls).toEqual([["route /cart of mf-a not served: /cart is mf-b's (release mf-a without it)"]]);
    // The same answer whatever order the remotes come in; a shell page is never a remote's.
    expect(servedOnce(entries.toReversed(), s, () => {}).flatMap((r) => r.routes.map((x) => `${r.name}${x.path}`))).toEqual(['mf-b/cart', 'mf-b/b', 'mf-a/a']);
    const login = [{ name: 'mf-a', version: 'v', manifest: '', routes: [{ path: '/login', page: 'p' }] }];
    expect(servedOnce(login, s, () => {})).toEqual([]);
  });

  it('leaves tables without collisions as they are', () => {
    const entries = [{ name: 'mf-a', version: 'v', manifest: '', routes: [{ path: '/a', page: 'p' }] }];
    expect(servedOnce(entries, state(), () => {})).toBe(entries);
  });
});
