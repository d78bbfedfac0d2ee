import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, ErrorRetry, Skeleton, useDocumentTitle, useT, useLocalePath } from '@shop/shared';
import { categoryIdFromSlug } from '../features/categories/lib/category-tree';
import { useCategory } from '../features/categories/use-category';
import { ProductGrid } from '../features/product-list/components/product-grid';
import { SortSelect, useSortParam } from '../features/product-list/components/sort-select';
import { FilterPanel } from '../features/filters/components/filter-panel';
import { useCategoryFacets, useFilterParams } from '../features/filters/use-filters';
import { registerCatalogTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import
import '../features/categories/components/categories.css';

registerCatalogTranslations();

/** /category/{slug-with-numeric-id} and /category/{id}: the category's products, 25 at a time, sorted. */
export default function CategoryPage() {
  const { t } = useT('catalog');
  const localePath = useLocalePath();
  const headingId = useId();
  const { slug = '' } = useParams();
  const id = categoryIdFromSlug(slug);
  const { status, category, retry } = useCategory(id);
  const [sort, setSort] = useSortParam();
  const [filters, setFilters] = useFilterParams();
  const facets = useCategoryFacets(id ?? 0);
  const notFound = id === null || status === 'not-found';
  const name = notFound ? t('category_not_found') : (category?.name ?? t('categories_title'));
  useDocumentTitle(t('meta.page_title', { title: name }), notFound ? null : t('meta.category_description', { name }));

  if (notFound) {
    return (
      <section className="catalog-page" data-testid="category-not-found">
        <h1 className="catalog-page__title">{t('category_not_found')}</h1>
        <Link className="catalog-page__back" to={localePath('/categorie')}>
          {t('all_categories')}
        </Link>
      </section>
    );
  }

  return (
    <section className="catalog-page">
      <h1 id={headingId} className="catalog-page__title">
        {category ? category.name : <Skeleton height={24} width="50%" />}
      </h1>
      {status === 'error' ? <ErrorRetry message={t('category_load_failed')} onRetry={retry} /> : null}
      <SortSelect value={sort} onChange={setSort} />
      {/* Phone: filters above the products (a sheet opens them); desktop: a side column. */}
      <div className="catalog-listing">
        <FilterPanel facets={facets} filters={filters} onChange={setFilters} />
        <div className="catalog-listing__main">
          {/* The products load alongside the category's name: one round trip less on a slow network. */}
          <ProductGrid key={id} categoryId={id} pageSize={DEFAULT_PAGE_SIZE} labelledBy={headingId} sort={sort} filters={filters} />
        </div>
      </div>
    </section>
  );
}
