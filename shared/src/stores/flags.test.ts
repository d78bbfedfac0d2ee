import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh copy of the store, loading from a back end that answers `body`. */
async function flagsFrom(body: unknown, status = 200) {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', (input: Request) => {
    fetched.push(new URL(input.url).pathname);
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
  configureApi({ baseUrl: 'http://shop.test' });
  const { $flags } = await import('./flags');
  return { $flags, fetched };
}

describe('feature flags', () => {
  it('are all off until the back end says otherwise, then follow its configuration (read once per page)', async () => {
    const { $flags, fetched } = await flagsFrom({ showOrangeDataOnProducts: true, orangeDataOnProductExceptions: ['TEC-SPARK-20'], showPageBanners: false });
    expect($flags.get().showOrangeDataOnProducts).toBe(false);
    const off = $flags.listen(() => {});
    await vi.waitFor(() => expect($flags.get()).toEqual({ showOrangeDataOnProducts: true, orangeDataOnProductExceptions: ['TEC-SPARK-20'], showPageBanners: false }));
    off();
    $flags.listen(() => {})();
    expect(fetched).toEqual(['/api/feature-flags']);
  });

  it('stay off when the answer is malformed or the back end fails', async () => {
    const malformed = await flagsFrom({ showOrangeDataOnProducts: 'yes', orangeDataOnProductExceptions: [1, 'A'] });
    malformed.$flags.listen(() => {});
    await vi.waitFor(() => expect(malformed.$flags.get().orangeDataOnProductExceptions).toEqual(['A']));
    expect(malformed.$flags.get().showOrangeDataOnProducts).toBe(false);

    vi.resetModules();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = await flagsFrom({ message: 'boom' }, 500);
    failing.$flags.listen(() => {});
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(failing.$flags.get()).toEqual({ showOrangeDataOnProducts: false, orangeDataOnProductExceptions: [], showPageBanners: false });
  });
});
