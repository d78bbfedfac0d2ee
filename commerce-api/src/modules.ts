import type { FeatureModule } from './context.ts';
import { sessionsModule } from './auth/guard.ts';
import { signInModule } from './customers/sign-in-routes.ts';
import { customersModule } from './customers/routes.ts';
import { cartsModule } from './carts/routes.ts';
import { checkoutModule } from './checkout/routes.ts';
import { ordersModule } from './orders/routes.ts';
import { catalogModule } from './catalog/routes.ts';
import { searchModule } from './search/routes.ts';
import { magentoSearchModule } from './search/magento-search-routes.ts';
import { mediaModule } from './media/routes.ts';
import { contentModule } from './content/routes.ts';
import { campaignsModule } from './campaigns/routes.ts';
import { gamesModule } from './games/routes.ts';
import { wishlistModule } from './wishlist/routes.ts';
import { primeModule } from './prime/routes.ts';
import { shopperErrorsModule } from './shopper-errors/routes.ts';
import { operatorsModule } from './operators/routes.ts';
import { reviewsModule } from './reviews/routes.ts';
import { orderDeskModule } from './operators/order-desk-routes.ts';
import { paymentsModule } from './payments/routes.ts';
import { phoneProofsModule } from './customers/phone-proof-routes.ts';

/**
 * The feature modules, each a Fastify plugin in its own folder. Add yours here (one line),
 * so the order of registration is visible in one place.
 */
export const modules: FeatureModule[] = [
  // First: its hook resolves the bearer token for the routes of every module after it.
  sessionsModule,
  catalogModule,
  magentoSearchModule,
  searchModule,
  mediaModule,
  signInModule,
  customersModule,
  cartsModule,
  checkoutModule,
  ordersModule,
  contentModule,
  campaignsModule,
  gamesModule,
  wishlistModule,
  primeModule,
  shopperErrorsModule,
  operatorsModule,
  reviewsModule,
  orderDeskModule,
  paymentsModule,
  phoneProofsModule,
];

/**
 * Modules whose data access goes only through `ctx.repos` / `ctx.transaction` (decision 020),
 * including the helpers they call (auth guard, Prime catalogue view…): they run on PostgreSQL.
 * Add yours once nothing it runs touches `ctx.db`; until every module is here, the back end
 * refuses to start on PostgreSQL (`db/engine.ts`).
 */
export const onRepositories: ReadonlySet<FeatureModule> = new Set<FeatureModule>([mediaModule, sessionsModule, signInModule, customersModule, wishlistModule, primeModule, cartsModule, checkoutModule, ordersModule, gamesModule, contentModule, campaignsModule, catalogModule, magentoSearchModule, searchModule, shopperErrorsModule, operatorsModule, reviewsModule, orderDeskModule, paymentsModule, phoneProofsModule]);
