import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const registerRemotes = vi.fn<(remotes: { name: string; entry: string }[], options?: { force?: boolean }) => void>();
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => registerRemotes(remotes, options),
}));

const manifest = {
  build: 'b1',
  remotes: [
    {
      name: 'mf-promotions',
      version: '1.0.0',
      manifest: '/remotes/mf-promotions/1.0.0/mf-manifest.json',
      routes: [{ path: '/centre-daide/:topic', page: 'help-topic' }],
    },
    { name: 'mf-catalog', version: '1.0.0', manifest: '/remotes/mf-catalog/1.0.0/mf-manifest.json', routes: [{ path: '/', page: 'home' }] },
  ],
};

async function freshModule() {
  vi.resetModules();
  return import('./early-start');
}

beforeEach(() => {
  registerRemotes.mockClear();
});
afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
  vi.unstubAllGlobals();
  delete window.shellManifestRequest;
  window.history.replaceState(null, '', '/');
});

describe('runtimeManifest', () => {
  it('uses the request index.html started, and registers remotes by their entries, as absolute URLs', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchSpy);
    window.shellManifestRequest = Promise.resolve(manifest);
    const { runtimeManifest } = await freshModule();
    const result = await runtimeManifest();
    expect(result.build).toBe('b1');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes.mock.calls[0]![0]).toEqual([
      { name: 'mf_promotions', entry: `${window.location.origin}/remotes/mf-promotions/1.0.0/remoteEntry.js` },
      { name: 'mf_catalog', entry: `${window.location.origin}/remotes/mf-catalog/1.0.0/remoteEntry.js` },
    ]);
    // Asked twice (entry and bootstrap), fetched and registered once.
    await runtimeManifest();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('retries once, without cache, when the early request failed', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(manifest), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    window.shellManifestRequest = Promise.reject(new TypeError('Failed to fetch'));
    const { runtimeManifest } = await freshModule();
    const pending = runtimeManifest();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toMatchObject({ build: 'b1' });
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    vi.useRealTimers();
  });
});

const entryPreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href);

describe('startEarly', () => {
  it('preloads the entry of the remote serving the URL being opened, locale prefix included', async () => {
    window.history.replaceState(null, '', '/en/centre-daide/paiement');
    window.shellManifestRequest = Promise.resolve(manifest);
    const { startEarly } = await freshModule();
    startEarly();
    await vi.waitFor(() => expect(entryPreloads()).toEqual([`${window.location.origin}/remotes/mf-promotions/1.0.0/remoteEntry.js`]));
  });

  it('adds no second preload when the server-rendered head has one', async () => {
    const server = Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href: '/remotes/mf-catalog/1.0.0/remoteEntry.js' });
    document.head.append(server);
    window.shellManifestRequest = Promise.resolve(manifest);
    const { startEarly, runtimeManifest } = await freshModule();
    startEarly();
    await runtimeManifest();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(entryPreloads()).toEqual([`${window.location.origin}/remotes/mf-catalog/1.0.0/remoteEntry.js`]);
  });

  it('preloads nothing for a path no remote serves', async () => {
    window.history.replaceState(null, '', '/nowhere');
    window.shellManifestRequest = Promise.resolve(manifest);
    const { startEarly, runtimeManifest } = await freshModule();
    startEarly();
    await runtimeManifest();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(entryPreloads()).toEqual([]);
  });
});

describe('reportToken', () => {
  it('is the one the store gave with the manifest, renewed when the manifest is fetched again', async () => {
    window.shellManifestRequest = Promise.resolve({ ...manifest, reportToken: 'token-of-this-page-load' });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ ...manifest, reportToken: 'a-fresher-token' }), { status: 200 })));
    const { runtimeManifest, registerAfresh, reportToken } = await freshModule();
    expect(reportToken()).toBeUndefined();
    await runtimeManifest();
    expect(reportToken()).toBe('token-of-this-page-load');
    await registerAfresh('mf-promotions');
    expect(reportToken()).toBe('a-fresher-token');
  });
});

describe('registerAfresh', () => {
  const rolledBack = {
    ...manifest,
    build: 'b2',
    remotes: [{ ...manifest.remotes[0]!, version: '0.9.0', manifest: '/remotes/mf-promotions/0.9.0/mf-manifest.json' }, manifest.remotes[1]!],
  };

  it('registers the version the store serves now with force, dropping the chunks of another version', async () => {
    window.shellManifestRequest = Promise.resolve(manifest);
    const fetchSpy = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(rolledBack), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    const { runtimeManifest, registerAfresh, registeredVersion } = await freshModule();
    await runtimeManifest();
    expect(registeredVersion('mf-promotions')).toBe('1.0.0');
    const chunks = window as unknown as Record<string, unknown>;
    chunks['chunk_mf_promotions'] = [[['c'], {}]];
    chunks['chunk_mf_catalog'] = [[['h'], {}]];

    await registerAfresh('mf-promotions');
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_promotions', entry: `${window.location.origin}/remotes/mf-promotions/0.9.0/remoteEntry.js` }], { force: true });
    expect(registeredVersion('mf-promotions')).toBe('0.9.0');
    // Another version's chunks would be adopted under the new build's ids: gone. Other remotes' stay.
    expect('chunk_mf_promotions' in window).toBe(false);
    expect(chunks['chunk_mf_catalog']).toEqual([[['h'], {}]]);

    // The same version again (its files came back): registered afresh, its chunks kept.
    chunks['chunk_mf_promotions'] = [[['c'], {}]];
    await registerAfresh('mf-promotions');
    expect(registerRemotes).toHaveBeenCalledTimes(3);
    expect(chunks['chunk_mf_promotions']).toEqual([[['c'], {}]]);
    delete chunks['chunk_mf_promotions'];
    delete chunks['chunk_mf_catalog'];
  });

  it('fails when the store no longer serves the remote, keeping its registration', async () => {
    window.shellManifestRequest = Promise.resolve(manifest);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ build: 'b3', remotes: [manifest.remotes[1]] }), { status: 200 })));
    const { runtimeManifest, registerAfresh, registeredVersion } = await freshModule();
    await runtimeManifest();
    await expect(registerAfresh('mf-promotions')).rejects.toThrow('mf-promotions is not served now');
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registeredVersion('mf-promotions')).toBe('1.0.0');
  });
});
