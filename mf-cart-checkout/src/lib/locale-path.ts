import { useCallback } from 'react';
import { useLocation } from 'react-router';

const PREFIX = /^\/(fr|en)(?=\/|$)/;

/** Keeps the locale prefix the shopper arrived with: on `/en/...` a link to `/cart` becomes `/en/cart`. */
export function localisePath(path: string, currentPathname: string): string {
  const prefix = PREFIX.exec(currentPathname)?.[1];
  if (!prefix || !path.startsWith('/')) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

export function useLocalePath(): (path: string) => string {
  const { pathname } = useLocation();
  return useCallback((path: string) => localisePath(path, pathname), [pathname]);
}
