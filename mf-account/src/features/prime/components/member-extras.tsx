import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $locale, formatDate, useLocalePath, useT } from '@shop/shared';
import type { PrimeMember } from '../../../api/prime';
import { NS } from '../../../i18n/register';
import { formatPoints, utcDate } from '../lib/prime-view';

/** Products members receive without a delivery fee (the cart and checkout apply it). */
export function FreeDeliveryList({ products }: { products: PrimeMember['free_delivery'] }) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const localise = useLocalePath();
  if (!products.length) return null;
  return (
    <section className="prime-section" aria-labelledby="prime-free-heading">
      <h2 id="prime-free-heading" className="prime-section__title">{t('prime.free_delivery.title')}</h2>
      <p className="prime-muted">{t('prime.free_delivery.explain')}</p>
      <ul className="prime-links">
        {products.map((p) => (
          <li key={p.sku}>
            <Link to={localise(`/product/${p.url_key}-${p.id}`)}>{locale === 'en' ? p.name_en : p.name_fr}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The members' line (from Gold), or the tier that opens it. */
export function DedicatedService({ service }: { service: PrimeMember['dedicated_service'] }) {
  const { t } = useT(NS);
  return (
    <section className="prime-section" aria-labelledby="prime-service-heading">
      <h2 id="prime-service-heading" className="prime-section__title">{t('prime.service.title')}</h2>
      {service ? (
        <ul className="prime-links" data-testid="prime-service">
          <li>
            {t('prime.service.phone')} <a href={`tel:${service.telephone.replace(/\s/g, '')}`}>{service.telephone}</a>
          </li>
          <li>
            {t('prime.service.whatsapp')} <a href={`tel:${service.whatsapp.replace(/\s/g, '')}`}>{service.whatsapp}</a>
          </li>
          <li>
            {t('prime.service.email')} <a href={`mailto:${service.email}`}>{service.email}</a>
          </li>
          <li>{t('prime.service.hours', { open: service.hours.open, close: service.hours.close })}</li>
        </ul>
      ) : (
        <p className="prime-muted">{t('prime.service.locked', { tier: t('prime.tiers.gold') })}</p>
      )}
    </section>
  );
}

/** The last point entries: orders (with their number) and referral credits. */
export function PointsHistory({ history }: { history: PrimeMember['history'] }) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  return (
    <section className="prime-section" aria-labelledby="prime-history-heading">
      <h2 id="prime-history-heading" className="prime-section__title">{t('prime.history.title')}</h2>
      {history.length === 0 ? (
        <p className="prime-muted">{t('prime.history.empty')}</p>
      ) : (
        <ul className="prime-history" data-testid="prime-history">
          {history.map((entry, index) => (
            // Two referral credits can share a second and have no order number; the list never reorders.
            // oxlint-disable-next-line react/no-array-index-key
            <li key={`${entry.kind}-${entry.created_at}-${entry.order_number ?? index}`}>
              <span>{formatDate(utcDate(entry.created_at), locale, { style: 'short' })}</span>
              <span>{entry.kind === 'order' ? t('prime.history.order', { number: entry.order_number ?? '' }) : t('prime.history.referral')}</span>
              <strong>+{formatPoints(entry.points, locale)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
