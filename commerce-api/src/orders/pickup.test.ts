import { describe, expect, it } from 'vitest';
import { pickupDays, pickupDeadline } from '../checkout/pickup-days.ts';
import { pickupWindow, switchProblem } from './pickup.ts';

const order = (over: Partial<{ shipping_carrier_code: string; state: string; created_at: string; pickup_date: string | null; pickup_deadline: string | null }> = {}) => ({
  shipping_carrier_code: 'gtpickup',
  state: 'new',
  created_at: '2026-11-20 10:00:00',
  ...over,
});

describe('pickupDays', () => {
  it('offers the next six opening days from tomorrow, Sundays left out', () => {
    // Friday 27 November 2026, 23:30 in Douala (22:30 UTC): tomorrow is Saturday.
    expect(pickupDays(new Date('2026-11-27T22:30:00Z'))).toEqual(['2026-11-28', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    // 23:30 UTC on the 27th is already the 28th in Douala.
    expect(pickupDays(new Date('2026-11-27T23:30:00Z'))[0]).toBe('2026-11-30');
  });
});

describe('pickupDeadline', () => {
  it('is the closing time 48 hours after the chosen day', () => {
    // Monday 30 November: collect by Wednesday 2 December, 18:00 in Douala.
    expect(pickupDeadline('2026-11-30').toISOString()).toBe('2026-12-02T17:00:00.000Z');
  });

  it('moves on to the next opening day when the agency is shut on that day', () => {
    // Friday 4 December + 48 h is Sunday: Monday 7 December, 18:00.
    expect(pickupDeadline('2026-12-04').toISOString()).toBe('2026-12-07T17:00:00.000Z');
  });
});

describe('pickupWindow', () => {
  it('runs from the chosen day’s opening to the deadline, within opening hours', () => {
    const window = pickupWindow(order({ pickup_date: '2026-11-30', pickup_deadline: '2026-12-02 17:00:00' }))!;
    expect(window.ready_by.toISOString()).toBe('2026-11-30T07:00:00.000Z');
    expect(window.collect_by.toISOString()).toBe('2026-12-02T17:00:00.000Z');
  });

  it('keeps the promise of orders placed before a day was chosen: ready 72 h after, 48 h to collect', () => {
    const window = pickupWindow(order())!;
    expect(window.ready_by.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(window.collect_by.toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });

  it('does not apply to home deliveries', () => {
    expect(pickupWindow(order({ shipping_carrier_code: 'gtdelivery' }))).toBeNull();
  });
});

describe('switchProblem', () => {
  const before = new Date('2026-11-25T09:59:59Z');
  it('lets an open pick-up order switch until the collection deadline', () => {
    expect(switchProblem(order(), before)).toBeNull();
    expect(switchProblem(order({ state: 'processing' }), before)).toBeNull();
    expect(switchProblem(order({ state: 'pending_payment' }), before)).toBeNull();
  });

  it('refuses once the deadline has passed, for a closed order, or for a delivery', () => {
    expect(switchProblem(order(), new Date('2026-11-25T10:00:01Z'))).toBe('pickup_expired');
    expect(switchProblem(order({ state: 'canceled' }), before)).toBe('order_closed');
    expect(switchProblem(order({ state: 'complete' }), before)).toBe('order_closed');
    expect(switchProblem(order({ shipping_carrier_code: 'gtdelivery' }), before)).toBe('not_pickup');
  });
});
