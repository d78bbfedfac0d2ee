import type { PaymentState } from '../../../api/payments';

/** What the thank-you page shows of a mobile-money payment. */
export type PaymentPhase = 'waiting' | 'paid' | 'failed' | 'expired' | 'cash' | 'closed';

export function paymentPhase(payment: PaymentState): PaymentPhase {
  if (payment.payment_method !== 'mesomb_gateway') return payment.status === 'canceled' ? 'expired' : 'cash';
  const attempt = payment.attempt;
  if (attempt?.status === 'paid' || payment.status === 'processing') return 'paid';
  if (payment.status === 'canceled') return 'expired';
  if (payment.status !== 'pending_payment') return 'closed';
  if (!attempt || attempt.status === 'created' || attempt.status === 'pending') return 'waiting';
  return 'failed';
}

/** The phases the page keeps asking about: the payer may still answer. */
export const isLive = (phase: PaymentPhase): boolean => phase === 'waiting';

/** 14:59 */
export function countdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
