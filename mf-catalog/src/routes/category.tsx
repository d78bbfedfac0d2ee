import { startTransition, useId, useOptimistic } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorRetry, i18n, Skeleton, usePageHead, useT, useLocalePath, type PageHeadFn, type PageLoader } from '@shop/shared';
import { categoryIdFromSlug } from '../features/categories/lib/category-tree';
import { loadCategorySeed, useCategory, type CategorySeed } from '../features/categories/use-category';
import { loadListSeed, type ListSeed } from '../features/product-list/use-product-list';
import { DEFAULT_PAGE_SIZE } from '../features/product-list/lib/pagination';
import { ProductGrid } from '../features/product-list/components/product-grid';
import { SortSelect, useSortParam } from '../features/product-list/components/sort-select';
import { FilterPanel } from '../features/filters/components/filter-panel';
import { loadFacetsSeed, useCategoryFacets, useFilterParams, type FacetsSeed } from '../features/filters/use-filters';
import type { ActiveFilters } from '../features/filters/lib/filters';
import type { SortKey, SortOption } from '../features/product-list/lib/sort';
import { sortFromParam } from '../features/product-list/lib/sort';
import { afterNextPaint } from '../features/plain-forms/lib/after-paint';
import { registerCatalogTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import
import '../features/categories/components/categories.css';

registerCatalogTranslations();

type CategoryPageSeed = CategorySeed & ListSeed & FacetsSeed;

/**
 * For server rendering: the category's record, its first products as the URL sorts and filters
 * them (cut to what their cards read), and its filters, so the first screen hydrates without
 * fetching any of them again or redrawing the filter bar.
 */
export const loader: PageLoader<CategoryPageSeed> = async ({ params, search, locale, signal }) => {
  const id = categoryIdFromSlug(params['slug'] ?? '');
  const [category, lists, facets] = await Promise.all([
    loadCategorySeed(id, signal),
    id === null ? { lists: {} } : loadListSeed(id, DEFAULT_PAGE_SIZE, { search, locale, signal }).catch(() => ({ lists: {} })),
    id === null ? { facets: {} } : loadFacetsSeed(id, locale, signal),
  ]);
  return { category, ...lists, ...facets };
};

/** The server writes it; the page reads it once its category is known. */
export const head: PageHeadFn<CategorySeed> = ({ category }, { locale }) => {
  const t = i18n.getFixedT(locale, 'catalog');
  if (!category || category.is_active === false) return { title: t('meta.page_title', { title: t('category_not_found') }), notFound: true };
  return { title: t('meta.page_title', { title: category.name }), description: t('meta.category_description', { name: category.name }) };
};

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
  // A tap on a filter or the sort paints its choice first; the navigation (on the first one,
  // react-router adds every other page's route) and the listing's new render come after that
  // paint, in a transition. The controls show the choice meanwhile, the grid the applied list.
  const [shownSort, showSort] = useOptimistic<SortOption>(sort);
  const [shownFilters, showFilters] = useOptimistic<ActiveFilters>(filters);
  const changeSort = (key: SortKey) =>
    startTransition(async () => {
      showSort(sortFromParam(key));
      await afterNextPaint();
      await setSort(key);
    });
  const changeFilters = (next: ActiveFilters) =>
    startTransition(async () => {
      showFilters(next);
      await afterNextPaint();
      await setFilters(next);
    });
  const facets = useCategoryFacets(id ?? 0);
  const notFound = id === null || status === 'not-found';
  usePageHead(head, notFound ? { category: null } : category ? { category } : null);

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
      <SortSelect value={shownSort} onChange={changeSort} />
      {/* Phone: filters above the products (a sheet opens them); desktop: a side column. */}
      <div className="catalog-listing">
        <FilterPanel facets={facets} filters={shownFilters} onChange={changeFilters} />
        <div className="catalog-listing__main">
          {/* The products load alongside the category's name: one round trip less on a slow network. */}
          <ProductGrid key={id} categoryId={id} pageSize={DEFAULT_PAGE_SIZE} labelledBy={headingId} sort={sort} filters={filters} />
        </div>
      </div>
    </section>
  );
}
