import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ErrorRetry, Skeleton, Spinner, useDocumentTitle, useT, useLocalePath, type PageLoader } from '@shop/shared';
import { KeptParams, NoScriptSubmit } from '../features/plain-forms/components/plain-form';
import { SearchFacets } from '../features/search/components/search-facets';
import { SearchHitCard } from '../features/search/components/search-hit-card';
import { SearchNoResults } from '../features/search/components/search-no-results';
import { SearchPages } from '../features/search/components/search-pages';
import { paramsFromQuery, queryFromParams, SEARCH_SORTS, type SearchQuery, type SearchSortKey } from '../features/search/lib/search-query';
import { loadSearchSeed, useSearch, type SearchSeed } from '../features/search/use-search';
import { registerCatalogTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import
import '../features/product-list/components/product-list.css';
// oxlint-disable-next-line import/no-unassigned-import
import '../features/filters/components/filter-panel.css';

registerCatalogTranslations();

/** For server rendering: the URL's results, so they read and their links work before the scripts run. */
export const loader: PageLoader<SearchSeed> = ({ search, locale, signal }) => loadSearchSeed(queryFromParams(search), locale, signal);

/** /search?q=…: results of the search engine with facets, sort and pages. */
export default function SearchPage() {
  const { t } = useT('catalog');
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
            {/* A plain GET form too: without scripts, its button sorts (query and facets kept). */}
            <form className="catalog-sort" method="get">
              <KeptParams except={['sort']} />
              <label htmlFor={`${uid}-sort`}>{t('sort_by')}</label>
              <select id={`${uid}-sort`} name="sort" value={query.sort} onChange={(e) => go({ sort: e.target.value as SearchSortKey })} data-testid="search-sort">
                {(Object.keys(SEARCH_SORTS) as SearchSortKey[]).map((key) => (
                  <option key={key} value={key}>
                    {t(`search_sort.${key}`)}
                  </option>
                ))}
              </select>
              <NoScriptSubmit label={t('apply_sort')} testId="search-sort-submit" />
            </form>
          </div>

          <SearchFacets query={query} result={result} showResults={Boolean(showResults)} go={go} />

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

          {showResults && result.pages > 1 ? <SearchPages page={query.page} pages={result.pages} hrefForPage={hrefForPage} /> : null}
        </>
      ) : (
        <p className="catalog-empty">{t('search_prompt')}</p>
      )}
    </section>
  );
}
