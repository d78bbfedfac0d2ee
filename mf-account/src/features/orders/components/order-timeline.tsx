import { useStore } from '@nanostores/react';
import { $locale, formatDate, orderStatusKey, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { magentoToIso, timeline, type Order } from '../lib/order-view';

/** What happened to the order, oldest first: each change of status, when, and why when told. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const steps = timeline(order);
  if (!steps.length) return null;
  return (
    <section className="account-timeline" aria-labelledby="timeline-title" data-testid="order-timeline">
      <h2 id="timeline-title" className="account-section-title">
        {t('timeline.title')}
      </h2>
      <ol>
        {steps.map((step) => (
          <li key={step.id} data-status={step.status}>
            <time dateTime={magentoToIso(step.at)}>{formatDate(magentoToIso(step.at), locale, { withTime: true })}</time>{' '}
            <strong>{t(orderStatusKey(step.status))}</strong>
            {step.event === 'placed' ? null : <span> · {t(`timeline.event.${step.event}`, { defaultValue: '' })}</span>}
            {step.reason ? <p className="account-timeline__reason">{t('timeline.reason', { reason: step.reason })}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
