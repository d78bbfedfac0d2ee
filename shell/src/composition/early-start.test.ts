import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const registerRemotes = vi.fn<(remotes: { name: string; entry: string }[]) => void>();
const preloadRemote = vi.fn<(args: { nameOrAlias: string; exposes: string[] }[]) => Promise<void>>(async () => undefined);
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (remotes: { name: string; entry: string }[]) => registerRemotes(remotes),
  preloadRemote: (args: { nameOrAlias: string; exposes: string[] }[]) => preloadRemote(args),
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
  preloadRemote.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.shellManifestRequest;
  window.history.replaceState(null, '', '/');
});

describe('runtimeManifest', () => {
  it('uses the request index.html started, and registers remotes with absolute manifest URLs', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchSpy);
    window.shellManifestRequest = Promise.resolve(manifest);
    const { runtimeManifest } = await freshModule();
    const result = await runtimeManifest();
    expect(result.build).toBe('b1');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes.mock.calls[0]![0]).toEqual([
      { name: 'mf_promotions', entry: `${window.location.origin}/remotes/mf-promotions/1.0.0/mf-manifest.json` },
      { name: 'mf_catalog', entry: `${window.location.origin}/remotes/mf-catalog/1.0.0/mf-manifest.json` },
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

describe('startEarly', () => {
  it('preloads the page of the URL being opened, locale prefix included', async () => {
    window.history.replaceState(null, '', '/en/centre-daide/paiement');
    window.shellManifestRequest = Promise.resolve(manifest);
    const { startEarly } = await freshModule();
    startEarly();
    await vi.waitFor(() => expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mf_promotions', exposes: ['./help-topic'] }]));
  });

  it('preloads nothing for a path no remote serves', async () => {
    window.history.replaceState(null, '', '/nowhere');
    window.shellManifestRequest = Promise.resolve(manifest);
    const { startEarly, runtimeManifest } = await freshModule();
    startEarly();
    await runtimeManifest();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
