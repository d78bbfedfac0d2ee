import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { noSqliteConnection } from '../db/engine.ts';
import { dataAccess, joinedTo, repositories } from '../repositories.ts';
import { sqliteStore, type Executor, type Store } from '../db/store.ts';
import { seedTowns } from './towns.ts';
import { seedDictionaries } from './dictionaries.ts';
import { seedCategories } from './categories.ts';
import { magentoDate, seedCatalog } from './catalog.ts';
import { seedCommerce } from './commerce.ts';
import { moveIdentitiesPastSeededIds, withVersionsBumpedOnce } from './write.ts';
import { seedPrime } from './prime.ts';
import { seedGames } from '../games/seed.ts';

const count = async (tx: Executor, table: 'towns' | 'products' | 'attribute_options' | 'categories') =>
  Number((await tx.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/**
 * Replicas started together on one new PostgreSQL database all find it empty: the first to take
 * this lock seeds, the others wait for its commit, then find the rows (the second used to crash
 * on a duplicate town). SQLite's write transaction is already that lock.
 */
async function oneSeederAtATime(tx: Executor, engine: Store['engine']): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended('storefront-seed', 0))`.execute(tx);
}

/**
 * Seeds a new database once; a database that already has towns and products is left as it is.
 * `now` is the seeding instant: promotions and flash sales are dated around it. `products` asks
 * for a larger catalogue than the default ~5,300 (load tests: `pnpm seed --products 50000`).
 * Runs on either engine (a SQLite connection is taken as its store).
 */
export async function seedIfEmpty(target: Store | Db, now: Date = new Date(), { products = 0 }: { products?: number } = {}): Promise<boolean> {
  // A bare connection's store is left open: the caller owns the connection and closes it.
  const store = 'engine' in target ? target : sqliteStore(target);
  const seedCategoriesIfMissing = async (tx: Executor) => {
    if ((await count(tx, 'categories')) === 0) await seedCategories(tx, magentoDate(new Date(now.getTime() - 800 * 86_400_000)));
  };
  const catalogue = async (tx: Executor) => {
    await withVersionsBumpedOnce(tx, store.engine, async () => {
      await seedCategoriesIfMissing(tx);
      await seedCatalog(tx, now, undefined, products);
    });
    // The catalogue's rows carry their own ids: PostgreSQL's identities move past them before
    // anything (Prime's editions, orders) takes a generated one.
    await moveIdentitiesPastSeededIds(tx, store.engine, ['towns', 'quarters', 'categories', 'products']);
  };
  if ((await count(store.db, 'towns')) > 0) {
    // A database made before the catalogue seed existed has towns but no products: fill the
    // catalogue in, leave everything else as it is. Prime data added later is filled in once.
    return store.transaction(async (tx) => {
      await oneSeederAtATime(tx, store.engine);
      if ((await count(tx, 'products')) > 0) return seedPrime(tx, now);
      if ((await count(tx, 'attribute_options')) === 0) await seedDictionaries(tx);
      await catalogue(tx);
      return true;
    });
  }
  // One transaction, the demo order placed through the checkout included: a seed stopped half-way
  // leaves an empty database, seeded again at the next start.
  const access = dataAccess(store);
  const connection = store.engine === 'sqlite' ? store.connection : noSqliteConnection();
  return store.transaction(async (tx) => {
    await oneSeederAtATime(tx, store.engine);
    // Another replica seeded while this one waited for the lock: its rows stand.
    if ((await count(tx, 'towns')) > 0) return false;
    await seedTowns(tx);
    await seedDictionaries(tx);
    await catalogue(tx);
    const repos = repositories(tx);
    await seedCommerce(tx, connection, joinedTo(access, repos), now);
    await seedPrime(tx, now);
    await seedGames(repos, now);
    return true;
  });
}
