import { sql } from 'kysely';
import type { Executor } from '../db/store.ts';
import { magentoTime } from '../auth/clock.ts';
import { attribute, listedSimpleProducts, type ListedProduct } from './picks.ts';
import { insertRows } from './write.ts';

/** `percent` off, rounded to 100 FCFA. */
const memberPrice = (price: number, percent: number) => Math.round((price * (100 - percent)) / 10_000) * 100;

const byPopularity = (a: ListedProduct, b: ListedProduct) => b.popularity - a.popularity || a.id - b.id;

/**
 * Prime demo data, chosen from the seeded catalogue: three member prices on public products and
 * two products that exist only for Silver and Gold members, open from the day before the seed for
 * 30 days; one more member price for Silver opening the day after the seed (so VIP early access
 * shows); members' free home delivery on six bulky products. Runs once: a database that already
 * has Prime data is left as it is.
 */
export async function seedPrime(db: Executor, now: Date): Promise<boolean> {
  const has = async (table: 'products' | 'prime_private_sales' | 'prime_free_delivery') =>
    (await db.selectFrom(table).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst()) !== undefined;
  if (!(await has('products')) || (await has('prime_private_sales')) || (await has('prime_free_delivery'))) return false;
  const starts = magentoTime(new Date(now.getTime() - 86_400_000));
  const ends = magentoTime(new Date(now.getTime() + 30 * 86_400_000));
  const listed = await listedSimpleProducts(db);
  const taken = new Set<number>([
    ...(await db.selectFrom('auctions').select('product_id').execute()).map((r) => r.product_id),
    ...(await db.selectFrom('order_items').select('product_id').execute()).map((r) => r.product_id),
  ]);
  // Listed, simple, priced, in stock and outside other promotions (flash sales, auctions, orders).
  const candidates = listed
    .filter(
      (p) =>
        p.inStock && (p.qty ?? 0) >= 10 && (attribute(p, 'hide_price') ?? '1') !== '0' && (attribute(p, 'is_on_flash_sale') ?? '0') !== '1' &&
        (attribute(p, 'special_price') ?? '') === '' && (attribute(p, 'is_free_shipping') ?? '0') !== '1' && !taken.has(p.id),
    )
    .toSorted(byPopularity);
  const pick = (min: number, max: number, limit: number, offset: number) => candidates.filter((p) => p.price >= min && p.price <= max).slice(offset, offset + limit);
  const sales: { product_id: number; min_tier_rank: number; exclusive: number; member_price: number; starts_at: string; ends_at: string }[] = [];
  const [a, b, c] = pick(30_000, 400_000, 3, 0);
  for (const [product, rank, percent] of [[a, 1, 15], [b, 1, 15], [c, 2, 20]] as const) {
    if (product) sales.push({ product_id: product.id, min_tier_rank: rank, exclusive: 0, member_price: memberPrice(product.price, percent), starts_at: starts, ends_at: ends });
  }
  // One more for Silver that opens tomorrow: Gold and Platinum members (VIP access) have it now.
  const [upcoming] = pick(30_000, 400_000, 1, 5);
  if (upcoming) sales.push({ product_id: upcoming.id, min_tier_rank: 1, exclusive: 0, member_price: memberPrice(upcoming.price, 15), starts_at: magentoTime(new Date(now.getTime() + 86_400_000)), ends_at: ends });
  // Exclusive editions: copies of two popular products under their own sku, "not visible
  // individually", so no listing, search index or category count ever holds them.
  const editions = pick(80_000, 600_000, 2, 3);
  for (const [index, source] of editions.entries()) {
    const rank = index === 0 ? 1 : 2;
    const from = await db.selectFrom('products').selectAll().where('id', '=', source.id).executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('products')
      .values({
        sku: `PRIME-${from.sku}`, type_id: from.type_id, attribute_set_id: from.attribute_set_id, name_fr: `Édition Prime · ${from.name_fr}`, name_en: `Prime edition · ${from.name_en}`,
        url_key: `prime-${from.url_key}`, price: from.price, status: 1, visibility: 1, weight: from.weight, created_at: magentoTime(now), updated_at: magentoTime(now), popularity: 0,
        attributes: from.attributes, attributes_fr: from.attributes_fr, attributes_en: from.attributes_en, extension: from.extension, media: from.media,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('stock').values({ product_id: id, qty: 25, is_in_stock: 1 }).execute();
    sales.push({ product_id: id, min_tier_rank: rank, exclusive: 1, member_price: memberPrice(source.price, rank === 1 ? 10 : 20), starts_at: starts, ends_at: ends });
  }
  await insertRows(db, 'prime_private_sales', sales);
  const onSale = new Set(sales.map((s) => s.product_id));
  const bulky = listed
    .filter((p) => p.inStock && ['large', 'medium'].includes(attribute(p, 'shipping_class') ?? '') && (attribute(p, 'is_free_shipping') ?? '0') !== '1' && !onSale.has(p.id))
    .toSorted(byPopularity)
    .slice(0, 6);
  await insertRows(db, 'prime_free_delivery', bulky.map((p, index) => ({ product_id: p.id, min_tier_rank: index < 4 ? 0 : 2 })));
  return true;
}
