import { useEffect, useState } from 'react';
import { ErrorRetry, Skeleton, useDocumentTitle, usePageData, useT, type PageLoader } from '@shop/shared';
import { NS, registerPromotionsTranslations } from '../i18n/register';
import { fetchAgencies, type Agency } from '../api/pages';
import { isOpenAt, openDaysText } from '../features/showrooms/lib/opening';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by nature
import '../features/info-pages/components/info-pages.css';

registerPromotionsTranslations();

export const loader: PageLoader<{ server_time: string; items: Agency[] }> = ({ locale, signal }) => fetchAgencies(locale, signal);

/** The time now on the server's clock, refreshed every minute (opening state changes on the hour). */
function useServerMinute(serverTime: string | null): Date | null {
  const [now, setNow] = useState<Date | null>(serverTime ? new Date(serverTime) : null);
  useEffect(() => {
    if (!serverTime) return;
    const offset = Date.parse(serverTime) - Date.now();
    const timer = setInterval(() => setNow(new Date(Date.now() + offset)), 30_000);
    return () => clearInterval(timer);
  }, [serverTime]);
  return now ?? (serverTime ? new Date(serverTime) : null);
}

/** /nos-showrooms: the three agencies, address, hours, phone, and whether each is open now. */
export default function NosShowrooms() {
  const { t, i18n } = useT(NS);
  const locale = i18n.language === 'en' ? 'en' : 'fr';
  const { state, retry } = usePageData(loader);
  const now = useServerMinute(state.status === 'ready' ? state.data.server_time : null);
  useDocumentTitle(t('showrooms.title'));
  return (
    <section className="ip" data-testid="showrooms">
      <h1 className="ip-title">{t('showrooms.title')}</h1>
      <p>{t('showrooms.intro')}</p>
      {state.status === 'loading' ? (
        <ul className="sr-list" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="sr-card">
              <Skeleton width="50%" height={22} />
              <Skeleton lines={3} />
            </li>
          ))}
        </ul>
      ) : state.status === 'error' ? (
        <ErrorRetry message={state.error.message} onRetry={retry} />
      ) : (
        <ul className="sr-list">
          {state.data.items.map((agency) => {
            const open = now !== null && isOpenAt(agency, now);
            return (
              <li key={agency.id} className="sr-card" data-testid="agency">
                <h2>{agency.name}</h2>
                <p className={open ? 'sr-state sr-state--open' : 'sr-state sr-state--closed'} data-testid="agency-state">
                  {open ? t('showrooms.openNow') : t('showrooms.closedNow')}
                </p>
                <p>{agency.address}</p>
                <p>{t('showrooms.hours', { days: openDaysText(agency.open_days, locale), opens: agency.opens, closes: agency.closes })}</p>
                <p>
                  {t('showrooms.phone')} <a href={`tel:+237${agency.telephone.replace(/\s/g, '')}`}>+237 {agency.telephone}</a>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
