import { SqliteAdapter, sql, type ExpressionBuilder, type Expression, type Insertable, type SqlBool } from 'kysely';
import type { Executor, Tables } from '../db/store.ts';
import type { OrderRow } from './resource.ts';

/**
 * Every read and write of `orders` and `order_items`, and of the stock an order takes or gives back.
 * Races a single writer used to hide are settled by the statements themselves: stock is taken by
 * a conditional update whose row count says whether it was there, a single-use coupon is retired
 * the same way (status changes are the lifecycle's: lifecycle/repository.ts).
 */

export interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number;
  parent_product_id: number;
  sku: string;
  name: string;
  product_type: string;
  original_price: number;
  price: number;
  qty_ordered: number;
  row_total: number;
  discount_amount: number;
  product_option: string;
  is_flash_sale: number;
}

export type NewOrder = Omit<Insertable<Tables['orders']>, 'id' | 'increment_id'>;
export type NewOrderItem = Omit<OrderItemRow, 'id' | 'order_id'>;

/** What taking a coupon for an order found: retired now, already used, or a coupon many may use. */
export type CouponUse = 'retired' | 'used' | 'reusable';

/** A filter over the orders table (built from a searchCriteria). */
export type OrderFilter = (eb: ExpressionBuilder<Tables, 'orders'>) => Expression<SqlBool>;

export interface OrderSort {
  column: 'id' | 'increment_id' | 'customer_id' | 'created_at' | 'updated_at' | 'status' | 'state' | 'grand_total';
  direction: 'asc' | 'desc';
}

export interface OrdersRepository {
  byId(id: number): Promise<OrderRow | undefined>;
  byMaskedId(maskedId: string): Promise<OrderRow | undefined>;
  /** The order when it is the customer's. */
  ofCustomer(id: number, customerId: number): Promise<OrderRow | undefined>;
  count(customerId: number, filter: OrderFilter): Promise<number>;
  list(customerId: number, filter: OrderFilter, sort: OrderSort[], limit: number, offset: number): Promise<OrderRow[]>;
  items(orderId: number): Promise<OrderItemRow[]>;
  /** The ordered lines with what the shipping rules need of their product. */
  shippedLines(orderId: number): Promise<{ product_id: number; qty_ordered: number; type_id: string; attributes: string }[]>;
  /** Inserts the order and its lines; its number (100000001…) follows from its id, so is never reused. */
  create(order: NewOrder, items: NewOrderItem[]): Promise<number>;
  /**
   * One flash-sale unit per customer: bought before by this account or telephone, in an order
   * neither cancelled nor refunded (other than `exceptOrderId`, the order being placed).
   */
  flashItemBought(productId: number, who: { customerId?: number | null; telephone?: string | null }, exceptOrderId?: number): Promise<boolean>;
  /** An installment plan still running on this payer number. */
  installmentRunning(payerNumber: string): Promise<boolean>;
  /**
   * Holds the payer number until the transaction ends, so two placements of a plan for one
   * number are checked one after the other (the check reads orders the write does not touch:
   * no row to update conditionally). A PostgreSQL advisory lock; SQLite's transaction already
   * holds its one writer lock.
   */
  lockPayer(payerNumber: string): Promise<void>;
  /**
   * A game's coupon is single use: retired by the order that carries it, under the row's own
   * write lock, so of two orders racing with it only one sees it active.
   */
  useCoupon(code: string): Promise<CouponUse>;
  /**
   * Takes `qty` units when at least that many are in stock (false, nothing taken, otherwise);
   * the row stays locked by the update until the transaction ends, which queues every other
   * order and restock of the same product behind this one.
   */
  takeStock(productId: number, qty: number): Promise<boolean>;
  stockQty(productId: number): Promise<number>;
  /** Per-town stock follows the total: the delivery town's warehouse first, then the fullest ones. */
  takeFromTowns(productId: number, townId: number, qty: number): Promise<void>;
  townStock(productId: number, townId: number): Promise<number>;
  /** Units back in stock (a cancelled order): the total, and the named town's share. */
  restock(productId: number, qty: number, townName: string): Promise<void>;
  /** Switches an open order off `fromCarrier` to the given delivery; false when it was no longer open or no longer that carrier. */
  switchDelivery(
    orderId: number,
    fromCarrier: string,
    states: readonly string[],
    delivery: { carrier: string; method: string; description: string; amount: number; address: string },
    at: string,
  ): Promise<boolean>;
}

/** A coupon won in a game (single use), as opposed to a shop coupon many orders may carry. */
const singleUse = (eb: ExpressionBuilder<Tables, 'coupons'>) =>
  eb.exists(eb.selectFrom('game_coupons').select('entry_id').whereRef('game_coupons.coupon_code', '=', 'coupons.code'));

export function ordersRepository(db: Executor): OrdersRepository {
  const locks = !(db.getExecutor().adapter instanceof SqliteAdapter);
  return {
    byId: (id) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),

    byMaskedId: (maskedId) => db.selectFrom('orders').selectAll().where('masked_id', '=', maskedId).executeTakeFirst(),

    ofCustomer: (id, customerId) => db.selectFrom('orders').selectAll().where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst(),

    async count(customerId, filter) {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .where(filter)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    list(customerId, filter, sort, limit, offset) {
      let query = db.selectFrom('orders').selectAll().where('customer_id', '=', customerId).where(filter);
      for (const s of sort) query = query.orderBy(s.column, s.direction);
      return query.orderBy('id', 'desc').limit(limit).offset(offset).execute();
    },

    items: (orderId) => db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),

    shippedLines: (orderId) =>
      db
        .selectFrom('order_items as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select(['i.product_id', 'i.qty_ordered', 'p.type_id', 'p.attributes'])
        .where('i.order_id', '=', orderId)
        .execute(),

    async create(order, items) {
      // The number must be unique before the id is known: a provisional one from the masked id.
      const { id } = await db
        .insertInto('orders')
        .values({ ...order, increment_id: `pending-${order.masked_id}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.updateTable('orders').set({ increment_id: String(100_000_000 + id) }).where('id', '=', id).execute();
      if (items.length) await db.insertInto('order_items').values(items.map((item) => ({ ...item, order_id: id }))).execute();
      return id;
    },

    async flashItemBought(productId, who, exceptOrderId) {
      const row = await db
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select('i.id')
        .where('i.product_id', '=', productId)
        .where('i.is_flash_sale', '=', 1)
        // Open and paid orders count; a cancelled or refunded one gave the unit back.
        .where('o.status', 'not in', ['canceled', 'closed'])
        .where((eb) => eb.or([eb('o.customer_id', '=', who.customerId ?? null), eb('o.telephone', '=', who.telephone ?? null)]))
        .$if(exceptOrderId !== undefined, (q) => q.where('o.id', '!=', exceptOrderId!))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async installmentRunning(payerNumber) {
      // The payer number lives in the order's payment JSON; a substring match narrows the rows
      // on both engines (no JSON functions), the parsed value decides.
      const rows = await db
        .selectFrom('orders')
        .select('payment_info')
        .where('payment_method', '=', 'gt_installment')
        .where('status', 'not in', ['complete', 'canceled', 'closed'])
        .where('payment_info', 'like', `%${payerNumber.replace(/[%_\\]/g, '')}%`)
        .execute();
      return rows.some((r) => {
        try {
          return (JSON.parse(r.payment_info) as { payer_number?: unknown }).payer_number === payerNumber;
        } catch {
          return false;
        }
      });
    },

    async lockPayer(payerNumber) {
      if (!locks) return;
      await sql`select pg_advisory_xact_lock(hashtextextended(${`installment-payer:${payerNumber}`}, 0))`.execute(db);
    },

    async useCoupon(code) {
      const retired = await db.updateTable('coupons').set({ is_active: 0 }).where('code', '=', code).where('is_active', '=', 1).where(singleUse).executeTakeFirst();
      if (Number(retired.numUpdatedRows) === 1) return 'retired';
      const known = await db.selectFrom('coupons').select('code').where('code', '=', code).where(singleUse).executeTakeFirst();
      return known ? 'used' : 'reusable';
    },

    async takeStock(productId, qty) {
      const taken = await db
        .updateTable('stock')
        .set((eb) => ({
          qty: eb('qty', '-', qty),
          is_in_stock: eb.case().when(eb(eb('qty', '-', qty), '>', 0)).then(eb.ref('is_in_stock')).else(0).end(),
        }))
        .where('product_id', '=', productId)
        .where('qty', '>=', qty)
        .where('is_in_stock', '=', 1)
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1;
    },

    async stockQty(productId) {
      const row = await db.selectFrom('stock').select('qty').where('product_id', '=', productId).executeTakeFirst();
      return row?.qty ?? 0;
    },

    async takeFromTowns(productId, townId, qty) {
      // Run after \`takeStock\` locked the product's row: a statement begun now sees every
      // concurrent order of it committed. One statement, not a read then an update per town: on
      // PostgreSQL each is a round trip made while that lock keeps the product's next order waiting.
      // Each town gives what is left to take after the towns before it in the order (the delivery
      // town first, then the fullest), at most what it has.
      const smaller = locks ? sql.raw('least') : sql.raw('min');
      await sql`
        update stock_by_town set qty = stock_by_town.qty - t.take
        from (
          select town_id, ${smaller}(qty, ${qty} - coalesce(sum(qty) over (
            order by case when town_id = ${townId} then 0 else 1 end, qty desc, town_id
            rows between unbounded preceding and 1 preceding), 0)) as take
          from stock_by_town where product_id = ${productId} and qty > 0
        ) as t
        where stock_by_town.product_id = ${productId} and stock_by_town.town_id = t.town_id and t.take > 0`.execute(db);
    },

    async townStock(productId, townId) {
      const row = await db.selectFrom('stock_by_town').select('qty').where('product_id', '=', productId).where('town_id', '=', townId).executeTakeFirst();
      return row?.qty ?? 0;
    },

    async restock(productId, qty, townName) {
      await db
        .updateTable('stock')
        .set((eb) => ({ qty: eb('qty', '+', qty), is_in_stock: 1 }))
        .where('product_id', '=', productId)
        .execute();
      await db
        .updateTable('stock_by_town')
        .set((eb) => ({ qty: eb('qty', '+', qty) }))
        .where('product_id', '=', productId)
        .where('town_id', '=', (eb) => eb.selectFrom('towns').select('id').where('name', '=', townName))
        .execute();
    },

    async switchDelivery(orderId, fromCarrier, states, delivery, at) {
      const result = await db
        .updateTable('orders')
        .set((eb) => ({
          shipping_carrier_code: delivery.carrier,
          shipping_method_code: delivery.method,
          shipping_description: delivery.description,
          shipping_amount: delivery.amount,
          grand_total: eb(eb('grand_total', '-', eb.ref('shipping_amount')), '+', delivery.amount),
          shipping_address: delivery.address,
          updated_at: at,
        }))
        .where('id', '=', orderId)
        .where('shipping_carrier_code', '=', fromCarrier)
        .where('state', 'in', [...states])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
