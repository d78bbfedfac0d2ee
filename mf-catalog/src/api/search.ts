import type { Meilisearch } from 'meilisearch';
import { contentApi, getApiConfig, type Locale, type SearchConfig, type SearchDocument } from '@shop/shared';

/** The search client's connect and read timeouts: a search gives up (with Retry) after both. */
const SEARCH_TIMEOUTS_MS = { connect: 1000, read: 2000 } as const;

/** One search result: the index document's fields the store reads (the index document is a shared contract). */
export type SearchHit = Pick<
  SearchDocument,
  'id' | 'sku' | 'name' | 'url_key' | 'brand' | 'type_id' | 'price' | 'special_price' | 'final_price' | 'percent_off' | 'hide_price' | 'image' | 'categories' | 'in_stock'
>;

export interface SearchClient {
  client: Meilisearch;
  indexFor: (locale: Locale) => string;
}

let pending: Promise<SearchClient> | null = null;

/**
 * The official client, built from `GET /api/search-config` (host, public key, index names), once
 * per page. The library is loaded on first use so it never weighs on the first paint; a failure
 * is forgotten so the next search tries again.
 */
export function getSearchClient(): Promise<SearchClient> {
  if (!pending) {
    const attempt = Promise.all([contentApi.get('search-config').json<SearchConfig>(), import('meilisearch')]).then(([config, { Meilisearch: Client }]) => {
      // The embedded engine answers on a path of the shop's own origin.
      const base = getApiConfig().baseUrl || window.location.origin;
      const host = new URL(config.host, `${base}/`).toString().replace(/\/+$/, '');
      const client = new Client({
        host,
        apiKey: config.key,
        timeout: SEARCH_TIMEOUTS_MS.connect + SEARCH_TIMEOUTS_MS.read,
      });
      return { client, indexFor: (locale: Locale) => config.indexes[locale] };
    });
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
  }
  return pending;
}

/**
 * How long a search may take before the shopper is told it failed and offered Retry. The client's
 * own `timeout` does not apply once a caller passes its own abort signal (every search here does,
 * to cancel stale queries), so the limit is enforced on the signal itself.
 */
export const SEARCH_TIMEOUT_MS = 3000;

/** The caller's signal (an abort is always passed on), also aborted after `SEARCH_TIMEOUT_MS`; `done` clears the timer. */
export function withSearchTimeout(caller: AbortSignal, ms = SEARCH_TIMEOUT_MS): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const forward = () => controller.abort(caller.reason);
  if (caller.aborted) forward();
  else caller.addEventListener('abort', forward, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('The search took too long', 'TimeoutError')), ms);
  return {
    signal: controller.signal,
    done: () => clearTimeout(timer),
  };
}

/** Test seam: forget the client (another configuration, another origin). */
export function resetSearchClient(): void {
  pending = null;
}

/** The fields a result card needs (smaller answers on a slow network). */
export const HIT_FIELDS: (keyof SearchHit)[] = [
  'id', 'sku', 'name', 'url_key', 'brand', 'type_id', 'price', 'special_price', 'final_price', 'percent_off', 'hide_price', 'image', 'in_stock',
];
