import { Button, FavoriteHeart, formatCountdown, getApiConfig, ProductCard, useLocalePath, useT, type Locale } from '@shop/shared';
import { NS } from '../../../i18n/register';
import type { CampaignProduct, ListOptions, ProductPage } from '../../../api/campaigns';
import { useMoreProducts, type FetchPage } from '../use-more-products';
import { ListingControls } from './listing-controls';

/** `now` is the server's time, ticking: flash-sale cards count down to their own end. */
export function ProductGrid({ items, now, testId }: { items: CampaignProduct[]; now: number; testId: string }) {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  return (
    <ul className="cp-grid" data-testid={testId}>
      {items.map((item, index) => {
          const labels = [
            ...(item.flash_sale ? [t('campaign.unitsLeft', { count: item.flash_sale.qty_left }), t('campaign.perCustomer')] : []),
            ...(item.in_stock ? [] : [t('campaign.outOfStock')]),
          ];
          return (
            <li key={item.sku} className="cp-grid__item" data-sku={item.sku}>
              <ProductCard
                name={item.name}
                href={localePath(`/product/${item.url_key}-${item.id}`)}
                image={item.image ? `${getApiConfig().baseUrl}/media/catalog/product${item.image}` : null}
                price={item.price}
                specialPrice={item.special_price}
                hidePrice={item.hide_price}
                labels={labels}
                priority={index < 2}
              />
              <FavoriteHeart productId={item.id} name={item.name} />
              {item.flash_sale ? (
                <p className="cp-flash-end" role="timer" aria-live="off">
                  {Date.parse(item.flash_sale.ends_at) > now
                    ? t('campaign.flashEndsIn', { time: formatCountdown(Date.parse(item.flash_sale.ends_at) - now, (count) => t('campaign.countdown.dayCount', { count })) })
                    : t('campaign.flashOver')}
                </p>
              ) : null}
            </li>
          );
        })}
    </ul>
  );
}

export function CampaignProducts({ slug, locale, first, options, now, fetchPage }: { slug: string; locale: Locale; first: ProductPage; options: ListOptions; now: number; fetchPage?: FetchPage }) {
  const { t } = useT(NS);
  const { items, total, hasMore, loading, loadMore } = useMoreProducts(slug, locale, first, options, fetchPage);
  return (
    <section className="cp-products" aria-labelledby="cp-products-title">
      <h2 id="cp-products-title">{t('campaign.productCount', { count: total })}</h2>
      <ListingControls products={first} />
      {total === 0 ? <p className="cp-empty">{t('campaign.noProducts')}</p> : <ProductGrid items={items} now={now} testId="campaign-products" />}
      {hasMore ? (
        <div className="cp-more">
          <Button variant="secondary" loading={loading} onClick={() => void loadMore()}>
            {t('campaign.loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
