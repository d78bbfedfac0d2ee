import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, Button, formatPrice, useT, estimateProductShipping, fetchTowns, type ProductShippingEstimate as Estimate, type Town } from '@shop/shared';

type Phase = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; estimate: Estimate } | { kind: 'failed' };

/** Shipping estimate by town and quarter; 'Échec. Veuillez reessayer' on failure. */
export function ShippingEstimate({ sku, qty }: { sku: string; qty: number }) {
  const { t } = useT(['catalog', 'common']);
  const locale = useStore($locale);
  const id = useId();
  const [towns, setTowns] = useState<Town[] | null>(null);
  const [townsFailed, setTownsFailed] = useState(false);
  const [town, setTown] = useState('');
  const [quarter, setQuarter] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  useEffect(() => {
    const controller = new AbortController();
    fetchTowns().then(setTowns, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('[catalog] towns failed', error);
      setTownsFailed(true);
    });
    return () => controller.abort();
  }, []);

  // A new quantity or product makes a shown estimate stale.
  const [shownFor, setShownFor] = useState(`${sku}|${qty}`);
  if (shownFor !== `${sku}|${qty}`) {
    setShownFor(`${sku}|${qty}`);
    setPhase({ kind: 'idle' });
  }

  const quarters = towns?.find((x) => x.town_name === town)?.quarters ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!town || phase.kind === 'busy') return;
    setPhase({ kind: 'busy' });
    estimateProductShipping({ town, quarter, sku, qty }).then(
      (estimate) => setPhase({ kind: 'done', estimate }),
      (error: unknown) => {
        console.error('[catalog] shipping estimate failed', error);
        setPhase({ kind: 'failed' });
      },
    );
  };

  return (
    <section className="catalog-box" aria-labelledby={`${id}-title`} data-testid="shipping-estimate">
      <h2 id={`${id}-title`} className="catalog-box__title">
        {t('shipping_title')}
      </h2>
      {townsFailed ? (
        <p>{t('common:failed_try_again')}</p>
      ) : (
        <form className="catalog-shipping" onSubmit={submit}>
          <label htmlFor={`${id}-town`}>{t('town')}</label>
          <select
            id={`${id}-town`}
            value={town}
            required
            disabled={!towns}
            onChange={(e) => {
              setTown(e.target.value);
              setQuarter('');
              setPhase({ kind: 'idle' });
            }}
            data-testid="shipping-town"
          >
            <option value="">{t('choose_town')}</option>
            {(towns ?? []).map((x) => (
              <option key={x.town_id} value={x.town_name}>
                {x.town_name}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-quarter`}>{t('quarter')}</label>
          <select
            id={`${id}-quarter`}
            value={quarter}
            disabled={quarters.length === 0}
            onChange={(e) => {
              setQuarter(e.target.value);
              setPhase({ kind: 'idle' });
            }}
            data-testid="shipping-quarter"
          >
            <option value="">{t('choose_quarter')}</option>
            {quarters.map((q) => (
              <option key={q.quarter_id} value={q.quarter_name}>
                {q.quarter_name}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" size="sm" loading={phase.kind === 'busy'} disabled={!town}>
            {t('estimate')}
          </Button>
        </form>
      )}
      <div aria-live="polite">
        {phase.kind === 'failed' ? (
          <p className="catalog-option__error" role="alert">
            {t('common:failed_try_again')}
          </p>
        ) : null}
        {phase.kind === 'done' ? (
          <ul className="catalog-shipping__methods" data-testid="shipping-methods">
            {phase.estimate.methods.map((m) => (
              <li key={`${m.carrier_code}-${m.method_code}`}>
                <strong>{m.carrier_title}</strong> — {m.amount === 0 ? t('free') : formatPrice(m.amount, locale)}
                <br />
                <span>{m.method_title}</span> · <span>{m.delay}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
