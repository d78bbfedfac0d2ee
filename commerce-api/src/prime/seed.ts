import type { Db } from '../db/database.ts';
import { magentoTime } from '../auth/clock.ts';

/** `percent` off, rounded to 100 FCFA. */
const memberPrice = (price: number, percent: number) => Math.round((price * (100 - percent)) / 10_000) * 100;

/**
 * Prime demo data, chosen from the seeded catalogue: three member prices on public products and
 * two products that exist only for Silver and Gold members, open from the day before the seed for
 * 30 days; one more member price for Silver opening the day after the seed (so VIP early access
 * shows); members' free home delivery on six bulky products. Runs once: a database that already
 * has Prime data is left as it is.
 */
export function seedPrime(db: Db, now: Date): boolean {
  const has = (table: string) => (db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number) > 0;
  if (!has('products') || has('prime_private_sales') || has('prime_free_delivery')) return false;
  const starts = magentoTime(new Date(now.getTime() - 86_400_000));
  const ends = magentoTime(new Date(now.getTime() + 30 * 86_400_000));
  // Listed, simple, priced, in stock and outside other promotions (flash sales, auctions, orders).
  const candidates = db
    .prepare(
      `SELECT p.id, p.price FROM products p JOIN stock s ON s.product_id = p.id
       WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND s.is_in_stock = 1 AND s.qty >= 10 AND p.price BETWEEN ? AND ?
         AND coalesce(json_extract(p.attributes, '$.hide_price'), '1') != '0'
         AND coalesce(json_extract(p.attributes, '$.is_on_flash_sale'), '0') != '1'
         AND coalesce(json_extract(p.attributes, '$.special_price'), '') = ''
         AND coalesce(json_extract(p.attributes, '$.is_free_shipping'), '0') != '1'
         AND p.id NOT IN (SELECT product_id FROM auctions) AND p.id NOT IN (SELECT product_id FROM order_items)
       ORDER BY p.popularity DESC, p.id LIMIT ? OFFSET ?`,
    );
  const pick = (min: number, max: number, limit: number, offset: number) => candidates.all(min, max, limit, offset) as { id: number; price: number }[];
  const insertSale = db.prepare(
    'INSERT INTO prime_private_sales (product_id, min_tier_rank, exclusive, member_price, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const [a, b, c] = pick(30_000, 400_000, 3, 0);
  for (const [product, rank, percent] of [[a, 1, 15], [b, 1, 15], [c, 2, 20]] as const) {
    if (product) insertSale.run(product.id, rank, 0, memberPrice(product.price, percent), starts, ends);
  }
  // One more for Silver that opens tomorrow: Gold and Platinum members (VIP access) have it now.
  const [upcoming] = pick(30_000, 400_000, 1, 5);
  if (upcoming) insertSale.run(upcoming.id, 1, 0, memberPrice(upcoming.price, 15), magentoTime(new Date(now.getTime() + 86_400_000)), ends);
  // Exclusive editions: copies of two popular products under their own sku, "not visible
  // individually", so no listing, search index or category count ever holds them.
  const editions = pick(80_000, 600_000, 2, 3);
  editions.forEach((source, index) => {
    const rank = index === 0 ? 1 : 2;
    const id = Number(
      db
        .prepare(
          `INSERT INTO products (sku, type_id, attribute_set_id, name_fr, name_en, url_key, price, status, visibility, weight, created_at, updated_at, popularity, attributes, attributes_fr, attributes_en, extension, media)
           SELECT 'PRIME-' || sku, type_id, attribute_set_id, 'Édition Prime · ' || name_fr, 'Prime edition · ' || name_en, 'prime-' || url_key, price, 1, 1, weight, ?, ?, 0, attributes, attributes_fr, attributes_en, extension, media
           FROM products WHERE id = ?`,
        )
        .run(magentoTime(now), magentoTime(now), source.id).lastInsertRowid,
    );
    db.prepare('INSERT INTO stock (product_id, qty, is_in_stock) VALUES (?, 25, 1)').run(id);
    insertSale.run(id, rank, 1, memberPrice(source.price, rank === 1 ? 10 : 20), starts, ends);
  });
  const bulky = db
    .prepare(
      `SELECT p.id FROM products p JOIN stock s ON s.product_id = p.id
       WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND s.is_in_stock = 1
         AND json_extract(p.attributes, '$.shipping_class') IN ('large', 'medium')
         AND coalesce(json_extract(p.attributes, '$.is_free_shipping'), '0') != '1'
         AND p.id NOT IN (SELECT product_id FROM prime_private_sales)
       ORDER BY p.popularity DESC, p.id LIMIT 6`,
    )
    .pluck()
    .all() as number[];
  const insertFree = db.prepare('INSERT INTO prime_free_delivery (product_id, min_tier_rank) VALUES (?, ?)');
  bulky.forEach((id, index) => insertFree.run(id, index < 4 ? 0 : 2));
  return true;
}
