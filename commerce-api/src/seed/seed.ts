import type { Db } from '../db/database.ts';
import { seedTowns } from './towns.ts';
import { seedDictionaries } from './dictionaries.ts';
import { seedCategories } from './categories.ts';
import { magentoDate, seedCatalog } from './catalog.ts';
import { seedCommerce } from './commerce.ts';

/**
 * Seeds a new database once; a database that already has towns is left as it is.
 * `now` is the seeding instant: promotions and flash sales are dated around it.
 */
export function seedIfEmpty(db: Db, now: Date = new Date()): boolean {
  const seeded = db.prepare('SELECT count(*) FROM towns').pluck().get() as number;
  if (seeded > 0) return false;
  db.transaction(() => {
    seedTowns(db);
    seedDictionaries(db);
    seedCategories(db, magentoDate(new Date(now.getTime() - 800 * 86_400_000)));
    seedCatalog(db, now);
    seedCommerce(db, now);
  })();
  return true;
}
