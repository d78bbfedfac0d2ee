import { beforeAll, describe, expect, it } from 'vitest';
import { bothEngines } from '../../test/support/both-engines.ts';
import { readyCart, serviceContext, stockedProduct } from '../../test/support/service-context.ts';
import { type Store } from '../db/store.ts';
import type { AppContext } from '../context.ts';
import { magentoTime } from '../auth/clock.ts';
import { createGuestCart, createCustomerCart, findCart, type CartRef } from '../carts/store.ts';
import { ApiError } from '../http/errors.ts';
import { placeOrder } from './place.ts';
import { expireDuePickups } from './lifecycle/service.ts';

/**
 * The races of placing orders, through the service and the repositories only: every row is
 * arranged and read back with the query builder, on SQLite and on PostgreSQL, where each
 * placement is its own transaction on its own pooled connection, so they truly overlap.
 */

const engines = bothEngines('placing');

let store: Store;
let clock = new Date('2026-11-20T10:00:00Z');
let ctx: AppContext;

let serial = 0;

/** A product with `qty` units, split over the Douala and Yaoundé warehouses. */
async function product(qty: number, douala: number, attributes: Record<string, string> = {}): Promise<{ id: number; sku: string }> {
  serial += 1;
  const sku = `RACE-${serial}`;
  return { id: await stockedProduct(store, sku, clock, { Douala: douala, Yaoundé: qty - douala }, attributes), sku };
}

const guestCart = async (sku: string, qty = 1): Promise<CartRef> => readyCart(ctx, store, { kind: 'guest', maskedId: await createGuestCart(ctx) }, sku, { qty });

const place = (ref: CartRef, method = 'cashondelivery') => placeOrder(ctx, ref, { email: 'race@example.cm', paymentMethod: { method }, locale: 'fr' });

/** Each placement's outcome: the order id, or the message key of the 4xx that refused it. */
const outcomes = (refs: CartRef[], method?: string) =>
  Promise.all(
    refs.map((ref) =>
      place(ref, method).then(
        (placed) => ({ placed: placed.id }),
        (error: unknown) => {
          if (error instanceof ApiError && error.statusCode < 500) return { refused: error.message };
          throw error;
        },
      ),
    ),
  );

describe.each(engines)('placing orders at the same time on %s', (_engine, factory) => {
  beforeAll(async () => {
    // Every order here is placed with one telephone; the caps have their own tests (order-caps).
    ({ store, ctx } = await serviceContext(factory, { now: () => clock, env: { UNPAID_ORDERS_PER_PHONE: '10000' } }));
  });

  it('never oversells: 10 parallel orders for the last 3 units place exactly 3', async () => {
    const p = await product(10, 2);
    const carts = [];
    for (let i = 0; i < 10; i++) carts.push(await guestCart(p.sku));
    // The carts were filled while there was plenty; 3 units are left when they are placed.
    await store.db.updateTable('stock').set({ qty: 3 }).where('product_id', '=', p.id).execute();
    await store.db.updateTable('stock_by_town').set({ qty: 1 }).where('product_id', '=', p.id).execute();
    await store.db.updateTable('stock_by_town').set({ qty: 2 }).where('product_id', '=', p.id).where('town_id', '=', (eb) => eb.selectFrom('towns').select('id').where('name', '=', 'Douala')).execute();

    const results = await outcomes(carts);

    expect(results.filter((r) => 'placed' in r)).toHaveLength(3);
    expect(results.filter((r) => 'refused' in r)).toHaveLength(7);
    expect(new Set(results.flatMap((r) => ('refused' in r ? [r.refused] : [])))).toEqual(new Set(['product_out_of_stock']));
    expect(await store.db.selectFrom('stock').select(['qty', 'is_in_stock']).where('product_id', '=', p.id).executeTakeFirst()).toEqual({ qty: 0, is_in_stock: 0 });
    const sold = await store.db.selectFrom('order_items').select((eb) => eb.fn.sum<number>('qty_ordered').as('n')).where('product_id', '=', p.id).executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(3);
    // Towns follow the total down to zero, never below.
    const towns = await store.db.selectFrom('stock_by_town').select('qty').where('product_id', '=', p.id).execute();
    expect(towns.map((t) => t.qty)).toEqual([0, 0]);
    // The refused carts are still open, to be changed and placed again.
    const open = await Promise.all(carts.map((ref) => findCart(ctx, ref).then(() => true, () => false)));
    expect(open.filter(Boolean)).toHaveLength(7);
  });

  it('orders one cart once: parallel placements of it answer with the same order', async () => {
    const p = await product(10, 10);
    const ref = await guestCart(p.sku, 2);
    const placed = await Promise.all(Array.from({ length: 6 }, () => place(ref)));
    expect(new Set(placed.map((o) => o.id)).size).toBe(1);
    expect(placed.filter((o) => o.created)).toHaveLength(1);
    expect((await store.db.selectFrom('stock').select('qty').where('product_id', '=', p.id).executeTakeFirstOrThrow()).qty).toBe(8);
  });

  it('lets one order only use a single-use coupon won in a game', async () => {
    const p = await product(20, 20);
    const at = magentoTime(clock);
    await store.db.insertInto('game_codes').values({ code: 'RACE-GAME', name: 'Race', starts_at: at, ends_at: at, login_required: 0, is_active: 1 }).execute();
    const entry = await store.db
      .insertInto('game_entries')
      .values({ code: 'RACE-GAME', nom: 'Awa', tel: '699001122', order_number: '1', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await store.db.insertInto('coupons').values({ code: 'WON-RACE', type: 'fixed', amount: 1000, min_subtotal: 0, is_active: 1, label_fr: 'Gagné', label_en: 'Won' }).execute();
    await store.db.insertInto('game_coupons').values({ coupon_code: 'WON-RACE', entry_id: entry.id, customer_id: null, created_at: at }).execute();
    const carts = [];
    for (let i = 0; i < 5; i++) {
      const ref = await guestCart(p.sku);
      await ctx.repos.carts.setCoupon((await findCart(ctx, ref)).id, 'WON-RACE', at);
      carts.push(ref);
    }

    await outcomes(carts);

    const used = await store.db.selectFrom('orders').select('id').where('coupon_code', '=', 'WON-RACE').execute();
    expect(used).toHaveLength(1);
    expect((await store.db.selectFrom('coupons').select('is_active').where('code', '=', 'WON-RACE').executeTakeFirstOrThrow()).is_active).toBe(0);
  });

  it('opens one installment plan per payer number, however many are placed at once', async () => {
    const phone = await product(20, 20, { marque: 'Samsung' });
    const carts = [];
    // Every cart's delivery telephone is the same, and a plan runs on it when no payer is given.
    for (let i = 0; i < 4; i++) carts.push(await guestCart(phone.sku));

    const results = await outcomes(carts, 'gt_installment');

    expect(results.filter((r) => 'placed' in r)).toHaveLength(1);
    expect(results.flatMap((r) => ('refused' in r ? [r.refused] : []))).toEqual(['installment_running', 'installment_running', 'installment_running']);
  });

  it('cancels an expired pick-up and gives its units back once, however many read it at once', async () => {
    const p = await product(5, 5);
    const at = magentoTime(clock);
    const customer = await store.db
      .insertInto('customers')
      .values({ email: 'pickup-race@example.cm', firstname: 'Awa', lastname: 'Mbarga', password_hash: 'x', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createCustomerCart(ctx, customer.id);
    const ref = await readyCart(ctx, store, { kind: 'mine', customerId: customer.id }, p.sku, { qty: 2, carrier: 'gtpickup' });
    await place(ref);
    expect((await store.db.selectFrom('stock').select('qty').where('product_id', '=', p.id).executeTakeFirstOrThrow()).qty).toBe(3);

    const before = clock;
    clock = new Date(clock.getTime() + 6 * 86_400_000);
    try {
      const cancelled = await Promise.all(Array.from({ length: 4 }, () => expireDuePickups(ctx, customer.id)));
      expect(cancelled.reduce((a, b) => a + b, 0)).toBe(1);
    } finally {
      clock = before;
    }
    expect((await store.db.selectFrom('stock').select('qty').where('product_id', '=', p.id).executeTakeFirstOrThrow()).qty).toBe(5);
    const douala = await store.db
      .selectFrom('stock_by_town as s')
      .innerJoin('towns as t', 't.id', 's.town_id')
      .select('s.qty')
      .where('s.product_id', '=', p.id)
      .where('t.name', '=', 'Douala')
      .executeTakeFirstOrThrow();
    expect(douala.qty).toBe(5);
  });
});
