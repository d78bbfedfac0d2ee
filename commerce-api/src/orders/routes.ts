import type { AppContext, FeatureModule } from '../context.ts';
import { requireCustomer } from '../auth/guard.ts';
import { magentoRoute, missing } from '../auth/rest.ts';
import { cartPaths } from '../carts/routes.ts';
import { Type } from 'typebox';
import { HomeDeliveryRequestSchema, PaymentInformationRequestSchema } from '@shop/shared/contracts/checkout-schema';
import { OrderListSchema, OrderSchema } from '@shop/shared/contracts/order-schema';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { defineMessages } from '../http/messages.ts';
import { localeOf } from '../http/locale.ts';
import { orderResource, type OrderRow } from './resource.ts';
import { criteriaFilter, criteriaSort, parseSearchCriteria } from './search-criteria.ts';
import { switchToHomeDelivery } from './switch-delivery.ts';
import { expireDuePickups } from './lifecycle/service.ts';
import { placeOrder } from './place.ts';
import { runAfterPlacement } from './after-placement.ts';
import { rewardOrderMoved } from '../prime/service.ts';
import { onOrderMoved } from './lifecycle/move.ts';
import { requireProvenPhone } from '../phone-proofs/service.ts';

const msg = defineMessages({
  order_not_found: { fr: "La commande %id n'existe pas.", en: 'The entity that was requested doesn\'t exist. Verify the entity and try again.' },
});

const MASKED = /^[A-Za-z0-9]{32}$/;

async function byMaskedId(ctx: AppContext, masked: string): Promise<OrderRow> {
  const order = MASKED.test(masked) ? await ctx.repos.orders.byMaskedId(masked) : undefined;
  if (!order) throw missing(msg('order_not_found'), { id: masked.slice(0, 40) });
  return order;
}

const IdParams = Type.Object({ id: Type.String() });

/**
 * Orders are private. `GET orders/{id}`: a numeric id needs the owning customer's token (another
 * customer's id answers 404, as if it did not exist); the 32-character id a guest received at
 * placement works without a token. `GET orders` lists only the token's own orders whatever the
 * searchCriteria say (the customer filter is ANDed with the caller, never replaced by it).
 */
export const ordersModule: FeatureModule = async (app, { ctx }) => {
  // Points follow real orders: credited when complete, taken back on refund or cancel.
  onOrderMoved(rewardOrderMoved);
  // Magento's payment-information places the order of a cart (guest path or the customer's "mine").
  for (const { path, ref } of cartPaths('payment-information')) {
    magentoRoute(app, 'POST', path, { schema: { body: PaymentInformationRequestSchema } }, async (request) => {
      const body = request.body;
      const header = request.headers['source'];
      const source = typeof header === 'string' && /^[A-Za-z0-9_-]{1,20}$/.test(header) ? header.toUpperCase() : undefined;
      const billing = body.billingAddress ?? body.billing_address;
      const placed = await placeOrder(ctx, ref(ctx, request), {
        email: body.email,
        billingAddress: billing && Object.keys(billing).length ? billing : undefined,
        paymentMethod: body.paymentMethod,
        source,
        locale: localeOf(request),
        provePhone: (telephone, repos) => requireProvenPhone(ctx, request, telephone, repos),
      });
      // The payer's phone is asked at once; a repeated placement of the same cart asks nothing more.
      if (placed.created) await runAfterPlacement(ctx, placed.id);
      // Customers get Magento's numeric order id; guests get the unguessable id, the only key to their order.
      return placed.customer_id === null ? JSON.stringify(placed.masked_id) : placed.id;
    });
  }

  magentoRoute(app, 'GET', 'orders/:id', { schema: { params: IdParams, response: { 200: OrderSchema } } }, async (request) => {
    const { id } = request.params;
    if (MASKED.test(id)) {
      await expireDuePickups(ctx);
      return orderResource(ctx, await byMaskedId(ctx, id), { includeMaskedId: true });
    }
    const customerId = requireCustomer(ctx, request);
    await expireDuePickups(ctx, customerId);
    const order = /^\d{1,12}$/.test(id) ? await ctx.repos.orders.ofCustomer(Number(id), customerId) : undefined;
    if (!order) throw missing(msg('order_not_found'), { id: id.slice(0, 40) });
    return orderResource(ctx, order);
  });

  // A customer's own pick-up order becomes a home delivery (to the order's address, or a new one).
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/orders/:id/home-delivery',
    { schema: { params: IdParams, body: HomeDeliveryRequestSchema, response: { 200: OrderSchema } } },
    async (request) => {
      const customerId = requireCustomer(ctx, request);
      const { id } = request.params;
      const order = /^\d{1,12}$/.test(id) ? await ctx.repos.orders.ofCustomer(Number(id), customerId) : undefined;
      if (!order) throw missing(msg('order_not_found'), { id: id.slice(0, 40) });
      return orderResource(ctx, await switchToHomeDelivery(ctx, order, request.body?.address, localeOf(request)));
    },
  );

  magentoRoute(app, 'GET', 'guest-orders/:maskedId', { schema: { params: Type.Object({ maskedId: Type.String() }), response: { 200: OrderSchema } } }, async (request) => {
    await expireDuePickups(ctx);
    return orderResource(ctx, await byMaskedId(ctx, request.params.maskedId), { includeMaskedId: true });
  });

  // Magento's searchCriteria, read and refused field by field by parseSearchCriteria.
  const searchCriteriaQuery = Type.Record(Type.String(), Type.Unknown());
  magentoRoute(app, 'GET', 'orders', { schema: { querystring: searchCriteriaQuery, response: { 200: OrderListSchema } } }, async (request) => {
    const customerId = requireCustomer(ctx, request);
    await expireDuePickups(ctx, customerId);
    const criteria = parseSearchCriteria(request.query);
    const filter = criteriaFilter(criteria, ctx.store.engine);
    const total = await ctx.repos.orders.count(customerId, filter);
    const rows = await ctx.repos.orders.list(customerId, filter, criteriaSort(criteria), criteria.page_size, (criteria.current_page - 1) * criteria.page_size);
    const items = [];
    for (const row of rows) items.push(await orderResource(ctx, row));
    return { items, search_criteria: criteria, total_count: total };
  });
};
