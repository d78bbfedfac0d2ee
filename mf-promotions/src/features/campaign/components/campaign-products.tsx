import { Button, formatDate, getApiConfig, ProductCard, useLocalePath, useT, type Locale } from '@shop/shared';
import { NS } from '../../../i18n';
import type { CampaignProduct, ListOptions, ProductPage } from '../../../api/campaigns';
import { useMoreProducts } from '../use-more-products';
import { ListingControls } from './listing-controls';

export function ProductGrid({ items, locale, testId }: { items: CampaignProduct[]; locale: Locale; testId: string }) {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  return (
    <ul className="cp-grid" data-testid={testId}>
      {items.map((item, index) => {
          const labels = [
            ...(item.flash_sale ? [t('campaign.unitsLeft', { count: item.flash_sale.qty_left })] : []),
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
              {item.flash_sale ? <p className="cp-flash-end">{t('campaign.flashEnds', { date: formatDate(item.flash_sale.ends_at, locale, { withTime: true }) })}</p> : null}
            </li>
          );
        })}
    </ul>
  );
}

export function CampaignProducts({ slug, locale, first, options }: { slug: string; locale: Locale; first: ProductPage; options: ListOptions }) {
  const { t } = useT(NS);
  const { items, total, hasMore, loading, loadMore } = useMoreProducts(slug, locale, first, options);
  return (
    <section className="cp-products" aria-labelledby="cp-products-title">
      <h2 id="cp-products-title">{t('campaign.productCount', { count: total })}</h2>
      <ListingControls products={first} />
      {total === 0 ? <p className="cp-empty">{t('campaign.noProducts')}</p> : <ProductGrid items={items} locale={locale} testId="campaign-products" />}
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
