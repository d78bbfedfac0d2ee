import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { $locale, formatPrice, useT, type Locale } from '@shop/shared';
import type { ProductHit } from '../../../api/simulators';
import { formalPlan, informalPlan, INSTALLMENT, InstallmentError, isEligibleBrand, type FormalPlan, type InformalPlan, type WorkerStatus } from '../lib/installments';
import { CallbackForm } from '../../quote-request/components/callback-form';
import { InstallmentPlan } from './installment-plan';
import { InstallmentRules } from './installment-rules';
import { ProductPicker } from './product-picker';
// oxlint-disable-next-line import/no-unassigned-import
import '../../cart/components/cart.css';
// oxlint-disable-next-line import/no-unassigned-import
import '../../checkout/components/checkout.css';

const MONTHS = Array.from({ length: INSTALLMENT.MAX_MONTHS }, (_, i) => i + 1);

function planOf(price: number, status: WorkerStatus, months: number, percent: number): FormalPlan | InformalPlan | InstallmentError {
  try {
    return status === 'formal' ? formalPlan(price, months, percent) : informalPlan(price);
  } catch (error) {
    if (error instanceof InstallmentError) return error;
    throw error;
  }
}

/** The request's message: the simulated plan, in words, for the advisor who calls back. */
function requestSummary(t: ReturnType<typeof useT>['t'], locale: Locale, status: WorkerStatus, price: number, plan: FormalPlan | InformalPlan | InstallmentError | null): string {
  const head = t('installment.request_summary', {
    status: t(`installment.status_${status}`),
    price: formatPrice(price, locale),
  });
  if (!plan || plan instanceof InstallmentError) return head;
  if (plan.kind === 'formal') {
    return `${head} ${t('installment.request_formal', { months: plan.months, percent: plan.firstPercent, first: formatPrice(plan.firstPayment, locale), monthly: formatPrice(plan.monthly[0], locale) })}`;
  }
  return `${head} ${t('installment.request_informal', { first: formatPrice(plan.firstPayment, locale), daily: formatPrice(plan.daily, locale), days: plan.days })}`;
}

/** /paiement-en-tranche: installment simulator, eligibility rules and the request form. */
export function InstallmentView() {
  const { t } = useT(['cart', 'common']);
  const locale = useStore($locale);
  const id = useId();
  const [query] = useSearchParams();
  const [product, setProduct] = useState<ProductHit | null>(null);
  const [priceText, setPriceText] = useState(() => query.get('price') ?? '');
  const [status, setStatus] = useState<WorkerStatus>('formal');
  const [months, setMonths] = useState(6);
  const [percent, setPercent] = useState<number>(INSTALLMENT.FORMAL_FIRST_PAYMENT_MIN_PERCENT);

  const price = product ? product.price : Number(priceText.replace(/[\s.,]/g, ''));
  const brand = product?.brand ?? query.get('brand') ?? '';
  const plan = useMemo(() => (price > 0 ? planOf(price, status, months, percent) : null), [price, status, months, percent]);
  const brandRefused = brand !== '' && !isEligibleBrand(brand);

  return (
    <section className="checkout-page">
      <h1 className="checkout-page__title">{t('installment.title')}</h1>
      <p>{t('installment.intro')}</p>
      <div className="checkout-layout">
        <div className="checkout-form">
          <section className="checkout-section">
            <h2>{t('installment.simulate')}</h2>
            <ProductPicker value={product} onChange={setProduct} />
            {!product ? (
              <div className="checkout-field">
                <label htmlFor={`${id}-price`}>{t('installment.price')}</label>
                <input id={`${id}-price`} inputMode="numeric" value={priceText} onChange={(e) => setPriceText(e.target.value)} data-testid="installment-price" />
              </div>
            ) : null}
            <fieldset className="checkout-section">
              <legend>{t('installment.status')}</legend>
              {(['formal', 'informal'] as const).map((s) => (
                <label key={s} className="checkout-option" data-testid={`installment-status-${s}`}>
                  <input type="radio" name={`${id}-status`} checked={status === s} onChange={() => setStatus(s)} />
                  <span className="checkout-option__body">
                    <span className="checkout-option__title">{t(`installment.status_${s}`)}</span>
                    <span className="checkout-option__detail">{t(`installment.status_${s}_detail`)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {status === 'formal' ? (
              <div className="checkout-grid">
                <div className="checkout-field">
                  <label htmlFor={`${id}-months`}>{t('installment.months')}</label>
                  <select id={`${id}-months`} value={months} onChange={(e) => setMonths(Number(e.target.value))} data-testid="installment-months">
                    {MONTHS.map((m) => (
                      <option key={m} value={m}>
                        {t('installment.month_count', { count: m })}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="checkout-field">
                  <label htmlFor={`${id}-percent`}>{t('installment.first_percent', { percent })}</label>
                  <input
                    id={`${id}-percent`}
                    type="range"
                    min={INSTALLMENT.FORMAL_FIRST_PAYMENT_MIN_PERCENT}
                    max={INSTALLMENT.FORMAL_FIRST_PAYMENT_MAX_PERCENT}
                    step={5}
                    value={percent}
                    onChange={(e) => setPercent(Number(e.target.value))}
                    data-testid="installment-percent"
                  />
                </div>
              </div>
            ) : null}
          </section>

          <section className="checkout-section" aria-live="polite" data-testid="installment-result">
            <h2>{t('installment.result')}</h2>
            {brandRefused ? <p className="checkout-error">{t('installment.brand_not_eligible', { brand })}</p> : null}
            {!plan ? <p className="checkout-note">{t('installment.enter_price')}</p> : null}
            {plan instanceof InstallmentError ? <p className="checkout-error">{t(`installment.error_${plan.code}`)}</p> : null}
            {plan && !(plan instanceof InstallmentError) ? (
              <InstallmentPlan plan={plan} />
            ) : null}
          </section>

          <CallbackForm
            name="installment-request"
            title={t('installment.request_title')}
            submitLabel={t('installment.request_submit')}
            emptyMessage={t('installment.enter_price')}
            request={() => (plan && !(plan instanceof InstallmentError) && !brandRefused ? { message: requestSummary(t, locale, status, price, plan), ...(product ? { items: [{ sku: product.sku, qty: 1 }] } : {}) } : null)}
          />
        </div>

        <aside className="checkout-side">
          <InstallmentRules />
        </aside>
      </div>
    </section>
  );
}
