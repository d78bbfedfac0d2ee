import type { RouteDef } from '@shop/shared';
import { TOPIC_PARAM_PATTERN } from './features/help-centre/lib/topic-slugs';

/**
 * mf-promotions' route table: plain data the shell routes from without loading this remote.
 * Each route names one page module, `src/routes/<page>.tsx`.
 */
export const routes: RouteDef[] = [
  { path: '/centre-daide', page: 'help-centre' },
  // The twelve children of spec §2 share one page; any other child is a fatal 404.
  { path: '/centre-daide/:topic', page: 'help-topic', params: { topic: TOPIC_PARAM_PATTERN } },
  { path: '/mobile/pages/centre-daide', page: 'mobile-help-centre', layout: 'webview' },
];
