import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CartShippingMethodsSchema } from '@shop/shared/contracts/logistics-schema';
import { CartTotalsSchema, ShippingInformationSavedSchema } from '@shop/shared/contracts/cart-schema';
import {
  CheckoutCommentRequestSchema,
  EstimateShippingRequestSchema,
  OrderCustomAttributesRequestSchema,
  PaymentInformationRequestSchema,
  ShippingInformationRequestSchema,
  TotalsInformationRequestSchema,
} from '@shop/shared/contracts/checkout-schema';
import type { AppContext, FeatureModule } from '../context.ts';
import { magentoRoute } from '../auth/rest.ts';
import { badRequest } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { cartPaths } from '../carts/routes.ts';
import { lineViews } from '../carts/lines.ts';
import { findCart } from '../carts/store.ts';
import type { CartRow } from '../carts/repository.ts';
import { nowText } from '../auth/clock.ts';
import { msg as cartMsg } from '../carts/messages.ts';
import { isEmail, normalizePhone } from '../http/validation.ts';
import { msg as customerMsg } from '../customers/messages.ts';
import { cleanAddress, placeOf, type AddressInput } from '../customers/address.ts';
import { msg } from './messages.ts';
import { assertPickupDay } from './pickup-days.ts';
import { cleanPayment, paymentMethodsList } from './payment.ts';
import { shippingMethods, shippingMsg } from './shipping.ts';
import { computeTotals, shippingLines, totalsResource } from './totals.ts';

const SELLER_CODE = /^[A-Za-z0-9-]{2,20}$/;

/** The spec's order custom attributes: JSON text with seller_code, telephone_2, telephone_whatsapp, and the chosen pick-up day. */
function cleanOrderCustomAttributes(text: string, now: Date): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(msg('order_custom_attributes_invalid'));
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(msg('order_custom_attributes_invalid'));
  const input = parsed as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const key of ['seller_code', 'telephone_2', 'telephone_whatsapp', 'pickup_date']) {
    const value = input[key];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(msg('order_custom_attributes_invalid'));
    const given = String(value).trim();
    if (key === 'pickup_date') {
      assertPickupDay(given, now);
      out[key] = given;
    } else if (key === 'seller_code') {
      if (!SELLER_CODE.test(given)) throw badRequest(msg('seller_code_invalid'));
      out[key] = given.toUpperCase();
    } else {
      const phone = normalizePhone(given);
      if (!phone) throw badRequest(customerMsg('invalid_phone'));
      out[key] = phone;
    }
  }
  return out;
}

/** Methods for an address; the cart decides whether home delivery is free. */
async function methodsFor(ctx: AppContext, request: FastifyRequest, cart: CartRow, address: AddressInput) {
  const locale = localeOf(request);
  const place = await placeOf(ctx, address);
  return shippingMethods(ctx, locale, place, shippingLines(await lineViews(ctx, cart, locale)));
}

/** Checkout: totals, shipping estimate and choice, payment, totals preview, custom attributes, comment (placing the order is orders'). */
export const checkoutModule: FeatureModule = async (app, { ctx }) => {
  registerTotals(app, ctx);
  registerShipping(app, ctx);
  registerPayment(app, ctx);
  registerOrderDetails(app, ctx);
};

/** The cart's totals, also under Magento's `gt/` alias. */
function registerTotals(app: FastifyInstance, ctx: AppContext): void {
  for (const { path, ref } of [...cartPaths('totals'), ...cartPaths('totals').map((p) => ({ ...p, path: `gt/${p.path}` }))]) {
    magentoRoute(app, 'GET', path, { schema: { response: { 200: CartTotalsSchema } } }, async (request) => {
      const locale = localeOf(request);
      return totalsResource(await computeTotals(ctx, await findCart(ctx, ref(ctx, request)), locale), locale);
    });
  }
}

/** Shipping: the methods for an address, saving the choice, and a totals preview before saving. */
function registerShipping(app: FastifyInstance, ctx: AppContext): void {
  for (const { path, ref } of cartPaths('estimate-shipping-methods')) {
    magentoRoute(app, 'POST', path, { schema: { body: EstimateShippingRequestSchema, response: { 200: CartShippingMethodsSchema } } }, async (request) => {
      const cart = await findCart(ctx, ref(ctx, request));
      return methodsFor(ctx, request, cart, request.body.address);
    });
  }

  for (const { path, ref } of cartPaths('shipping-information')) {
    magentoRoute(app, 'POST', path, { schema: { body: ShippingInformationRequestSchema, response: { 200: ShippingInformationSavedSchema } } }, async (request) => {
      const locale = localeOf(request);
      const cart = await findCart(ctx, ref(ctx, request));
      const info = request.body.addressInformation;
      if (!(await lineViews(ctx, cart, locale)).length) throw badRequest(cartMsg('cart_empty'));
      const shipping = await cleanAddress(ctx, info.shipping_address);
      const billing = info.billing_address && Object.keys(info.billing_address).length ? await cleanAddress(ctx, info.billing_address) : shipping;
      const available = (await methodsFor(ctx, request, cart, shipping)).some(
        (m) => m.carrier_code === info.shipping_carrier_code && m.method_code === info.shipping_method_code,
      );
      if (!available) {
        throw badRequest(shippingMsg('shipping_method_unavailable'), { carrier: info.shipping_carrier_code, method: info.shipping_method_code });
      }
      await ctx.repos.carts.saveDetails(
        cart.id,
        {
          shipping_address: JSON.stringify(shipping),
          billing_address: JSON.stringify(billing),
          shipping_carrier_code: info.shipping_carrier_code,
          shipping_method_code: info.shipping_method_code,
          email: shipping.email ?? null,
        },
        nowText(ctx),
      );
      const fresh = await findCart(ctx, ref(ctx, request));
      return { payment_methods: paymentMethodsList(locale), totals: totalsResource(await computeTotals(ctx, fresh, locale), locale) };
    });
  }

  for (const { path, ref } of cartPaths('totals-information')) {
    magentoRoute(app, 'POST', path, { schema: { body: TotalsInformationRequestSchema, response: { 200: CartTotalsSchema } } }, async (request) => {
      const locale = localeOf(request);
      const cart = await findCart(ctx, ref(ctx, request));
      const info = request.body.addressInformation;
      const place = await placeOf(ctx, info.address);
      if (info.shipping_carrier_code || info.shipping_method_code) {
        const offered = (await shippingMethods(ctx, locale, place, shippingLines(await lineViews(ctx, cart, locale)))).some(
          (m) => m.carrier_code === info.shipping_carrier_code && m.method_code === info.shipping_method_code,
        );
        if (!offered) {
          throw badRequest(shippingMsg('shipping_method_unavailable'), { carrier: String(info.shipping_carrier_code ?? ''), method: String(info.shipping_method_code ?? '') });
        }
      }
      // A preview: the totals for this address and method, without saving either.
      const preview: CartRow = {
        ...cart,
        shipping_address: JSON.stringify({ city: info.address.city, fax: info.address.fax ?? null, street: info.address.street ?? [] }),
        shipping_carrier_code: info.shipping_carrier_code ?? null,
        shipping_method_code: info.shipping_method_code ?? null,
      };
      return totalsResource(await computeTotals(ctx, preview, locale), locale);
    });
  }
}

/** Payment: the methods offered and the shopper's choice (with e-mail and billing address). */
function registerPayment(app: FastifyInstance, ctx: AppContext): void {
  for (const { path, ref } of cartPaths('payment-methods')) {
    magentoRoute(app, 'GET', path, {}, async (request) => {
      await findCart(ctx, ref(ctx, request));
      return paymentMethodsList(localeOf(request));
    });
  }

  for (const { path, ref } of cartPaths('set-payment-information')) {
    magentoRoute(app, 'POST', path, { schema: { body: PaymentInformationRequestSchema } }, async (request) => {
      const cart = await findCart(ctx, ref(ctx, request));
      const body = request.body;
      const payment = cleanPayment(body.paymentMethod);
      const email = body.email?.trim().toLowerCase();
      if (email && !isEmail(email)) throw badRequest(customerMsg('invalid_email'), { value: email.slice(0, 100) });
      const billing = body.billingAddress && Object.keys(body.billingAddress).length ? JSON.stringify(await cleanAddress(ctx, body.billingAddress)) : null;
      await ctx.repos.carts.saveDetails(
        cart.id,
        { payment_method: payment.method, payment_data: JSON.stringify(payment), email: email ?? null, billing_address: billing },
        nowText(ctx),
      );
      return true;
    });
  }
}

/** What the shopper adds to the order: the spec's custom attributes and a comment. */
function registerOrderDetails(app: FastifyInstance, ctx: AppContext): void {
  for (const { path, ref } of cartPaths('set-order-custom-attributes')) {
    magentoRoute(
      app,
      'PUT',
      path,
      { schema: { body: OrderCustomAttributesRequestSchema } },
      async (request) => {
        const cart = await findCart(ctx, ref(ctx, request));
        const text = request.body.orderCustomAttributes.order_custom_attributes;
        const clean = cleanOrderCustomAttributes(text, ctx.now());
        await ctx.repos.carts.saveDetails(cart.id, { order_custom_attributes: JSON.stringify(clean) }, nowText(ctx));
        return true;
      },
    );
  }

  for (const { path, ref } of cartPaths('amcheckoutFields')) {
    magentoRoute(
      app,
      'POST',
      `amasty_checkout/${path}`,
      { schema: { body: CheckoutCommentRequestSchema } },
      async (request) => {
        const cart = await findCart(ctx, ref(ctx, request));
        const comment = request.body.fields.comment.trim();
        await ctx.repos.carts.saveDetails(cart.id, { comment: comment || null }, nowText(ctx));
        return true;
      },
    );
  }
}
