import type { Executor } from '../db/store.ts';

/** A wishlist row with the product fields the list shows, and whether the product is still listed. */
export interface WishlistRow {
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
  listed: boolean;
}

/** Products a shopper may keep: enabled and shown in the catalogue (visibility 2 or 4). */
const LISTED_VISIBILITY = [2, 4];
const isListed = (status: number, visibility: number): boolean => status === 1 && LISTED_VISIBILITY.includes(visibility);

export interface WishlistRepository {
  /** The product id when it may be kept (known, enabled, visible), else null. */
  listedProductId(productId: number): Promise<number | null>;
  /** Products on the list other than `productId`. */
  countOthers(customerId: number, productId: number): Promise<number>;
  /** Adding twice keeps one row and its first date. */
  add(customerId: number, productId: number, at: string): Promise<void>;
  remove(customerId: number, productId: number): Promise<boolean>;
  /** Newest first. */
  list(customerId: number): Promise<WishlistRow[]>;
  removeMany(customerId: number, productIds: number[]): Promise<void>;
}

export function wishlistRepository(db: Executor): WishlistRepository {
  return {
    async listedProductId(productId) {
      const row = await db
        .selectFrom('products')
        .select('id')
        .where('id', '=', productId)
        .where('status', '=', 1)
        .where('visibility', 'in', LISTED_VISIBILITY)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async countOthers(customerId, productId) {
      const row = await db
        .selectFrom('wishlist_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .where('product_id', '!=', productId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async add(customerId, productId, at) {
      await db
        .insertInto('wishlist_items')
        .values({ customer_id: customerId, product_id: productId, added_at: at })
        .onConflict((oc) => oc.columns(['customer_id', 'product_id']).doNothing())
        .execute();
    },

    async remove(customerId, productId) {
      const result = await db.deleteFrom('wishlist_items').where('customer_id', '=', customerId).where('product_id', '=', productId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async list(customerId) {
      const rows = await db
        .selectFrom('wishlist_items as w')
        .innerJoin('products as p', 'p.id', 'w.product_id')
        .leftJoin('stock as s', 's.product_id', 'p.id')
        .select(['w.product_id', 'w.added_at', 'p.sku', 'p.type_id', 'p.name_fr', 'p.name_en', 'p.url_key', 'p.price', 'p.attributes', 's.is_in_stock', 'p.status', 'p.visibility'])
        .where('w.customer_id', '=', customerId)
        .orderBy('w.added_at', 'desc')
        .orderBy('w.product_id', 'desc')
        .execute();
      return rows.map(({ status, visibility, ...row }) => ({ ...row, listed: isListed(status, visibility) }));
    },

    async removeMany(customerId, productIds) {
      if (productIds.length === 0) return;
      await db.deleteFrom('wishlist_items').where('customer_id', '=', customerId).where('product_id', 'in', productIds).execute();
    },
  };
}
