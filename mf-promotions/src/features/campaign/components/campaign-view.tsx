import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocalePath, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import type { CampaignPage } from '../../../api/campaigns';
import { countdownTarget, listOptionsFrom, statusAt } from '../lib/campaign-state';
import { useServerNow } from '../use-countdown';
import type { FetchPage } from '../use-more-products';
import { CampaignHero } from './campaign-hero';
import { Countdown } from './countdown';
import { CampaignProducts, ProductGrid } from './campaign-products';

/**
 * A campaign page from its data: the public page, and the console's preview of a draft (whose
 * further pages come from the preview endpoint, `fetchPage`).
 */
export function CampaignView({ data, onStateChange, fetchPage }: { data: CampaignPage; onStateChange: () => void; fetchPage?: FetchPage }) {
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
          <CampaignProducts key={campaign.server_time} slug={campaign.slug} locale={locale} first={data.products} options={options} now={now} {...(fetchPage ? { fetchPage } : {})} />
        </div>
      )}
    </div>
  );
}
