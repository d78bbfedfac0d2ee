import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuildWatcher } from './build-watcher';
import { recoverFromChunkFailure, setBuildWatcher } from './deploy-recovery';
import { RELOAD_GUARD_KEY } from './lib/reload-guard';

function fakeWatcher(stale: boolean): BuildWatcher & { check: ReturnType<typeof vi.fn<() => Promise<void>>> } {
  return { isStale: () => stale, latest: () => (stale ? 'b2' : 'b1'), check: vi.fn<() => Promise<void>>(async () => undefined), stop: () => undefined };
}

const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });

afterEach(() => {
  sessionStorage.clear();
  setBuildWatcher(null);
});

describe('recoverFromChunkFailure', () => {
  it('asks the server for the build, then reloads once when a deploy replaced the chunk', async () => {
    const reload = vi.fn<() => void>();
    const watcher = fakeWatcher(true);
    setBuildWatcher(watcher, reload);
    await expect(recoverFromChunkFailure(chunkError)).resolves.toBe(true);
    expect(watcher.check).toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).not.toBeNull();
    // The reloaded page fails again within 10 s: no loop, the in-place error shows instead.
    await expect(recoverFromChunkFailure(chunkError)).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the page when the build is unchanged or the error is not a chunk failure', async () => {
    const reload = vi.fn<() => void>();
    setBuildWatcher(fakeWatcher(false), reload);
    await expect(recoverFromChunkFailure(chunkError)).resolves.toBe(false);
    setBuildWatcher(fakeWatcher(true), reload);
    await expect(recoverFromChunkFailure(new TypeError('x is undefined'))).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
