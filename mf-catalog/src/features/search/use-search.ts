import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, contentApi, getApiConfig, usePageSeed, type Locale, type SearchConfig } from '@shop/shared';
import type { SearchResponse } from 'meilisearch';
import { getSearchClient, HIT_FIELDS, withSearchTimeout, type SearchHit } from '../../api/search';
import { pageCount, paramsFromQuery, SEARCH_SORTS, searchFilter, type SearchQuery } from './lib/search-query';
import { $search, reportSearchError, type SearchState } from './lib/search-store';

const FACETS = ['brand', 'categories', 'final_price'];

/** The search page's server-rendered results, for the query they answer. */
export interface SearchSeed {
  search?: SearchState;
}

/** What the page asks the engine for a query. */
function searchParamsOf(query: SearchQuery, pageSize: number) {
  return {
    page: query.page,
    hitsPerPage: pageSize,
    filter: searchFilter(query),
    facets: FACETS,
    sort: SEARCH_SORTS[query.sort],
    attributesToRetrieve: HIT_FIELDS,
  };
}

function stateOf(response: SearchResponse<SearchHit>, query: SearchQuery, pageSize: number, key: string): SearchState {
  // Page mode (page + hitsPerPage) answers an exact totalHits.
  const counts = response as { totalHits?: number; estimatedTotalHits?: number };
  const found = counts.totalHits ?? counts.estimatedTotalHits ?? 0;
  const distribution = response.facetDistribution ?? {};
  const stats = response.facetStats?.['final_price'];
  return {
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
  };
}

const keyOf = (locale: Locale, query: SearchQuery) => `${locale}|${paramsFromQuery(query).toString()}`;

/**
 * For server rendering: the results of the URL's query, so the page reads (and its links and
 * forms work) before its scripts run or without them. The engine is asked over HTTP on the
 * store's own origin, as the browser does, without its client library (not needed on the server).
 */
export async function loadSearchSeed(query: SearchQuery, locale: Locale, signal: AbortSignal): Promise<SearchSeed> {
  if (!query.q) return {};
  const config = await contentApi.get('search-config', { signal }).json<SearchConfig>();
  const { serverOrigin, serverFetch, serverHeaders } = getApiConfig();
  const host = new URL(config.host, `${serverOrigin ?? ''}/`).toString().replace(/\/+$/, '');
  const pageSize = $search.get().pageSize;
  const answer = await (serverFetch ?? fetch)(`${host}/indexes/${encodeURIComponent(config.indexes[locale])}/search`, {
    method: 'POST',
    headers: { ...serverHeaders, 'content-type': 'application/json', authorization: `Bearer ${config.key}` },
    body: JSON.stringify({ q: query.q, ...searchParamsOf(query, pageSize) }),
    signal,
  });
  if (!answer.ok) throw new Error(`search answered ${answer.status}`);
  return { search: stateOf((await answer.json()) as SearchResponse<SearchHit>, query, pageSize, keyOf(locale, query)) };
}

/**
 * Runs the /search page's query through the official client and keeps the results in the search
 * store. The in-progress flag is on while a search runs and off when it ends or fails;
 * a newer query aborts the one still running, so a late answer never replaces a fresh one.
 */
export function useSearch(query: SearchQuery) {
  const locale = useStore($locale);
  const stored = useStore($search);
  const key = keyOf(locale, query);
  // Server-rendered first view: the server's results, not asked for again.
  const seeded = usePageSeed<SearchSeed>()?.search;
  const seed = seeded?.answered === key ? seeded : null;
  const state = stored.answered !== key && seed ? seed : stored;
  const [attempt, setAttempt] = useState(0);
  // A failed or timed-out search is run again on request (the page's Retry).
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!query.q) {
      $search.set({ ...$search.get(), hits: [], found: 0, pages: 0, page: 1, inProgress: false, facets: {}, priceStats: null, answered: key, failed: false });
      return;
    }
    if (seed && attempt === 0 && $search.get().answered !== key) {
      $search.set(seed);
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
        client.index(indexFor(locale)).search<SearchHit>(query.q, searchParamsOf(query, pageSize), { signal: limited.signal }),
      )
      .then(
        (response) => {
          if (controller.signal.aborted) return;
          $search.set(stateOf(response, query, pageSize, key));
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
