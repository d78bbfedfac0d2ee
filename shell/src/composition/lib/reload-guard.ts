/**
 * Decides whether a failed chunk load may reload the page.
 *
 * After a deploy, a page opened before it still points at chunk files that no longer exist; a
 * reload fetches the new build. The guard keeps a broken deploy (or a remote that is simply
 * down) from putting the browser in a reload loop: at most one reload per TTL window.
 */

export const RELOAD_GUARD_KEY = 'shell:chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /ChunkLoadError/i,
  /Loading (CSS )?chunk [^ ]+ failed/i,
  /Loading chunk/i,
  // Federation runtime: manifest (003), remote entry without container (001), script (008).
  /RUNTIME-00[138]\b/,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** Whether an error (thrown, rejected or reported by a boundary) is a failed script/chunk fetch. */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (error == null || depth > 3) return false;
  if (typeof error === 'string') return CHUNK_ERROR_PATTERNS.some((re) => re.test(error));
  if (typeof error !== 'object') return false;
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((re) => re.test(message))) return true;
  // Loaders sometimes wrap the original failure in `cause`.
  return isChunkLoadError(cause, depth + 1);
}

/** Pure rule: a reload is allowed when none happened within the last `ttlMs`. */
export function canReload(lastReloadAt: number | null, now: number, ttlMs: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A timestamp in the future means a clock change; treat it as stale rather than blocking forever.
  if (lastReloadAt > now) return true;
  return now - lastReloadAt >= ttlMs;
}

export function readLastReload(storage: Pick<Storage, 'getItem'> | undefined): number | null {
  try {
    const raw = storage?.getItem(RELOAD_GUARD_KEY);
    if (!raw) return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    // Storage can throw (privacy mode, quota); without it we cannot prove a loop is impossible.
    return null;
  }
}

/**
 * Claims the reload slot: returns true (and records `now`) when the caller may reload. A storage
 * that cannot be written denies the reload, since nothing would then stop a loop.
 */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, now: number, ttlMs: number): boolean {
  if (!storage) return false;
  if (!canReload(readLastReload(storage), now, ttlMs)) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY, String(now));
    return storage.getItem(RELOAD_GUARD_KEY) === String(now);
  } catch {
    return false;
  }
}

export interface ChunkFailure {
  error: unknown;
  /** The server announces a build other than the one this page started with. */
  buildChanged: boolean;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now: number;
  ttlMs: number;
}

/**
 * Reload only when it can help: the chunk is missing because a newer build replaced it. A remote
 * that is merely down keeps its in-place Retry instead of bouncing the whole page.
 */
export function shouldReloadAfterChunkFailure({ error, buildChanged, storage, now, ttlMs }: ChunkFailure): boolean {
  return isChunkLoadError(error) && buildChanged && claimReload(storage, now, ttlMs);
}
