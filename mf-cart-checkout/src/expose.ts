import type { RouteDef } from '@shop/shared/contracts/routes';

/** Route table (plain data, published with each build); every `page` is `src/routes/<page>.tsx`. */
export const routes: RouteDef[] = [
  { path: '/cart', page: 'cart' },
  { path: '/checkout', page: 'checkout' },
  { path: '/thankyou', page: 'thankyou' },
];
