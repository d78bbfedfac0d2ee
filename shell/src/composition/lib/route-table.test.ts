import { describe, expect, it } from 'vitest';
import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import {
  firstSegment,
  collectRoutes,
  findRoute,
  groupByLayout,
  layoutBranches,
  localeFromPath,
  localisedPaths,
  matchesPattern,
  loginRedirectPath,
  paramsAreValid,
  stripLocale,
  switchLocalePath,
} from './route-table';

const manifest: RuntimeManifest = {
  build: 'b1',
  remotes: [
    {
      name: 'mf-catalog',
      version: '1.0.0',
      manifest: '/remotes/mf-catalog/1.0.0/mf-manifest.json',
      routes: [
        { path: '/', page: 'home' },
        { path: '/category/:id', page: 'category', params: { id: '[a-z0-9-]*-\\d+' } },
        { path: '/product/:slug', page: 'product' },
        { path: '/search', page: 'search' },
      ],
    },
    {
      name: 'mf-account',
      version: '1.0.0',
      manifest: '/remotes/mf-account/1.0.0/mf-manifest.json',
      routes: [
        { path: '/customer', page: 'customer', layout: 'account', auth: true },
        { path: 'search', page: 'hijack' },
      ],
    },
    {
      name: 'mf-promotions',
      version: '2.0.0',
      manifest: '/remotes/mf-promotions/2.0.0/mf-manifest.json',
      routes: [
        { path: '/mobile/pages/centre-daide', page: 'help-centre', layout: 'webview' },
        { path: '/ramadan', page: 'ramadan', until: '2026-04-01T00:00:00Z' },
      ],
    },
    {
      name: 'mf-games',
      version: '1.0.0',
      manifest: '/remotes/mf-games/1.0.0/mf-manifest.json',
      from: '2027-01-01T00:00:00Z',
      routes: [{ path: '/laroue', page: 'wheel' }],
    },
  ],
};

const now = Date.parse('2026-11-21T12:00:00Z');

describe('collectRoutes', () => {
  const routes = collectRoutes(manifest, now);

  it('keeps the remote, page, layout and auth of each route, defaulting to the main layout', () => {
    expect(routes.find((r) => r.path === '/customer')).toMatchObject({ remote: 'mf-account', page: 'customer', layout: 'account', auth: true });
    expect(routes.find((r) => r.path === '/')).toMatchObject({ remote: 'mf-catalog', layout: 'main', auth: false });
  });

  it('lets the first remote keep a path another one claims', () => {
    expect(routes.filter((r) => r.path === '/search')).toHaveLength(1);
    expect(routes.find((r) => r.path === '/search')?.remote).toBe('mf-catalog');
  });

  it('drops routes and remotes outside their activation window', () => {
    expect(routes.some((r) => r.path === '/ramadan')).toBe(false);
    expect(routes.some((r) => r.remote === 'mf-games')).toBe(false);
    expect(collectRoutes(manifest, Date.parse('2026-03-01T00:00:00Z')).some((r) => r.path === '/ramadan')).toBe(true);
  });

  it('groups by layout', () => {
    const groups = groupByLayout(routes);
    expect(groups.get('webview')?.map((r) => r.path)).toEqual(['/mobile/pages/centre-daide']);
    expect(groups.get('account')?.map((r) => r.path)).toEqual(['/customer']);
  });
});

describe('layoutBranches', () => {
  const shell = [
    { path: '/login', layout: 'main' as const },
    { path: '/gtm', layout: 'default' as const },
  ];
  const branches = layoutBranches(collectRoutes(manifest, now), shell);

  it('lists layouts in a fixed order, shell pages first, each path bare and under /fr and /en', () => {
    expect(branches.map((b) => b.layout)).toEqual(['main', 'account', 'default', 'webview']);
    const main = branches[0]!.children;
    expect(main.slice(0, 3).map((leaf) => [leaf.kind, leaf.path])).toEqual([
      ['shell', '/login'],
      ['shell', '/fr/login'],
      ['shell', '/en/login'],
    ]);
    expect(main.filter((leaf) => leaf.kind === 'remote' && leaf.entry.path === '/').map((leaf) => leaf.path)).toEqual(['/', '/fr', '/en']);
    expect(new Set(branches.flatMap((b) => b.children.map((leaf) => leaf.id))).size).toBe(branches.flatMap((b) => b.children).length);
  });

  it('ignores a remote route on a shell path, whatever its case', () => {
    const claimed = layoutBranches([{ remote: 'mf-x', page: 'x', path: '/LOGIN', layout: 'account', auth: false, params: {} }], shell);
    expect(claimed.map((b) => b.layout)).toEqual(['main', 'default']);
    expect(claimed.flatMap((b) => b.children).every((leaf) => leaf.kind === 'shell')).toBe(true);
  });
});

describe('params validity', () => {
  const category = collectRoutes(manifest, now).find((r) => r.path === '/category/:id')!;
  it('matches the whole value', () => {
    expect(paramsAreValid(category.params, { id: 'telephones-12' })).toBe(true);
    expect(paramsAreValid(category.params, { id: 'telephones' })).toBe(false);
    expect(paramsAreValid(category.params, { id: 'x-12/../admin' })).toBe(false);
  });
  it('fails closed on a broken expression or a missing value', () => {
    expect(paramsAreValid({ id: null }, { id: '1' })).toBe(false);
    expect(paramsAreValid({ id: /^\d+$/ }, {})).toBe(false);
    expect(paramsAreValid({}, {})).toBe(true);
  });
});

describe('locale prefixes', () => {
  it('answers every route bare and under /fr and /en', () => {
    expect(localisedPaths('/cart')).toEqual(['/cart', '/fr/cart', '/en/cart']);
    expect(localisedPaths('/')).toEqual(['/', '/fr', '/en']);
  });
  it('reads and strips the prefix', () => {
    expect(localeFromPath('/en/cart')).toBe('en');
    expect(localeFromPath('/fr')).toBe('fr');
    expect(localeFromPath('/english')).toBeNull();
    expect(stripLocale('/en/cart')).toBe('/cart');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/cart')).toBe('/cart');
  });
  it('builds the switch-locale path keeping query and hash', () => {
    expect(switchLocalePath('/en/product/tv-3', '?q=1', '#specs', 'fr')).toBe('/fr/product/tv-3?q=1#specs');
    expect(switchLocalePath('/', '', '', 'en')).toBe('/en');
  });
});

describe('findRoute', () => {
  const routes = collectRoutes(manifest, now);
  it('finds the page behind a link, with or without locale prefix', () => {
    expect(findRoute(routes, '/en/product/tv-samsung-55-12')?.page).toBe('product');
    expect(findRoute(routes, '/customer')?.remote).toBe('mf-account');
    expect(findRoute(routes, '/fr')?.page).toBe('home');
    expect(findRoute(routes, '/nowhere')).toBeNull();
  });
});

describe('loginRedirectPath', () => {
  it('carries the path and query, encoded', () => {
    expect(loginRedirectPath('/customer/orders', '?page=2')).toBe('/login?redirect=%2Fcustomer%2Forders%3Fpage%3D2');
  });
  it('keeps the locale prefix', () => {
    expect(loginRedirectPath('/en/customer', '')).toBe('/en/login?redirect=%2Fen%2Fcustomer');
  });
});

describe('matchesPattern', () => {
  it('agrees with react-router on static, dynamic, optional and splat segments', () => {
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/cart', '/cart/')).toBe(true);
    expect(matchesPattern('/cart', '/Cart')).toBe(true);
    expect(matchesPattern('/cart', '/cart/x')).toBe(false);
    expect(matchesPattern('/product/:slug', '/product/tv-31')).toBe(true);
    expect(matchesPattern('/product/:slug', '/product')).toBe(false);
    expect(matchesPattern('/customer/orders/:id?', '/customer/orders')).toBe(true);
    expect(matchesPattern('/customer/orders/:id?', '/customer/orders/12')).toBe(true);
    expect(matchesPattern('/mobile/pages/*', '/mobile/pages/a/b')).toBe(true);
    expect(matchesPattern('/jeu-concours/:game', '/jeu-concours/tombola/x')).toBe(false);
  });
});

describe('firstSegment', () => {
  it('reads the first segment as the router compares it', () => {
    expect(firstSegment('/')).toBe('');
    expect(firstSegment('')).toBe('');
    expect(firstSegment('/Category/tv-6')).toBe('category');
    expect(firstSegment('//%63ategory/tv-6')).toBe('category');
    expect(firstSegment('/%C3%89t%C3%A9')).toBe('été');
  });

  it('keeps a malformed escape as it is, lower-cased, as matchesPattern does', () => {
    expect(firstSegment('/%ZZ/x')).toBe('%zz');
    expect(matchesPattern('/%zz/:rest', '/%ZZ/x')).toBe(true);
  });
});
