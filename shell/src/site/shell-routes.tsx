import type { ShellPageName } from '../composition/lib/shell-routes';
import { shellPage, type ShellPageComponent } from '../composition/shell-page';

/** Operational pages ; their paths are in `composition/lib/shell-routes.ts`. */
export const SITE_PAGES = {
  healthcheck: shellPage('healthcheck', () => import('./pages/healthcheck-page')),
  gtm: shellPage('gtm', () => import('./pages/gtm-page')),
} satisfies Partial<Record<ShellPageName, ShellPageComponent>>;
