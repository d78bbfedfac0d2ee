import { SqliteAdapter } from 'kysely';
import type { Executor } from '../db/store.ts';
import type { ReviewStatus } from './rules.ts';

/** An order line as the review form needs it: whose order, in which status, which product. */
export interface ReviewableLine {
  order_item_id: number;
  order_id: number;
  customer_id: number | null;
  order_status: string;
  /** The listed product (a configurable's parent): its page gathers the line's review. */
  product_id: number;
  sku: string;
  name: string;
}

export interface ReviewRow {
  id: number;
  order_item_id: number;
  order_id: number;
  product_id: number;
  customer_id: number;
  nickname: string;
  rating: number;
  title: string;
  detail: string;
  locale: string;
  status: string;
  created_at: string;
  moderated_at: string | null;
  moderated_by: string | null;
}

/** A review with what the moderators see of its product and order. */
export interface ModerationRow extends ReviewRow {
  sku: string;
  product_name: string;
  increment_id: string;
}

export type NewReview = Omit<ReviewRow, 'id' | 'status' | 'moderated_at' | 'moderated_by'>;

export interface ReviewsRepository {
  /** The product's id when it is enabled and shown somewhere in the catalogue, else null. */
  listedProductId(sku: string): Promise<number | null>;
  /** The order line with its order's owner and status, or undefined. */
  line(orderItemId: number): Promise<ReviewableLine | undefined>;
  /** The order's lines with the listed product each stands for. */
  linesOf(orderId: number): Promise<ReviewableLine[]>;
  /** Writes the review unless the line has one already (the unique line settles races): its id, or null. */
  insert(review: NewReview): Promise<number | null>;
  ofOrder(orderId: number): Promise<ReviewRow[]>;
  /** Approved reviews of a product, newest first. */
  approved(productId: number, limit: number, offset: number): Promise<ReviewRow[]>;
  /** Count and sum of the approved ratings of a product. */
  summary(productId: number): Promise<{ count: number; sum: number }>;
  forModeration(status: ReviewStatus, limit: number): Promise<ModerationRow[]>;
  byId(id: number): Promise<ReviewRow | undefined>;
  /**
   * Moves a review to `to` unless it is there already (a repeated click is a no-op): the review
   * when it moved, else undefined.
   */
  moderate(id: number, to: ReviewStatus, by: string, at: string): Promise<ReviewRow | undefined>;
  /**
   * Holds the product row until the transaction ends, so two moderations of its reviews count
   * and write its summary one after the other (PostgreSQL; SQLite has one writer anyway).
   */
  lockProduct(productId: number): Promise<void>;
  productAttributes(productId: number): Promise<string | undefined>;
  /** The product's attributes rewritten (its catalogue version moves with them, decision 032). */
  writeProductAttributes(productId: number, attributes: string, at: string): Promise<void>;
}

const REVIEW_COLUMNS = [
  'r.id', 'r.order_item_id', 'r.order_id', 'r.product_id', 'r.customer_id', 'r.nickname', 'r.rating', 'r.title', 'r.detail', 'r.locale', 'r.status', 'r.created_at', 'r.moderated_at', 'r.moderated_by',
] as const;

export function reviewsRepository(db: Executor): ReviewsRepository {
  const rowLocks = !(db.getExecutor().adapter instanceof SqliteAdapter);
  const lines = () =>
    db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .innerJoin('products as p', 'p.id', 'i.parent_product_id')
      .select(['i.id as order_item_id', 'i.order_id', 'o.customer_id', 'o.status as order_status', 'i.parent_product_id as product_id', 'p.sku', 'i.name']);
  return {
    async listedProductId(sku) {
      const row = await db.selectFrom('products').select('id').where('sku', '=', sku).where('status', '=', 1).where('visibility', 'in', [2, 3, 4]).executeTakeFirst();
      return row?.id ?? null;
    },

    async line(orderItemId) {
      return lines().where('i.id', '=', orderItemId).executeTakeFirst();
    },

    async linesOf(orderId) {
      return lines().where('i.order_id', '=', orderId).orderBy('i.id').execute();
    },

    async insert(review) {
      const row = await db
        .insertInto('product_reviews')
        .values({ ...review, status: 'pending' })
        .onConflict((oc) => oc.column('order_item_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async ofOrder(orderId) {
      return db.selectFrom('product_reviews as r').select(REVIEW_COLUMNS).where('r.order_id', '=', orderId).orderBy('r.id').execute();
    },

    async approved(productId, limit, offset) {
      return db
        .selectFrom('product_reviews as r')
        .select(REVIEW_COLUMNS)
        .where('r.product_id', '=', productId)
        .where('r.status', '=', 'approved')
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async summary(productId) {
      const row = await db
        .selectFrom('product_reviews')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('rating').as('sum')])
        .where('product_id', '=', productId)
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), sum: Number(row.sum ?? 0) };
    },

    async forModeration(status, limit) {
      return db
        .selectFrom('product_reviews as r')
        .innerJoin('products as p', 'p.id', 'r.product_id')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .select([...REVIEW_COLUMNS, 'p.sku', 'p.name_fr as product_name', 'o.increment_id'])
        .where('r.status', '=', status)
        .orderBy('r.created_at', status === 'pending' ? 'asc' : 'desc')
        .orderBy('r.id')
        .limit(limit)
        .execute();
    },

    async byId(id) {
      return db.selectFrom('product_reviews as r').select(REVIEW_COLUMNS).where('r.id', '=', id).executeTakeFirst();
    },

    async moderate(id, to, by, at) {
      const moved = await db
        .updateTable('product_reviews')
        .set({ status: to, moderated_at: at, moderated_by: by })
        .where('id', '=', id)
        .where('status', '!=', to)
        .returning(['id'])
        .executeTakeFirst();
      return moved ? this.byId(id) : undefined;
    },

    async lockProduct(productId) {
      if (!rowLocks) return;
      await db.selectFrom('products').select('id').where('id', '=', productId).forUpdate().execute();
    },

    async productAttributes(productId) {
      return (await db.selectFrom('products').select('attributes').where('id', '=', productId).executeTakeFirst())?.attributes;
    },

    async writeProductAttributes(productId, attributes, at) {
      await db.updateTable('products').set({ attributes, updated_at: at }).where('id', '=', productId).execute();
    },
  };
}
