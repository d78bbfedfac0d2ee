import type { BuildWatcher } from './build-watcher';
import { isChunkLoadError, shouldReloadAfterChunkFailure } from './lib/reload-guard';

/** After a reload for a failed chunk, no second reload for this long (no reload loop). */
const RELOAD_GUARD_TTL = 10_000;

let watcher: BuildWatcher | null = null;
let reloadPage: () => void = () => window.location.reload();

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** `reload` is replaceable for tests; the page uses `location.reload()`. */
export function setBuildWatcher(next: BuildWatcher | null, reload?: () => void): void {
  watcher = next;
  if (reload) reloadPage = reload;
}

/**
 * Called with any failure of a remote page or a lazy shell chunk. Returns true when the page is
 * being reloaded (the caller then keeps its loading state instead of flashing an error).
 */
export async function recoverFromChunkFailure(error: unknown): Promise<boolean> {
  if (!isChunkLoadError(error) || !watcher) return false;
  // Ask the server now rather than waiting for the next poll: this failure is the best hint of a deploy.
  await watcher.check();
  const reload = shouldReloadAfterChunkFailure({
    error,
    buildChanged: watcher.isStale(),
    storage: sessionStore(),
    now: Date.now(),
    ttlMs: RELOAD_GUARD_TTL,
  });
  if (reload) reloadPage();
  return reload;
}

/** Chunk failures outside any boundary (a lazy import in an event handler, a prefetch). */
export function installGlobalChunkRecovery(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) void recoverFromChunkFailure(event.reason);
  });
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error ?? event.message)) void recoverFromChunkFailure(event.error ?? event.message);
  });
}
