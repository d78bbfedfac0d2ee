/**
 * Links keep the locale prefix the shopper arrived with, so `/en/centre-daide` links to
 * `/en/cart`. Mirrors the shell's rule (the shell's helper is not part of `@shop/shared`).
 */
const PREFIX = /^\/(fr|en)(?=\/|$)/;

export function localisePath(path: string, currentPathname: string): string {
  const locale = PREFIX.exec(currentPathname)?.[1];
  if (!locale || !path.startsWith('/') || PREFIX.test(path)) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
