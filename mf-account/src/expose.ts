import type { RouteDef } from '@shop/shared';
import { PRIME_BASE } from './features/prime/lib/prime-base';

/**
 * mf-account's route table. Plain data: the shell builds its router from it without loading
 * this remote. Children of /customer are added here as their pages land (no dead links before).
 */
export const routes: RouteDef[] = [
  { path: '/customer', page: 'customer-overview', layout: 'account', auth: true },
  { path: '/customer/account', page: 'customer-account', layout: 'account', auth: true },
  { path: '/customer/address', page: 'customer-address', layout: 'account', auth: true },
  { path: '/customer/favorites', page: 'customer-favorites', layout: 'account', auth: true },
  { path: '/customer/prizes', page: 'customer-prizes', layout: 'account', auth: true },
  { path: '/customer/language', page: 'customer-language', layout: 'account', auth: true },
  { path: '/customer/help', page: 'customer-help', layout: 'account', auth: true },
  { path: '/customer/orders', page: 'customer-orders', layout: 'account', auth: true },
  { path: '/customer/orders/:id', page: 'customer-order', layout: 'account', auth: true, params: { id: '[0-9]{1,12}' } },
  { path: '/delete-account', page: 'delete-account', layout: 'account', auth: true },
  // Prime loyalty: the member's page, and the public programme at /{brand}-prime with its children.
  { path: '/customer/prime', page: 'customer-prime', layout: 'account', auth: true },
  { path: PRIME_BASE, page: 'prime-programme', layout: 'main' },
  { path: `${PRIME_BASE}/new`, page: 'prime-join', layout: 'main' },
  { path: `${PRIME_BASE}/old`, page: 'prime-join', layout: 'main' },
  { path: `${PRIME_BASE}/Firstcom`, page: 'prime-firstcom', layout: 'main' },
  { path: `${PRIME_BASE}/Connexion`, page: 'prime-connexion', layout: 'main' },
];
