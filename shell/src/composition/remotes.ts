import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { federationName, provideCartService, type CartService } from '@shop/shared';
import { registerAfresh } from './early-start';

export type PageModule = { default: ComponentType };

export function moduleId(remote: string, page: string): string {
  return `${federationName(remote)}/${page}`;
}

const pages = new Map<string, Promise<PageModule>>();
const loaded = new Set<string>();
/** Remotes whose page failed in this tab: their next load registers them afresh first. */
const failed = new Set<string>();
const refreshing = new Map<string, Promise<void>>();

/**
 * A page of `remote` failed here (its download, or its render, caught by the region): its pages
 * are forgotten and its next load asks the store for the version live now and starts from its
 * entry, so Retry and the next visit recover once the files are back or the release is rolled back.
 */
export function markRemoteFailed(remote: string): void {
  failed.add(remote);
  const prefix = `${federationName(remote)}/`;
  for (const id of pages.keys()) if (id.startsWith(prefix)) pages.delete(id);
  for (const id of loaded) if (id.startsWith(prefix)) loaded.delete(id);
}

/** Registers a failed remote afresh, once for every page that asks meanwhile. */
function afterFailure(remote: string): Promise<void> {
  if (!failed.has(remote)) return Promise.resolve();
  let refresh = refreshing.get(remote);
  if (!refresh) {
    refresh = registerAfresh(remote)
      .then(() => {
        failed.delete(remote);
      })
      .finally(() => refreshing.delete(remote));
    refreshing.set(remote, refresh);
  }
  return refresh;
}

/**
 * Loads one exposed page, shared between prefetch and render. A failure is forgotten so the
 * next attempt (Retry, another hover, another visit) really goes back to the network.
 */
export function loadPage(remote: string, page: string): Promise<PageModule> {
  const id = moduleId(remote, page);
  const cached = pages.get(id);
  if (cached) return cached;
  const attempt = afterFailure(remote)
    .then(() => loadRemote<PageModule>(id))
    .then((mod) => {
      if (!mod || typeof mod.default !== 'function') {
        throw new Error(`${id} does not export a page component`);
      }
      loaded.add(id);
      return mod;
    });
  pages.set(id, attempt);
  attempt.catch(() => {
    if (pages.get(id) === attempt) markRemoteFailed(remote);
  });
  return attempt;
}

export function isPageLoaded(remote: string, page: string): boolean {
  return loaded.has(moduleId(remote, page));
}

/** Intent prefetch: warms the page without surfacing errors (the visit itself will report them). */
export function prefetchPage(remote: string, page: string): void {
  if (pages.has(moduleId(remote, page))) return;
  loadPage(remote, page).catch(() => undefined);
}

export const CART_SERVICE_MODULE = 'mf_cart_checkout/cart-service';

/** The cart implementation lives in mf-cart-checkout and is fetched on first use only. */
export function provideRemoteCartService(): void {
  provideCartService(() =>
    loadRemote<{ default: CartService }>(CART_SERVICE_MODULE).then((mod) => {
      if (!mod?.default) throw new Error(`${CART_SERVICE_MODULE} has no default export`);
      return mod.default;
    }),
  );
}
