import { describe, expect, it } from 'vitest';
import { bothEngines } from '../../test/support/both-engines.ts';
import { repositories, type Repositories } from '../repositories.ts';
import { type Store } from '../db/store.ts';

// Placement's guards where the race is real: on PostgreSQL each placement is its own transaction
// on its own pooled connection, so they truly overlap (on SQLite they queue, and must still hold).

const engines = bothEngines('orders');

const AT = '2026-11-27 12:00:00';

async function open(factory: () => Promise<Store>): Promise<Store> {
  const store = await factory();
  return store;
}

/** A product with `qty` units: `near` of them in the delivery town's warehouse, the rest in another. */
async function product(store: Store, qty: number, near: number) {
  const towns = [];
  for (const name of ['Douala', 'Yaoundé']) {
    towns.push((await store.db.insertInto('towns').values({ name, has_agency: 1, zone: 'metro' }).returning('id').executeTakeFirstOrThrow()).id);
  }
  const { id } = await store.db
    .insertInto('products')
    .values({ sku: 'RACE', type_id: 'simple', name_fr: 'Course', name_en: 'Race', url_key: 'race', price: 25_000, created_at: AT, updated_at: AT })
    .returning('id')
    .executeTakeFirstOrThrow();
  await store.db.insertInto('stock').values({ product_id: id, qty, is_in_stock: 1 }).execute();
  await store.db
    .insertInto('stock_by_town')
    .values([
      { product_id: id, town_id: towns[0]!, qty: near },
      { product_id: id, town_id: towns[1]!, qty: qty - near },
    ])
    .execute();
  return { id, near: towns[0]! };
}

/** What placement does to one line's stock, in its own transaction; false when it lost. */
const takeOne = (store: Store, productId: number, townId: number) =>
  store
    .transaction(async (tx) => {
      const repos = repositories(tx);
      if (!(await repos.orders.takeStock(productId, 1))) throw new Error('sold out');
      await repos.orders.takeFromTowns(productId, townId, 1);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof Error && error.message === 'sold out') return false;
      throw error;
    });

/** An order of `cartId`, as placement writes it. */
const order = (repos: Repositories, cartId: number, masked: string, carrier = 'gtpickup', coupon: string | null = null) =>
  repos.orders.create(
    {
      masked_id: masked,
      cart_id: cartId,
      customer_id: null,
      customer_email: '',
      customer_firstname: 'Awa',
      customer_lastname: 'Mbarga',
      telephone: '699001122',
      state: 'new',
      status: 'pending',
      source: null,
      locale: 'fr',
      subtotal: 25_000,
      discount_amount: 0,
      shipping_amount: 0,
      grand_total: 25_000,
      coupon_code: coupon,
      discount_description: null,
      shipping_carrier_code: carrier,
      shipping_method_code: 'agency',
      shipping_description: 'Retrait',
      billing_address: '{}',
      shipping_address: JSON.stringify({ city: 'Douala' }),
      payment_method: 'cashondelivery',
      created_at: AT,
      updated_at: AT,
    },
    [],
  );

async function guestCart(store: Store, masked: string): Promise<number> {
  const repos = repositories(store.db);
  await repos.carts.createGuest(masked, AT);
  return (await repos.carts.byMaskedId(masked))!.id;
}

describe.each(engines)('placement races on %s', (_engine, factory) => {
  it('never oversells: 10 orders at once on the last 3 units take exactly 3', async () => {
    const store = await open(factory);
    const p = await product(store, 3, 2);
    const taken = await Promise.all(Array.from({ length: 10 }, () => takeOne(store, p.id, p.near)));
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(await store.db.selectFrom('stock').select(['qty', 'is_in_stock']).where('product_id', '=', p.id).executeTakeFirst()).toEqual({ qty: 0, is_in_stock: 0 });
    const towns = await store.db.selectFrom('stock_by_town').select('qty').where('product_id', '=', p.id).execute();
    expect(towns.map((t) => t.qty)).toEqual([0, 0]);
  });

  it('takes a line from the delivery town first, then from the fullest towns, never below zero', async () => {
    const store = await open(factory);
    const p = await product(store, 10, 2);
    const qtyByTown = async () =>
      new Map((await store.db.selectFrom('stock_by_town').select(['town_id', 'qty']).where('product_id', '=', p.id).execute()).map((t) => [t.town_id, t.qty]));
    const other = [...(await qtyByTown()).keys()].find((id) => id !== p.near)!;
    const third = (await store.db.insertInto('towns').values({ name: 'Bafoussam', has_agency: 1, zone: 'metro' }).returning('id').executeTakeFirstOrThrow()).id;
    // 2 near, 8 split 5 + 3 elsewhere: the fuller town gives before the emptier one.
    await store.db.updateTable('stock_by_town').set({ qty: 5 }).where('product_id', '=', p.id).where('town_id', '=', other).execute();
    await store.db.insertInto('stock_by_town').values({ product_id: p.id, town_id: third, qty: 3 }).execute();
    await store.transaction((tx) => repositories(tx).orders.takeFromTowns(p.id, p.near, 4));
    expect(await qtyByTown()).toEqual(new Map([[p.near, 0], [other, 3], [third, 3]]));
    await store.transaction((tx) => repositories(tx).orders.takeFromTowns(p.id, p.near, 4));
    expect(await qtyByTown()).toEqual(new Map([[p.near, 0], [other, 0], [third, 2]]));
    await store.transaction((tx) => repositories(tx).orders.takeFromTowns(p.id, third, 5));
    expect(await qtyByTown()).toEqual(new Map([[p.near, 0], [other, 0], [third, 0]]));
  });

  it('claims a cart for one placement only', async () => {
    const store = await open(factory);
    const cartId = await guestCart(store, 'A'.repeat(32));
    const claims = await Promise.all(Array.from({ length: 6 }, () => store.transaction((tx) => repositories(tx).carts.claim(cartId))));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("retires a game's coupon for one order only; a shop coupon stays", async () => {
    const store = await open(factory);
    await store.db.insertInto('game_codes').values({ code: 'ROUE', name: 'Roue', kind: 'wheel', starts_at: AT, ends_at: AT }).execute();
    const entry = await store.db
      .insertInto('game_entries')
      .values({ code: 'ROUE', nom: 'Awa', tel: '699001122', order_number: '1', created_at: AT, updated_at: AT })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const code of ['WON-1', 'SHOP-1']) {
      await store.db.insertInto('coupons').values({ code, type: 'fixed', amount: 1000, is_active: 1, label_fr: code, label_en: code }).execute();
    }
    await store.db.insertInto('game_coupons').values({ coupon_code: 'WON-1', entry_id: entry.id, created_at: AT }).execute();
    const uses = await Promise.all(Array.from({ length: 5 }, () => store.transaction((tx) => repositories(tx).orders.useCoupon('WON-1'))));
    expect(uses.toSorted()).toEqual(['retired', 'used', 'used', 'used', 'used']);
    expect(await repositories(store.db).orders.useCoupon('SHOP-1')).toBe('reusable');
  });

  it('moves an order once from a status, and a pick-up that became a home delivery is not cancelled', async () => {
    const store = await open(factory);
    const repos = repositories(store.db);
    const first = await order(repos, await guestCart(store, 'B'.repeat(32)), 'B'.repeat(32));
    const canceled = { state: 'canceled', status: 'canceled' };
    const basis = { status: 'pending', shipping_carrier_code: 'gtpickup', payment_method: 'cashondelivery' };
    const moves = await Promise.all(Array.from({ length: 4 }, () => store.transaction((tx) => repositories(tx).lifecycle.move(first, basis, canceled, AT))));
    expect(moves.filter(Boolean)).toHaveLength(1);

    const second = await order(repos, await guestCart(store, 'C'.repeat(32)), 'C'.repeat(32));
    const home = { carrier: 'gtdelivery', method: 'home', description: 'Livraison', amount: 3000, address: '{}' };
    const [switched, cancelled] = await Promise.all([
      store.transaction((tx) => repositories(tx).orders.switchDelivery(second, 'gtpickup', ['new', 'processing'], home, AT)),
      store.transaction((tx) => repositories(tx).lifecycle.move(second, basis, canceled, AT)),
    ]);
    // Whichever came first, the other found the order changed and wrote nothing.
    expect([switched, cancelled].filter(Boolean)).toHaveLength(1);
    const row = (await repos.orders.byId(second))!;
    expect([row.shipping_carrier_code, row.state, row.grand_total]).toEqual(switched ? ['gtdelivery', 'new', 28_000] : ['gtpickup', 'canceled', 25_000]);
  });
});
