import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  $locale,
  Button,
  formatPrice,
  TownQuarterFields,
  useT,
  estimateProductShipping,
  fetchTowns,
  type ProductShippingEstimate as Estimate,
  type Town,
} from '@shop/shared';
import { useNearScreen } from '../use-near-screen';

type Phase = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; estimate: Estimate } | { kind: 'failed' };

/**
 * Shipping estimate by town and quarter; 'Échec. Veuillez reessayer' on failure. Below the buy
 * button, under the first screen of a phone: the towns are fetched at mount (the answer is there
 * when the shopper arrives), but their options are rendered only when the form nears the screen,
 * as rendering and inserting them was one task of up to 70 ms at 4× CPU while the page hydrated.
 */
export function ShippingEstimate({ sku, qty }: { sku: string; qty: number }) {
  const { t } = useT(['catalog', 'common']);
  const locale = useStore($locale);
  const id = useId();
  const { ref: sectionRef, near, reach } = useNearScreen<HTMLElement>();
  const [loaded, setTowns] = useState<Town[] | null>(null);
  // Before that, an empty list: the fields are already enabled, so a keyboard can reach them.
  const towns = loaded && !near ? [] : loaded;
  const [townsFailed, setTownsFailed] = useState(false);
  const [town, setTown] = useState('');
  const [quarterId, setQuarterId] = useState('');
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

  // The estimate is asked by the quarter's name; none is fine (the town's own rate).
  const quarter = towns?.find((x) => x.town_name === town)?.quarters.find((q) => String(q.quarter_id) === quarterId)?.quarter_name ?? '';

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
    <section ref={sectionRef} className="catalog-box" aria-labelledby={`${id}-title`} data-testid="shipping-estimate" onFocus={near ? undefined : reach} onPointerDown={near ? undefined : reach}>
      <h2 id={`${id}-title`} className="catalog-box__title">
        {t('shipping_title')}
      </h2>
      {townsFailed ? (
        <p>{t('common:failed_try_again')}</p>
      ) : (
        <form className="catalog-shipping" onSubmit={submit}>
          <TownQuarterFields
            towns={towns}
            town={town}
            quarterId={quarterId}
            id={id}
            testId="shipping"
            fieldClassName="catalog-shipping__field"
            required
            onChange={(nextTown, nextQuarter) => {
              setTown(nextTown?.town_name ?? '');
              setQuarterId(nextQuarter ? String(nextQuarter.quarter_id) : '');
              setPhase({ kind: 'idle' });
            }}
          />
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
