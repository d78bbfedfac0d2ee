import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { $locale, Button, ErrorRetry, formatPrice, Skeleton, Spinner, useDocumentTitle, useT, useLocalePath } from '@shop/shared';
import { SearchHitCard } from '../features/search/components/search-hit-card';
import { SearchNoResults } from '../features/search/components/search-no-results';
import {
  pageWindow,
  paramsFromQuery,
  priceRanges,
  queryFromParams,
  SEARCH_SORTS,
  type SearchQuery,
  type SearchSortKey,
} from '../features/search/lib/search-query';
import { useSearch } from '../features/search/use-search';
import { registerCatalogTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import
import '../features/product-list/components/product-list.css';
// oxlint-disable-next-line import/no-unassigned-import
import '../features/filters/components/filter-panel.css';

registerCatalogTranslations();

const MAX_CATEGORY_FACETS = 12;

function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value].toSorted();
}

/** /search?q=…: results of the search engine with facets, sort and pages. */
export default function SearchPage() {
  const { t } = useT('catalog');
  const locale = useStore($locale);
  const localePath = useLocalePath();
  const uid = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = queryFromParams(searchParams);
  const result = useSearch(query);
  const [draft, setDraft] = useState(query.q);
  const [lastQ, setLastQ] = useState(query.q);
  if (lastQ !== query.q) {
    setLastQ(query.q);
    setDraft(query.q);
  }
  useDocumentTitle(t('meta.page_title', { title: query.q ? t('search_title_for', { q: query.q }) : t('search_title') }), t('meta.search_description'));

  // A new query, facet or sort starts again from page 1.
  const go = (next: Partial<SearchQuery>, keepPage = false) =>
    setSearchParams(paramsFromQuery({ ...query, ...next, page: keepPage ? (next.page ?? query.page) : 1 }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    if (q) go({ q, brands: [], categories: [], price: null });
  };

  const loading = result.inProgress || !result.current;
  const showResults = result.current && !result.failed;
  const brands = Object.entries(result.facets['brand'] ?? {}).filter(([b]) => b);
  const categories = Object.entries(result.facets['categories'] ?? {})
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, MAX_CATEGORY_FACETS);
  const ranges = result.priceStats ? priceRanges(result.priceStats.min, result.priceStats.max) : [];
  const hrefForPage = (page: number) => `${localePath('/search')}?${paramsFromQuery({ ...query, page })}`;

  return (
    <section className="catalog-page catalog-search" aria-busy={loading}>
      <h1 className="catalog-page__title">{query.q ? t('search_results_for', { q: query.q }) : t('search_title')}</h1>
      <form role="search" aria-label={t('search_title')} className="catalog-search__form" onSubmit={submit}>
        <label className="shop-visually-hidden" htmlFor={`${uid}-q`}>
          {t('search_label')}
        </label>
        <input id={`${uid}-q`} type="search" name="q" value={draft} onChange={(e) => setDraft(e.target.value)} enterKeyHint="search" data-testid="search-page-input" />
        <Button type="submit" variant="primary" size="sm">
          {t('search_submit')}
        </Button>
      </form>

      {query.q ? (
        <>
          <div className="catalog-search__bar">
            <p className="catalog-count" role="status" data-testid="search-status">
              {loading ? (
                <>
                  <Spinner /> {t('searching')}
                </>
              ) : showResults ? (
                t('results_found', { count: result.found })
              ) : null}
            </p>
            <div className="catalog-sort">
              <label htmlFor={`${uid}-sort`}>{t('sort_by')}</label>
              <select id={`${uid}-sort`} value={query.sort} onChange={(e) => go({ sort: e.target.value as SearchSortKey })} data-testid="search-sort">
                {(Object.keys(SEARCH_SORTS) as SearchSortKey[]).map((key) => (
                  <option key={key} value={key}>
                    {t(`search_sort.${key}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {showResults && (brands.length > 1 || categories.length > 1 || ranges.length > 0 || query.brands.length + query.categories.length > 0 || query.price) ? (
            <details className="catalog-filters" data-testid="search-facets">
              <summary>{t('filters')}</summary>
              <div className="catalog-filters__body">
                {brands.length > 0 ? (
                  <fieldset className="catalog-filters__group">
                    <legend>{t('filter_brand')}</legend>
                    {brands.map(([brand, count]) => (
                      <label key={brand} className="catalog-filters__option">
                        <input type="checkbox" checked={query.brands.includes(brand)} onChange={() => go({ brands: toggle(query.brands, brand) })} data-testid="facet-brand" data-value={brand} />
                        <span>{brand}</span>
                        <span className="catalog-filters__count">{count}</span>
                      </label>
                    ))}
                  </fieldset>
                ) : null}
                {categories.length > 0 ? (
                  <fieldset className="catalog-filters__group">
                    <legend>{t('filter_category')}</legend>
                    {categories.map(([category, count]) => (
                      <label key={category} className="catalog-filters__option">
                        <input type="checkbox" checked={query.categories.includes(category)} onChange={() => go({ categories: toggle(query.categories, category) })} data-testid="facet-category" />
                        <span>{category}</span>
                        <span className="catalog-filters__count">{count}</span>
                      </label>
                    ))}
                  </fieldset>
                ) : null}
                {ranges.length > 0 || query.price ? (
                  <fieldset className="catalog-filters__group">
                    <legend>{t('filter_price')}</legend>
                    {[null, ...ranges].map((range) => (
                      <label key={range ? range.from : 'any'} className="catalog-filters__option">
                        <input
                          type="radio"
                          name={`${uid}-price`}
                          checked={range === null ? query.price === null : query.price?.from === range.from && query.price.to === range.to}
                          onChange={() => go({ price: range })}
                          data-testid="facet-price"
                        />
                        <span>
                          {range === null
                            ? t('any_price')
                            : range.to === null
                              ? t('price_from', { price: formatPrice(range.from, locale) })
                              : t('price_between', { from: formatPrice(range.from, locale), to: formatPrice(range.to, locale) })}
                        </span>
                      </label>
                    ))}
                  </fieldset>
                ) : null}
              </div>
            </details>
          ) : null}

          {result.failed && result.current ? (
            <ErrorRetry message={t('search_failed')} onRetry={result.retry} />
          ) : showResults && result.found === 0 ? (
            <SearchNoResults q={query.q} />
          ) : (
            <ul className="catalog-grid" data-testid="search-results" aria-label={t('search_results_for', { q: query.q })}>
              {result.current
                ? result.hits.map((hit, index) => <SearchHitCard key={hit.id} hit={hit} priority={index < 4} />)
                : Array.from({ length: 6 }, (_, i) => (
                    // Interchangeable placeholders.
                    // oxlint-disable-next-line react/no-array-index-key
                    <li key={i} className="catalog-tile catalog-tile--skeleton" aria-hidden="true">
                      <Skeleton className="catalog-tile__image-skeleton" height="auto" />
                      <Skeleton height={14} lines={2} />
                    </li>
                  ))}
            </ul>
          )}

          {showResults && result.pages > 1 ? (
            <nav className="catalog-pages" aria-label={t('pagination')} data-testid="search-pages">
              {pageWindow(query.page, result.pages).map((page, i) =>
                page === null ? (
                  // Gaps are positional.
                  // oxlint-disable-next-line react/no-array-index-key
                  <span key={`gap-${i}`} aria-hidden="true">
                    …
                  </span>
                ) : (
                  <Link key={page} to={hrefForPage(page)} aria-current={page === query.page ? 'page' : undefined} aria-label={t('page_n', { page })}>
                    {page}
                  </Link>
                ),
              )}
            </nav>
          ) : null}
        </>
      ) : (
        <p className="catalog-empty">{t('search_prompt')}</p>
      )}
    </section>
  );
}
