import { describe, expect, it } from 'vitest';
import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import { pageExists } from '@shop/shell/page-status';
import { memoizedPageExists } from './page-status.ts';

const now = new Date('2026-06-15T12:00:00Z');

const routes = [{ path: '/product/:slug', page: 'product', params: { slug: '[0-9]+' } }, { path: '/docs/*', page: 'docs' }];
const manifest: RuntimeManifest = { build: 'b1', remotes: [{ name: 'mf-catalog', version: '1.0.0', manifest: '/remotes/mf-catalog/1.0.0/mf-manifest.json', routes }] };

describe('memoizedPageExists', () => {
  it('gives the same answers, and forgets them when the route tables change', () => {
    const memo = memoizedPageExists(2);
    for (const path of ['/product/123', '/nope', '/product/123', '/docs/x', '/nope', `/${'x'.repeat(600)}`]) {
      expect({ path, answer: memo(manifest, path, now) }).toEqual({ path, answer: pageExists(manifest, path, now) });
    }
    const withoutProducts: RuntimeManifest = {
      ...manifest,
      remotes: manifest.remotes.map((remote) => ({ ...remote, routes: remote.routes.filter((r) => !r.path.startsWith('/product')) })),
    };
    expect(memo(withoutProducts, '/product/123', now)).toBe(false);
    expect(memo(manifest, '/product/123', now)).toBe(true);
  });
});
