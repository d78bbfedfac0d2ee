import type { Db } from '../db/database.ts';
import { seedTowns } from './towns.ts';

/** Seeds a new database once; a database that already has towns is left as it is. */
export function seedIfEmpty(db: Db): boolean {
  const seeded = db.prepare('SELECT count(*) FROM towns').pluck().get() as number;
  if (seeded > 0) return false;
  db.transaction(() => {
    seedTowns(db);
  })();
  return true;
}
