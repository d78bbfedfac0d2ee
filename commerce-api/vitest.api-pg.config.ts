import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:api:pg`: the API test files against PostgreSQL: one throw-away cluster for the run, a
 * database per server copied from the migrated (or seeded) template. Test files arrange and
 * inspect data through the engine-neutral helpers (`api.store`), never the SQLite file. Every
 * API test file is listed here or in `offPostgres` (src/db/api-tests-on-postgres.test.ts checks).
 */
export const onPostgres = ['test/engine.api.test.ts', 'test/shared-read-limit.api.test.ts', 'test/jobs-once.api.test.ts', 'test/search-push-once.api.test.ts', 'test/account-wishlist.api.test.ts', 'test/auth.api.test.ts', 'test/shared-limits.api.test.ts', 'test/orders-schema.api.test.ts', 'test/account-orders.api.test.ts', 'test/cart-lines.api.test.ts', 'test/content-pages.api.test.ts', 'test/feature-flags.api.test.ts', 'test/campaigns-engines.api.test.ts',
  'test/games-tombola.api.test.ts',
  'test/headers.api.test.ts', 'test/hostile-input.api.test.ts', 'test/seed-prices.api.test.ts', 'test/product-pictures.api.test.ts', 'test/fuzz.api.test.ts',
  'test/catalog-caching.api.test.ts', 'test/search.api.test.ts', 'test/search-meili.api.test.ts',
  'test/campaigns.api.test.ts', 'test/campaigns-editor.api.test.ts', 'test/campaign-addresses.api.test.ts',
  'test/readiness.api.test.ts', 'test/catalog.api.test.ts',
  'test/reader-thread.api.test.ts',
  'test/games-wheel.api.test.ts',
  'test/games-treasure.api.test.ts',
  'test/prime.api.test.ts',
  'test/health.api.test.ts', 'test/write-locale.api.test.ts', 'test/abuse-limits.api.test.ts', 'test/best-selections.api.test.ts', 'test/demo-outbox.api.test.ts', 'test/games-prediction.api.test.ts', 'test/content.api.test.ts', 'test/checkout-hostile.api.test.ts', 'test/games-whack-a-mole.api.test.ts', 'test/games-mystery.api.test.ts', 'test/carts.api.test.ts', 'test/checkout.api.test.ts', 'test/account-profile.api.test.ts', 'test/customers.api.test.ts', 'test/shopper-errors.api.test.ts', 'test/operators.api.test.ts', 'test/limits-that-hold.api.test.ts', 'test/session-cookie.api.test.ts',
  'test/order-caps.api.test.ts',
  'test/reviews.api.test.ts',
  'test/order-desk.api.test.ts',
  'test/payments-mobile-money.api.test.ts',
  'test/cart-form.api.test.ts',
  'test/proven-telephones.api.test.ts',
  'test/account-phone-change.api.test.ts',
  'test/account-email-change.api.test.ts',
];

/** API test files that cannot mean anything on PostgreSQL, each with its reason (none today). */
export const offPostgres: Record<string, string> = {};

export default defineConfig({
  test: {
    include: onPostgres,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/postgres-global.ts'],
    env: { TEST_DATABASE: 'postgres' },
  },
});
