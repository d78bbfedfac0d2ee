import { Button, formatDate, getApiConfig, ProductCard, useLocalePath, useT, type Locale } from '@shop/shared';
import { NS } from '../../../i18n';
import type { ProductPage } from '../../../api/campaigns';
import { useMoreProducts } from '../use-more-products';

export function CampaignProducts({ slug, locale, first }: { slug: string; locale: Locale; first: ProductPage }) {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  const { items, total, hasMore, loading, loadMore } = useMoreProducts(slug, locale, first);
  if (total === 0) return <p className="cp-empty">{t('campaign.noProducts')}</p>;
  return (
    <section className="cp-products" aria-labelledby="cp-products-title">
      <h2 id="cp-products-title">{t('campaign.productCount', { count: total })}</h2>
      <ul className="cp-grid" data-testid="campaign-products">
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
