import { Link } from 'react-router';
import { getApiConfig, useLowBandwidth, useLocalePath, useT } from '@shop/shared';
import { productImageSources } from '../../media/lib/image-sources';
import { useRunningCampaigns } from '../use-campaigns';

const PRODUCT_PICTURE = '/media/catalog/product/';

/**
 * A banner's picture: a product shot comes in the size the banner needs (`srcset`), an uploaded
 * hero (640 px, one size) as it is; `/media/…` paths live beside the API, https URLs as given.
 */
function bannerPicture(path: string, lowBandwidth: boolean): { src: string; srcSet?: string } {
  const url = path.startsWith('/') ? `${getApiConfig().baseUrl}${path}` : path;
  return path.startsWith(PRODUCT_PICTURE) ? productImageSources(url, { lowBandwidth }) : { src: url };
}

/**
 * The home's hero: banners of the campaigns running now (from the campaigns content, each a link
 * to its page), then the shop's promises. The banner area keeps its height while loading.
 */
export function HomeHighlights() {
  const { t } = useT('catalog');
  const localePath = useLocalePath();
  const items = useRunningCampaigns();
  const lowBandwidth = useLowBandwidth();
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
                    <span className="catalog-hero__text">
                      <span className="catalog-hero__title">{campaign.title}</span>
                      <span className="catalog-hero__cta">{t('home.see_offers')}</span>
                    </span>
                    {campaign.hero_image ? (
                      <img className="catalog-hero__picture" {...bannerPicture(campaign.hero_image, lowBandwidth)} sizes="96px" alt="" width={96} height={96} decoding="async" />
                    ) : null}
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
