import { Link, useParams } from 'react-router';
import { ErrorRetry, i18n, Skeleton, usePageHead, useT, useLocalePath, type PageHeadFn, type PageLoader } from '@shop/shared';
import { productImageUrl } from '../api/products';
import type { MagentoProduct } from '../api/types';
import { attributeText } from '../features/product/lib/attributes';
import { plainText } from '../features/product/lib/json-ld';
import { ProductView } from '../features/product/components/product-view';
import { productGallery, productIdFromSlug } from '../features/product/lib/product-detail';
import { loadProductSeed, useProduct, type ProductSeed } from '../features/product/use-product';
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

/** The whole page's data, for server rendering (the browser's `useProduct` reads it back). */
export const loader: PageLoader<ProductSeed> = ({ params, signal }) => loadProductSeed(productIdFromSlug(params['slug'] ?? ''), signal);

/**
 * Title and description (the server writes them, the page reads them once its product is known),
 * and its first picture (the largest paint). The merchant's meta title is the whole title; without
 * one the name is. The description is the merchant's, else the short description's start.
 */
export const head: PageHeadFn<{ product: MagentoProduct | null }> = ({ product }, { locale }) => {
  const t = i18n.getFixedT(locale, 'catalog');
  if (!product) return { title: t('meta.page_title', { title: t('product_not_found') }), notFound: true };
  const first = productGallery(product)[0];
  const image = first ? productImageUrl(first.file) : null;
  return {
    title: attributeText(product, 'meta_title')?.trim() || t('meta.page_title', { title: product.name }),
    description:
      attributeText(product, 'meta_description')?.trim() ||
      plainText(attributeText(product, 'short_description') ?? '').slice(0, 160) ||
      t('meta.product_description', { name: product.name }),
    ...(image ? { image } : {}),
  };
};

/** /product/{url_key}-{id} and /product/{id}. */
export default function ProductPage() {
  const { t } = useT('catalog');
  const localePath = useLocalePath();
  const { slug = '' } = useParams();
  const id = productIdFromSlug(slug);
  const { status, data, retry } = useProduct(id);
  usePageHead(head, status === 'not-found' ? { product: null } : data);

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
