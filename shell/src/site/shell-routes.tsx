import type { ShellPageName } from '@shop/shared/contracts/shell-pages';
import { shellPage, type ShellPageComponent } from '../composition/shell-page';

/** Operational pages ; their paths are in `@shop/shared/contracts/shell-pages`. */
export const SITE_PAGES = {
  healthcheck: shellPage('healthcheck', () => import('./pages/healthcheck-page')),
  gtm: shellPage('gtm', () => import('./pages/gtm-page')),
} satisfies Partial<Record<ShellPageName, ShellPageComponent>>;
