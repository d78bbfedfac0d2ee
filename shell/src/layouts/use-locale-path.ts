import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath, withLocale } from '../composition/lib/route-table';

/** Links keep the locale prefix the shopper arrived with (`/en/...` stays English). */
export function useLocalePath(): (path: string) => string {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return useCallback((path: string) => (locale && path.startsWith('/') ? withLocale(path, locale) : path), [locale]);
}
