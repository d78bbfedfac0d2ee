import { useEffect } from 'react';
import { ErrorRetry, Skeleton, useDocumentTitle, usePageData, useT, type PageLoader } from '@shop/shared';
import { NS, registerPromotionsTranslations } from '../i18n/register';
import { fetchAuctions, type AuctionList } from '../api/auctions';
import { AuctionCard } from '../features/auctions/components/auction-card';
import { parseMagentoTime } from '../features/auctions/lib/bid-rule';
import { useServerNow } from '../features/campaign/use-countdown';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by nature
import '../features/campaign/components/campaign.css';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by nature
import '../features/info-pages/components/info-pages.css';

registerPromotionsTranslations();

export const loader: PageLoader<AuctionList> = ({ locale, signal }) => fetchAuctions(locale, signal);

/** How often the offers are refreshed while an auction runs (other bidders move them). */
const REFRESH_MS = 15_000;

function AuctionList({ list, reload }: { list: AuctionList; reload: () => void }) {
  const { t, i18n } = useT(NS);
  const locale = i18n.language === 'en' ? 'en' : 'fr';
  // The next start or end on the page: the list is asked again then, so states follow the server.
  const serverNow = Date.parse(list.server_time);
  const boundaries = list.data.flatMap((a) => [parseMagentoTime(a.starts_at), parseMagentoTime(a.ends_at)]).filter((b) => b > serverNow);
  const next = boundaries.length ? Math.min(...boundaries) : null;
  const now = useServerNow(list.server_time, next, reload);
  const running = list.data.some((a) => a.status === 'in_progress');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, reload]);
  if (list.data.length === 0) return <p className="cp-empty">{t('auctions.none')}</p>;
  return (
    <ul className="au-list">
      {list.data.map((auction) => (
        <AuctionCard key={auction.id} auction={auction} now={now} locale={locale} onChange={reload} />
      ))}
    </ul>
  );
}

/** /ventes-aux-encheres: live and coming auctions, the current offer kept fresh, the bid form. */
export default function VentesAuxEncheres() {
  const { t } = useT(NS);
  const { state, retry, reload } = usePageData(loader);
  useDocumentTitle(t('auctions.title'));
  return (
    <section className="cp" data-testid="auctions-page">
      <h1 className="ip-title">{t('auctions.title')}</h1>
      <p>{t('auctions.intro')}</p>
      {state.status === 'loading' ? (
        <ul className="au-list" aria-busy="true">
          {[0, 1].map((i) => (
            <li key={i} className="au-card">
              <Skeleton height={120} />
              <Skeleton lines={4} />
            </li>
          ))}
        </ul>
      ) : state.status === 'error' ? (
        <ErrorRetry message={state.error.message} onRetry={retry} />
      ) : (
        <AuctionList list={state.data} reload={reload} />
      )}
    </section>
  );
}
