import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { maskedId } from '../auth/tokens.ts';
import { badRequest } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import { messageFor } from '../http/messages.ts';
import { msg as cartMsg } from '../carts/messages.ts';
import { flashRefusal } from '../carts/rules.ts';
import { priceOf } from '../carts/pricing.ts';
import { findCart, parseJson, type CartRef } from '../carts/store.ts';
import type { CartRow } from '../carts/repository.ts';
import { withinTransaction, type Repositories } from '../repositories.ts';
import { cleanAddress, type AddressInput, type CleanAddress } from '../customers/address.ts';
import { msg } from '../checkout/messages.ts';
import { assertInstallmentEligible, cleanPayment, PAYMENT_METHODS, type PaymentInput } from '../checkout/payment.ts';
import { resolvePlace } from '../places/place.ts';
import { computeTotals, type Totals } from '../checkout/totals.ts';
import { msg as customerMsg } from '../customers/messages.ts';
import { isEmail, normalizePhone } from '../http/validation.ts';
import { assertPrimeAccess } from '../prime/hooks.ts';
import { placedStatus } from './lifecycle/machine.ts';
import { recordPlacement } from './lifecycle/move.ts';
import { chosenPickup } from './pickup-choice.ts';
import { assertOrderCaps } from './caps-guard.ts';

export interface PlaceOrderInput {
  email?: string;
  billingAddress?: AddressInput;
  paymentMethod: PaymentInput;
  /** The `source` request header (WEBSITE), recorded on the order. */
  source?: string;
  locale: Locale;
  /**
   * Refuses a telephone that stands for the shopper unless the caller proved it (issue 24): an
   * installment plan's payer, the buyer of a flash-sale item. The route passes the request's
   * check; placements without a caller (the seed) have none.
   */
  provePhone?: (telephone: string, repos: Repositories) => Promise<void>;
}

export interface PlacedOrder {
  id: number;
  masked_id: string;
  customer_id: number | null;
  /** true when this call created it, false when the cart had already been ordered */
  created: boolean;
}

/**
 * Turns a cart into an order in ONE transaction: the cart is claimed first (a conditional update,
 * so of two placements of one cart only one goes on; the other answers with the order the first
 * made: placing twice never orders twice), and the stock of every line is taken with a
 * conditional update (`qty >= wanted`), so concurrent orders on the last units cannot oversell:
 * the loser gets a 400 and nothing is written. A context already in a transaction (the seed)
 * places within it.
 */
export function placeOrder(ctx: AppContext, ref: CartRef, input: PlaceOrderInput): Promise<PlacedOrder> {
  return withinTransaction(ctx, async (tx): Promise<PlacedOrder> => {
    const cart = await findCart(tx, ref, { includeOrdered: true });
    if (cart.order_id) return existingOrder(tx, cart.order_id);
    if (!cart.is_active) throw badRequest(cartMsg('cart_empty'));
    if (!(await tx.repos.carts.claim(cart.id))) {
      // Another placement of this cart committed while this one waited for the cart's row.
      const now = await findCart(tx, ref, { includeOrdered: true });
      if (now.order_id) return existingOrder(tx, now.order_id);
      throw badRequest(cartMsg('cart_empty'));
    }
    return createOrder(tx, cart, input);
  });
}

async function existingOrder(ctx: AppContext, orderId: number): Promise<PlacedOrder> {
  const order = await ctx.repos.orders.byId(orderId);
  if (!order) throw badRequest(cartMsg('cart_empty'));
  return { id: order.id, masked_id: order.masked_id, customer_id: order.customer_id, created: false };
}

async function createOrder(ctx: AppContext, cart: CartRow, input: PlaceOrderInput): Promise<PlacedOrder> {
  const locale = input.locale;
  // An order keeps no picture of its lines: reading them would only lengthen the transaction.
  const totals = await computeTotals(ctx, cart, locale, { images: false });
  if (!totals.lines.length) throw badRequest(cartMsg('cart_empty'));
  const shippingAddress = parseJson<CleanAddress>(cart.shipping_address);
  if (!shippingAddress || !totals.shipping) throw badRequest(msg('shipping_missing'));
  const billing = input.billingAddress ? await cleanAddress(ctx, input.billingAddress) : (parseJson<CleanAddress>(cart.billing_address) ?? shippingAddress);
  const payment = cleanPayment(input.paymentMethod);
  if (payment.method === 'gt_installment' && !payment.payer_number) {
    const phone = normalizePhone(billing.telephone) ?? normalizePhone(shippingAddress.telephone);
    if (!phone) throw badRequest(msg('payer_number_required'));
    payment.payer_number = phone;
  }
  // The totals resolved the same address to price its delivery: a second read of the towns would change nothing.
  const place = totals.place ?? (await resolvePlace(ctx, shippingAddress.city, shippingAddress.fax, shippingAddress.street[0]));
  if (payment.method === 'gt_installment' && payment.payer_number) {
    // A plan in someone else's number would be theirs to pay and would block their own.
    await input.provePhone?.(payment.payer_number, ctx.repos);
    await ctx.repos.orders.lockPayer(payment.payer_number);
  }
  await assertInstallmentEligible(ctx, payment, totals.lines, place);

  const customer = cart.customer_id !== null ? await ctx.repos.carts.customer(cart.customer_id) : undefined;
  // The e-mail is optional: every order carries the shopper's telephone, which is how a shopper
  // who signed up or checks out by telephone alone is reached. One given must be valid; none is
  // stored as '' (nothing is made up).
  const email = customer?.email ?? (input.email?.trim().toLowerCase() || cart.email || billing.email || shippingAddress.email || '');
  if (email && !isEmail(email)) throw badRequest(customerMsg('invalid_email'), { value: email.slice(0, 100) });

  await assertOrderCaps(ctx, { method: payment.method, lines: totals.lines, telephone: shippingAddress.telephone, customerId: cart.customer_id });
  // One flash-sale item per telephone: only its owner may use it up.
  if (totals.lines.some((l) => l.flashSale)) await input.provePhone?.(normalizePhone(shippingAddress.telephone) ?? shippingAddress.telephone, ctx.repos);
  const created = nowText(ctx);
  const lines = checkLines(ctx, cart, totals);
  for (const line of lines) await assertPrimeAccess(ctx, cart.customer_id, line.parent);
  if (totals.coupon && (await ctx.repos.orders.useCoupon(totals.coupon.code)) === 'used') {
    // A single-use coupon another order took while this one was being placed.
    throw badRequest(cartMsg('coupon_invalid'), { coupon: totals.coupon.code });
  }

  const masked = maskedId();
  const method = totals.shipping;
  const customAttributes = parseJson<Record<string, string>>(cart.order_custom_attributes) ?? {};
  const pickup = chosenPickup(method.carrier_code, customAttributes['pickup_date'], ctx.now());
  const placed = placedStatus(payment.method);
  const orderId = await ctx.repos.orders.create(
    {
      masked_id: masked,
      cart_id: cart.id,
      customer_id: cart.customer_id,
      customer_email: email,
      customer_firstname: customer?.firstname ?? shippingAddress.firstname,
      customer_lastname: customer?.lastname ?? shippingAddress.lastname,
      telephone: shippingAddress.telephone,
      state: placed.state,
      status: placed.status,
      pickup_date: pickup?.date ?? null,
      pickup_deadline: pickup?.deadline ?? null,
      source: input.source ?? null,
      locale,
      subtotal: totals.subtotal,
      discount_amount: totals.discount,
      shipping_amount: method.amount,
      guarantee_total: totals.guarantee,
      grand_total: totals.grand_total,
      coupon_code: totals.coupon?.code ?? null,
      discount_description: totals.coupon ? (locale === 'en' ? totals.coupon.label_en : totals.coupon.label_fr) : null,
      shipping_carrier_code: method.carrier_code,
      shipping_method_code: method.method_code,
      shipping_description: `${method.carrier_title} - ${method.method_title}`,
      billing_address: JSON.stringify({ ...billing, email }),
      shipping_address: JSON.stringify({ ...shippingAddress, email }),
      payment_method: payment.method,
      payment_info: JSON.stringify({ method_title: messageFor(locale, PAYMENT_METHODS[payment.method]), ...(payment.payer_number ? { payer_number: payment.payer_number } : {}), ...(payment.service ? { service: payment.service } : {}) }),
      order_custom_attributes: JSON.stringify(customAttributes),
      comment: cart.comment,
      created_at: created,
      updated_at: created,
    },
    totals.lines.map((line) => ({
      product_id: line.product.id,
      parent_product_id: line.parent.id,
      sku: line.sku,
      name: line.name,
      product_type: line.product_type,
      original_price: line.original_price,
      price: line.price,
      qty_ordered: line.qty,
      row_total: line.row_total,
      discount_amount: line.discount,
      product_option: JSON.stringify({ ...line.productOption, labels: line.labels }),
      is_flash_sale: line.flashSale ? 1 : 0,
    })),
  );
  await recordPlacement(ctx.repos, { id: orderId, ...placed, customerId: cart.customer_id, comment: cart.comment }, created);
  await ctx.repos.carts.close(cart.id, orderId, email, created);
  // Last, so a product's stock row is locked only from here to the commit (see takeLines).
  await takeLines(ctx, cart, lines, orderId, shippingAddress.telephone, place.town.id);
  return { id: orderId, masked_id: masked, customer_id: cart.customer_id, created: true };
}

type Line = Totals['lines'][number];

/**
 * Checks each line may still be bought (price shown, one flash-sale item per order) and returns
 * them in product order: rows are locked in that order, the same in every order, so two orders
 * never wait on each other in a circle.
 */
function checkLines(ctx: AppContext, cart: CartRow, totals: Totals): Line[] {
  const now = ctx.now();
  const lines = totals.lines.toSorted((a, b) => a.product.id - b.product.id);
  for (const line of lines) {
    if (priceOf(line.parent, now).hidden) throw badRequest(cartMsg('price_on_request'), { sku: line.parent.sku });
    if (line.flashSale && (line.qty > 1 || totals.lines.filter((l) => l.product.id === line.product.id).reduce((n, l) => n + l.qty, 0) > 1)) {
      throw badRequest(cartMsg('flash_sale_one_per_customer'), flashRefusal(line.sku));
    }
  }
  return lines;
}

/**
 * Takes each line's stock, refusing the order when there is not enough left; runs once the
 * order, its lines and its history are written. From the first stock update on, the product's
 * row is locked until commit and every concurrent order of it waits: written last, a popular
 * product is held for these statements and the commit alone, not for the whole placement (on
 * PostgreSQL, where placements overlap, that hold is what bounds the orders a second of one
 * product). The flash-sale purchase is looked up after the stock update locked the product's
 * row, so a customer's concurrent second order of it waits for the first and then sees it; this
 * order's own line, already written, does not count.
 */
async function takeLines(ctx: AppContext, cart: CartRow, lines: readonly Line[], orderId: number, telephone: string, townId: number): Promise<void> {
  for (const line of lines) {
    const unlimited = line.product.type_id === 'virtual' && line.product.stock_qty === null;
    if (!unlimited) {
      if (!(await ctx.repos.orders.takeStock(line.product.id, line.qty))) {
        const available = await ctx.repos.orders.stockQty(line.product.id);
        throw badRequest(cartMsg(available > 0 ? 'qty_not_available' : 'product_out_of_stock'), { sku: line.sku, available });
      }
      // The total in `stock` guards against overselling; towns only say where it ships from.
      await ctx.repos.orders.takeFromTowns(line.product.id, townId, line.qty);
    }
    if (line.flashSale && (await ctx.repos.orders.flashItemBought(line.product.id, { customerId: cart.customer_id, telephone }, orderId))) {
      throw badRequest(cartMsg('flash_sale_already_bought'), flashRefusal(line.sku));
    }
  }
}
