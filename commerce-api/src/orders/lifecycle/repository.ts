import type { Insertable } from 'kysely';
import type { Executor, Tables } from '../../db/store.ts';
import type { OrderRow } from '../resource.ts';
import { PICKUP_CARRIER } from '../pickup.ts';

export interface HistoryRow {
  id: number;
  order_id: number;
  event: string;
  from_status: string | null;
  state: string;
  status: string;
  actor_kind: string;
  actor_id: string | null;
  comment: string | null;
  notify: number;
  notified_at: string | null;
  created_at: string;
}

/** A notice still to deliver, with what the message needs of its order. */
export interface UnsentNotice {
  id: number;
  order_id: number;
  status: string;
  comment: string | null;
  increment_id: string;
  customer_email: string;
  telephone: string;
  locale: string;
  customer_firstname: string;
}

/** The order desk's filters; each is optional, all apply together. */
export interface DeskFilter {
  status?: string;
  state?: string;
  /** The delivery town, as the order's shipping address names it. */
  town?: string;
  /** `pickup` or `home`. */
  delivery?: 'pickup' | 'home';
  payment?: string;
  /** Magento times, inclusive from, exclusive to. */
  from?: string;
  to?: string;
}

/** What a move was judged on. */
export type MoveBasis = Pick<OrderRow, 'status' | 'shipping_carrier_code' | 'payment_method'>;

export type NewHistory = Omit<Insertable<Tables['order_status_history']>, 'id'>;

/**
 * The lifecycle's reads and writes: the status change itself (a conditional update on the status
 * it was read in, so of two concurrent moves only one applies), its history, the notices waiting
 * to be delivered, the pick-ups past their deadline, and the order desk's search.
 */
export function lifecycleRepository(db: Executor) {
  const deskQuery = (filter: DeskFilter) => {
    let query = db.selectFrom('orders');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.state) query = query.where('state', '=', filter.state);
    if (filter.payment) query = query.where('payment_method', '=', filter.payment);
    if (filter.delivery) query = query.where('shipping_carrier_code', filter.delivery === 'pickup' ? '=' : '<>', PICKUP_CARRIER);
    // The address is stored as JSON.stringify wrote it: the city's key and value side by side.
    if (filter.town) query = query.where('shipping_address', 'like', `%"city":"${filter.town.replace(/[%_\\"]/g, '')}"%`);
    if (filter.from) query = query.where('created_at', '>=', filter.from);
    if (filter.to) query = query.where('created_at', '<', filter.to);
    return query;
  };

  return {
    /**
     * Moves the order while it is still as the move was judged on (its status, delivery and
     * payment method: a pick-up switched to home delivery meanwhile is not expired); false when
     * another change got there first.
     */
    async move(orderId: number, from: MoveBasis, to: { state: string; status: string }, at: string): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ state: to.state, status: to.status, updated_at: at })
        .where('id', '=', orderId)
        .where('status', '=', from.status)
        .where('shipping_carrier_code', '=', from.shipping_carrier_code)
        .where('payment_method', '=', from.payment_method)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async addHistory(row: NewHistory): Promise<void> {
      await db.insertInto('order_status_history').values(row).execute();
    },

    history: (orderId: number): Promise<HistoryRow[]> => db.selectFrom('order_status_history').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),

    unsentNotices: (limit: number): Promise<UnsentNotice[]> =>
      db
        .selectFrom('order_status_history as h')
        .innerJoin('orders as o', 'o.id', 'h.order_id')
        .select(['h.id', 'h.order_id', 'h.status', 'h.comment', 'o.increment_id', 'o.customer_email', 'o.telephone', 'o.locale', 'o.customer_firstname'])
        .where('h.notify', '=', 1)
        .where('h.notified_at', 'is', null)
        .orderBy('h.id')
        .limit(limit)
        .execute(),

    /** Takes a notice for delivery; false when another node (or call) took it. */
    async claimNotice(id: number, at: string): Promise<boolean> {
      const result = await db.updateTable('order_status_history').set({ notified_at: at }).where('id', '=', id).where('notified_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Pick-ups still open after their deadline: every customer's, or one customer's. */
    duePickups: (now: string, statuses: readonly string[], customerId?: number): Promise<{ id: number }[]> => {
      let query = db.selectFrom('orders').select('id').where('pickup_deadline', '<', now).where('shipping_carrier_code', '=', PICKUP_CARRIER).where('status', 'in', [...statuses]);
      if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
      return query.orderBy('id').limit(200).execute();
    },

    async deskCount(filter: DeskFilter): Promise<number> {
      const row = await deskQuery(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    deskList: (filter: DeskFilter, limit: number, offset: number): Promise<OrderRow[]> =>
      deskQuery(filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),

    /** Orders per status, for the desk's tabs. */
    async statusCounts(): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom('orders')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    },

    async setPickup(orderId: number, date: string, deadline: string): Promise<void> {
      await db.updateTable('orders').set({ pickup_date: date, pickup_deadline: deadline }).where('id', '=', orderId).execute();
    },
  };
}

export type LifecycleRepository = ReturnType<typeof lifecycleRepository>;
