import type { ShellRoute } from '../auth/shell-routes';
import { shellPage } from '../composition/shell-page';

const Healthcheck = shellPage('healthcheck', () => import('./pages/healthcheck-page'));
const Gtm = shellPage('gtm', () => import('./pages/gtm-page'));

/** Operational pages of spec §2 (/sitemap.xml is answered by the gateway, as XML). */
export const SITE_ROUTES: ShellRoute[] = [
  { path: '/healthcheck', layout: 'default', Component: Healthcheck },
  { path: '/gtm', layout: 'default', Component: Gtm },
];
