import { describe, expect, it } from 'vitest';
import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import { SHELL_PAGE_ROUTES } from '@shop/shared/contracts/shell-pages';
import { pageExists } from './page-status';

const now = new Date('2026-06-15T12:00:00Z');

const manifest: RuntimeManifest = {
  build: 'b1',
  remotes: [
    {
      name: 'mf-catalog',
      version: '1.0.0',
      manifest: '/remotes/mf-catalog/1.0.0/mf-manifest.json',
      routes: [
        { path: '/', page: 'home' },
        { path: '/product/:slug', page: 'product', params: { slug: '(?:[A-Za-z0-9_.~%-]+-)?[0-9]{1,9}' } },
        // A static segment outranks the dynamic one, whatever the latter's check says.
        { path: '/product/compare', page: 'compare' },
        { path: '/brand/:name?', page: 'brand' },
        { path: '/docs/*', page: 'docs' },
        { path: '/digits/:n', page: 'digits', params: { n: '\\d+' } },
        { path: '/broken/:n', page: 'broken', params: { n: '(' } },
        { path: '/campaign', page: 'campaign', from: '2026-06-01T00:00:00Z', until: '2026-07-01T00:00:00Z' },
      ],
    },
    {
      name: 'mf-promotions',
      version: '1.0.0',
      manifest: '/remotes/mf-promotions/1.0.0/mf-manifest.json',
      routes: [
        { path: '/mobile/pages/centre-daide', page: 'mobile-help-centre', layout: 'webview' },
        // Claims a shell page: the shell ignores it, the answer is the shell's.
        { path: '/login', page: 'hijack', params: { never: 'x' } },
      ],
    },
  ],
};

const exists = (path: string, at: Date = now) => pageExists(manifest, path, at);

describe('pageExists', () => {
  it.each([
    '/',
    '/fr',
    '/en/',
    '/product/telephone-123',
    '/fr/product/123',
    '/EN/Product/Telephone-123',
    '/digits/%31%32',
    '/product/compare',
    '/brand',
    '/brand/tecno',
    '/docs/a/b/c',
    '/mobile/pages/centre-daide',
    '/fr/mobile/pages/centre-daide/',
    '/campaign',
  ])('%s is a page', (path) => {
    expect(exists(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/de/product/123',
    '/fr/en/product/123',
    '/product',
    '/product/telephone',
    '/product/123/extra',
    '/brand/tecno/x',
    // Whole-value match, as the shell anchors it: a digit somewhere is not enough.
    '/digits/12a',
    '/digits/a12',
    // Params are checked decoded, as react-router hands them to the shell: é is not in the class.
    '/product/t%C3%A9l%C3%A9phone-123',
    // An invalid expression from a remote fails closed, as in the shell.
    '/broken/1',
  ])('%s is not a page', (path) => {
    expect(exists(path)).toBe(false);
  });

  it('serves every shell page, bare and under both prefixes, even if a remote claims it', () => {
    for (const { path } of SHELL_PAGE_ROUTES) {
      for (const localised of [path, `/fr${path}`, `/en${path}`, `${path.toUpperCase()}/`]) {
        expect({ localised, exists: exists(localised) }).toEqual({ localised, exists: true });
      }
    }
    expect(SHELL_PAGE_ROUTES.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/login', '/signup', '/password-reset', '/login-old', '/signup-old', '/healthcheck', '/gtm']),
    );
  });

  it('drops a campaign outside its window even from a manifest served earlier', () => {
    expect(exists('/campaign', new Date('2026-05-31T23:59:59Z'))).toBe(false);
    expect(exists('/campaign', new Date('2026-07-01T00:00:00Z'))).toBe(false);
  });

  it('knows only the shell pages when no remote is published', () => {
    const empty: RuntimeManifest = { build: 'b0', remotes: [] };
    expect(pageExists(empty, '/login', now)).toBe(true);
    expect(pageExists(empty, '/', now)).toBe(false);
  });
});
