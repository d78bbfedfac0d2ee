import type { Store } from '../../src/db/store.ts';
import { noSqliteConnection } from '../../src/db/engine.ts';
import { dataAccess } from '../../src/repositories.ts';
import { defaultConfig } from '../../src/config.ts';
import { NO_READER, type AppContext } from '../../src/context.ts';
import { createMessenger } from '../../src/messaging/messenger.ts';
import type { OutboundMessage } from '../../src/messaging/transports.ts';
import { magentoTime } from '../../src/auth/clock.ts';
import { cleanAddress } from '../../src/customers/address.ts';
import { addItem, findCart, type CartRef } from '../../src/carts/store.ts';
import { addTowns, doualaAddress } from './commerce.ts';

/**
 * The order services' tests (placement, lifecycle) run below the HTTP layer, on both engines:
 * the context a route would hand them, over a store of their own, is built the same way for all.
 */
export interface ServiceContextOptions {
  /** The tests' clock, read at every call. */
  now: () => Date;
  /** Settings as the environment would give them (e.g. a raised cap). */
  env?: Record<string, string>;
  /** Where every message the services send is kept (none kept when absent). */
  sent?: OutboundMessage[];
}

/** A context over a new store from `factory`, with the towns served (as the seed adds them). */
export async function serviceContext(factory: () => Promise<Store>, { now, env = {}, sent }: ServiceContextOptions): Promise<{ store: Store; ctx: AppContext }> {
  const store = await factory();
  await addTowns(store);
  const ctx: AppContext = {
    db: store.engine === 'sqlite' ? store.connection : noSqliteConnection(),
    ...dataAccess(store),
    config: { ...defaultConfig(env), mode: 'test' },
    now,
    draw: () => 0,
    messenger: createMessenger(sent ? [{ name: 'memory', carries: () => true, send: async (m) => void sent.push(m) }] : []),
    reader: NO_READER,
  };
  return { store, ctx };
}

/** A simple product `sku` at 25,000 FCFA, its stock the sum of what each named town holds. */
export async function stockedProduct(store: Store, sku: string, at: Date, byTown: Record<string, number>, attributes: Record<string, string> = {}): Promise<number> {
  const time = magentoTime(at);
  const { id } = await store.db
    .insertInto('products')
    .values({ sku, type_id: 'simple', name_fr: sku, name_en: sku, url_key: sku.toLowerCase(), price: 25_000, attributes: JSON.stringify(attributes), extension: '{}', created_at: time, updated_at: time })
    .returning('id')
    .executeTakeFirstOrThrow();
  const qty = Object.values(byTown).reduce((sum, n) => sum + n, 0);
  await store.db.insertInto('stock').values({ product_id: id, qty, is_in_stock: 1 }).execute();
  for (const [name, townQty] of Object.entries(byTown)) {
    const town = await store.db.selectFrom('towns').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    await store.db.insertInto('stock_by_town').values({ product_id: id, town_id: town.id, qty: townQty }).execute();
  }
  return id;
}

/** The cart `ref` holding `qty` of `sku`, to be delivered in Akwa, Douala (or picked up), ready to be placed. */
export async function readyCart(
  ctx: AppContext,
  store: Store,
  ref: CartRef,
  sku: string,
  { qty = 1, carrier = 'gtdelivery', telephone }: { qty?: number; carrier?: 'gtdelivery' | 'gtpickup'; telephone?: string } = {},
): Promise<CartRef> {
  const cart = await findCart(ctx, ref);
  await addItem(ctx, cart, sku, qty, undefined, 'fr');
  const address = await cleanAddress(ctx, await doualaAddress(store, telephone));
  await ctx.repos.carts.saveDetails(
    cart.id,
    { shipping_address: JSON.stringify(address), billing_address: JSON.stringify(address), shipping_carrier_code: carrier, shipping_method_code: carrier === 'gtpickup' ? 'agency' : 'home' },
    magentoTime(ctx.now()),
  );
  return ref;
}
