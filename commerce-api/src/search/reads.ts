import { LRUCache } from 'lru-cache';
import type { AppContext } from '../context.ts';
import type { Locale } from '../http/locale.ts';
import { CategoryTree } from '../catalog/categories.ts';
import { EncodedBody } from '../catalog/encoded-body.ts';
import { withFields } from '../catalog/fields.ts';
import { parseSearchCriteria } from '../catalog/search-criteria.ts';
import { sharedSummaries } from '../catalog/snapshot.ts';
import type { CatalogRepository, CatalogVersions } from '../catalog/repository.ts';
import { DocumentSource } from './documents.ts';
import { EmbeddedIndex } from './embedded.ts';
import { magentoSearch } from './magento-search.ts';
import { readSearchParams } from './params.ts';
import type { SearchAnswer, SearchParams } from './port.ts';

/** Kept answers' bytes (each keeps its compressed form, ~3 KB): a few thousand distinct searches. */
const sizedAnswers = (megabytes: number) => new LRUCache<string, EncodedBody>({ maxSize: megabytes * 1024 * 1024, sizeCalculation: (body) => body.size + 1 });

/**
 * The embedded search's reads (Meilisearch-compatible searches, Magento's `/V1/search`) with the
 * indexes and answers they keep, owned by whichever thread answers them (`readers/`). Each read
 * first compares the catalogue's state (product data, stock, the clock's price dates) with the
 * database on its own connection and brings the index up to date, so answers never outlive a write.
 */
export class SearchReads {
  private readonly source;
  private readonly summaries;
  private readonly categories;
  private readonly indexes = new Map<Locale, { index: EmbeddedIndex; state: string }>();
  // Identical searches (popular queries, facet panels) within one catalogue state: the state is
  // part of the key, so older answers are simply the least recently used.
  private readonly answers = sizedAnswers(32);
  private readonly magentoAnswers = sizedAnswers(32);

  constructor(
    private readonly ctx: Pick<AppContext, 'now'>,
    private readonly catalog: CatalogRepository,
  ) {
    this.source = new DocumentSource(catalog, ctx.now);
    this.summaries = sharedSummaries(catalog);
    this.categories = new CategoryTree(catalog);
  }

  /** The locale's index, up to date: what changed since its last state is upserted, what left removed. */
  private async index(locale: Locale, versions?: CatalogVersions): Promise<{ index: EmbeddedIndex; state: string }> {
    const state = await this.source.state(versions);
    let entry = this.indexes.get(locale);
    if (entry?.state === state) return entry;
    const documents = await this.source.documents(locale);
    if (!entry) {
      entry = { index: new EmbeddedIndex(), state };
      entry.index.replaceAll(documents);
      this.indexes.set(locale, entry);
    } else {
      const present = new Set(documents.map((d) => d.id));
      entry.index.upsert(documents);
      entry.index.remove(entry.index.ids().filter((id) => !present.has(id)));
      entry.state = state;
    }
    return entry;
  }

  /** `POST /search/indexes/{uid}/search` (body not yet validated). */
  async search(locale: Locale, uid: string, body: unknown): Promise<EncodedBody> {
    const { index, state } = await this.index(locale);
    // Validated before it is turned into a cache key: an invalid body never reaches JSON.stringify.
    const params = readSearchParams(body ?? {});
    const key = `${state}\u0001${uid}\u0001${JSON.stringify(body ?? {})}`;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = EncodedBody.json(JSON.stringify(index.search(params)));
      this.answers.set(key, answer);
    }
    return answer;
  }

  /** One search with validated parameters, as a value (GET searches, multi-search). */
  async run(locale: Locale, params: SearchParams): Promise<SearchAnswer> {
    return (await this.index(locale)).index.search(params);
  }

  /** Magento's `GET /V1/search` (quick search, layered navigation buckets). */
  async magento(locale: Locale, url: string, query: Record<string, unknown>): Promise<EncodedBody> {
    const versions = await this.catalog.versions();
    const snapshot = await this.summaries.get(versions);
    const now = this.ctx.now().getTime();
    // Prices depend on the clock (special price and flash-sale windows): cached per minute.
    const key = `${snapshot.version}:${snapshot.stockVersion}:${Math.floor(now / 60_000)}\u0001${locale}?${url.slice(url.indexOf('?') + 1)}`;
    const cached = this.magentoAnswers.get(key);
    if (cached) return cached;
    const criteria = parseSearchCriteria(query);
    // The full-text index only when a term is searched (layered navigation alone needs none).
    const term = criteria.filterGroups.some((g) => g.some((f) => f.field === 'search_term' && f.value.trim() !== ''));
    const [entry, categories] = await Promise.all([term ? this.index(locale, versions) : undefined, this.categories.current(versions.version)]);
    const match = (text: string) => (entry?.index.match(text) ?? []).map((m) => ({ id: m.doc.id, score: m.score }));
    const body = EncodedBody.json(JSON.stringify(withFields(query, magentoSearch(criteria, snapshot, categories, locale, now, match))));
    this.magentoAnswers.set(key, body);
    return body;
  }

  /** Builds both indexes before the first shopper searches. */
  async warm(): Promise<void> {
    for (const locale of ['fr', 'en'] as const) await this.index(locale);
  }
}
