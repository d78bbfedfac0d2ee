import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale } from '@shop/shared';
import { getSearchClient, HIT_FIELDS, withSearchTimeout, type SearchHit } from '../../api/search';
import { pageCount, paramsFromQuery, SEARCH_SORTS, searchFilter, type SearchQuery } from './lib/search-query';
import { $search, reportSearchError } from './lib/search-store';

const FACETS = ['brand', 'categories', 'final_price'];

/**
 * Runs the /search page's query through the official client and keeps the results in the search
 * store. The in-progress flag is on while a search runs and off when it ends or fails;
 * a newer query aborts the one still running, so a late answer never replaces a fresh one.
 */
export function useSearch(query: SearchQuery) {
  const locale = useStore($locale);
  const state = useStore($search);
  const key = `${locale}|${paramsFromQuery(query).toString()}`;
  const [attempt, setAttempt] = useState(0);
  // A failed or timed-out search is run again on request (the page's Retry).
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!query.q) {
      $search.set({ ...$search.get(), hits: [], found: 0, pages: 0, page: 1, inProgress: false, facets: {}, priceStats: null, answered: key, failed: false });
      return;
    }
    const controller = new AbortController();
    const limited = withSearchTimeout(controller.signal);
    const { pageSize } = $search.get();
    $search.setKey('inProgress', true);
    // A retry of the same query shows placeholders again, not the failure.
    if ($search.get().answered === key) $search.set({ ...$search.get(), answered: null, failed: false });
    getSearchClient()
      .then(({ client, indexFor }) =>
        client.index(indexFor(locale)).search<SearchHit>(
          query.q,
          {
            page: query.page,
            hitsPerPage: pageSize,
            filter: searchFilter(query),
            facets: FACETS,
            sort: SEARCH_SORTS[query.sort],
            attributesToRetrieve: HIT_FIELDS,
          },
          { signal: limited.signal },
        ),
      )
      .then(
        (response) => {
          if (controller.signal.aborted) return;
          // Page mode (page + hitsPerPage) answers an exact totalHits.
          const counts = response as { totalHits?: number; estimatedTotalHits?: number };
          const found = counts.totalHits ?? counts.estimatedTotalHits ?? 0;
          const distribution = response.facetDistribution ?? {};
          const stats = response.facetStats?.['final_price'];
          $search.set({
            hits: response.hits,
            found,
            pages: pageCount(found, pageSize),
            pageSize,
            page: query.page,
            inProgress: false,
            facets: { brand: distribution['brand'] ?? {}, categories: distribution['categories'] ?? {} },
            priceStats: stats ? { min: stats.min, max: stats.max } : null,
            answered: key,
            failed: false,
          });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          reportSearchError(error);
          $search.set({ ...$search.get(), inProgress: false, answered: key, failed: true });
        },
      )
      .finally(limited.done);
    return () => {
      controller.abort();
      // The next query (if any) switches the flag on again at once.
      $search.setKey('inProgress', false);
    };
    // The query is fully described by `key`; `attempt` runs it again.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  return { ...state, current: state.answered === key, retry };
}
