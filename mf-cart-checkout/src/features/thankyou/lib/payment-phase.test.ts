import { describe, expect, it } from 'vitest';
import type { PaymentState } from '../../../api/payments';
import { countdown, isLive, paymentPhase } from './payment-phase';

const base: PaymentState = {
  order_id: 1,
  increment_id: '000000001',
  state: 'pending_payment',
  status: 'pending_payment',
  payment_method: 'mesomb_gateway',
  grand_total: 25_000,
  window_seconds: 900,
  attempt: { id: 1, status: 'pending', reason: null, service: 'MTN', payer_number: '677 ••• 900', amount: 25_000, seconds_left: 900 },
  can_pay_again: false,
  can_switch_to_cash: false,
};
const attempt = (over: Partial<NonNullable<PaymentState['attempt']>>) => ({ ...base.attempt!, ...over });

describe('paymentPhase', () => {
  it('waits while the prompt is open, and only then keeps polling', () => {
    expect(paymentPhase(base)).toBe('waiting');
    expect(paymentPhase({ ...base, attempt: attempt({ status: 'created' }) })).toBe('waiting');
    expect(isLive('waiting')).toBe(true);
    expect(isLive('failed')).toBe(false);
  });

  it('ends on paid, failed (pay again), expired, or cash after a switch', () => {
    expect(paymentPhase({ ...base, status: 'processing', state: 'processing', attempt: attempt({ status: 'paid' }) })).toBe('paid');
    expect(paymentPhase({ ...base, attempt: attempt({ status: 'failed', reason: 'insufficient_funds' }), can_pay_again: true })).toBe('failed');
    expect(paymentPhase({ ...base, status: 'canceled', state: 'canceled', attempt: attempt({ status: 'failed', reason: 'expired' }) })).toBe('expired');
    expect(paymentPhase({ ...base, status: 'pending', state: 'new', payment_method: 'cashondelivery', attempt: attempt({ status: 'failed', reason: 'declined' }) })).toBe('cash');
    expect(paymentPhase({ ...base, status: 'closed', state: 'closed', attempt: attempt({ status: 'refunded' }) })).toBe('closed');
  });

  it('counts down in minutes and seconds, never below zero', () => {
    expect(countdown(900)).toBe('15:00');
    expect(countdown(61.7)).toBe('1:01');
    expect(countdown(-3)).toBe('0:00');
  });
});
