import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale } from '@shop/shared';
import { getSearchClient, withSearchTimeout, type SearchHit } from '../../api/search';
import { reportSearchError } from './lib/search-store';

export const TYPEAHEAD_DELAY_MS = 250;
export const TYPEAHEAD_MIN_CHARS = 2;
export const TYPEAHEAD_LIMIT = 6;

export interface TypeaheadState {
  /** The query these suggestions answer. */
  query: string;
  hits: Pick<SearchHit, 'id' | 'sku' | 'name' | 'url_key' | 'image' | 'final_price' | 'hide_price' | 'brand' | 'categories'>[];
  found: number;
  loading: boolean;
  /** The last request failed or took too long: the panel offers Retry. */
  failed: boolean;
}

/**
 * Suggestions while the shopper types: one request per pause (debounced), and a new keystroke
 * aborts the request still running, so a slow answer to "sams" never replaces the one to "samsung".
 */
export function useTypeahead(rawQuery: string): TypeaheadState & { retry: () => void } {
  const locale = useStore($locale);
  const query = rawQuery.trim();
  const [state, setState] = useState<TypeaheadState>({ query: '', hits: [], found: 0, loading: false, failed: false });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState((s) => ({ ...s, query: '', failed: false }));
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (query.length < TYPEAHEAD_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, loading: true }));
      const limited = withSearchTimeout(controller.signal);
      getSearchClient()
        .then(({ client, indexFor }) =>
          client.index(indexFor(locale)).search<SearchHit>(
            query,
            { limit: TYPEAHEAD_LIMIT, attributesToRetrieve: ['id', 'sku', 'name', 'url_key', 'image', 'final_price', 'hide_price', 'brand', 'categories'] },
            { signal: limited.signal },
          ),
        )
        .then(
          (response) => {
            if (controller.signal.aborted) return;
            setState({ query, hits: response.hits, found: response.estimatedTotalHits ?? response.hits.length, loading: false, failed: false });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            reportSearchError(error);
            setState({ query, hits: [], found: 0, loading: false, failed: true });
          },
        )
        .finally(limited.done);
    }, TYPEAHEAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `attempt` changes only to run the same query again (Retry).
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [query, locale, attempt]);

  if (query.length < TYPEAHEAD_MIN_CHARS) return { query, hits: [], found: 0, loading: false, failed: false, retry };
  return state.query === query ? { ...state, retry } : { ...state, loading: true, failed: false, retry };
}
