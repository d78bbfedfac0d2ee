import { SqliteAdapter } from 'kysely';
import type { Executor } from '../db/store.ts';
import { sharedAfterArrival } from '../db/shared-read.ts';

export interface MemberRow {
  customer_id: number;
  card_number: string;
  referral_code: string;
  referred_by: number | null;
  points: number;
  tier_rank: number;
  joined_as: 'new' | 'old';
  joined_at: string;
}

export interface SaleRow {
  product_id: number;
  min_tier_rank: number;
  exclusive: number;
  member_price: number | null;
  starts_at: string;
  ends_at: string;
}

/** A private sale with the product fields the members' page lists. */
export interface ListedSaleRow extends SaleRow {
  sku: string;
  name_fr: string;
  name_en: string;
  url_key: string;
  visibility: number;
  price: number;
  in_stock: number;
}

export interface NoticeRow {
  id: number;
  kind: 'upgrade' | 'referral';
  tier_rank: number;
  points: number;
  created_at: string;
}

export interface HistoryRow {
  kind: 'order' | 'referral';
  points: number;
  created_at: string;
  increment_id: string | null;
}

export interface FreeDeliveryProduct {
  id: number;
  sku: string;
  name_fr: string;
  name_en: string;
  url_key: string;
}

export interface PrimeRepository {
  member(customerId: number): Promise<MemberRow | null>;
  /** The member's tier rank, or null for a customer who has not joined. */
  rankOf(customerId: number): Promise<number | null>;
  ordersOf(customerId: number): Promise<number>;
  /** The member a referral code belongs to. */
  referralOwner(code: string): Promise<number | null>;
  /** Adds a member; false when the customer already is one (a join that raced another). */
  join(member: MemberRow): Promise<boolean>;

  /**
   * Holds the member's row until the transaction ends, so two of their orders completing at once
   * count each other's credits (the first complete order earns double). A PostgreSQL row lock;
   * SQLite's transaction already holds its one writer lock.
   */
  lockMember(customerId: number): Promise<void>;
  /** Order credits of the member that still stand (the first complete order as a member earns double). */
  orderCredits(customerId: number): Promise<number>;
  /** Whether a referee's first complete order credited their referrer, and that credit stands. */
  referralCredited(refereeId: number): Promise<boolean>;
  /**
   * Records points earned and adds them to the member's total in one update (no read-then-write:
   * two orders of one member at once both count). Answers the new total, or null when that order
   * (or referee) already has a standing credit: a repeated move credits once, the unique keys decide.
   */
  credit(customerId: number, points: number, entry: { kind: 'order' | 'referral'; orderId?: number; refereeId?: number }, at: string): Promise<number | null>;
  /**
   * Takes back every standing credit an order earned (its member's points, and the referral
   * credit it gave), each once: answers each member touched with their new total.
   */
  reverse(orderId: number, at: string): Promise<{ customerId: number; total: number }[]>;
  /** Sets the member's tier (it follows their standing points, up and down). */
  setTier(customerId: number, rank: number): Promise<void>;
  notify(customerId: number, notice: { kind: 'upgrade' | 'referral'; tier_rank: number; points: number }, at: string): Promise<void>;

  /** The private sale of a product, if it has one. */
  sale(productId: number): Promise<SaleRow | null>;
  /**
   * Every private sale, running or not (a handful of rows: the catalogue's view is built from
   * them, for every catalogue read). Concurrent callers share one query, never one sent before
   * they arrived (`sharedAfterArrival`); the rows are shared too, not to be changed.
   */
  sales(): Promise<readonly SaleRow[]>;
  /** Private sales not over at `nowText`, of enabled products, lowest tier first. */
  listedSales(nowText: string): Promise<ListedSaleRow[]>;
  /** The lowest tier with free home delivery of the product, or null. */
  freeDeliveryRank(productId: number): Promise<number | null>;
  /** Listed products with free delivery from `rank` down, at most 12. */
  freeDeliveryProducts(rank: number): Promise<FreeDeliveryProduct[]>;

  unseenNotices(customerId: number): Promise<NoticeRow[]>;
  /** Marks the member's own notices seen; answers how many changed. */
  markSeen(customerId: number, ids: number[], at: string): Promise<number>;
  /** The latest ten points entries that stand, with the order they came from. */
  history(customerId: number): Promise<HistoryRow[]>;
  /** Members the customer referred, and referral credits earned. */
  referrals(customerId: number): Promise<{ joined: number; credited: number }>;
}

export function primeRepository(db: Executor): PrimeRepository {
  const locks = !(db.getExecutor().adapter instanceof SqliteAdapter);
  // Read by every catalogue read: on PostgreSQL a round trip each, shared under a flood of them.
  const sales = sharedAfterArrival((): Promise<readonly SaleRow[]> => db.selectFrom('prime_private_sales').selectAll().execute());
  return {
    async member(customerId) {
      const row = await db.selectFrom('prime_members').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
      return row ? { ...row, joined_as: row.joined_as as MemberRow['joined_as'] } : null;
    },

    async rankOf(customerId) {
      const row = await db.selectFrom('prime_members').select('tier_rank').where('customer_id', '=', customerId).executeTakeFirst();
      return row ? row.tier_rank : null;
    },

    async ordersOf(customerId) {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async referralOwner(code) {
      const row = await db.selectFrom('prime_members').select('customer_id').where('referral_code', '=', code).executeTakeFirst();
      return row?.customer_id ?? null;
    },

    async join(member) {
      const result = await db
        .insertInto('prime_members')
        .values(member)
        .onConflict((oc) => oc.column('customer_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async lockMember(customerId) {
      if (locks) await db.selectFrom('prime_members').select('customer_id').where('customer_id', '=', customerId).forUpdate().execute();
    },

    async orderCredits(customerId) {
      const row = await db
        .selectFrom('prime_points')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .where('kind', '=', 'order')
        .where('reversed_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async referralCredited(refereeId) {
      const row = await db
        .selectFrom('prime_points')
        .select('id')
        .where('kind', '=', 'referral')
        .where('referee_id', '=', refereeId)
        .where('reversed_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async credit(customerId, points, entry, at) {
      const inserted = await db
        .insertInto('prime_points')
        .values({ customer_id: customerId, kind: entry.kind, points, order_id: entry.orderId ?? null, referee_id: entry.refereeId ?? null, created_at: at })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
      const row = await db
        .updateTable('prime_members')
        .set((eb) => ({ points: eb('points', '+', points) }))
        .where('customer_id', '=', customerId)
        .returning('points')
        .executeTakeFirstOrThrow();
      return Number(row.points);
    },

    async reverse(orderId, at) {
      // The conditional update decides: of two refunds of one order, one finds the credits standing.
      const taken = await db
        .updateTable('prime_points')
        .set({ reversed_at: at })
        .where('order_id', '=', orderId)
        .where('reversed_at', 'is', null)
        .returning(['customer_id', 'points'])
        .execute();
      const totals: { customerId: number; total: number }[] = [];
      for (const credit of taken.toSorted((a, b) => a.customer_id - b.customer_id)) {
        const row = await db
          .updateTable('prime_members')
          .set((eb) => ({ points: eb('points', '-', credit.points) }))
          .where('customer_id', '=', credit.customer_id)
          .returning('points')
          .executeTakeFirst();
        if (row) totals.push({ customerId: credit.customer_id, total: Number(row.points) });
      }
      return totals;
    },

    async setTier(customerId, rank) {
      await db.updateTable('prime_members').set({ tier_rank: rank }).where('customer_id', '=', customerId).execute();
    },

    async notify(customerId, notice, at) {
      await db.insertInto('prime_notices').values({ customer_id: customerId, ...notice, created_at: at }).execute();
    },

    async sale(productId) {
      return (await db.selectFrom('prime_private_sales').selectAll().where('product_id', '=', productId).executeTakeFirst()) ?? null;
    },

    sales,

    async listedSales(nowText) {
      return db
        .selectFrom('prime_private_sales as s')
        .innerJoin('products as p', 'p.id', 's.product_id')
        .leftJoin('stock as st', 'st.product_id', 'p.id')
        .selectAll('s')
        .select(['p.sku', 'p.name_fr', 'p.name_en', 'p.url_key', 'p.visibility', 'p.price'])
        .select((eb) => eb.fn.coalesce('st.is_in_stock', eb.val(0)).as('in_stock'))
        .where('p.status', '=', 1)
        .where('s.ends_at', '>', nowText)
        .orderBy('s.min_tier_rank')
        .orderBy('s.starts_at')
        .orderBy('s.ends_at')
        .orderBy('p.id')
        .execute();
    },

    async freeDeliveryRank(productId) {
      const row = await db.selectFrom('prime_free_delivery').select('min_tier_rank').where('product_id', '=', productId).executeTakeFirst();
      return row ? row.min_tier_rank : null;
    },

    async freeDeliveryProducts(rank) {
      return db
        .selectFrom('prime_free_delivery as f')
        .innerJoin('products as p', 'p.id', 'f.product_id')
        .select(['p.id', 'p.sku', 'p.name_fr', 'p.name_en', 'p.url_key'])
        .where('f.min_tier_rank', '<=', rank)
        .where('p.status', '=', 1)
        .where('p.visibility', 'in', [2, 4])
        .orderBy('p.id')
        .limit(12)
        .execute();
    },

    async unseenNotices(customerId) {
      const rows = await db
        .selectFrom('prime_notices')
        .select(['id', 'kind', 'tier_rank', 'points', 'created_at'])
        .where('customer_id', '=', customerId)
        .where('seen_at', 'is', null)
        .orderBy('id')
        .execute();
      return rows.map((n) => ({ ...n, kind: n.kind as NoticeRow['kind'] }));
    },

    async markSeen(customerId, ids, at) {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('prime_notices')
        .set({ seen_at: at })
        .where('id', 'in', ids)
        .where('customer_id', '=', customerId)
        .where('seen_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async history(customerId) {
      const rows = await db
        .selectFrom('prime_points as pp')
        // A referral credit's order is the referee's: its number is not the referrer's to see.
        .leftJoin('orders as o', (join) => join.onRef('o.id', '=', 'pp.order_id').on('pp.kind', '=', 'order'))
        .select(['pp.kind', 'pp.points', 'pp.created_at', 'o.increment_id'])
        .where('pp.customer_id', '=', customerId)
        .where('pp.reversed_at', 'is', null)
        .orderBy('pp.id', 'desc')
        .limit(10)
        .execute();
      return rows.map((h) => ({ ...h, kind: h.kind as HistoryRow['kind'] }));
    },

    async referrals(customerId) {
      const joined = await db
        .selectFrom('prime_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('referred_by', '=', customerId)
        .executeTakeFirstOrThrow();
      const credited = await db
        .selectFrom('prime_points')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .where('kind', '=', 'referral')
        .where('reversed_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { joined: Number(joined.n), credited: Number(credited.n) };
    },
  };
}
