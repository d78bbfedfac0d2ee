import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_KEY, canReload, claimReload, isChunkLoadError, readLastReload, shouldReloadAfterChunkFailure } from './reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('isChunkLoadError', () => {
  it('recognises webpack/rspack chunk failures', () => {
    const err = Object.assign(new Error('Loading chunk 42 failed.\n(error: https://x/42.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(err)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
  });

  it('recognises Module Federation script failures and ESM import failures', () => {
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-004 Failed to locate remote.'))).toBe(false);
  });

  it('looks into a wrapped cause', () => {
    expect(isChunkLoadError(new Error('page failed', { cause: { name: 'ChunkLoadError' } }))).toBe(true);
  });

  it('leaves ordinary errors alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('canReload', () => {
  const ttl = 10_000;
  it('allows the first reload', () => expect(canReload(null, 1_000, ttl)).toBe(true));
  it('blocks a second reload inside the window', () => expect(canReload(1_000, 1_000 + ttl - 1, ttl)).toBe(false));
  it('allows again once the window has passed', () => expect(canReload(1_000, 1_000 + ttl, ttl)).toBe(true));
  it('does not block forever on a timestamp from the future', () => expect(canReload(99_999, 1_000, ttl)).toBe(true));
});

describe('claimReload', () => {
  const ttl = 10_000;
  it('records the reload and refuses a second one within the TTL', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 50_000, ttl)).toBe(true);
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBe('50000');
    expect(claimReload(storage, 55_000, ttl)).toBe(false);
    expect(claimReload(storage, 60_000, ttl)).toBe(true);
  });

  it('ignores garbage in storage', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: 'not-a-number' });
    expect(readLastReload(storage)).toBeNull();
    expect(claimReload(storage, 1, ttl)).toBe(true);
  });

  it('refuses to reload when storage is unavailable or throws', () => {
    expect(claimReload(undefined, 1, ttl)).toBe(false);
    const broken = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(claimReload(broken, 1, ttl)).toBe(false);
  });
});

describe('shouldReloadAfterChunkFailure', () => {
  const ttlMs = 10_000;
  const chunkError = Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' });

  it('reloads once after a deploy, then lets the error show within the TTL', () => {
    const storage = memoryStorage();
    expect(shouldReloadAfterChunkFailure({ error: chunkError, buildChanged: true, storage, now: 1_000, ttlMs })).toBe(true);
    expect(shouldReloadAfterChunkFailure({ error: chunkError, buildChanged: true, storage, now: 9_000, ttlMs })).toBe(false);
  });

  it('does not reload when the build did not change (the remote is down)', () => {
    const storage = memoryStorage();
    expect(shouldReloadAfterChunkFailure({ error: chunkError, buildChanged: false, storage, now: 1_000, ttlMs })).toBe(false);
    // The slot was not consumed: a deploy noticed later may still reload.
    expect(storage.data.size).toBe(0);
  });

  it('does not reload for an error thrown by the page itself', () => {
    const storage = memoryStorage();
    expect(shouldReloadAfterChunkFailure({ error: new RangeError('bad'), buildChanged: true, storage, now: 1_000, ttlMs })).toBe(false);
  });
});
