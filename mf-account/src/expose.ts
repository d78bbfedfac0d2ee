import type { RouteDef } from '@shop/shared';

/**
 * mf-account's route table. Plain data: the shell builds its router from it without loading
 * this remote. Children of /customer are added here as their pages land (no dead links before).
 */
export const routes: RouteDef[] = [
  { path: '/customer', page: 'customer-overview', layout: 'account', auth: true },
];
