import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext, FeatureModule } from '../context.ts';
import { requireCustomer } from '../auth/guard.ts';
import { missing } from '../auth/rest.ts';
import { localeOf } from '../http/locale.ts';
import { isLocalCaller } from '../messaging/outbox-route.ts';
import { demoOutboxEnabled } from '../messaging/setup.ts';
import { normalizePhone } from '../http/validation.ts';
import { next } from '../orders/lifecycle/machine.ts';
import { orderMethod } from '../orders/lifecycle/move.ts';
import type { OrderRow } from '../orders/resource.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { msg } from './messages.ts';
import type { AttemptRow } from './repository.ts';
import { addDeskAction } from '../orders/lifecycle/desk-actions.ts';
import { afterPlacement } from '../orders/after-placement.ts';
import { collectAfterPlacement, lapseIfAbandoned, MOBILE_MONEY, refreshAttempt, refundOrder, startCollect, sweepPayments, switchToCash } from './service.ts';
import { phonePage, type PhoneAnswer } from './simulator/phone-page.ts';
import { INSTALLMENT_REFUSALS } from './simulator/installment-simulator.ts';

const MASKED = /^[A-Za-z0-9]{32}$/;

// The order desk's refund: the money goes back through MeSomb before the order closes.
addDeskAction('refund', { event: 'refunded', run: (ctx, order, input) => refundOrder(ctx, order, input.operator, input.comment) });
const SWEEP_MS = 5_000;

/** The shopper's order: by its unguessable id without a token, by its number with its owner's token (as `GET orders/{id}`). */
async function shopperOrder(ctx: AppContext, request: FastifyRequest, id: string): Promise<OrderRow> {
  const order = MASKED.test(id)
    ? await ctx.repos.orders.byMaskedId(id)
    : /^\d{1,12}$/.test(id)
      ? await ctx.repos.orders.ofCustomer(Number(id), requireCustomer(ctx, request))
      : undefined;
  if (!order) throw missing('order_not_found', { id: id.slice(0, 40) });
  return order;
}

const attemptView = (ctx: AppContext, attempt: AttemptRow) => ({
  id: attempt.id,
  kind: attempt.kind,
  status: attempt.status,
  reason: attempt.reason,
  service: attempt.service,
  // The payer sees which phone to look at, not the whole number.
  payer_number: `${attempt.payer_number.slice(0, 3)} ${'•'.repeat(3)} ${attempt.payer_number.slice(-3)}`,
  amount: attempt.amount,
  plan: attempt.plan ? (JSON.parse(attempt.plan) as unknown) : null,
  created_at: attempt.created_at,
  expires_at: attempt.expires_at,
  seconds_left: Math.max(0, Math.round((Date.parse(`${attempt.expires_at.replace(' ', 'T')}Z`) - ctx.now().getTime()) / 1000)),
});

/** What the thank-you page follows: the order's status, its latest attempt, and what the shopper may do next. */
async function paymentView(ctx: AppContext, order: OrderRow) {
  const attempts = await ctx.repos.payments.ofOrder(order.id);
  const latest = attempts[0];
  const open = latest && (latest.status === 'created' || latest.status === 'pending');
  const awaiting = order.payment_method === MOBILE_MONEY && next(order.status, 'paid', orderMethod(order)) !== null;
  return {
    order_id: order.id,
    increment_id: order.increment_id,
    state: order.state,
    status: order.status,
    payment_method: order.payment_method,
    grand_total: order.grand_total,
    window_seconds: Math.round((ctx.payments?.windowMs ?? 0) / 1000),
    attempt: latest ? attemptView(ctx, latest) : null,
    can_pay_again: awaiting && !open,
    can_switch_to_cash: awaiting && !open,
  };
}

const OrderParams = Type.Object({ id: Type.String({ maxLength: 40 }) });

/**
 * Mobile money for the shopper (issue 23): the payment of an order followed live, pay again, switch
 * to cash on delivery; and, in the demo only, the payer's phone. The collect of a new order starts
 * at placement (`orders/routes.ts`); a sweep every few seconds finishes what no page follows.
 */
export const paymentsModule: FeatureModule = async (untyped, { ctx }) => {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  // The payer's phone is asked at once after placement.
  afterPlacement(collectAfterPlacement);

  app.get('/api/payments/orders/:id', { schema: { params: OrderParams } }, async (request) => {
    let order = await shopperOrder(ctx, request, request.params.id);
    const open = await ctx.repos.payments.openOf(order.id);
    if (open) await refreshAttempt(ctx, open, order.locale);
    else await lapseIfAbandoned(ctx, order);
    order = (await ctx.repos.orders.byId(order.id))!;
    return paymentView(ctx, order);
  });

  app.post(
    '/api/payments/orders/:id/attempts',
    {
      schema: {
        params: OrderParams,
        body: Type.Optional(Type.Object({ payer_number: Type.Optional(Type.String({ maxLength: 30 })), service: Type.Optional(Type.Union([Type.Literal('MTN'), Type.Literal('ORANGE')])) }, { additionalProperties: false })),
      },
    },
    async (request, reply) => {
      const order = await shopperOrder(ctx, request, request.params.id);
      const { created } = await startCollect(ctx, order, {
        ...(request.body?.payer_number !== undefined ? { payer: request.body.payer_number } : {}),
        ...(request.body?.service ? { service: request.body.service } : {}),
      });
      const view = await paymentView(ctx, (await ctx.repos.orders.byId(order.id))!);
      return reply.code(created ? 201 : 200).send(view);
    },
  );

  app.post('/api/payments/orders/:id/cash-on-delivery', { schema: { params: OrderParams } }, async (request) => {
    const order = await shopperOrder(ctx, request, request.params.id);
    await switchToCash(ctx, order, localeOf(request));
    return paymentView(ctx, (await ctx.repos.orders.byId(order.id))!);
  });

  if (ctx.payments?.mobileMoney) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sweepPayments(ctx)
        .catch((error: unknown) => app.log.warn({ err: error }, 'payment sweep failed; next one in a few seconds'))
        .finally(() => (running = false));
    }, SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  registerDemoPhone(app, ctx);
};

const PAYER_ANSWERS = ['approve', 'decline', 'insufficient_funds', 'wrong_pin'] as const;

/**
 * The demo payer's phone, for someone at this machine (the same guards as the demo outbox: only
 * with the demo on, outside production, from a loopback socket without proxy headers; 404
 * otherwise). JSON for scripts and tests, a page for people: forms, no script, refreshed.
 */
function registerDemoPhone(app: FastifyInstance, ctx: AppContext): void {
  const simulator = ctx.payments?.simulator;
  if (!simulator || !demoOutboxEnabled(ctx.config)) return;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const localOnly = {
    onRequest: async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
      if (!isLocalCaller(request)) return reply.callNotFound();
      return undefined;
    },
  };
  // The page's forms post url-encoded; only these routes read that.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const promptView = (trx: ReturnType<typeof simulator.promptsOf>[number]) => ({
    reference: trx.reference,
    payer: trx.b_party,
    service: trx.service,
    amount: trx.amount,
    status: trx.status,
    outcome: trx.outcome,
    created_at: new Date(trx.created).toISOString(),
  });

  typed.get('/api/dev/mobile-money', { ...localOnly, schema: { querystring: Type.Object({ payer: Type.String({ minLength: 9, maxLength: 30 }) }) } }, async (request) => {
    const payer = normalizePhone(request.query.payer);
    if (!payer) throw badRequest(msg('payer_number_invalid'));
    return { items: simulator.promptsOf(payer).map(promptView) };
  });

  const Reference = Type.Object({ reference: Type.String({ pattern: '^[0-9a-f]{24}$' }) });
  const app2 = ctx.payments?.installmentSimulator;
  typed.get('/api/dev/installments', { ...localOnly, schema: { querystring: Type.Object({ payer: Type.String({ minLength: 9, maxLength: 30 }) }) } }, async (request) => {
    const payer = normalizePhone(request.query.payer);
    if (!payer) throw badRequest(msg('payer_number_invalid'));
    return { items: app2?.requestsOf(payer) ?? [] };
  });
  const InstallmentAnswer = Type.Optional(Type.Object({ reason: Type.Optional(Type.Union(INSTALLMENT_REFUSALS.map((r) => Type.Literal(r)))), lang: Type.Optional(Type.String({ maxLength: 2 })) }));
  for (const action of ['approve', 'refuse'] as const) {
    typed.post(`/api/dev/installments/:reference/${action}`, { ...localOnly, schema: { params: Reference, body: InstallmentAnswer } }, async (request, reply) => {
      const result = app2?.answer(request.params.reference, action === 'approve' ? { approve: true } : { approve: false, reason: request.body?.reason ?? 'not_eligible' }) ?? null;
      if (result === null) throw missing('mobile_money_prompt_unknown', { reference: request.params.reference.slice(0, 40) });
      if (result === 'final') throw conflict(msg('mobile_money_prompt_final'));
      const attempt = await ctx.repos.payments.byReference(result.id);
      if (attempt) await refreshAttempt(ctx, attempt, 'fr', true);
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return reply.redirect(`/api/dev/mobile-money/phone?payer=${result.payer}&lang=${request.body?.lang === 'en' ? 'en' : 'fr'}`, 303);
      }
      return result;
    });
  }

  typed.get('/api/dev/mobile-money/phone', { ...localOnly, schema: { querystring: Type.Object({ payer: Type.Optional(Type.String({ maxLength: 30 })), lang: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])) }) } }, async (request, reply) => {
    const payer = normalizePhone(request.query.payer ?? '');
    const lang = request.query.lang ?? 'fr';
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    return phonePage({ lang, payer, prompts: payer ? simulator.promptsOf(payer) : [], installments: payer ? (app2?.requestsOf(payer) ?? []) : [], typed: request.query.payer ?? '' });
  });

  const answer = async (request: FastifyRequest<{ Params: { reference: string } }>, payerAnswer: PhoneAnswer) => {
    const result = simulator.answer(request.params.reference, payerAnswer);
    if (result === null) throw missing('mobile_money_prompt_unknown', { reference: request.params.reference.slice(0, 40) });
    if (result === 'final') throw conflict(msg('mobile_money_prompt_final'));
    // The store hears of it at once rather than at the next poll or sweep.
    const attempt = await ctx.repos.payments.byReference(result.pk);
    if (attempt) await refreshAttempt(ctx, attempt, 'fr', true);
    return result;
  };
  const AnswerBody = Type.Optional(Type.Object({ reason: Type.Optional(Type.Union(PAYER_ANSWERS.slice(1).map((a) => Type.Literal(a)))), lang: Type.Optional(Type.String({ maxLength: 2 })), payer: Type.Optional(Type.String({ maxLength: 30 })) }));
  for (const action of ['approve', 'decline'] as const) {
    typed.post(`/api/dev/mobile-money/:reference/${action}`, { ...localOnly, schema: { params: Reference, body: AnswerBody } }, async (request, reply) => {
      const choice: PhoneAnswer = action === 'approve' ? 'approve' : (request.body?.reason ?? 'decline');
      const trx = await answer(request, choice);
      // A form on the phone page goes back to the page; a script gets the prompt.
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        const lang = request.body?.lang === 'en' ? 'en' : 'fr';
        return reply.redirect(`/api/dev/mobile-money/phone?payer=${trx.b_party}&lang=${lang}`, 303);
      }
      return promptView(trx);
    });
  }
}
