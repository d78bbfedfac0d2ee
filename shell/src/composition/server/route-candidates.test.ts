import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import type { RuntimeManifest } from '@shop/shared';
import { collectRoutes, findRoute } from '../lib/route-table';
import { buildRoutes } from '../router';
import { routeCandidates } from './route-candidates';

/** Route tables shaped like the remotes' (static pages, params, static twins of a param route), plus the odd patterns. */
const manifest: RuntimeManifest = {
  build: 'b1',
  remotes: [
    {
      name: 'mf-catalog',
      version: '1.0.0',
      manifest: '/remotes/mf-catalog/1.0.0/mf-manifest.json',
      routes: [
        { path: '/', page: 'home' },
        { path: '/search', page: 'search' },
        { path: '/category/:slug', page: 'category' },
        { path: '/product/:slug', page: 'product' },
        { path: '/product/compare', page: 'compare' },
        { path: '/:slug', page: 'landing' },
      ],
    },
    {
      name: 'mf-account',
      version: '1.0.0',
      manifest: '/remotes/mf-account/1.0.0/mf-manifest.json',
      routes: [
        { path: '/customer', page: 'dashboard', layout: 'account', auth: true },
        { path: '/customer/orders/:id', page: 'order', layout: 'account', auth: true },
        { path: '/boutique-prime/new', page: 'prime-new' },
        { path: '/boutique-prime/:tier?', page: 'prime' },
        { path: '/Boutique-Prime/Firstcom', page: 'firstcom' },
        { path: '/login', page: 'not-the-shell-login' },
      ],
    },
    {
      name: 'mf-promotions',
      version: '1.0.0',
      manifest: '/remotes/mf-promotions/1.0.0/mf-manifest.json',
      routes: [
        { path: '/centre-daide/:topic', page: 'help' },
        { path: '/docs/*', page: 'docs' },
        { path: '/fr-offres', page: 'offers' },
        { path: '/été/soldes', page: 'summer' },
        { path: '/a/:b?/c', page: 'optional-middle' },
      ],
    },
  ],
};

const PATHNAMES = [
  '/',
  '/fr',
  '/en/',
  '/search',
  '/EN/Search',
  '/product/phone-12',
  '/fr/product/phone-12',
  '/product/compare',
  '/product/Compare/',
  '/product/a%20b-3',
  '/product/%E0%A4%A',
  '/category/phones-1',
  '/en/category/phones-1',
  '/customer',
  '/customer/orders/42',
  '/boutique-prime',
  '/boutique-prime/new',
  '/boutique-prime/gold',
  '/boutique-prime/firstcom',
  '/fr/boutique-prime/Firstcom',
  '/login',
  '/en/login',
  '/centre-daide/blog',
  '/docs',
  '/docs/a/b/c',
  '/fr-offres',
  '/%C3%89T%C3%89/Soldes',
  '/en/%C3%A9t%C3%A9/soldes',
  '/fr/fr-offres',
  '/fr/offres',
  '/a/c',
  '/a/x/c',
  '/en/a/c',
  '/landing-page',
  '/fr/landing-page',
  '/nowhere/at/all',
  '//product//phone-12',
];

/** The ids (or the path, for the id-less 404 route) of what the router renders at `pathname`. */
const renderedRoutes = (entries: Parameters<typeof buildRoutes>[0], pathname: string) =>
  matchRoutes(buildRoutes(entries), pathname)?.map((m) => m.route.id ?? m.route.path) ?? null;

describe('routeCandidates', () => {
  const entries = collectRoutes(manifest);

  it.each(PATHNAMES)('a router of the candidates for %s renders what the whole table does', (pathname) => {
    expect(renderedRoutes(routeCandidates(entries, pathname), pathname)).toEqual(renderedRoutes(entries, pathname));
  });

  it.each(PATHNAMES)('the page the shell would prefetch for %s is among the candidates', (pathname) => {
    expect(findRoute(routeCandidates(entries, pathname), pathname)).toBe(findRoute(entries, pathname));
  });

  it('keeps only the few that fit', () => {
    expect(routeCandidates(entries, '/fr/product/phone-12').map((e) => e.path)).toEqual(['/product/:slug', '/boutique-prime/:tier?', '/a/:b?/c']);
    expect(routeCandidates(entries, '/product/compare').map((e) => e.path)).toEqual(['/product/:slug', '/product/compare', '/boutique-prime/:tier?', '/a/:b?/c']);
  });
});
