import { isRealOrder } from '../../orders/lifecycle/machine.ts';

/**
 * Whether an order the player proved is theirs may enter a game: only a real one (paid, or a
 * cash order the shop confirmed), never one waiting for its payment or its confirmation call. A
 * cancelled or refunded order is no order at all. Each order enters each game once (the entry
 * tables' unique keys).
 */
export function entryOrderProblem(status: string): 'game_invalid_order_number' | 'game_order_not_paid' | null {
  if (status === 'canceled' || status === 'closed') return 'game_invalid_order_number';
  return isRealOrder(status) ? null : 'game_order_not_paid';
}
