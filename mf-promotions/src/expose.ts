import type { RouteDef } from '@shop/shared';
import { TOPIC_PARAM_PATTERN } from './features/help-centre/lib/topic-slugs';
import { INFO_PAGES, WEBVIEW_INFO_PAGES } from './features/info-pages/lib/info-paths';

/**
 * mf-promotions' route table: plain data the shell routes from without loading this remote.
 * Each route names one page module, `src/routes/<page>.tsx`. Campaign pages are not listed: the
 * gateway adds one route per live campaign from the back end (page `campaign`).
 */
export const routes: RouteDef[] = [
  { path: '/centre-daide', page: 'help-centre' },
  // The twelve children share one page; any other child is a fatal 404.
  { path: '/centre-daide/:topic', page: 'help-topic', params: { topic: TOPIC_PARAM_PATTERN } },
  { path: '/mobile/pages/centre-daide', page: 'mobile-help-centre', layout: 'webview' },
  ...Object.keys(INFO_PAGES).map((path): RouteDef => ({ path, page: 'info-page' })),
  ...Object.keys(WEBVIEW_INFO_PAGES).map((path): RouteDef => ({ path, page: 'mobile-info-page', layout: 'webview' })),
  { path: '/contact', page: 'contact' },
  { path: '/contactez-nous', page: 'contact' },
  { path: '/nos-showrooms', page: 'nos-showrooms' },
  { path: '/ventes-aux-encheres', page: 'ventes-aux-encheres' },
  // The operator console's preview of a campaign (drafts included): its data needs the console's session.
  { path: '/apercu-campagne/*', page: 'campaign-preview' },
  // The app's webview twins of three brand shops (the shops themselves are campaign pages).
  ...['tecno-shop', 'samsung-officiel', 'lg-boutique-officielle'].map((slug): RouteDef => ({ path: `/mobile/pages/${slug}`, page: 'mobile-campaign', layout: 'webview' })),
];
