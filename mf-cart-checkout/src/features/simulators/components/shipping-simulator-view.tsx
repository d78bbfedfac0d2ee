import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  $locale,
  Button,
  ErrorRetry,
  estimateProductShipping,
  formatPrice,
  i18n,
  showToast,
  TOAST_DURATION,
  TownQuarterFields,
  useT,
  validateField,
  type LoadState,
  type ProductShippingEstimate,
  type Town,
  type ValidationResult,
} from '@shop/shared';
import type { ProductHit } from '../../../api/simulators';
import { describedBy, Field } from '../../checkout/components/field';
import { delayText } from '../../checkout/lib/delivery';
import { ProductPicker } from './product-picker';
// oxlint-disable-next-line import/no-unassigned-import
import '../../checkout/components/checkout.css';

type SimField = 'product' | 'qty' | 'town' | 'quarter';

interface ShippingSimulatorViewProps {
  /** The page loader's towns list. */
  state: LoadState<Town[]>;
  retry: () => void;
}

/** /shipping-cost-simulator: the delivery cost and delay of a product to a town and quarter. */
export function ShippingSimulatorView({ state, retry }: ShippingSimulatorViewProps) {
  const { t } = useT(['cart', 'common']);
  const locale = useStore($locale);
  const id = useId();
  const towns = state.status === 'ready' ? state.data : null;
  const [product, setProduct] = useState<ProductHit | null>(null);
  const [qty, setQty] = useState('1');
  const [townName, setTownName] = useState('');
  const [quarterId, setQuarterId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<SimField, ValidationResult>>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ProductShippingEstimate | null>(null);
  const town = towns?.find((x) => x.town_name === townName) ?? null;
  const quarter = town?.quarters.find((q) => String(q.quarter_id) === quarterId) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<SimField, ValidationResult>> = {};
    const set = (field: SimField, r: ValidationResult | null) => {
      if (r) found[field] = r;
    };
    set('product', validateField(product?.sku ?? '', { required: true }));
    set('qty', validateField(qty, { required: true, quantity: true }));
    set('town', validateField(townName, { required: true }));
    set('quarter', validateField(quarterId, { required: true }));
    setErrors(found);
    if (Object.keys(found).length || !product || !quarter) return;
    setBusy(true);
    estimateProductShipping({ town: townName, quarter: quarter.quarter_name, sku: product.sku, qty: Number(qty) }).then(
      (estimate) => {
        setResult(estimate);
        setBusy(false);
      },
      (error: unknown) => {
        // A failed shipping estimate says 'Échec. Veuillez reessayer' / 'Failed. Try again'.
        console.error('[simulator] estimate failed', error);
        showToast({ type: 'error', message: i18n.t('common:failed_try_again'), duration: TOAST_DURATION.error });
        setBusy(false);
      },
    );
  };

  return (
    <section className="checkout-page">
      <h1 className="checkout-page__title">{t('simulators.shipping_title')}</h1>
      <p>{t('simulators.shipping_intro')}</p>
      {state.status === 'error' ? <ErrorRetry message={t('checkout.towns_failed')} onRetry={retry} /> : null}
      <form className="checkout-form" onSubmit={submit} noValidate data-testid="shipping-simulator">
        <section className="checkout-section">
          <ProductPicker
            value={product}
            onChange={(p) => {
              setProduct(p);
              setResult(null);
            }}
          />
          {errors.product ? <p className="checkout-error">{t(`common:${errors.product.key}`)}</p> : null}
          <div className="checkout-grid">
            <Field id={`${id}-qty`} label={t('quantity')} error={errors.qty}>
              <input id={`${id}-qty`} type="number" min={1} inputMode="numeric" value={qty} onChange={(e) => setQty(e.target.value)} {...describedBy(`${id}-qty`, errors.qty)} />
            </Field>
            <TownQuarterFields
              towns={towns}
              town={townName}
              quarterId={quarterId}
              id={`${id}-place`}
              testId="simulator"
              fieldClassName="checkout-field"
              errors={{ town: errors.town && t(`common:${errors.town.key}`, errors.town.values ?? {}), quarter: errors.quarter && t(`common:${errors.quarter.key}`, errors.quarter.values ?? {}) }}
              onChange={(nextTown, nextQuarter) => {
                setTownName(nextTown?.town_name ?? '');
                setQuarterId(nextQuarter ? String(nextQuarter.quarter_id) : '');
                setResult(null);
              }}
            />
          </div>
          <Button type="submit" loading={busy} className="checkout-place" data-testid="simulator-submit">
            {t('simulators.calculate')}
          </Button>
        </section>
      </form>
      {result ? (
        <section className="checkout-section" aria-live="polite" data-testid="simulator-result">
          <h2>{t('simulators.result_for', { town: result.town, quarter: result.quarter ?? '' })}</h2>
          <ul className="checkout-options">
            {result.methods.map((m) => {
              const pickup = m.carrier_code === 'gtpickup';
              const delay = delayText({ carrier_code: m.carrier_code, extension_attributes: { min_hours: m.min_hours, max_hours: m.max_hours, is_pickup: pickup } });
              return (
                <li key={`${m.carrier_code}_${m.method_code}`} className="checkout-option" data-testid={`simulator-${m.carrier_code}`}>
                  <span className="checkout-option__body">
                    <span className="checkout-option__title">
                      <span>{pickup ? t('checkout.pickup') : m.carrier_title}</span>
                      <span>{m.amount > 0 ? formatPrice(m.amount, locale) : t('checkout.free')}</span>
                    </span>
                    <span className="checkout-option__detail">{m.method_title}</span>
                    {delay ? <span className="checkout-option__detail">{t(delay.key, delay.values)}</span> : null}
                  </span>
                </li>
              );
            })}
          </ul>
          {result.methods.some((m) => m.carrier_code === 'gtpickup') ? <p className="checkout-note">{t('checkout.pickup_rule')}</p> : <p className="checkout-note">{t('checkout.agencies_text')}</p>}
          <p className="checkout-note">{result.stock.is_in_stock ? t('simulators.in_stock') : t('simulators.out_of_stock')}</p>
        </section>
      ) : null}
    </section>
  );
}
