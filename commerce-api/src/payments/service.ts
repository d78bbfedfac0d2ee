import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { magentoTime } from '../auth/clock.ts';
import { parseJson } from '../carts/store.ts';
import { ApiError, badRequest, conflict } from '../http/errors.ts';
import { messageFor } from '../http/messages.ts';
import { normalizePhone } from '../http/validation.ts';
import type { Locale } from '../http/locale.ts';
import { PAYMENT_METHODS } from '../checkout/payment.ts';
import { CASH_ON_DELIVERY, next } from '../orders/lifecycle/machine.ts';
import { moveOrder, orderMethod, type MoveResult } from '../orders/lifecycle/move.ts';
import type { OrderRow } from '../orders/resource.ts';
import type { Repositories } from '../repositories.ts';
import { msg } from './messages.ts';
import { serviceOf, type MobileService } from '../http/mobile-operator.ts';
import { MOBILE_SERVICES } from '@shop/shared/contracts/mobile-network';
import type { ProviderStatus } from './mesomb.ts';
import type { InstallmentStatus } from './installments.ts';
import type { AttemptRow } from './repository.ts';

export const MOBILE_MONEY = 'mesomb_gateway';
export const INSTALLMENT = 'gt_installment';
/** A pending attempt is asked about at most this often, however many pages poll it. */
const RECHECK_MS = 2_000;

const windowOf = (ctx: AppContext) => ctx.payments?.windowMs ?? ctx.config.paymentWindowMinutes * 60_000;
const at = (ctx: AppContext, offsetMs = 0) => magentoTime(new Date(ctx.now().getTime() + offsetMs));

function provider(ctx: AppContext) {
  const mobileMoney = ctx.payments?.mobileMoney;
  if (!mobileMoney) throw new ApiError(503, msg('mobile_money_unavailable'));
  return mobileMoney;
}

/**
 * The payer and network of a new attempt: as given, else the order's payer number and the network
 * chosen at checkout for it, else the number's prefix.
 */
function payerOf(order: OrderRow, given: { payer?: string; service?: MobileService }): { payer: string; service: MobileService } {
  const placed = parseJson<{ payer_number?: string; service?: MobileService }>(order.payment_info);
  const payer = given.payer === undefined ? normalizePhone(String(placed?.payer_number ?? '')) : normalizePhone(given.payer);
  if (!payer) throw badRequest(msg('payer_number_invalid'));
  const chosenAtCheckout = placed?.payer_number === payer && MOBILE_SERVICES.includes(placed.service as MobileService) ? placed.service : undefined;
  const service = given.service ?? chosenAtCheckout ?? serviceOf(payer);
  if (!service) throw badRequest(msg('mobile_service_unknown'), { number: payer });
  return { payer, service };
}

/**
 * Asks the payer's phone for the order's grand total. One attempt is open per order at most: a
 * second call while one is open (a double tap, a reload) answers that one and collects nothing.
 * The attempt is written before MeSomb is called, and its key travels as MeSomb's external id, so
 * a collect whose answer was lost is sent again under the same key and MeSomb prompts once. No
 * transaction spans the call: a network wait must not hold the database.
 */
export async function startCollect(ctx: AppContext, order: OrderRow, given: { payer?: string; service?: MobileService } = {}): Promise<{ attempt: AttemptRow; created: boolean }> {
  if (order.payment_method !== MOBILE_MONEY) throw conflict(msg('not_mobile_money'));
  if (!next(order.status, 'paid', orderMethod(order))) throw conflict(msg('order_not_awaiting_payment'), { status: order.status });
  const mobileMoney = provider(ctx);
  const { payer, service } = payerOf(order, given);
  const { attempt, created } = await ctx.repos.payments.open({
    order_id: order.id,
    kind: 'mobile_money',
    idempotency_key: `${order.increment_id}-${randomBytes(9).toString('base64url')}`,
    payer_number: payer,
    service,
    amount: order.grand_total,
    created_at: at(ctx),
    expires_at: at(ctx, windowOf(ctx)),
  });
  if (!created) return { attempt, created };
  await send(ctx, attempt, order.locale, mobileMoney);
  return { attempt: (await ctx.repos.payments.byId(attempt.id))!, created };
}

/**
 * The first collect of a mobile-money order, right after placement. The order stands whatever
 * happens here: a provider that cannot be reached leaves the attempt to be sent again by the
 * sweep, and no provider at all leaves the shopper to switch to cash on the thank-you page.
 */
export async function collectAfterPlacement(ctx: AppContext, orderId: number): Promise<void> {
  const order = await ctx.repos.orders.byId(orderId);
  if (order?.payment_method === INSTALLMENT && ctx.payments?.installments) return requestInstallment(ctx, order);
  if (order?.payment_method !== MOBILE_MONEY || !ctx.payments?.mobileMoney) return;
  try {
    await startCollect(ctx, order);
  } catch (error) {
    // Placed is placed: a refusal here (the payer's network) is the thank-you page's to offer a way out of.
    if (!(error instanceof ApiError)) throw error;
  }
}

/**
 * An installment order's request to the payment app, sent at placement: the order waits in
 * `pending_payment` until the payer's plan is approved (paid) or refused (the order lapses, its
 * stock back). One request per order, under the same rules as a collect.
 */
async function requestInstallment(ctx: AppContext, order: OrderRow): Promise<void> {
  const payer = normalizePhone(String(parseJson<{ payer_number?: string }>(order.payment_info)?.payer_number ?? order.telephone));
  if (!payer) return;
  const { attempt, created } = await ctx.repos.payments.open({
    order_id: order.id,
    kind: 'installment',
    idempotency_key: `${order.increment_id}-${randomBytes(9).toString('base64url')}`,
    payer_number: payer,
    service: 'GT',
    amount: order.grand_total,
    created_at: at(ctx),
    expires_at: at(ctx, windowOf(ctx)),
  });
  if (created) await sendInstallment(ctx, attempt);
}

async function sendInstallment(ctx: AppContext, attempt: AttemptRow): Promise<void> {
  const app = ctx.payments?.installments;
  if (!app) return;
  let status: InstallmentStatus;
  try {
    status = await app.request({ key: attempt.idempotency_key, payer: attempt.payer_number, amount: attempt.amount });
  } catch {
    return;
  }
  await ctx.repos.payments.sent(attempt.id, status.reference, at(ctx));
  if (status.state !== 'pending') await settleInstallment(ctx, attempt, status);
}

async function settleInstallment(ctx: AppContext, attempt: AttemptRow, status: Exclude<InstallmentStatus, { state: 'pending' }>): Promise<void> {
  await ctx.transaction(async (repos) => {
    if (status.state === 'approved') {
      if (!(await repos.payments.end(attempt.id, { status: 'paid', reference: status.reference, plan: JSON.stringify(status.plan) }, at(ctx)))) return;
      await moveOrder(repos, { orderId: attempt.order_id, event: 'paid', actor: { kind: 'payment', id: status.reference }, comment: 'installment plan approved', at: ctx.now() });
      return;
    }
    if (!(await repos.payments.end(attempt.id, { status: 'failed', reason: status.reason, reference: status.reference }, at(ctx)))) return;
    await moveOrder(repos, { orderId: attempt.order_id, event: 'payment_expired', actor: { kind: 'payment', id: status.reference }, comment: `installment refused: ${status.reason}`, at: ctx.now() });
  });
}

async function refreshInstallment(ctx: AppContext, attempt: AttemptRow, lapsed: boolean): Promise<void> {
  if (attempt.status === 'created' && !lapsed) return sendInstallment(ctx, attempt);
  if (attempt.status === 'pending' && attempt.reference) {
    const status = await ctx.payments?.installments?.status(attempt.reference).catch(() => undefined);
    if (status && status.state !== 'pending') return settleInstallment(ctx, attempt, status);
  }
  if (lapsed) return settleInstallment(ctx, attempt, { state: 'refused', reference: attempt.reference ?? '', reason: 'expired' });
}

async function send(ctx: AppContext, attempt: AttemptRow, locale: string, mobileMoney = provider(ctx)): Promise<void> {
  let status: ProviderStatus;
  try {
    status = await mobileMoney.collect({ amount: attempt.amount, service: attempt.service as MobileService, payer: attempt.payer_number, key: attempt.idempotency_key, locale });
  } catch {
    // Unanswered or refused: the attempt stays `created` and the next check sends it again, same key.
    return;
  }
  await ctx.repos.payments.sent(attempt.id, status.reference, at(ctx));
  if (status.state !== 'pending') await settle(ctx, attempt, status);
}

/**
 * Applies a final status once: the attempt's end is a conditional update on its being open, and
 * the order's move happens in the same transaction, so a status that arrives twice (the shopper's
 * poll and the sweep at once, or MeSomb answering late) moves the order once. Paid: the order is
 * paid. Expired: the payer never answered within the window, so the order lapses and its stock
 * comes back. Declined, insufficient funds, wrong PIN: the order waits for another attempt or a
 * switch to cash, until the window after this failure passes (`sweepPayments`).
 */
async function settle(ctx: AppContext, attempt: AttemptRow, status: Exclude<ProviderStatus, { state: 'pending' }>): Promise<void> {
  await ctx.transaction(async (repos) => {
    const ended = status.state === 'paid'
      ? await repos.payments.end(attempt.id, { status: 'paid', reference: status.reference }, at(ctx))
      : await repos.payments.end(attempt.id, { status: 'failed', reason: status.reason, reference: status.reference }, at(ctx));
    if (!ended) return;
    if (status.state === 'paid') await moveOrder(repos, { orderId: attempt.order_id, event: 'paid', actor: { kind: 'payment', id: status.reference ?? attempt.idempotency_key }, at: ctx.now() });
    else if (status.reason === 'expired') await expireOrder(ctx, repos, attempt.order_id);
  });
}

const expireOrder = (ctx: AppContext, repos: Repositories, orderId: number) =>
  moveOrder(repos, { orderId, event: 'payment_expired', actor: { kind: 'system' }, comment: 'payment window passed', at: ctx.now() });

/**
 * Brings an open attempt up to date: sends one never answered, asks MeSomb about a pending one
 * (at most every two seconds), and ends one past its window that MeSomb still calls pending
 * (the payer can no longer answer it: MeSomb's own prompt has lapsed).
 */
export async function refreshAttempt(ctx: AppContext, attempt: AttemptRow, locale: string, force = false): Promise<void> {
  if (attempt.status !== 'created' && attempt.status !== 'pending') return;
  const lapsed = attempt.expires_at <= at(ctx);
  const asked = ctx.payments?.askedAt;
  const last = asked?.get(attempt.id);
  if (!force && !lapsed && last !== undefined && Date.now() - last < RECHECK_MS) return;
  asked?.set(attempt.id, Date.now());
  if (attempt.kind === 'installment') return refreshInstallment(ctx, attempt, lapsed);
  if (attempt.status === 'created' && !lapsed) return send(ctx, attempt, locale);
  if (attempt.status === 'pending') {
    let status: ProviderStatus | undefined;
    try {
      status = (await provider(ctx).statuses([attempt.idempotency_key])).get(attempt.idempotency_key);
    } catch {
      status = undefined;
    }
    if (status && status.state !== 'pending') return settle(ctx, attempt, status);
  }
  if (lapsed) return settle(ctx, attempt, { state: 'failed', reference: attempt.reference, reason: 'expired', message: 'no answer within the payment window' });
}

/**
 * Lets lapse an order whose last attempt failed more than a window ago with none since: read
 * when the shopper's page asks, so what it shows is the rule's outcome without waiting for the sweep.
 */
export async function lapseIfAbandoned(ctx: AppContext, order: OrderRow): Promise<boolean> {
  if (order.payment_method !== MOBILE_MONEY || order.status !== 'pending_payment') return false;
  const [latest] = await ctx.repos.payments.ofOrder(order.id);
  if (latest?.status !== 'failed' || !latest.ended_at || latest.ended_at >= at(ctx, -windowOf(ctx))) return false;
  const moved = await ctx.transaction(async (repos) => (await repos.payments.openOf(order.id)) ? null : expireOrder(ctx, repos, order.id));
  return moved?.moved === true;
}

/**
 * What the sweep does, on every node (each step is conditional, so doing it twice changes
 * nothing): checks the open attempts not asked about lately, and lets lapse the mobile-money orders
 * whose last attempt failed more than a window ago with no new attempt since.
 */
export async function sweepPayments(ctx: AppContext): Promise<void> {
  const open = await ctx.repos.payments.openAttempts(200);
  for (const attempt of open) await refreshAttempt(ctx, attempt, 'fr');
  // Forgotten once final: the map holds only what is still open.
  const ids = new Set(open.map((a) => a.id));
  for (const id of ctx.payments?.askedAt.keys() ?? []) if (!ids.has(id)) ctx.payments?.askedAt.delete(id);
  for (const orderId of await ctx.repos.payments.abandoned(at(ctx, -windowOf(ctx)), 50)) {
    await ctx.transaction((repos) => expireOrder(ctx, repos, orderId));
  }
}

/**
 * Cash on delivery instead: the order goes back to waiting for the shop's call, with the method
 * changed in the same transaction. Refused while a prompt is open on the payer's phone: a payment
 * approved after the switch would be taken for an order that no longer expects it.
 */
export async function switchToCash(ctx: AppContext, order: OrderRow, locale: Locale): Promise<void> {
  if (order.payment_method !== MOBILE_MONEY) throw conflict(msg('not_mobile_money'));
  const open = await ctx.repos.payments.openOf(order.id);
  if (open) await refreshAttempt(ctx, open, locale, true);
  await ctx.transaction(async (repos) => {
    if (await repos.payments.openOf(order.id)) throw conflict(msg('payment_in_progress'));
    const moved = await moveOrder(repos, { orderId: order.id, event: 'switched_to_cod', actor: { kind: 'customer', ...(order.customer_id ? { id: String(order.customer_id) } : {}) }, at: ctx.now() });
    if (!moved.moved) throw conflict(msg('order_not_awaiting_payment'), { status: moved.order?.status ?? order.status });
    const info = { method_title: messageFor(locale, PAYMENT_METHODS[CASH_ON_DELIVERY]) };
    await repos.payments.changeMethod(order.id, MOBILE_MONEY, CASH_ON_DELIVERY, JSON.stringify(info));
  });
}

/**
 * The order desk's refund (its `refund` action, `orders` role): gives a paid mobile-money order's
 * money back through MeSomb and closes the order. The attempt is claimed first (`paid` →
 * `refunding`), so two clicks refund once; MeSomb is called outside any transaction; a refusal
 * puts the claim back and the order stays as it was.
 */
export async function refundOrder(ctx: AppContext, order: OrderRow, operatorLogin: string, comment?: string): Promise<MoveResult> {
  if (!next(order.status, 'refunded', orderMethod(order))) return { moved: false, reason: 'not_allowed', order };
  const paid = (await ctx.repos.payments.ofOrder(order.id)).find((a) => a.kind === 'mobile_money' && a.status === 'paid');
  if (!paid?.reference) throw conflict(msg('refund_nothing_paid'));
  if (!(await ctx.repos.payments.claimRefund(paid.id))) throw conflict(msg('refund_in_progress'));
  let refundReference: string;
  try {
    refundReference = await provider(ctx).refund(paid.reference, paid.amount);
  } catch {
    await ctx.repos.payments.releaseRefund(paid.id);
    throw new ApiError(502, msg('refund_refused'));
  }
  return ctx.transaction(async (repos) => {
    await repos.payments.refunded(paid.id, refundReference, operatorLogin, at(ctx));
    const why = `${comment ? `${comment} — ` : ''}MeSomb ${refundReference}`;
    return moveOrder(repos, { orderId: order.id, event: 'refunded', actor: { kind: 'operator', id: operatorLogin }, comment: why, at: ctx.now() });
  });
}
