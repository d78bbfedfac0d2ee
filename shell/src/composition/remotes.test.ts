import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn<(id: string) => Promise<unknown>>();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));
const registerAfresh = vi.fn<(remote: string) => Promise<void>>(async () => undefined);
vi.mock('./early-start', () => ({ registerAfresh: (remote: string) => registerAfresh(remote) }));

/** A page module, told apart by `label`. */
const page = (label: string) => ({ default: () => label, label });
const labelOf = (mod: unknown) => (mod as { label: string }).label;

async function freshModule() {
  vi.resetModules();
  return import('./remotes');
}

beforeEach(() => {
  loadRemote.mockReset();
  registerAfresh.mockClear();
});

describe('loadPage after a failure', () => {
  it('registers the remote afresh before loading again, once for every page that asks meanwhile', async () => {
    const { loadPage } = await freshModule();
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 Failed to load script resources'));
    await expect(loadPage('mf-promotions', 'help-centre')).rejects.toThrow('RUNTIME-008');
    expect(registerAfresh).not.toHaveBeenCalled();

    loadRemote.mockImplementation(async (id) => page(id));
    const [a, b] = await Promise.all([loadPage('mf-promotions', 'help-centre'), loadPage('mf-promotions', 'contact')]);
    expect(registerAfresh).toHaveBeenCalledTimes(1);
    expect(registerAfresh).toHaveBeenCalledWith('mf-promotions');
    expect(labelOf(a)).toBe('mf_promotions/help-centre');
    expect(labelOf(b)).toBe('mf_promotions/contact');
    // Recovered: later loads use what is loaded, no more round trips.
    await loadPage('mf-promotions', 'help-centre');
    expect(registerAfresh).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('forgets a page whose render failed, so Retry loads it from a fresh registration', async () => {
    const { loadPage, markRemoteFailed, isPageLoaded } = await freshModule();
    loadRemote.mockResolvedValueOnce(page('broken')).mockResolvedValueOnce(page('mended'));
    expect(labelOf(await loadPage('mf-promotions', 'help-centre'))).toBe('broken');
    expect(isPageLoaded('mf-promotions', 'help-centre')).toBe(true);

    markRemoteFailed('mf-promotions');
    expect(isPageLoaded('mf-promotions', 'help-centre')).toBe(false);
    expect(labelOf(await loadPage('mf-promotions', 'help-centre'))).toBe('mended');
    expect(registerAfresh).toHaveBeenCalledTimes(1);
  });

  it('stays failed while the store cannot be asked, and recovers once it can', async () => {
    const { loadPage, markRemoteFailed } = await freshModule();
    markRemoteFailed('mf-games');
    registerAfresh.mockRejectedValueOnce(new Error('/remotes.json answered 503'));
    await expect(loadPage('mf-games', 'quiz')).rejects.toThrow('503');
    expect(loadRemote).not.toHaveBeenCalled();
    loadRemote.mockResolvedValueOnce(page('quiz'));
    await expect(loadPage('mf-games', 'quiz')).resolves.toMatchObject({});
    expect(registerAfresh).toHaveBeenCalledTimes(2);
  });
});
