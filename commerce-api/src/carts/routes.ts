import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AddCartItemSchema,
  AssignGuestCartSchema,
  CartItemSchema,
  CartItemsSchema,
  UpdateCartItemSchema,
} from '@shop/shared/contracts/cart-schema';
import type { AppContext, FeatureModule } from '../context.ts';
import { requireCustomer } from '../auth/guard.ts';
import { consume } from '../auth/rate-limit.ts';
import { consumeCouponTry } from '../auth/abuse-limits.ts';
import { magentoRoute } from '../auth/rest.ts';
import { localeOf } from '../http/locale.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { couponProblem, findCoupon, subtotalOf } from './coupons.ts';
import { lineView, lineViews } from './lines.ts';
import { msg } from './messages.ts';
import { cartResource, itemResource, quoteIdOf } from './resource.ts';
import { addItem, createCustomerCart, createGuestCart, findCart, mergeGuestCart, removeItem, setCoupon, updateItemQty, type CartRef } from './store.ts';
import type { CartRow } from './repository.ts';
import { withinTransaction } from '../repositories.ts';
import { callerKey } from '../http/address-key.ts';
import { registerCartForm } from './form-routes.ts';

const itemParams = Type.Object({ itemId: Type.String({ pattern: '^[0-9]{1,12}$' }) });
const couponParams = Type.Object({ couponCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) });
const cartIdParams = Type.Object({ cartId: Type.String() });

/** Both flavours of every cart path: the guest one (masked id) and the customer's "mine". */
export function cartPaths(suffix: string): { path: string; ref: (ctx: AppContext, request: FastifyRequest) => CartRef }[] {
  const tail = suffix ? `/${suffix}` : '';
  return [
    {
      path: `guest-carts/:cartId${tail}`,
      ref: (_ctx, request) => ({ kind: 'guest', maskedId: String((request.params as { cartId: string }).cartId) }),
    },
    { path: `carts/mine${tail}`, ref: (ctx, request) => ({ kind: 'mine', customerId: requireCustomer(ctx, request) }) },
  ];
}

/** Guest and customer carts: create, read, items and coupons (their totals are checkout's). */
export const cartsModule: FeatureModule = async (app, { ctx }) => {
  registerCartForm(app, ctx);

  magentoRoute(app, 'POST', 'guest-carts', {}, async (request) => {
    await consume(ctx, `guest-cart:${callerKey(request)}`, { max: 120, windowSeconds: 60 });
    return JSON.stringify(await createGuestCart(ctx));
  });

  magentoRoute(app, 'POST', 'carts/mine', {}, async (request) => createCustomerCart(ctx, requireCustomer(ctx, request)));

  for (const { path, ref } of cartPaths('')) {
    magentoRoute(app, 'GET', path, {}, async (request) => cartResource(ctx, await findCart(ctx, ref(ctx, request)), localeOf(request)));
  }

  // Magento's "assign guest cart to customer" (after login): the guest's lines join the customer's cart.
  magentoRoute(
    app,
    'PUT',
    'guest-carts/:cartId',
    {
      schema: { params: cartIdParams, body: AssignGuestCartSchema },
    },
    async (request) => {
      const customerId = requireCustomer(ctx, request);
      if (String(request.body.customerId) !== String(customerId)) {
        throw new ApiError(401, 'unauthorized', { resources: 'Magento_Cart::manage' });
      }
      await withinTransaction(ctx, async (tx) => {
        const guest = await findCart(tx, { kind: 'guest', maskedId: request.params.cartId });
        await mergeGuestCart(tx, guest, customerId);
      });
      return true;
    },
  );

  for (const { path, ref } of cartPaths('items')) {
    magentoRoute(app, 'GET', path, { schema: { response: { 200: CartItemsSchema } } }, async (request) => {
      const cart = await findCart(ctx, ref(ctx, request));
      return (await lineViews(ctx, cart, localeOf(request))).map((l) => itemResource(l, quoteIdOf(cart)));
    });
    magentoRoute(app, 'POST', path, { schema: { body: AddCartItemSchema, response: { 200: CartItemSchema } } }, async (request) => {
      const cart = await findCart(ctx, ref(ctx, request));
      const { cartItem } = request.body;
      const itemId = await withinTransaction(ctx, (tx) => addItem(tx, cart, cartItem.sku, cartItem.qty, cartItem.product_option, localeOf(request)));
      return itemView(ctx, cart, itemId, request);
    });
  }

  for (const { path, ref } of cartPaths('items/:itemId')) {
    magentoRoute(app, 'PUT', path, { schema: { params: itemParams, body: UpdateCartItemSchema, response: { 200: CartItemSchema } } }, async (request) => {
      const cart = await findCart(ctx, ref(ctx, request));
      const itemId = Number(request.params.itemId);
      const { cartItem } = request.body;
      await withinTransaction(ctx, (tx) => updateItemQty(tx, cart, itemId, cartItem.qty));
      return itemView(ctx, cart, itemId, request);
    });
    magentoRoute(app, 'DELETE', path, { schema: { params: itemParams } }, async (request) => {
      const cart = await findCart(ctx, ref(ctx, request));
      await removeItem(ctx, cart, Number(request.params.itemId));
      return true;
    });
  }

  for (const { path, ref } of cartPaths('coupons')) {
    magentoRoute(app, 'GET', path, {}, async (request) => {
      const cart = await findCart(ctx, ref(ctx, request));
      return JSON.stringify(cart.coupon_code ?? '');
    });
    magentoRoute(app, 'DELETE', path, {}, async (request) => {
      const cart = await findCart(ctx, ref(ctx, request));
      await setCoupon(ctx, cart.id, null);
      return true;
    });
  }

  for (const { path, ref } of cartPaths('coupons/:couponCode')) {
    magentoRoute(app, 'PUT', path, { schema: { params: couponParams } }, async (request) => {
      const cart = await findCart(ctx, ref(ctx, request));
      const code = request.params.couponCode;
      await consumeCouponTry(ctx, request);
      const lines = await lineViews(ctx, cart, localeOf(request));
      if (lines.length === 0) throw badRequest(msg('cart_empty'));
      const coupon = await findCoupon(ctx, code);
      const problem = couponProblem(ctx, coupon, subtotalOf(lines));
      if (problem) {
        problem.parameters['coupon'] ??= code;
        throw problem;
      }
      await setCoupon(ctx, cart.id, coupon!.code);
      return true;
    });
  }
};

async function itemView(ctx: AppContext, cart: CartRow, itemId: number, request: FastifyRequest) {
  const line = await lineView(ctx, cart, itemId, localeOf(request));
  return line ? itemResource(line, quoteIdOf(cart)) : null;
}
