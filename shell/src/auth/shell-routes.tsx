import type { LayoutName } from '@shop/shared';
import type { ShellPageName } from '@shop/shared/contracts/shell-pages';
import { shellPage, type ShellPageComponent } from '../composition/shell-page';

export interface ShellRoute {
  path: string;
  layout: LayoutName;
  Component: ShellPageComponent;
}

/**
 * The auth pages ; their paths are in `@shop/shared/contracts/shell-pages`. Sign-in pages
 * are a small share of visits: their code and texts stay out of the first load.
 */
export const AUTH_PAGES = {
  login: shellPage('login', () => import('./pages/login-page')),
  signup: shellPage('signup', () => import('./pages/signup-page')),
  'password-reset': shellPage('password-reset', () => import('./pages/password-reset-page')),
} satisfies Partial<Record<ShellPageName, ShellPageComponent>>;
