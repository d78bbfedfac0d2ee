import type { AppContext } from '../context.ts';
import type { Locale } from '../http/locale.ts';
import { CategoryTree } from '../catalog/categories.ts';
import { EncodedBody } from '../catalog/encoded-body.ts';
import { VersionedLru } from '../catalog/lru.ts';
import { withFields } from '../catalog/fields.ts';
import { parseSearchCriteria } from '../catalog/search-criteria.ts';
import { sharedSummaries } from '../catalog/snapshot.ts';
import { searchEngineFor, type SearchEngine, type SearchParams } from './engine.ts';
import { magentoSearch } from './magento-search.ts';
import { readSearchParams } from './params.ts';

/**
 * The embedded search's reads (Meilisearch-compatible searches, Magento's `/V1/search`) with
 * their indexes and answer caches, owned by whichever thread answers them (`readers/`). Each read
 * first compares the index's state (`catalog_version`, `stock_version`, the clock's price
 * boundaries) with the database on its own connection, so answers never outlive a write.
 */
export class SearchReads {
  private readonly engine;
  private readonly summaries;
  private readonly categories;
  // Identical searches (popular queries, facet panels) within the same index state, one cache per
  // locale: each locale's index has its own state, and one shared cache was emptied whenever a
  // search in the other locale came in. Bounded by the bytes kept (an answer keeps its ~3 KB
  // compressed form): 10,000 a locale.
  private readonly responses = new Map<Locale, VersionedLru<EncodedBody>>();
  private readonly magentoCache = new VersionedLru<EncodedBody>(500, 32 * 1024 * 1024);

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'now'>) {
    this.engine = searchEngineFor(ctx.db, ctx.now);
    this.summaries = sharedSummaries(ctx.db);
    this.categories = new CategoryTree(ctx.db);
  }

  /** `POST /search/indexes/{uid}/search` (body not yet validated). */
  search(locale: Locale, uid: string, body: unknown): EncodedBody {
    const state = this.engine.stateKey(locale);
    // Validated before it is turned into a cache key: an invalid body never reaches JSON.stringify.
    const params = readSearchParams(body ?? {});
    const key = `${uid}:${JSON.stringify(body ?? {})}`;
    let responses = this.responses.get(locale);
    if (!responses) this.responses.set(locale, (responses = new VersionedLru<EncodedBody>(10_000, 32 * 1024 * 1024, { admitOnSecondSight: 20_000 })));
    let answer = responses.at(state).get(key);
    if (!answer) {
      answer = EncodedBody.json(this.engine.searchJson(locale, params));
      responses.set(key, answer, answer.size);
    }
    return answer;
  }

  /** One search with validated parameters, as a value (GET searches, multi-search). */
  run(locale: Locale, params: SearchParams): ReturnType<SearchEngine['search']> {
    return this.engine.search(locale, params);
  }

  /** Magento's `GET /V1/search` (quick search, layered navigation buckets). */
  magento(locale: Locale, url: string, query: Record<string, unknown>): EncodedBody {
    const snapshot = this.summaries.get();
    const now = this.ctx.now().getTime();
    // Prices depend on the clock (special price and flash-sale windows): cached per minute.
    const state = `${snapshot.version}:${snapshot.stockVersion}:${Math.floor(now / 60_000)}`;
    const key = `${locale}?${url.slice(url.indexOf('?') + 1)}`;
    const cached = this.magentoCache.at(state).get(key);
    if (cached) return cached;
    const body = EncodedBody.json(JSON.stringify(withFields(query, magentoSearch(parseSearchCriteria(query), snapshot, this.categories, locale, now, () => this.engine))));
    this.magentoCache.set(key, body, body.size);
    return body;
  }

  /** Builds both indexes with their sorts and facets (≈1 s of CPU at 5,000 products) before the first shopper searches. */
  warm(): void {
    for (const locale of ['fr', 'en'] as const) this.engine.warm(locale);
  }
}
