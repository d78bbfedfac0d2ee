import { join } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { openPostgresStore } from '../db/engine.ts';
import { isPostgresUrl, sqliteStore, type Store } from '../db/store.ts';
import { repositories } from '../repositories.ts';
import { ORDER_EVENTS, type OrderEvent } from './lifecycle/machine.ts';
import { moveOrder, onOrderMoved } from './lifecycle/move.ts';
import { rewardOrderMoved } from '../prime/service.ts';

const USAGE = 'usage: node --import tsx commerce-api/src/orders/move-cli.ts <order number> <event>…\nevents: ' + ORDER_EVENTS.join(', ');

/**
 * Moves an order on from the server's shell, as the order desk does (a conditional move with its
 * history row, stock given back, the customer's notice queued, Prime points): for a shop without
 * the console, and for browser tests that need a confirmed or delivered order. Reads the
 * database as the back end does (`DATABASE_URL`, else `DB_PATH`). Exits 1 when an event is refused.
 */
async function main(args: string[]): Promise<number> {
  const [number, ...events] = args;
  if (!number || events.length === 0 || events.some((e) => !(ORDER_EVENTS as readonly string[]).includes(e))) {
    console.error(USAGE);
    return 2;
  }
  // The back end registers its listeners when it builds its modules; this process builds none.
  onOrderMoved(rewardOrderMoved);
  const url = process.env['DATABASE_URL'];
  const store: Store = isPostgresUrl(url) ? await openPostgresStore(url) : sqliteStore(openDatabase(process.env['DB_PATH'] ?? join(import.meta.dirname, '../../../.store/commerce.sqlite')));
  try {
    const order = await store.db.selectFrom('orders').select('id').where('increment_id', '=', number).executeTakeFirst();
    if (!order) {
      console.error(`no order ${number}`);
      return 1;
    }
    for (const event of events as OrderEvent[]) {
      const result = await store.transaction((tx) => moveOrder(repositories(tx, store.engine), { orderId: order.id, event, actor: { kind: 'operator', id: 'cli' } }));
      if (!result.moved) {
        console.error(`order ${number}: ${event} refused (${result.reason})`);
        return 1;
      }
      console.info(`order ${number}: ${result.from} → ${result.to.status}`);
    }
    return 0;
  } finally {
    await store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
