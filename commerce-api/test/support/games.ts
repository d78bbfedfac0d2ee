import type Database from 'better-sqlite3';
import type { TestServer } from './server.ts';
import { call, insertProduct } from './commerce.ts';

/**
 * Places a real guest order through the checkout (cart, shipping, payment) and returns its
 * number: games accept only real orders, proved with the telephone they were placed with.
 */
export async function placeGuestOrder(
  server: TestServer,
  db: Database.Database,
  options: { telephone: string; price?: number; coupon?: string },
): Promise<{ incrementId: string; coupon: { status: number; message?: string } | null }> {
  const product = insertProduct(db, { price: options.price ?? 30_000, qty: 50 });
  const cartId = (await call(server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
  const base = `/rest/fr/V1/guest-carts/${cartId}`;
  const added = await call(server, 'POST', `${base}/items`, { body: { cartItem: { sku: product.sku, qty: 1, quote_id: cartId } } });
  if (added.status !== 200) throw new Error(`add failed: ${JSON.stringify(added.body)}`);
  let coupon: { status: number; message?: string } | null = null;
  if (options.coupon) {
    const applied = await call(server, 'PUT', `${base}/coupons/${options.coupon}`);
    coupon = { status: applied.status, message: applied.body?.message };
  }
  const quarter = db.prepare("SELECT q.id FROM quarters q JOIN towns t ON t.id = q.town_id WHERE t.name = 'Douala' AND q.name = 'Akwa'").pluck().get() as number;
  const address = { firstname: 'Awa', lastname: 'Mbarga', country_id: 'CM', city: 'Douala', telephone: options.telephone, street: ['Akwa'], fax: String(quarter), postcode: '-' };
  const shipped = await call(server, 'POST', `${base}/shipping-information`, {
    body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } },
  });
  if (shipped.status !== 200) throw new Error(`shipping failed: ${JSON.stringify(shipped.body)}`);
  const placed = await call(server, 'POST', `${base}/payment-information`, {
    headers: { source: 'WEBSITE' },
    body: { cartId, email: `joueur-${options.telephone}@example.cm`, billingAddress: address, paymentMethod: { method: 'cashondelivery' } },
  });
  if (placed.status !== 200) throw new Error(`order failed: ${JSON.stringify(placed.body)}`);
  const incrementId = db.prepare('SELECT increment_id FROM orders WHERE masked_id = ?').pluck().get(placed.body) as string;
  return { incrementId, coupon };
}
