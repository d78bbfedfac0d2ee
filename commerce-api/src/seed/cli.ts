import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { seedIfEmpty } from './seed.ts';

/**
 * `pnpm seed [--products N]`: rebuilds the database file from scratch (DB_PATH or
 * .store/commerce.sqlite); `--products` seeds a catalogue of about N products (load tests).
 */
const sizeArg = process.argv.indexOf('--products');
const products = sizeArg >= 0 ? Number(process.argv[sizeArg + 1]) : 0;
if (!Number.isInteger(products) || products < 0 || products > 1_000_000) {
  console.error('--products takes a whole number of products, up to 1000000');
  process.exit(1);
}
const dbPath = process.env['DB_PATH'] ?? join(import.meta.dirname, '../../../.store/commerce.sqlite');
for (const suffix of ['', '-wal', '-shm']) if (existsSync(dbPath + suffix)) rmSync(dbPath + suffix);
const started = performance.now();
const db = openDatabase(dbPath);
await seedIfEmpty(db, new Date(), { products });
const count = (sql: string) => db.prepare(sql).pluck().get() as number;
console.info(
  `Seeded ${dbPath} in ${Math.round(performance.now() - started)} ms: ${count('SELECT count(*) FROM products')} products ` +
    `(${count('SELECT count(*) FROM products WHERE visibility = 4 AND status = 1')} listed), ` +
    `${count('SELECT count(*) FROM categories')} categories, ${count('SELECT count(*) FROM towns')} towns, ` +
    `${count('SELECT count(*) FROM attribute_options')} attribute options.`,
);
db.close();
