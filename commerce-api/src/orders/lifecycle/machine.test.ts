import { describe, expect, it } from 'vitest';
import { ORDER_EVENTS, ORDER_STATUSES, STATE_OF, eventsFrom, givesStockBack, isRealOrder, next, placedStatus, type OrderMethod } from './machine.ts';

const cashHome: OrderMethod = { payment: 'cashondelivery', pickup: false };
const cashPickup: OrderMethod = { payment: 'cashondelivery', pickup: true };
const momoHome: OrderMethod = { payment: 'mesomb_gateway', pickup: false };
const momoPickup: OrderMethod = { payment: 'mesomb_gateway', pickup: true };
const installment: OrderMethod = { payment: 'gt_installment', pickup: false };

describe('placedStatus', () => {
  it('starts cash on delivery as new/pending and the others as pending_payment', () => {
    expect(placedStatus('cashondelivery')).toEqual({ state: 'new', status: 'pending' });
    expect(placedStatus('mesomb_gateway')).toEqual({ state: 'pending_payment', status: 'pending_payment' });
    expect(placedStatus('gt_installment')).toEqual({ state: 'pending_payment', status: 'pending_payment' });
  });
});

describe('next', () => {
  it('takes a cash home delivery from confirmation to complete', () => {
    expect(next('pending', 'confirmed', cashHome)).toEqual({ state: 'processing', status: 'processing' });
    expect(next('processing', 'shipped', cashHome)).toEqual({ state: 'processing', status: 'shipped' });
    expect(next('shipped', 'delivered', cashHome)).toEqual({ state: 'complete', status: 'complete' });
  });

  it('takes a paid pick-up through the agency, never through shipping', () => {
    expect(next('pending_payment', 'paid', momoPickup)).toEqual({ state: 'processing', status: 'processing' });
    expect(next('processing', 'shipped', momoPickup)).toBeNull();
    expect(next('processing', 'ready_for_pickup', momoPickup)).toEqual({ state: 'processing', status: 'ready_for_pickup' });
    expect(next('ready_for_pickup', 'delivered', momoPickup)).toEqual({ state: 'complete', status: 'complete' });
    expect(next('processing', 'ready_for_pickup', momoHome)).toBeNull();
  });

  it('lets an unpaid order switch to cash, expire, or be cancelled; a paid one only refunded', () => {
    expect(next('pending_payment', 'switched_to_cod', momoHome)).toEqual({ state: 'new', status: 'pending' });
    expect(next('pending_payment', 'payment_expired', installment)).toEqual({ state: 'canceled', status: 'canceled' });
    expect(next('pending_payment', 'canceled', momoHome)).toEqual({ state: 'canceled', status: 'canceled' });
    expect(next('processing', 'canceled', momoHome)).toBeNull();
    expect(next('processing', 'refunded', momoHome)).toEqual({ state: 'closed', status: 'closed' });
    expect(next('complete', 'refunded', momoHome)).toEqual({ state: 'closed', status: 'closed' });
    expect(next('complete', 'refunded', cashHome)).toBeNull();
  });

  it('cancels a cash order before it leaves, never after', () => {
    expect(next('pending', 'canceled', cashHome)).toEqual({ state: 'canceled', status: 'canceled' });
    expect(next('processing', 'canceled', cashHome)).toEqual({ state: 'canceled', status: 'canceled' });
    expect(next('shipped', 'canceled', cashHome)).toBeNull();
    expect(next('complete', 'canceled', cashHome)).toBeNull();
  });

  it('expires an uncollected cash pick-up only', () => {
    for (const from of ['pending', 'processing', 'ready_for_pickup']) expect(next(from, 'pickup_expired', cashPickup)).toEqual({ state: 'canceled', status: 'canceled' });
    expect(next('ready_for_pickup', 'pickup_expired', momoPickup)).toBeNull();
    expect(next('pending', 'pickup_expired', cashHome)).toBeNull();
    expect(next('complete', 'pickup_expired', cashPickup)).toBeNull();
  });

  it('makes a repeated or late event a refusal, never a second move', () => {
    const after = next('pending_payment', 'paid', momoHome)!;
    expect(next(after.status, 'paid', momoHome)).toBeNull();
    expect(next('canceled', 'paid', momoHome)).toBeNull();
    expect(next('processing', 'confirmed', cashHome)).toBeNull();
    expect(next('closed', 'refunded', momoHome)).toBeNull();
  });

  it('ends nowhere from canceled or closed, and every outcome is a known pair', () => {
    const wrong: string[] = [];
    let moves = 0;
    for (const method of [cashHome, cashPickup, momoHome, momoPickup, installment]) {
      for (const status of ORDER_STATUSES) {
        for (const event of ORDER_EVENTS) {
          const to = next(status, event, method);
          if (!to) continue;
          moves += 1;
          if (status === 'canceled' || status === 'closed' || STATE_OF[to.status] !== to.state) wrong.push(`${method.payment}/${status}/${event}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(moves).toBeGreaterThan(30);
  });

  it('refuses unknown statuses', () => {
    expect(next('holded', 'confirmed', cashHome)).toBeNull();
  });
});

describe('eventsFrom', () => {
  it('offers the desk only the moves the status allows', () => {
    expect(eventsFrom('pending', cashHome, ['confirmed', 'shipped', 'canceled'])).toEqual(['confirmed', 'canceled']);
    expect(eventsFrom('shipped', cashHome)).toEqual(['delivered']);
  });
});

describe('isRealOrder and givesStockBack', () => {
  it('counts paid or confirmed orders as real', () => {
    expect(ORDER_STATUSES.filter(isRealOrder)).toEqual(['processing', 'shipped', 'ready_for_pickup', 'complete']);
  });

  it('gives stock back on cancel, and on a refund before the parcel left', () => {
    expect(givesStockBack('pending', { state: 'canceled', status: 'canceled' })).toBe(true);
    expect(givesStockBack('processing', { state: 'closed', status: 'closed' })).toBe(true);
    expect(givesStockBack('complete', { state: 'closed', status: 'closed' })).toBe(false);
    expect(givesStockBack('shipped', { state: 'closed', status: 'closed' })).toBe(false);
    expect(givesStockBack('processing', { state: 'processing', status: 'shipped' })).toBe(false);
  });
});
