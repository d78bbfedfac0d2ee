import type { FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FeatureModule } from '../context.ts';
import { magentoTime } from '../auth/clock.ts';
import { parseJson } from '../carts/store.ts';
import { ApiError, badRequest, conflict } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { defineMessages } from '../http/messages.ts';
import { operatorAccess } from './routes.ts';
import { orderResource, type OrderRow } from '../orders/resource.ts';
import { PICKUP_CARRIER, atLocal } from '../checkout/pickup-days.ts';
import { ORDER_STATUSES } from '../orders/lifecycle/machine.ts';
import { moveOrder, type MoveResult } from '../orders/lifecycle/move.ts';
import { deskAction, deskActionsFor } from '../orders/lifecycle/desk-actions.ts';
import { deliverOrderNotices, statusLabel } from '../orders/lifecycle/notices.ts';
import { expireDuePickups } from '../orders/lifecycle/service.ts';
import type { DeskFilter } from '../orders/lifecycle/repository.ts';

const msg = defineMessages({
  desk_order_not_found: { fr: "La commande %id n'existe pas.", en: 'Order %id does not exist.' },
  desk_action_unknown: { fr: 'Action inconnue : %action', en: 'Unknown action: %action' },
  desk_action_refused: { fr: 'Cette commande est « %status » : cette action n’est pas possible.', en: 'This order is "%status": this action is not possible.' },
  desk_reason_required: { fr: 'Indiquez le motif de l’annulation.', en: 'Give the reason for the cancellation.' },
});

/** Who acts on the desk: the orders role, or an administrator. */
const DESK_ROLES = ['orders', 'admin'] as const;
const PAGE_SIZE = 50;

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
const ListQuery = Type.Object({
  status: Type.Optional(Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)))),
  town: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  delivery: Type.Optional(Type.Union([Type.Literal('pickup'), Type.Literal('home')])),
  payment: Type.Optional(Type.Union([Type.Literal('cashondelivery'), Type.Literal('mesomb_gateway'), Type.Literal('gt_installment')])),
  from: Type.Optional(Type.String({ pattern: DAY })),
  to: Type.Optional(Type.String({ pattern: DAY })),
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' })),
  locale: Type.Optional(Type.String()),
});
const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,11}$' }) });
const ActionBody = Type.Object({ action: Type.String({ minLength: 1, maxLength: 40 }), comment: Type.Optional(Type.String({ maxLength: 500 })) });

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** One line of the desk's list. */
function summary(order: OrderRow) {
  const address = parseJson<{ city?: unknown }>(order.shipping_address) ?? {};
  return {
    entity_id: order.id,
    increment_id: order.increment_id,
    created_at: order.created_at,
    state: order.state,
    status: order.status,
    customer: `${order.customer_firstname} ${order.customer_lastname}`.trim(),
    telephone: order.telephone,
    town: String(address.city ?? ''),
    delivery: order.shipping_carrier_code === PICKUP_CARRIER ? 'pickup' : 'home',
    payment_method: order.payment_method,
    grand_total: order.grand_total,
    pickup_deadline: order.pickup_deadline,
  };
}

/**
 * The order desk's back end (issue 23, part 3), behind the console's credential and an operator
 * session with the orders role (or an administrator): orders by status, town, delivery, payment
 * and day (Cameroon's days); an order with its whole history; actions that move it through the
 * lifecycle, refused with a 409 and the status in words when the status does not allow them.
 * Each accepted action is written to the operator audit log in the move's transaction.
 */
export const orderDeskModule: FeatureModule = async (untyped, { ctx }) => {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { guard, operator, audit } = operatorAccess(ctx);
  app.addHook('onRequest', guard);

  const orderOf = async (request: FastifyRequest<{ Params: { id: string } }>): Promise<OrderRow> => {
    const order = await ctx.repos.orders.byId(Number(request.params.id));
    if (!order) throw new ApiError(404, msg('desk_order_not_found'), { id: request.params.id });
    return order;
  };

  const detail = async (order: OrderRow) => ({
    order: await orderResource(ctx, order),
    history: await ctx.repos.lifecycle.history(order.id),
    actions: deskActionsFor(order),
  });

  app.get('/api/operator/orders', { schema: { querystring: ListQuery } }, async (request) => {
    await operator(request, DESK_ROLES);
    await expireDuePickups(ctx);
    const q = request.query;
    const filter: DeskFilter = {
      ...(q.status ? { status: q.status } : {}),
      ...(q.town ? { town: q.town } : {}),
      ...(q.delivery ? { delivery: q.delivery } : {}),
      ...(q.payment ? { payment: q.payment } : {}),
      ...(q.from ? { from: magentoTime(atLocal(q.from, '00:00')) } : {}),
      ...(q.to ? { to: magentoTime(atLocal(nextDay(q.to), '00:00')) } : {}),
    };
    const page = Number(q.page ?? 1);
    const [total, rows, counts] = await Promise.all([ctx.repos.lifecycle.deskCount(filter), ctx.repos.lifecycle.deskList(filter, PAGE_SIZE, (page - 1) * PAGE_SIZE), ctx.repos.lifecycle.statusCounts()]);
    return { items: rows.map(summary), total_count: total, page, page_size: PAGE_SIZE, counts };
  });

  app.get('/api/operator/orders/:id', { schema: { params: IdParams } }, async (request) => {
    await operator(request, DESK_ROLES);
    return detail(await orderOf(request));
  });

  app.post('/api/operator/orders/:id/actions', { schema: { params: IdParams, body: ActionBody } }, async (request) => {
    const who = await operator(request, DESK_ROLES);
    const order = await orderOf(request);
    const name = request.body.action;
    const action = deskAction(name);
    if (!action) throw badRequest(msg('desk_action_unknown'), { action: name.slice(0, 40) });
    const comment = request.body.comment?.trim() || undefined;
    if (action.commentRequired && !comment) throw badRequest(msg('desk_reason_required'));
    const input = { operator: who.login, ...(comment ? { comment } : {}) };
    const subject = `${order.increment_id}${comment ? `: ${comment}` : ''}`;
    let result: MoveResult;
    if (action.run) {
      result = await action.run(ctx, order, input);
      if (result.moved) await audit(request, who.login, `order-${name}`, subject);
    } else {
      result = await ctx.transaction(async (repos) => {
        const moved = await moveOrder(repos, { orderId: order.id, event: action.event, actor: { kind: 'operator', id: who.login }, ...(comment ? { comment } : {}), at: ctx.now() });
        if (moved.moved) await audit(request, who.login, `order-${name}`, subject, repos);
        return moved;
      });
    }
    if (!result.moved) {
      const now = (await ctx.repos.orders.byId(order.id)) ?? order;
      throw conflict(msg('desk_action_refused'), { status: statusLabel(localeOf(request), now.status) });
    }
    await deliverOrderNotices(ctx);
    return detail(result.order);
  });
};
