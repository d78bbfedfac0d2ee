import type { LayoutName } from './routes';

/** The shell's own pages; each has one lazy component (see the shell's `composition/router.tsx`). */
export type ShellPageName = 'login' | 'signup' | 'password-reset' | 'healthcheck' | 'gtm';

export interface ShellPageRoute {
  /** Pattern without locale prefix; also answered under `/fr` and `/en`. */
  path: string;
  layout: LayoutName;
  page: ShellPageName;
}

/**
 * The paths the shell owns. Plain data, free of React, and a contract: the shell's router renders
 * them, the gateway answers them 200 instead of 404 and `pnpm campaign new` keeps a seasonal page
 * off them, so all three agree on what exists without importing the shell.
 * The -old twins keep their old URLs on the account layout. `/sitemap.xml` is not here: the
 * gateway answers it itself, before any page fallback.
 */
export const SHELL_PAGE_ROUTES: readonly ShellPageRoute[] = [
  { path: '/login', layout: 'main', page: 'login' },
  { path: '/signup', layout: 'main', page: 'signup' },
  { path: '/password-reset', layout: 'main', page: 'password-reset' },
  { path: '/login-old', layout: 'account', page: 'login' },
  { path: '/signup-old', layout: 'account', page: 'signup' },
  { path: '/healthcheck', layout: 'default', page: 'healthcheck' },
  { path: '/gtm', layout: 'default', page: 'gtm' },
];
