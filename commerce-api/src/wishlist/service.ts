import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { finalPrice } from '../catalog/snapshot.ts';
import type { Locale } from '../http/locale.ts';
import type { FavoriteProduct } from '@shop/shared/contracts/favorites';

/** Products a shopper may keep: enabled and shown in the catalogue (visibility 2 or 4). */
const LISTED = 'p.status = 1 AND p.visibility IN (2, 4)';
const MEDIA_BASE = '/media/catalog/product';

interface Row {
  product_id: number;
  added_at: string;
  sku: string;
  type_id: string;
  name_fr: string;
  name_en: string;
  url_key: string;
  price: number;
  attributes: string;
  is_in_stock: number | null;
  listed: number;
}

/** The product id when it may be added, else null (unknown, disabled or not visible). */
export function listedProductId(ctx: AppContext, productId: number): number | null {
  const id = ctx.db.prepare(`SELECT p.id FROM products p WHERE p.id = ? AND ${LISTED}`).pluck().get(productId) as number | undefined;
  return id ?? null;
}

/** Adding twice keeps one row (and its first date): the list has no duplicates. */
export function addToWishlist(ctx: AppContext, customerId: number, productId: number): void {
  ctx.db.prepare('INSERT OR IGNORE INTO wishlist_items (customer_id, product_id, added_at) VALUES (?, ?, ?)').run(customerId, productId, nowText(ctx));
}

export function removeFromWishlist(ctx: AppContext, customerId: number, productId: number): boolean {
  return ctx.db.prepare('DELETE FROM wishlist_items WHERE customer_id = ? AND product_id = ?').run(customerId, productId).changes === 1;
}

/**
 * The customer's list, newest first. A product deleted from the catalogue already left it (foreign
 * key); one disabled or hidden since is dropped here, so it does not come back if re-enabled.
 */
export function readWishlist(ctx: AppContext, customerId: number, locale: Locale): FavoriteProduct[] {
  const rows = ctx.db
    .prepare(
      `SELECT w.product_id, w.added_at, p.sku, p.type_id, p.name_fr, p.name_en, p.url_key, p.price, p.attributes, s.is_in_stock,
              (${LISTED}) AS listed
       FROM wishlist_items w JOIN products p ON p.id = w.product_id LEFT JOIN stock s ON s.product_id = p.id
       WHERE w.customer_id = ? ORDER BY w.added_at DESC, w.product_id DESC`,
    )
    .all(customerId) as Row[];
  const gone = rows.filter((r) => !r.listed);
  if (gone.length) {
    const drop = ctx.db.prepare('DELETE FROM wishlist_items WHERE customer_id = ? AND product_id = ?');
    ctx.db.transaction(() => gone.forEach((r) => drop.run(customerId, r.product_id)))();
  }
  const now = ctx.now().getTime();
  return rows
    .filter((r) => r.listed)
    .map((r) => {
      const attributes = JSON.parse(r.attributes) as Record<string, string>;
      const { final, special } = finalPrice({ price: r.price, type_id: r.type_id, attributes }, now);
      return {
        product_id: r.product_id,
        sku: r.sku,
        name: locale === 'fr' ? r.name_fr : r.name_en,
        url_key: r.url_key,
        price: r.price,
        special_price: special,
        final_price: final,
        // Magento's hide-price attribute: the value 0 means the price is not shown.
        hide_price: attributes['hide_price'] === '0',
        image: attributes['image'] ? `${MEDIA_BASE}${attributes['image']}` : '',
        in_stock: r.is_in_stock === 1,
        added_at: r.added_at,
      };
    });
}
