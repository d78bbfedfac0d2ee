import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localisePath } from './lib/locale-path';

export function useLocalePath(): (path: string) => string {
  const { pathname } = useLocation();
  return useCallback((path: string) => localisePath(path, pathname), [pathname]);
}
