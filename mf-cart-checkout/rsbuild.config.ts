import { defineRemoteConfig } from '@shop/tools/build/federation';
import { routes } from './src/expose';

export default defineRemoteConfig({
  name: 'mf-cart-checkout',
  routes,
  devPort: 3002,
  // The cart behind the shared CartService contract: any remote adds to the cart through it.
  exposes: {
    './cart-service': './src/features/cart/lib/cart-service.ts',
    // The header's cart preview; the shell mounts it in its popover.
    './mini-cart': './src/features/cart/components/mini-cart.tsx',
  },
});
