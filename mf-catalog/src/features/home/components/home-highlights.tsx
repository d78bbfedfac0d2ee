import { Link } from 'react-router';
import { useLocalePath, useT } from '@shop/shared';
import { useRunningCampaigns } from '../use-campaigns';

/**
 * The home's hero: banners of the campaigns running now (from the campaigns content, each a link
 * to its page), then the shop's promises. The banner area keeps its height while loading.
 */
export function HomeHighlights() {
  const { t } = useT('catalog');
  const localePath = useLocalePath();
  const items = useRunningCampaigns();
  return (
    <>
      {items === null || items.length > 0 ? (
        <section className="catalog-hero" aria-label={t('home.campaigns')} data-testid="home-hero">
          {items === null ? (
            <div className="catalog-hero__placeholder" aria-hidden="true" />
          ) : (
            <ul className="catalog-hero__list">
              {items.map((campaign) => (
                <li key={campaign.slug}>
                  <Link className="catalog-hero__banner" to={localePath(`/${campaign.slug}`)} data-testid="home-hero-banner">
                    <span className="catalog-hero__title">{campaign.title}</span>
                    <span className="catalog-hero__cta">{t('home.see_offers')}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <ul className="catalog-trust" aria-label={t('home.promises')} data-testid="trust-badges">
        <li>{t('home.trust_delivery')}</li>
        <li>{t('home.trust_pay_on_delivery')}</li>
        <li>{t('home.trust_pickup')}</li>
      </ul>
    </>
  );
}
