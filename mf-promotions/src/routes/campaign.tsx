import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorRetry, Skeleton, useDocumentTitle, useLocalePath, usePageData, useT, type PageLoader } from '@shop/shared';
import { NS, registerPromotionsTranslations } from '../i18n/register';
import { fetchCampaign, type CampaignPage } from '../api/campaigns';
import { CampaignHero } from '../features/campaign/components/campaign-hero';
import { Countdown } from '../features/campaign/components/countdown';
import { CampaignProducts, ProductGrid } from '../features/campaign/components/campaign-products';
import { countdownTarget, listOptionsFrom, slugFromPath, statusAt } from '../features/campaign/lib/campaign-state';
import { useServerNow } from '../features/campaign/use-countdown';
// oxlint-disable-next-line import/no-unassigned-import
import '../features/campaign/components/campaign.css';

registerPromotionsTranslations();

/**
 * Any campaign, by its slug. Campaign routes are plain paths the gateway adds to the manifest
 * from the back end's campaigns (`/black-friday`, `/black-friday/brand-days`), without params:
 * the slug is the path itself (language prefix and the webview's `/mobile/pages` left out).
 */
export const loader: PageLoader<CampaignPage> = ({ pathname, search, locale, signal }) =>
  fetchCampaign(slugFromPath(pathname), locale, 1, signal, listOptionsFrom(search));

function CampaignSkeleton() {
  return (
    <div className="cp" aria-busy="true" data-testid="campaign-skeleton">
      <div className="cp-hero cp-hero--skeleton">
        <div className="cp-hero__body">
          <Skeleton width="30%" height={20} />
          <Skeleton width="70%" height={36} />
          <Skeleton lines={2} />
          <Skeleton width="60%" height={56} />
        </div>
      </div>
      <ul className="cp-grid">
        {Array.from({ length: 6 }, (_, i) => (
          // Identical placeholders that never reorder.
          // oxlint-disable-next-line react/no-array-index-key
          <li key={i} className="cp-grid__item">
            <Skeleton height={180} radius={8} />
            <Skeleton lines={2} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CampaignNotFound() {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  useDocumentTitle(t('campaign.notFoundTitle'));
  return (
    <section className="cp cp-missing" data-testid="campaign-not-found">
      <h1>{t('campaign.notFoundTitle')}</h1>
      <p>{t('campaign.notFoundText')}</p>
      <Link to={localePath('/')}>{t('campaign.homeCta')}</Link>
    </section>
  );
}

function CampaignView({ data, onStateChange }: { data: CampaignPage; onStateChange: () => void }) {
  const { t, i18n } = useT(NS);
  const localePath = useLocalePath();
  const { search } = useLocation();
  const options = useMemo(() => listOptionsFrom(new URLSearchParams(search)), [search]);
  const locale = i18n.language === 'en' ? 'en' : 'fr';
  const { campaign } = data;
  const hours = campaign.status === 'in_progress' ? campaign.crazy_hours : null;
  // The page asks the server again at the next change: a crazy hour starting or ending, or the campaign's own dates.
  const hourTarget = hours?.current ? Date.parse(hours.current.ends_at) : hours?.next ? Date.parse(hours.next.starts_at) : null;
  const campaignTarget = countdownTarget(campaign.status, campaign.starts_at, campaign.ends_at);
  const target = hourTarget !== null && campaignTarget !== null ? Math.min(hourTarget, campaignTarget) : (hourTarget ?? campaignTarget);
  const now = useServerNow(campaign.server_time, target, onStateChange);
  // The server's answer wins until its next answer; the clock moves it forward in between.
  const status = campaign.status === 'ended' ? 'ended' : statusAt(campaign.starts_at, campaign.ends_at, now);
  useDocumentTitle(campaign.title);
  return (
    <div className="cp" data-testid="campaign-page" data-slug={campaign.slug}>
      <CampaignHero campaign={campaign} status={status} msLeft={campaignTarget === null ? 0 : campaignTarget - now} locale={locale} />
      {hours ? (
        <section className="cp-hours" data-testid="crazy-hours">
          {hours.current ? (
            <Countdown msLeft={Date.parse(hours.current.ends_at) - now} label={t('campaign.crazyHourEndsIn')} />
          ) : hours.next ? (
            <>
              <p className="cp-hours__off">{t('campaign.crazyHourOff')}</p>
              <Countdown msLeft={Date.parse(hours.next.starts_at) - now} label={t('campaign.crazyHourStartsIn')} />
            </>
          ) : null}
          <p>{t('campaign.crazyHourList', { hours: hours.hours.map((h) => `${String(h).padStart(2, '0')}:00`).join(', ') })}</p>
        </section>
      ) : null}
      {campaign.one_item_per_customer && status !== 'ended' ? (
        <p className="cp-rule" role="note">
          {t('campaign.onePerCustomer')}
        </p>
      ) : null}
      {campaign.kind === 'brand' && data.products && data.products.best_sellers.length > 0 ? (
        <section className="cp-products" aria-labelledby="cp-best-title">
          <h2 id="cp-best-title">{t('campaign.bestSellers')}</h2>
          <ProductGrid items={data.products.best_sellers} now={now} testId="campaign-best-sellers" />
        </section>
      ) : null}
      {campaign.children.length > 0 ? (
        <nav className="cp-children" aria-labelledby="cp-children-title">
          <h2 id="cp-children-title">{t('campaign.children')}</h2>
          <ul>
            {campaign.children.map((child) => (
              <li key={child.slug}>
                <Link to={localePath(`/${child.slug}`)}>
                  {child.title} <span className="cp-children__status">({t(`campaign.status.${child.status}`)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {status === 'ended' || data.products === null ? (
        <section className="cp-ended" data-testid="campaign-ended">
          <p>{t('campaign.endedText')}</p>
          <Link className="cp-ended__cta" to={localePath('/')}>
            {t('campaign.homeCta')}
          </Link>
        </section>
      ) : (
        // Each answer of the server starts the list again from its first page.
        <div className={campaign.on_offer || status !== 'in_progress' ? undefined : 'cp-off'}>
          <CampaignProducts key={campaign.server_time} slug={campaign.slug} locale={locale} first={data.products} options={options} now={now} />
        </div>
      )}
    </div>
  );
}

export default function CampaignRoute() {
  const { state, retry, reload } = usePageData(loader);
  if (state.status === 'loading') return <CampaignSkeleton />;
  if (state.status === 'error') {
    if (state.error.status === 404) return <CampaignNotFound />;
    return <ErrorRetry message={state.error.message} onRetry={retry} />;
  }
  return <CampaignView data={state.data} onStateChange={reload} />;
}
