import type { Selectable } from 'kysely';
import type { Executor } from '../db/store.ts';
import type { PaymentAttempts } from '../db/tables.ts';

export type AttemptRow = Selectable<PaymentAttempts>;
export type AttemptKind = 'mobile_money' | 'installment';

/**
 * An attempt's statuses. Open: `created` (written, not yet sent to the provider), `pending` (the
 * provider has it, the payer has not answered). Final: `paid`, `failed` (with `reason`: declined,
 * insufficient_funds, wrong_pin, expired, unreachable for mobile money; the provider's refusal
 * reason for installments), `refunding` (MeSomb is being asked to give it back), `refunded`.
 */
export const OPEN_STATUSES = ['created', 'pending'] as const;

export interface NewAttempt {
  order_id: number;
  kind: AttemptKind;
  idempotency_key: string;
  payer_number: string;
  service: string;
  amount: number;
  created_at: string;
  expires_at: string;
}

export interface PaymentsRepository {
  /**
   * Opens an attempt unless the order already has one open (the UNIQUE `open_order_id`): a double
   * tap, or two nodes at once, make one. Answers the order's open attempt either way.
   */
  open(attempt: NewAttempt): Promise<{ attempt: AttemptRow; created: boolean }>;
  byId(id: number): Promise<AttemptRow | undefined>;
  /** By the provider's transaction reference. */
  byReference(reference: string): Promise<AttemptRow | undefined>;
  /** The order's attempts, newest first. */
  ofOrder(orderId: number): Promise<AttemptRow[]>;
  openOf(orderId: number): Promise<AttemptRow | undefined>;
  /** Open attempts, oldest first, for the sweep. */
  openAttempts(limit: number): Promise<AttemptRow[]>;
  /** The provider took it: `created` → `pending` with its reference. */
  sent(id: number, reference: string | null, at: string): Promise<boolean>;
  /**
   * Ends an open attempt (conditional on it being open): true for the one caller that ended it,
   * false when it was already final (a late or repeated status).
   */
  end(id: number, change: { status: 'paid' | 'failed'; reason?: string | null; reference?: string | null; plan?: string | null }, at: string): Promise<boolean>;
  /**
   * Mobile-money orders still awaiting payment whose last attempt failed before `endedBefore`,
   * with none open since: the shopper neither paid again nor switched to cash in time.
   */
  abandoned(endedBefore: string, limit: number): Promise<number[]>;
  /** The order's payment method, changed only if it still is `from` (a switch to cash). */
  changeMethod(orderId: number, from: string, to: string, paymentInfo: string): Promise<boolean>;
  /** `refunding` → `refunded`, once. */
  refunded(id: number, refundReference: string, by: string, at: string): Promise<boolean>;
  /** Marks a paid attempt as being refunded, so two clicks refund once: `paid` → `refunding`. */
  claimRefund(id: number): Promise<boolean>;
  /** Gives a claimed refund back when the provider refused it: `refunding` → `paid`. */
  releaseRefund(id: number): Promise<void>;
}

export function paymentsRepository(db: Executor): PaymentsRepository {
  const openOf = (orderId: number) => db.selectFrom('payment_attempts').selectAll().where('open_order_id', '=', orderId).executeTakeFirst();
  return {
    async open(attempt) {
      const inserted = await db
        .insertInto('payment_attempts')
        .values({ ...attempt, open_order_id: attempt.order_id, status: 'created' })
        .onConflict((oc) => oc.column('open_order_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { attempt: (await db.selectFrom('payment_attempts').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow()), created: true };
      const existing = await openOf(attempt.order_id);
      if (!existing) throw new Error(`order ${attempt.order_id}: no attempt inserted and none open`);
      return { attempt: existing, created: false };
    },
    byId: (id) => db.selectFrom('payment_attempts').selectAll().where('id', '=', id).executeTakeFirst(),
    byReference: (reference) => db.selectFrom('payment_attempts').selectAll().where('reference', '=', reference).executeTakeFirst(),
    ofOrder: (orderId) => db.selectFrom('payment_attempts').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').execute(),
    openOf,
    openAttempts: (limit) =>
      db
        .selectFrom('payment_attempts')
        .selectAll()
        .where('status', 'in', [...OPEN_STATUSES])
        .orderBy('id')
        .limit(limit)
        .execute(),
    async sent(id, reference, at) {
      const result = await db.updateTable('payment_attempts').set({ status: 'pending', reference, checked_at: at }).where('id', '=', id).where('status', '=', 'created').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async end(id, change, at) {
      const result = await db
        .updateTable('payment_attempts')
        .set({
          status: change.status,
          reason: change.reason ?? null,
          ...(change.reference ? { reference: change.reference } : {}),
          ...(change.plan !== undefined ? { plan: change.plan } : {}),
          open_order_id: null,
          ended_at: at,
          checked_at: at,
        })
        .where('id', '=', id)
        .where('status', 'in', [...OPEN_STATUSES])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async abandoned(endedBefore, limit) {
      const rows = await db
        .selectFrom('orders as o')
        .select('o.id')
        .where('o.payment_method', '=', 'mesomb_gateway')
        .where('o.status', '=', 'pending_payment')
        .where((eb) =>
          eb.and([
            eb.not(eb.exists(eb.selectFrom('payment_attempts as open').select('open.id').whereRef('open.order_id', '=', 'o.id').where('open.status', 'in', [...OPEN_STATUSES, 'paid']))),
            eb.exists(eb.selectFrom('payment_attempts as failed').select('failed.id').whereRef('failed.order_id', '=', 'o.id')),
            eb.not(eb.exists(eb.selectFrom('payment_attempts as recent').select('recent.id').whereRef('recent.order_id', '=', 'o.id').where('recent.ended_at', '>=', endedBefore))),
          ]),
        )
        .orderBy('o.id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },
    async changeMethod(orderId, from, to, paymentInfo) {
      const result = await db.updateTable('orders').set({ payment_method: to, payment_info: paymentInfo }).where('id', '=', orderId).where('payment_method', '=', from).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async claimRefund(id) {
      const result = await db.updateTable('payment_attempts').set({ status: 'refunding' }).where('id', '=', id).where('status', '=', 'paid').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async releaseRefund(id) {
      await db.updateTable('payment_attempts').set({ status: 'paid' }).where('id', '=', id).where('status', '=', 'refunding').execute();
    },
    async refunded(id, refundReference, by, at) {
      const result = await db
        .updateTable('payment_attempts')
        .set({ status: 'refunded', refund_reference: refundReference, refunded_by: by, refunded_at: at })
        .where('id', '=', id)
        .where('status', '=', 'refunding')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
