import { describe, expect, it } from 'vitest';
import { routeClaims, routeClashes, routesCollide, routeVariants, type StoredRouteTables } from './route-ownership';

const now = new Date('2026-11-28T12:00:00Z');

type StoredRemote = StoredRouteTables['remotes'][string];

function remote(name: string, versions: Record<string, string[]>, extra: Partial<StoredRemote> = {}): StoredRemote {
  return {
    name,
    current: Object.keys(versions)[0]!,
    versions: Object.fromEntries(Object.entries(versions).map(([v, paths]) => [v, { routes: paths.map((path) => ({ path })) }])),
    ...extra,
  };
}

const state = (...remotes: StoredRemote[]): StoredRouteTables => ({ remotes: Object.fromEntries(remotes.map((r) => [r.name, r])) });

describe('routesCollide', () => {
  it('matches paths the way the router does: case, trailing slash, locale prefix', () => {
    expect(routesCollide('/cart', '/cart')).toBe(true);
    expect(routesCollide('/Cart/', '/cart')).toBe(true);
    expect(routesCollide('/en/cart', '/cart')).toBe(true);
    expect(routesCollide('/fr/centre-daide', '/centre-daide')).toBe(true);
    expect(routesCollide('/en', '/')).toBe(true);
    expect(routesCollide('/cart', '/checkout')).toBe(false);
    expect(routesCollide('/cart', '/cart/old')).toBe(false);
    // Only the first segment is a locale prefix.
    expect(routesCollide('/shop/en/cart', '/cart')).toBe(false);
    expect(routesCollide('/de/cart', '/cart')).toBe(false);
  });

  it('counts a parameter as any one segment, whatever its name', () => {
    expect(routesCollide('/category/smartphones-13', '/category/:slug')).toBe(true);
    expect(routesCollide('/category/:id', '/category/:slug')).toBe(true);
    expect(routesCollide('/:campaign', '/cart')).toBe(true);
    expect(routesCollide('/category/smartphones-13/more', '/category/:slug')).toBe(false);
    expect(routesCollide('/category', '/category/:slug')).toBe(false);
    expect(routesCollide('/:a/b', '/c/:d')).toBe(true);
    expect(routesCollide('/:a/b', '/c/d')).toBe(false);
  });

  it('expands optional segments and lets a splat take the rest', () => {
    expect(routeVariants('/orders/:id?')).toEqual([['orders'], ['orders', ':']]);
    expect(routesCollide('/orders', '/orders/:id?')).toBe(true);
    expect(routesCollide('/orders/12', '/orders/:id?')).toBe(true);
    expect(routesCollide('/orders/12/x', '/orders/:id?')).toBe(false);
    expect(routesCollide('/docs/a/b/c', '/docs/*')).toBe(true);
    expect(routesCollide('/docs', '/docs/*')).toBe(true);
    expect(routesCollide('/blog/a', '/docs/*')).toBe(false);
  });
});

describe('routeClashes', () => {
  const live = [
    { path: '/cart', owner: 'mf-cart-checkout' },
    { path: '/category/:slug', owner: 'mf-catalog' },
    { path: '/customer', owner: 'mf-account' },
    { path: '/login', owner: 'shell' },
  ];

  it("names each route that takes another owner's address, and whose it is", () => {
    const table = [
      { path: '/customer', owner: 'mf-account' },
      { path: '/cart', owner: 'mf-account' },
      { path: '/en/login', owner: 'mf-account' },
    ];
    expect(routeClashes(table, live)).toEqual([
      { route: { path: '/cart', owner: 'mf-account' }, taken: { path: '/cart', owner: 'mf-cart-checkout' } },
      { route: { path: '/en/login', owner: 'mf-account' }, taken: { path: '/login', owner: 'shell' } },
    ]);
  });

  it("leaves an owner's own routes and free addresses alone", () => {
    expect(routeClashes([{ path: '/customer', owner: 'mf-account' }, { path: '/customer/orders/:id', owner: 'mf-account' }], live)).toEqual([]);
    expect(routeClashes([{ path: '/black-friday', owner: 'campaign black-friday' }], live)).toEqual([]);
  });
});

describe('routeClaims', () => {
  it('holds the shell pages, the live and canary routes of each remote, and campaign pages', () => {
    const s = state(
      remote('mf-b', { v2: ['/b', '/b/:id'], v1: ['/old-b'], v3: ['/canary-b'] }, { canary: { version: 'v3' } }),
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
    routes.versions['v1'] = { routes: [{ path: '/gone', until: '2026-11-01T00:00:00Z' }, { path: '/closed', until: '2026-11-01T00:00:00Z' }, { path: '/reopened' }] };
    // An ended override no longer overrides: /reopened is the table's again, with no window.
    const paths = routeClaims(state(ended, scheduled, routes), now).filter((c) => c.owner !== 'shell').map((c) => c.path);
    expect(paths).toEqual(['/reopened', '/noel']);
  });
});
