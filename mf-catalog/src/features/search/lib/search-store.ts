import { map } from 'nanostores';
import { showToast, TOAST_DURATION } from '@shop/shared';
import type { SearchHit } from '../../../api/search';

/** Hits per page of the search results. */
const SEARCH_PAGE_SIZE = 40;

/** Search results (store): hits, total found, pages, page size, current page, in-progress flag. */
export interface SearchState {
  hits: SearchHit[];
  found: number;
  pages: number;
  pageSize: number;
  page: number;
  inProgress: boolean;
  facets: Record<string, Record<string, number>>;
  priceStats: { min: number; max: number } | null;
  /** The query these results answer (URL form), null before the first answer. */
  answered: string | null;
  failed: boolean;
}

export const $search = map<SearchState>({
  hits: [],
  found: 0,
  pages: 0,
  pageSize: SEARCH_PAGE_SIZE,
  page: 1,
  inProgress: false,
  facets: {},
  priceStats: null,
  answered: null,
  failed: false,
});

/**
 * Provider B: an error with a response shows the server's message as a dismissible
 * toast for 5000 ms; without a response it is only logged. Aborted (stale) searches say nothing.
 */
export function reportSearchError(error: unknown): void {
  const e = error as { name?: string; message?: string; cause?: { message?: unknown } } | null;
  if (!e || e.name === 'AbortError' || (e.cause as { name?: string } | undefined)?.name === 'AbortError') return;
  if (e.name === 'MeilisearchApiError') {
    const message = typeof e.cause?.message === 'string' && e.cause.message ? e.cause.message : (e.message ?? '');
    showToast({ type: 'error', message, duration: TOAST_DURATION.error });
    return;
  }
  console.error('[catalog] search failed', error);
}
