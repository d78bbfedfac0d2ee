import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, formatPrice, MOBILE_SERVICES, showToast, toApiError, TOAST_DURATION, useT, type MobileService } from '@shop/shared';
import { fetchPayment, payAgain, switchToCash, type PaymentState } from '../../../api/payments';
import { NetworkChoice } from '../../checkout/components/network-choice';
import { countdown, isLive, paymentPhase } from '../lib/payment-phase';

/** How often the page asks whether the payer has answered. */
const POLL_MS = 3000;

interface MobileMoneyPaymentProps {
  /** The order's id as this tab holds it (numeric for a customer, the unguessable reference for a guest). */
  orderId: string;
  /** Called when the payment moved the order, so the page reads its status again. */
  onOrderChanged: () => void;
}

/**
 * The payment of a mobile-money order, followed live: what to do on the phone, the amount and
 * the time left while the prompt waits; then paid, or failed with "pay again" and "switch to cash
 * on delivery" (on the network the shopper picks, the last one preselected), or expired. Asks the server every few seconds while the payer may still answer.
 */
export function MobileMoneyPayment({ orderId, onOrderChanged }: MobileMoneyPaymentProps) {
  const { t } = useT('cart');
  const locale = useStore($locale);
  const [payment, setPayment] = useState<PaymentState | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const [network, setNetwork] = useState<MobileService | null>(null);
  const networkName = useId();
  const lastStatus = useRef<string | null>(null);
  const phase = payment ? paymentPhase(payment) : null;

  const take = (next: PaymentState) => {
    setPayment(next);
    setSecondsLeft(next.attempt?.seconds_left ?? 0);
    if (lastStatus.current !== null && lastStatus.current !== `${next.status}/${next.payment_method}`) onOrderChanged();
    lastStatus.current = `${next.status}/${next.payment_method}`;
  };

  useEffect(() => {
    if (payment && phase && !isLive(phase)) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        fetchPayment(orderId, controller.signal).then(take, (error: unknown) => {
          // A missed poll is retried at the next tick; only the shopper's own actions toast.
          if (toApiError(error).kind !== 'aborted') console.warn('[thankyou] payment status read failed', error);
        });
      },
      payment ? POLL_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- polls again after each answer, not on every render
  }, [orderId, payment]);

  useEffect(() => {
    if (phase !== 'waiting') return;
    const tick = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(tick);
  }, [phase]);

  const act = async (action: (id: string) => Promise<PaymentState>) => {
    if (busy) return;
    setBusy(true);
    try {
      take(await action(orderId));
    } catch (error) {
      const apiError = toApiError(error);
      const data = apiError.data as { message?: unknown } | null | undefined;
      // The server's own words, its %placeholders filled (the network refused names the number).
      showToast({ type: 'error', message: typeof data?.message === 'string' ? apiError.message : t('common:failed_try_again'), duration: TOAST_DURATION.error });
    } finally {
      setBusy(false);
    }
  };

  if (!payment || !phase) return null;
  const attempt = payment.attempt;
  const lastNetwork = MOBILE_SERVICES.find((service) => service === attempt?.service) ?? null;
  const againOn = network ?? lastNetwork;
  const amount = formatPrice(attempt?.amount ?? payment.grand_total, locale);
  return (
    <section className="checkout-section mobile-money" data-testid="mobile-money" data-phase={phase} aria-live="polite">
      <h2>{t('mobile_money.title')}</h2>
      {phase === 'waiting' ? (
        <>
          <p data-testid="mobile-money-instructions">{t('mobile_money.instructions', { network: t(`checkout.network_${attempt?.service === 'ORANGE' ? 'ORANGE' : 'MTN'}`), number: attempt?.payer_number ?? '', amount })}</p>
          <p className="mobile-money__amount">
            {t('mobile_money.amount')} <strong data-testid="mobile-money-amount">{amount}</strong>
          </p>
          <p>
            {t('mobile_money.time_left')} <strong data-testid="mobile-money-countdown">{countdown(secondsLeft)}</strong>
          </p>
        </>
      ) : null}
      {phase === 'paid' ? <p data-testid="mobile-money-result">{t('mobile_money.paid', { amount })}</p> : null}
      {phase === 'failed' ? <p data-testid="mobile-money-result">{t(`mobile_money.failed_${attempt?.reason ?? 'declined'}`, { defaultValue: t('mobile_money.failed_declined') })}</p> : null}
      {phase === 'expired' ? <p data-testid="mobile-money-result">{t('mobile_money.expired')}</p> : null}
      {phase === 'cash' ? <p data-testid="mobile-money-result">{t('mobile_money.cash')}</p> : null}
      {phase === 'closed' ? <p data-testid="mobile-money-result">{t('mobile_money.closed')}</p> : null}
      {payment.can_pay_again ? <NetworkChoice name={networkName} testId="mobile-money" value={againOn} disabled={busy} onChange={setNetwork} /> : null}
      {payment.can_pay_again || payment.can_switch_to_cash ? (
        <div className="mobile-money__actions">
          {payment.can_pay_again ? (
            <button type="button" className="shop-button shop-button--primary" disabled={busy} onClick={() => void act((id) => payAgain(id, againOn))} data-testid="mobile-money-pay-again">
              {t('mobile_money.pay_again')}
            </button>
          ) : null}
          {payment.can_switch_to_cash ? (
            <button type="button" className="shop-button" disabled={busy} onClick={() => void act(switchToCash)} data-testid="mobile-money-switch-cash">
              {t('mobile_money.switch_to_cash')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
