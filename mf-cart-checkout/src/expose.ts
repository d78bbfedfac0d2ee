import type { RouteDef } from '@shop/shared/contracts/routes';

/** Route table (plain data, published with each build); every `page` is `src/routes/<page>.tsx`. */
export const routes: RouteDef[] = [
  { path: '/cart', page: 'cart' },
  { path: '/checkout', page: 'checkout' },
  { path: '/thankyou', page: 'thankyou' },
  { path: '/shipping-cost-simulator', page: 'shipping-cost-simulator' },
  { path: '/paiement-en-tranche', page: 'paiement-en-tranche' },
  { path: '/commandez-par-telephone', page: 'commandez-par-telephone' },
];
