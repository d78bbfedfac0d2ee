import type { AppContext } from '../../context.ts';
import type { OrderRow } from '../resource.ts';
import { next, type OrderEvent } from './machine.ts';
import { orderMethod, type MoveResult } from './move.ts';

export interface DeskActionInput {
  /** The operator's login, recorded as the move's actor. */
  operator: string;
  comment?: string;
}

/** What a desk button does: a lifecycle event, and, for actions with outside work (a refund), how. */
export interface DeskAction {
  event: OrderEvent;
  /** The reason is kept in the history and told to the customer. */
  commentRequired?: boolean;
  /**
   * Outside work before the move (a refund through the payment provider), which must not hold a
   * transaction open; it ends with `moveOrder` in a transaction of its own. Without it, the move.
   */
  run?: (ctx: AppContext, order: OrderRow, input: DeskActionInput) => Promise<MoveResult>;
}

const actions = new Map<string, DeskAction>([
  ['confirm', { event: 'confirmed' }],
  ['ship', { event: 'shipped' }],
  ['ready', { event: 'ready_for_pickup' }],
  ['deliver', { event: 'delivered' }],
  ['cancel', { event: 'canceled', commentRequired: true }],
]);

/**
 * Adds an action to the desk (payments adds `refund`, whose `run` calls the provider first). The
 * desk offers it on an order whenever the lifecycle allows its event there.
 */
export function addDeskAction(name: string, action: DeskAction): void {
  actions.set(name, action);
}

/** The actions the order's status allows now, in the desk's order. */
export function deskActionsFor(order: OrderRow): string[] {
  return [...actions].filter(([, action]) => next(order.status, action.event, orderMethod(order)) !== null).map(([name]) => name);
}

/** The action of that name, if the desk has one. */
export function deskAction(name: string): DeskAction | undefined {
  return actions.get(name);
}
