import { contentApi, type MobileService } from '@shop/shared';

/** An order's mobile-money payment as `GET /api/payments/orders/{id}` answers it. */
export interface PaymentState {
  order_id: number;
  increment_id: string;
  state: string;
  status: string;
  payment_method: string;
  grand_total: number;
  window_seconds: number;
  attempt: {
    id: number;
    status: 'created' | 'pending' | 'paid' | 'failed' | 'refunding' | 'refunded';
    reason: string | null;
    service: string;
    /** Masked: the first three and last three digits. */
    payer_number: string;
    amount: number;
    seconds_left: number;
  } | null;
  can_pay_again: boolean;
  can_switch_to_cash: boolean;
}

/** The customer's token or, for a guest, the unguessable reference is the right to it (as for the order). */
export function fetchPayment(orderId: string, signal?: AbortSignal): Promise<PaymentState> {
  return contentApi.get(`payments/orders/${encodeURIComponent(orderId)}`, { signal, cache: 'no-store' }).json<PaymentState>();
}

/**
 * A new prompt on the payer's phone, on the network given (a first prompt on the wrong one fails
 * for a ported number); pressing twice while one is open answers the open one.
 */
export function payAgain(orderId: string, service: MobileService | null): Promise<PaymentState> {
  return contentApi.post(`payments/orders/${encodeURIComponent(orderId)}/attempts`, { json: service ? { service } : {} }).json<PaymentState>();
}

export function switchToCash(orderId: string): Promise<PaymentState> {
  return contentApi.post(`payments/orders/${encodeURIComponent(orderId)}/cash-on-delivery`).json<PaymentState>();
}
