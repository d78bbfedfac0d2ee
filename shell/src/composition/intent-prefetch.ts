import { $isLoggedIn, lowBandwidthNow } from '@shop/shared';
import { findRoute, type RouteEntry } from './lib/route-table';
import { isPageLoaded, prefetchPage } from './remotes';

/** The same-origin path a link points at, or null when it leaves the shop or opens elsewhere. */
export function linkTarget(target: EventTarget | null, origin: string): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? url.pathname : null;
}

/**
 * Hovering, focusing or touching a link starts downloading its page, so that on 3G the code is
 * often there by the time the click lands. One delegated listener covers links in every remote.
 */
export function installIntentPrefetch(
  entries: RouteEntry[],
  doc: Document = document,
  /** The shell's own pages (sign-in…): preloads one and returns true when `path` is one. */
  preloadShellPage: (path: string) => boolean = () => false,
): () => void {
  const origin = doc.location?.origin ?? window.location.origin;
  const onIntent = (event: Event) => {
    const path = linkTarget(event.target, origin);
    if (!path) return;
    // Low-bandwidth mode (Save-Data or a 2g connection): code downloads only on a real click.
    if (lowBandwidthNow()) return;
    if (preloadShellPage(path)) return;
    const route = findRoute(entries, path);
    if (!route || isPageLoaded(route.remote, route.page)) return;
    // A visitor would be redirected to /login: that page's code would be wasted bytes.
    if (route.auth && !$isLoggedIn.get()) return;
    prefetchPage(route.remote, route.page);
  };
  const options = { capture: true, passive: true } as const;
  doc.addEventListener('pointerover', onIntent, options);
  doc.addEventListener('focusin', onIntent, options);
  doc.addEventListener('touchstart', onIntent, options);
  return () => {
    doc.removeEventListener('pointerover', onIntent, options);
    doc.removeEventListener('focusin', onIntent, options);
    doc.removeEventListener('touchstart', onIntent, options);
  };
}
