import { useStore } from '@nanostores/react';
import { $locale, formatPrice, useT } from '@shop/shared';
import type { FormalPlan, InformalPlan } from '../lib/installments';

/** A plan's figures: first payment, then monthly or daily payments, and the total. */
export function InstallmentPlan({ plan }: { plan: FormalPlan | InformalPlan }) {
  const { t } = useT(['cart', 'common']);
  const locale = useStore($locale);
  return (
    <dl className="cart-summary__rows">
      <div className="cart-summary__row">
        <dt>{t('installment.first_payment', { percent: plan.firstPercent })}</dt>
        <dd data-testid="installment-first">{formatPrice(plan.firstPayment, locale)}</dd>
      </div>
      {plan.kind === 'formal' ? (
        <div className="cart-summary__row">
          <dt>{t('installment.monthly', { count: plan.months })}</dt>
          <dd data-testid="installment-monthly">{formatPrice(plan.monthly[0], locale)}</dd>
        </div>
      ) : (
        <>
          <div className="cart-summary__row">
            <dt>{t('installment.free_week', { days: plan.freeDays })}</dt>
            <dd>{formatPrice(0, locale)}</dd>
          </div>
          <div className="cart-summary__row">
            <dt>{t('installment.daily', { count: plan.days })}</dt>
            <dd data-testid="installment-daily">{formatPrice(plan.daily, locale)}</dd>
          </div>
        </>
      )}
      {plan.kind === 'formal' && plan.monthly[plan.months - 1] !== plan.monthly[0] ? (
        <p className="checkout-note">{t('installment.last_month', { amount: formatPrice(plan.monthly[plan.months - 1], locale) })}</p>
      ) : null}
      {plan.kind === 'informal' && plan.lastDay !== plan.daily ? (
        <p className="checkout-note">{t('installment.last_day', { amount: formatPrice(plan.lastDay, locale) })}</p>
      ) : null}
      <div className="cart-summary__row cart-summary__row--total">
        <dt>{t('installment.total')}</dt>
        <dd data-testid="installment-total">{formatPrice(plan.total, locale)}</dd>
      </div>
    </dl>
  );
}
