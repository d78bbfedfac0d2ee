import { Link, useParams } from 'react-router';
import { ErrorRetry, Skeleton, useT, useLocalePath } from '@shop/shared';
import { ProductView } from '../features/product/components/product-view';
import { productIdFromSlug } from '../features/product/lib/product-detail';
import { useProduct } from '../features/product/use-product';
import { registerCatalogTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import
import '../features/product/components/product.css';

registerCatalogTranslations();

function ProductSkeleton() {
  const { t } = useT('catalog');
  return (
    <div className="catalog-product" aria-busy="true" data-testid="product-skeleton">
      <div className="catalog-product__media">
        <Skeleton className="catalog-gallery__skeleton" height="auto" />
      </div>
      <div className="catalog-product__details">
        <Skeleton height={28} lines={2} />
        <Skeleton height={32} width="40%" />
        <Skeleton height={16} lines={3} />
        <Skeleton height={44} radius={8} />
      </div>
      <p className="shop-visually-hidden" role="status">
        {t('loading_product')}
      </p>
    </div>
  );
}

/** /product/{url_key}-{id} and /product/{id}. */
export default function ProductPage() {
  const { t } = useT('catalog');
  const localePath = useLocalePath();
  const { slug = '' } = useParams();
  const id = productIdFromSlug(slug);
  const { status, data, retry } = useProduct(id);

  if (status === 'not-found') {
    return (
      <section className="catalog-page" data-testid="product-not-found">
        <h1 className="catalog-page__title">{t('product_not_found')}</h1>
        <Link className="catalog-page__back" to={localePath('/')}>
          {t('back_home')}
        </Link>
      </section>
    );
  }
  if (status === 'error') return <ErrorRetry message={t('product_load_failed')} onRetry={retry} />;
  if (status === 'loading' || !data) return <ProductSkeleton />;
  // A new product (or language) starts with fresh choices.
  return <ProductView key={`${data.product.id}`} data={data} />;
}
