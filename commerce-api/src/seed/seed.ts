import type { Db } from '../db/database.ts';
import { dataAccess, joinedTo } from '../db/repositories.ts';
import { sqliteStore } from '../db/store.ts';
import { seedTowns } from './towns.ts';
import { seedDictionaries } from './dictionaries.ts';
import { seedCategories } from './categories.ts';
import { magentoDate, seedCatalog } from './catalog.ts';
import { seedCommerce } from './commerce.ts';
import { seedPrime } from '../prime/seed.ts';
import { seedGames } from '../games/seed.ts';

/**
 * Seeds a new database once; a database that already has towns and products is left as it is.
 * `now` is the seeding instant: promotions and flash sales are dated around it. `products` asks
 * for a larger catalogue than the default ~5,300 (load tests: `pnpm seed --products 50000`).
 */
export async function seedIfEmpty(db: Db, now: Date = new Date(), { products = 0 }: { products?: number } = {}): Promise<boolean> {
  const count = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  const seeded = count('towns');
  if (seeded > 0) {
    // A database made before the catalogue seed existed has towns but no products: fill the
    // catalogue in, leave everything else as it is. Prime data added later is filled in once.
    if (count('products') > 0) return seedPrime(db, now);
    db.transaction(() => {
      if (count('attribute_options') === 0) seedDictionaries(db);
      if (count('categories') === 0) seedCategories(db, magentoDate(new Date(now.getTime() - 800 * 86_400_000)));
      seedCatalog(db, now, undefined, products);
    })();
    return true;
  }
  // One transaction, the demo order placed through the checkout included: a seed stopped half-way
  // leaves an empty database, seeded again at the next start. The raw statements run on the
  // connection the transaction holds, so they are part of it.
  const access = dataAccess(sqliteStore(db));
  await access.transaction(async (repos) => {
    seedTowns(db);
    seedDictionaries(db);
    seedCategories(db, magentoDate(new Date(now.getTime() - 800 * 86_400_000)));
    seedCatalog(db, now, undefined, products);
    await seedCommerce(db, joinedTo(access, repos), now);
    seedPrime(db, now);
    await seedGames(repos, now);
  });
  return true;
}
