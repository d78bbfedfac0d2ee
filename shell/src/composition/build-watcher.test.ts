import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchBuild } from './build-watcher';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('watchBuild', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every minute without caching and turns stale when the build changes', async () => {
    const builds = ['b1', 'b1', 'b2'];
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ build: builds.shift() ?? 'b2' }));
    const watcher = watchBuild({ startedWith: 'b1', fetchImpl });

    await watcher.check();
    expect(watcher.isStale()).toBe(false);
    expect(fetchImpl).toHaveBeenCalledWith('/builds/latest.json', expect.objectContaining({ cache: 'no-store' }));

    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(watcher.isStale()).toBe(false);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(watcher.isStale()).toBe(true);
    expect(watcher.latest()).toBe('b2');
    watcher.stop();
  });

  it('checks again when the tab becomes visible', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ build: 'b9' }));
    let now = 0;
    const watcher = watchBuild({ startedWith: 'b1', fetchImpl, now: () => now });
    now = 10_000;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(watcher.isStale()).toBe(true);
    watcher.stop();
  });

  it('keeps the last answer when the server fails or answers garbage', async () => {
    const answers = [jsonResponse({ build: 'b2' }), jsonResponse({}, 503), jsonResponse({ nope: true })];
    const fetchImpl = vi.fn<typeof fetch>(async () => answers.shift() ?? Promise.reject(new TypeError('Failed to fetch')));
    const watcher = watchBuild({ startedWith: 'b1', fetchImpl });
    await watcher.check();
    await watcher.check();
    await watcher.check();
    await watcher.check();
    expect(watcher.latest()).toBe('b2');
    watcher.stop();
  });
});
