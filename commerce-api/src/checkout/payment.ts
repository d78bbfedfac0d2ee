import type { Static } from 'typebox';
import type { PaymentInformationRequestSchema } from '@shop/shared/contracts/checkout-schema';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import { messageFor } from '../http/messages.ts';
import { normalizePhone } from '../http/validation.ts';
import { attributesOf } from '../carts/pricing.ts';
import type { LineView } from '../carts/lines.ts';
import type { Place } from '../places/place.ts';
import { msg } from './messages.ts';
import { serviceOf, type MobileService } from '../http/mobile-operator.ts';

/**
 * Payment methods. `gt_installment` is the companion payment app's plan: only where
 * there is an agency, only for the eligible brands, only one running plan per phone number.
 */
export const PAYMENT_METHODS = {
  cashondelivery: msg('payment_cod'),
  mesomb_gateway: msg('payment_mesomb'),
  gt_installment: msg('payment_installment'),
} as const;
export type PaymentCode = keyof typeof PAYMENT_METHODS;

export const INSTALLMENT_BRANDS = ['itel', 'infinix', 'samsung', 'tecno'];

/** A payment method as the request declared it. */
export type PaymentInput = Static<typeof PaymentInformationRequestSchema>['paymentMethod'];

export interface CleanPayment {
  method: PaymentCode;
  payer_number?: string;
  /** Mobile money's network: as chosen, else from the number's prefix. */
  service?: MobileService;
}

export function paymentMethodsList(locale: Locale) {
  return Object.entries(PAYMENT_METHODS).map(([code, key]) => ({ code, title: messageFor(locale, key) }));
}

/**
 * Validates the method and the payer's number. The storefront sends a payer number only for
 * mobile money; an installment plan runs on the order's own telephone (the eligibility
 * rule "use the same phone number"), which placement fills in when none is given.
 */
export function cleanPayment(input: PaymentInput): CleanPayment {
  if (!Object.hasOwn(PAYMENT_METHODS, input.method)) throw badRequest(msg('payment_method_invalid'), { method: input.method.slice(0, 40) });
  const method = input.method as PaymentCode;
  if (method === 'cashondelivery') return { method };
  const given = input.additional_data?.payer_number;
  const payer = given ? normalizePhone(given) : null;
  if (method === 'gt_installment' && !given) return { method };
  if (!payer) throw badRequest(msg('payer_number_required'));
  if (method !== 'mesomb_gateway') return { method, payer_number: payer };
  // MeSomb collects from MTN and Orange only: a number whose prefix is neither (a ported one, say)
  // needs the shopper's choice before the order exists.
  const service = input.additional_data?.service ?? serviceOf(payer);
  if (!service) throw badRequest(msg('payer_network_unknown'), { number: payer });
  return { method, payer_number: payer, service };
}

/** Installment rules that depend on the order itself; checked again when placing. */
export async function assertInstallmentEligible(ctx: AppContext, payment: CleanPayment, lines: LineView[], place: Place | null): Promise<void> {
  if (payment.method !== 'gt_installment') return;
  if (place && !place.town.has_agency) throw badRequest(msg('installment_not_eligible'));
  const brands = lines.map((l) => String(attributesOf(l.parent)['marque'] ?? attributesOf(l.product)['marque'] ?? '').toLowerCase());
  if (!lines.length || brands.some((b) => !INSTALLMENT_BRANDS.some((e) => b.includes(e)))) throw badRequest(msg('installment_not_eligible'));
  if (payment.payer_number && (await ctx.repos.orders.installmentRunning(payment.payer_number))) throw badRequest(msg('installment_running'));
}
