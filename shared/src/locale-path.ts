import { useCallback } from 'react';
import { useLocation } from 'react-router';

const PREFIX = /^\/(fr|en)(?=\/|$)/;

/**
 * Links keep the locale prefix the shopper arrived with: on `/en/...` a link to `/cart` becomes
 * `/en/cart`. Paths already prefixed, relative links and anchors are left alone.
 * @internal (shared's links; packages use `useLocalePath`)
 */
export function localisePath(path: string, currentPathname: string): string {
  const locale = PREFIX.exec(currentPathname)?.[1];
  if (!locale || !path.startsWith('/') || PREFIX.test(path)) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** `localisePath` bound to the current location, for a remote's links. */
export function useLocalePath(): (path: string) => string {
  const { pathname } = useLocation();
  return useCallback((path: string) => localisePath(path, pathname), [pathname]);
}
