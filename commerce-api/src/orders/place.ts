import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { maskedId } from '../auth/tokens.ts';
import { badRequest } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import { messageFor } from '../http/messages.ts';
import { msg as cartMsg } from '../carts/messages.ts';
import { priceOf } from '../carts/pricing.ts';
import { hasBoughtFlashItem } from '../carts/rules.ts';
import { findCart, parseJson, type CartRef, type CartRow } from '../carts/store.ts';
import { cleanAddress, type AddressInput, type CleanAddress } from '../customers/address.ts';
import { msg } from '../checkout/messages.ts';
import { assertInstallmentEligible, cleanPayment, PAYMENT_METHODS, type PaymentInput } from '../checkout/payment.ts';
import { resolvePlace } from '../places/place.ts';
import { computeTotals, type Totals } from '../checkout/totals.ts';
import { msg as customerMsg } from '../customers/messages.ts';
import { isEmail, normalizePhone } from '../http/validation.ts';
import { assertPrimeAccess } from '../prime/hooks.ts';
import { creditOrder } from '../prime/service.ts';

export interface PlaceOrderInput {
  email?: string;
  billingAddress?: AddressInput;
  paymentMethod: PaymentInput;
  /** The `source` request header (WEBSITE), recorded on the order. */
  source?: string;
  locale: Locale;
}

export interface PlacedOrder {
  id: number;
  masked_id: string;
  customer_id: number | null;
  /** true when this call created it, false when the cart had already been ordered */
  created: boolean;
}

/**
 * Turns a cart into an order in ONE immediate transaction: the stock of every line is taken
 * with a conditional UPDATE (`qty >= wanted`), so concurrent orders on the last units cannot
 * oversell (the loser gets a 400 and nothing is written), and a cart already turned into an
 * order answers with that same order (placing twice never orders twice).
 */
export function placeOrder(ctx: AppContext, ref: CartRef, input: PlaceOrderInput): PlacedOrder {
  return ctx.db.transaction((): PlacedOrder => {
    const cart = findCart(ctx, ref, { includeOrdered: true });
    if (cart.order_id) {
      const order = ctx.db.prepare('SELECT id, masked_id, customer_id FROM orders WHERE id = ?').get(cart.order_id) as Omit<PlacedOrder, 'created'>;
      return { ...order, created: false };
    }
    if (!cart.is_active) throw badRequest(cartMsg('cart_empty'));
    return createOrder(ctx, cart, input);
  }).immediate();
}

function createOrder(ctx: AppContext, cart: CartRow, input: PlaceOrderInput): PlacedOrder {
  const locale = input.locale;
  const totals = computeTotals(ctx, cart, locale);
  if (!totals.lines.length) throw badRequest(cartMsg('cart_empty'));
  const shippingAddress = parseJson<CleanAddress>(cart.shipping_address);
  if (!shippingAddress || !totals.shipping) throw badRequest(msg('shipping_missing'));
  const billing = input.billingAddress ? cleanAddress(ctx, input.billingAddress) : (parseJson<CleanAddress>(cart.billing_address) ?? shippingAddress);
  const payment = cleanPayment(input.paymentMethod);
  if (payment.method === 'gt_installment' && !payment.payer_number) {
    const phone = normalizePhone(billing.telephone) ?? normalizePhone(shippingAddress.telephone);
    if (!phone) throw badRequest(msg('payer_number_required'));
    payment.payer_number = phone;
  }
  const place = resolvePlace(ctx, shippingAddress.city, shippingAddress.fax, shippingAddress.street[0]);
  assertInstallmentEligible(ctx, payment, totals.lines, place);

  let customer: { id: number; email: string; firstname: string; lastname: string } | undefined;
  if (cart.customer_id !== null) {
    customer = ctx.db.prepare('SELECT id, email, firstname, lastname FROM customers WHERE id = ?').get(cart.customer_id) as typeof customer;
  }
  // The e-mail is optional: every order carries the shopper's telephone, which is how a shopper
  // who signed up or checks out by telephone alone is reached. One given must be valid; none is
  // stored as '' (nothing is made up).
  const email = customer?.email ?? (input.email?.trim().toLowerCase() || cart.email || billing.email || shippingAddress.email || '');
  if (email && !isEmail(email)) throw badRequest(customerMsg('invalid_email'), { value: email.slice(0, 100) });

  const created = nowText(ctx);
  takeLines(ctx, cart, totals, shippingAddress.telephone, place.town.id);

  const masked = maskedId();
  const method = totals.shipping;
  const customAttributes = parseJson<Record<string, string>>(cart.order_custom_attributes) ?? {};
  const orderId = Number(
    ctx.db
      .prepare(
        `INSERT INTO orders (increment_id, masked_id, cart_id, customer_id, customer_email, customer_firstname, customer_lastname, telephone,
           state, status, source, locale, subtotal, discount_amount, shipping_amount, guarantee_total, grand_total, coupon_code,
           discount_description, shipping_carrier_code, shipping_method_code, shipping_description, billing_address, shipping_address,
           payment_method, payment_info, order_custom_attributes, comment, created_at, updated_at)
         VALUES ('pending-' || ?, ?, ?, ?, ?, ?, ?, ?, 'new', 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        masked,
        masked,
        cart.id,
        cart.customer_id,
        email,
        customer?.firstname ?? shippingAddress.firstname,
        customer?.lastname ?? shippingAddress.lastname,
        shippingAddress.telephone,
        input.source ?? null,
        locale,
        totals.subtotal,
        totals.discount,
        method.amount,
        totals.guarantee,
        totals.grand_total,
        totals.coupon?.code ?? null,
        totals.coupon ? (locale === 'en' ? totals.coupon.label_en : totals.coupon.label_fr) : null,
        method.carrier_code,
        method.method_code,
        `${method.carrier_title} - ${method.method_title}`,
        JSON.stringify({ ...billing, email }),
        JSON.stringify({ ...shippingAddress, email }),
        payment.method,
        JSON.stringify({ method_title: messageFor(locale, PAYMENT_METHODS[payment.method]), ...(payment.payer_number ? { payer_number: payment.payer_number } : {}) }),
        JSON.stringify(customAttributes),
        cart.comment,
        created,
        created,
      ).lastInsertRowid,
  );
  // Magento-style order numbers: 100000001, 100000002 … derived from the id, so never reused.
  ctx.db.prepare('UPDATE orders SET increment_id = ? WHERE id = ?').run(String(100_000_000 + orderId), orderId);
  insertItems(ctx, orderId, totals.lines);
  ctx.db.prepare('UPDATE carts SET is_active = 0, order_id = ?, email = ?, updated_at = ? WHERE id = ?').run(orderId, email, created, cart.id);
  creditOrder(ctx, { id: orderId, customerId: cart.customer_id, subtotal: totals.subtotal, discount: totals.discount });
  return { id: orderId, masked_id: masked, customer_id: cart.customer_id, created: true };
}

/**
 * Checks each line may still be bought (price shown, Prime access, one flash-sale item per
 * customer) and takes its stock, refusing the order when there is not enough left.
 */
function takeLines(ctx: AppContext, cart: CartRow, totals: Totals, telephone: string, townId: number): void {
  const now = ctx.now();
  for (const line of totals.lines) {
    if (priceOf(line.parent, now).hidden) throw badRequest(cartMsg('price_on_request'), { sku: line.parent.sku });
    assertPrimeAccess(ctx, cart.customer_id, line.parent);
    if (line.flashSale) {
      if (line.qty > 1 || totals.lines.filter((l) => l.product.id === line.product.id).reduce((n, l) => n + l.qty, 0) > 1) {
        throw badRequest(cartMsg('flash_sale_one_per_customer'), { sku: line.sku });
      }
      if (hasBoughtFlashItem(ctx, line.product.id, { customerId: cart.customer_id, telephone })) {
        throw badRequest(cartMsg('flash_sale_one_per_customer'), { sku: line.sku });
      }
    }
    if (line.product.type_id === 'virtual' && line.product.stock_qty === null) continue;
    const taken = ctx.db
      .prepare('UPDATE stock SET qty = qty - ?, is_in_stock = CASE WHEN qty - ? > 0 THEN is_in_stock ELSE 0 END WHERE product_id = ? AND qty >= ? AND is_in_stock = 1')
      .run(line.qty, line.qty, line.product.id, line.qty);
    if (taken.changes !== 1) {
      const available = (ctx.db.prepare('SELECT qty FROM stock WHERE product_id = ?').pluck().get(line.product.id) as number | undefined) ?? 0;
      throw badRequest(cartMsg(available > 0 ? 'qty_not_available' : 'product_out_of_stock'), { sku: line.sku, available });
    }
    takeFromTowns(ctx, line.product.id, townId, line.qty);
  }
}

function insertItems(ctx: AppContext, orderId: number, lines: Totals['lines']): void {
  const insertItem = ctx.db.prepare(
    `INSERT INTO order_items (order_id, product_id, parent_product_id, sku, name, product_type, original_price, price, qty_ordered, row_total,
       discount_amount, product_option, is_flash_sale) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const line of lines) {
    insertItem.run(orderId, line.product.id, line.parent.id, line.sku, line.name, line.product_type, line.original_price, line.price, line.qty, line.row_total, line.discount, JSON.stringify({ ...line.productOption, labels: line.labels }), line.flashSale ? 1 : 0);
  }
}

/**
 * Per-town stock follows the total: the delivery town's warehouse first, then the fullest ones.
 * The total in `stock` is what guards against overselling; towns only say where it ships from.
 */
function takeFromTowns(ctx: AppContext, productId: number, townId: number, qty: number): void {
  const rows = ctx.db
    .prepare('SELECT town_id, qty FROM stock_by_town WHERE product_id = ? AND qty > 0 ORDER BY (town_id = ?) DESC, qty DESC')
    .all(productId, townId) as { town_id: number; qty: number }[];
  let left = qty;
  const update = ctx.db.prepare('UPDATE stock_by_town SET qty = qty - ? WHERE product_id = ? AND town_id = ?');
  for (const row of rows) {
    if (left <= 0) break;
    const take = Math.min(left, row.qty);
    update.run(take, productId, row.town_id);
    left -= take;
  }
}
