import type { FeatureModule } from './app.ts';
import { authModule } from './auth/routes.ts';
import { customersModule } from './customers/routes.ts';
import { cartsModule } from './carts/routes.ts';
import { checkoutModule } from './checkout/routes.ts';
import { ordersModule } from './orders/routes.ts';
import { contentModule } from './content/routes.ts';

/**
 * The feature modules, each a Fastify plugin in its own folder. Add yours here (one line),
 * so the order of registration is visible in one place.
 */
export const modules: FeatureModule[] = [
  authModule,
  customersModule,
  cartsModule,
  checkoutModule,
  ordersModule,
  contentModule,
];
