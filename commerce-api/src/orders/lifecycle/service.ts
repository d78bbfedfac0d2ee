import type { AppContext } from '../../context.ts';
import { nowText } from '../../auth/clock.ts';
import { moveOrder, type MoveInput, type MoveResult } from './move.ts';
import { deliverOrderNotices } from './notices.ts';

/**
 * One move in its own transaction, its notice delivered once it committed: what routes call.
 * Code already in a transaction calls `moveOrder` with that transaction's repositories instead.
 */
export async function applyMove(ctx: AppContext, input: Omit<MoveInput, 'at'>): Promise<MoveResult> {
  const result = await ctx.transaction((repos) => moveOrder(repos, { ...input, at: ctx.now() }));
  if (result.moved) await deliverOrderNotices(ctx);
  return result;
}

/** The statuses a cash pick-up can still expire from (see `machine.ts`). */
const EXPIRING = ['pending', 'processing', 'ready_for_pickup'];

/**
 * Pick-ups past their deadline are cancelled (`pickup_expired`), due on read (decision 034): a
 * customer's orders when they are read, every order when the desk lists them. Each is its own
 * move, so one that someone else moved meanwhile is a no-op, never a second restock.
 */
export async function expireDuePickups(ctx: AppContext, customerId?: number): Promise<number> {
  let expired = 0;
  for (const { id } of await ctx.repos.lifecycle.duePickups(nowText(ctx), EXPIRING, customerId)) {
    const result = await ctx.transaction((repos) => moveOrder(repos, { orderId: id, event: 'pickup_expired', actor: { kind: 'system' }, at: ctx.now() }));
    if (result.moved) expired += 1;
  }
  if (expired) await deliverOrderNotices(ctx);
  return expired;
}
