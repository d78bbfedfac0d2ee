// @vitest-environment jsdom
// The loader sanitises with DOMPurify, which supports jsdom and not happy-dom (shared's sanitize.test.ts).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApi, type LoaderArgs } from '@shop/shared';
import { loadInfoPage } from './load-info-page';

/** The loader's arguments for a path, as the router (browser) and the gateway (server) pass them: no params. */
const at = (pathname: string, locale: 'fr' | 'en' = 'fr'): LoaderArgs => ({ pathname, params: {}, search: new URLSearchParams(), locale, signal: new AbortController().signal });

function serve(body: unknown) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string | URL) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

const page = { slug: 'politique-de-retour', title: 'Politique de retour', html: '<p>Sept jours.</p><script>alert(1)</script>', updated_at: '2026-01-05T10:00:00Z' };

beforeAll(() => configureApi({ baseUrl: 'http://shop.test' }));
afterEach(() => vi.unstubAllGlobals());

describe('loadInfoPage', () => {
  it('loads the content its path names, language prefix and alias included, sanitised', async () => {
    const urls = serve(page);
    const loaded = await loadInfoPage(at('/en/return-policy', 'en'));
    expect(urls).toEqual(['http://shop.test/api/pages/politique-de-retour?locale=en']);
    expect(loaded.title).toBe('Politique de retour');
    expect(loaded.html).toContain('Sept jours.');
    expect(loaded.html).not.toContain('<script');
  });

  it('reads the webview twin of a page from its /mobile/pages path', async () => {
    const urls = serve({ ...page, slug: 'a-propos-de-nous' });
    await loadInfoPage(at('/mobile/pages/a-propos-de-nous'));
    expect(urls).toEqual(['http://shop.test/api/pages/a-propos-de-nous?locale=fr']);
  });

  it('answers 404 without a request for a path that names no page', async () => {
    const urls = serve(page);
    await expect(loadInfoPage(at('/fr/nulle-part'))).rejects.toMatchObject({ status: 404 });
    expect(urls).toEqual([]);
  });
});
