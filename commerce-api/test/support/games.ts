import type Database from 'better-sqlite3';
import { sqliteStore, type Store } from '../../src/db/store.ts';
import type { TestServer } from './server.ts';
import { addProduct, call, doualaAddress } from './commerce.ts';
import { moveOn } from './move-order.ts';

/**
 * Places a guest order through the checkout (cart, shipping, payment), cash on delivery, and
 * returns its number. Games accept only real orders, proved with the telephone they were placed
 * with: the order is confirmed as the shop's call would, unless `unconfirmed` (still `pending`).
 */
export async function placeGuestOrder(
  server: TestServer,
  database: Database.Database | Store,
  options: { telephone: string; price?: number; coupon?: string; unconfirmed?: boolean },
): Promise<{ incrementId: string; coupon: { status: number; message?: string } | null }> {
  // A bare SQLite connection is the caller's to close: its store is not closed here.
  const store = 'engine' in database ? database : sqliteStore(database);
  const product = await addProduct(store, { price: options.price ?? 30_000, qty: 50 });
  const cartId = (await call(server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
  const base = `/rest/fr/V1/guest-carts/${cartId}`;
  const added = await call(server, 'POST', `${base}/items`, { body: { cartItem: { sku: product.sku, qty: 1, quote_id: cartId } } });
  if (added.status !== 200) throw new Error(`add failed: ${JSON.stringify(added.body)}`);
  let coupon: { status: number; message?: string } | null = null;
  if (options.coupon) {
    const applied = await call(server, 'PUT', `${base}/coupons/${options.coupon}`);
    coupon = { status: applied.status, message: applied.body?.message };
  }
  const address = await doualaAddress(store, options.telephone);
  const shipped = await call(server, 'POST', `${base}/shipping-information`, {
    body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } },
  });
  if (shipped.status !== 200) throw new Error(`shipping failed: ${JSON.stringify(shipped.body)}`);
  const placed = await call(server, 'POST', `${base}/payment-information`, {
    headers: { source: 'WEBSITE' },
    body: { cartId, email: `joueur-${options.telephone}@example.cm`, billingAddress: address, paymentMethod: { method: 'cashondelivery' } },
  });
  if (placed.status !== 200) throw new Error(`order failed: ${JSON.stringify(placed.body)}`);
  const { id, increment_id: incrementId } = await store.db.selectFrom('orders').select(['id', 'increment_id']).where('masked_id', '=', placed.body as string).executeTakeFirstOrThrow();
  if (!options.unconfirmed) await moveOn(store, id, 'confirmed');
  return { incrementId, coupon };
}
