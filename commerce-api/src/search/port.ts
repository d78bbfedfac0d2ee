import type { IndexedDocument } from './documents.ts';
import type { indexSettings } from './settings.ts';

/**
 * The search port: what the back end asks of a search engine, in Meilisearch's protocol (the one
 * the storefront speaks through the official `meilisearch` client). Two adapters: `MeiliIndexes`
 * (a real Meilisearch, production) and `EmbeddedIndex` (MiniSearch in this process, `npm start`
 * and tests). Decision 016.
 */
export interface SearchPort {
  /** Replaces an index whole: settings and documents, swapped in once complete (never emptied first). */
  rebuild(uid: string, settings: IndexSettings, documents: readonly IndexedDocument[]): Promise<void>;
  /** Adds documents or replaces those with the same id. */
  upsert(uid: string, documents: readonly IndexedDocument[]): Promise<void>;
  remove(uid: string, ids: readonly number[]): Promise<void>;
  search(uid: string, params: SearchParams): Promise<SearchAnswer>;
}

export type IndexSettings = ReturnType<typeof indexSettings>;

export class SearchError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A search request's parameters, as Meilisearch reads them (validated by `params.ts`). */
export interface SearchParams {
  q?: string | null;
  offset?: number;
  limit?: number;
  page?: number;
  hitsPerPage?: number;
  filter?: unknown;
  facets?: string[] | null;
  sort?: string[] | null;
  attributesToRetrieve?: string[] | null;
  attributesToHighlight?: string[] | null;
  highlightPreTag?: string;
  highlightPostTag?: string;
  showRankingScore?: boolean;
  matchingStrategy?: 'last' | 'all' | 'frequency';
}

/** Meilisearch's answer: hits, then either offset/limit or page/hitsPerPage figures, and facets when asked. */
export interface SearchAnswer {
  hits: Record<string, unknown>[];
  query: string;
  processingTimeMs: number;
  limit?: number;
  offset?: number;
  estimatedTotalHits?: number;
  hitsPerPage?: number;
  page?: number;
  totalPages?: number;
  totalHits?: number;
  facetDistribution?: Record<string, Record<string, number>>;
  facetStats?: Record<string, { min: number; max: number }>;
}
