import { describe, expect, it } from 'vitest';
import { entryOrderProblem } from './eligibility.ts';

describe('orders that enter a game', () => {
  it('takes a paid or confirmed order, up to complete', () => {
    for (const status of ['processing', 'shipped', 'ready_for_pickup', 'complete']) expect(entryOrderProblem(status)).toBeNull();
  });

  it('refuses an order waiting for its payment or its confirmation', () => {
    expect(entryOrderProblem('pending')).toBe('game_order_not_paid');
    expect(entryOrderProblem('pending_payment')).toBe('game_order_not_paid');
  });

  it('treats a cancelled or refunded order as no order', () => {
    expect(entryOrderProblem('canceled')).toBe('game_invalid_order_number');
    expect(entryOrderProblem('closed')).toBe('game_invalid_order_number');
  });
});
