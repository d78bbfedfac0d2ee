import { SqliteAdapter, sql } from 'kysely';
import type { Executor } from '../db/store.ts';
import { UNPAID_OPEN_STATUSES } from './caps.ts';

export interface OrderCapsRepository {
  /**
   * Holds the telephone (and the account) until the transaction ends, so two placements for one
   * number count the open unpaid orders one after the other: the count reads rows the insert
   * does not update, so there is no row to update conditionally. A PostgreSQL advisory lock;
   * SQLite's transaction already holds its one writer lock.
   */
  lockBuyer(telephone: string, customerId: number | null): Promise<void>;
  /** Orders awaiting payment or confirmation placed with this telephone or by this account. */
  openUnpaid(telephone: string, customerId: number | null): Promise<number>;
}

export function orderCapsRepository(db: Executor): OrderCapsRepository {
  const locks = !(db.getExecutor().adapter instanceof SqliteAdapter);
  return {
    async lockBuyer(telephone, customerId) {
      if (!locks) return;
      // Always the telephone first, then the account: two placements never wait on each other in a circle.
      await sql`select pg_advisory_xact_lock(hashtextextended(${`unpaid-orders:tel:${telephone}`}, 0))`.execute(db);
      if (customerId !== null) await sql`select pg_advisory_xact_lock(hashtextextended(${`unpaid-orders:customer:${customerId}`}, 0))`.execute(db);
    },

    async openUnpaid(telephone, customerId) {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', 'in', [...UNPAID_OPEN_STATUSES])
        .where((eb) => (customerId === null ? eb('telephone', '=', telephone) : eb.or([eb('telephone', '=', telephone), eb('customer_id', '=', customerId)])))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
