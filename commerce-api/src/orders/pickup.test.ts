import { describe, expect, it } from 'vitest';
import { pickupWindow, switchProblem } from './pickup.ts';

const order = (over: Partial<{ shipping_carrier_code: string; state: string; created_at: string }> = {}) => ({
  shipping_carrier_code: 'gtpickup',
  state: 'new',
  created_at: '2026-11-20 10:00:00',
  ...over,
});

describe('pickupWindow', () => {
  it('is ready 72 h after the order and must be collected within 48 h after that', () => {
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
  });

  it('refuses once the deadline has passed, for a closed order, or for a delivery', () => {
    expect(switchProblem(order(), new Date('2026-11-25T10:00:01Z'))).toBe('pickup_expired');
    expect(switchProblem(order({ state: 'canceled' }), before)).toBe('order_closed');
    expect(switchProblem(order({ state: 'complete' }), before)).toBe('order_closed');
    expect(switchProblem(order({ shipping_carrier_code: 'gtdelivery' }), before)).toBe('not_pickup');
  });
});
