import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import type { Db } from '../db/database.ts';
import type { Locale } from '../http/locale.ts';
import { finalPrice, magentoTime, sharedSummaries, type ProductSummary, type SummaryCache } from '../catalog/snapshot.ts';
import { selectLabel } from '../catalog/products.ts';
import { compileFilter, FilterError, type Doc } from './filter.ts';
import { VersionedLru } from '../catalog/lru.ts';
import { productRank, SEARCHABLE_ATTRIBUTES, synonyms } from './settings.ts';
import type { SearchDocument } from '../../../shared/src/contracts/wire.ts';
import { percentOff } from '../../../shared/src/contracts/pricing.ts';

/** The index document is a contract with the storefront (its search results read it). */
export type { SearchDocument };

export { SEARCHABLE_ATTRIBUTES };

/** What the index holds besides the storefront's fields: the other language's name and the product rank. */
export type IndexedDocument = SearchDocument & { name_other: string; product_rank: number };
export const FILTERABLE_ATTRIBUTES = [
  'id', 'sku', 'brand', 'type_id', 'price', 'special_price', 'final_price', 'percent_off', 'hide_price', 'category_ids', 'categories',
  'in_stock', 'qty', 'is_on_flash_sale', 'is_free_shipping', 'is_second_hand', 'is_gt_global', 'is_black_friday', 'has_guarantie_sur_sur',
  'color', 'memory', 'ram', 'screen', 'condition', 'os', 'size', 'shoe_size', 'created_at', 'popularity',
];
export const SORTABLE_ATTRIBUTES = ['price', 'final_price', 'percent_off', 'created_at', 'popularity', 'name', 'qty'];
const NUMERIC_FACETS = new Set(['price', 'special_price', 'final_price', 'percent_off', 'qty', 'created_at', 'popularity', 'id', 'category_ids']);

const MEDIA_BASE = '/media/catalog/product';
// One collator for every facet sort: `localeCompare` with options builds a new one per call.
const COLLATOR = new Intl.Collator('fr', { numeric: true });
const fold = (term: string) => term.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

function toDocument(p: ProductSummary, locale: Locale, now: number, categoryName: (id: number) => string | undefined): IndexedDocument {
  const a = p.attributes;
  const { final, special } = finalPrice(p, now);
  const flashEnd = magentoTime(a['flash_sale_end']);
  const label = (code: string) => selectLabel(code, a[code], locale) ?? null;
  const variantLabels = (code: string) => (a[code] ? [label(code)!].filter(Boolean) : []);
  return {
    id: p.id,
    sku: p.sku,
    name: locale === 'fr' ? p.name_fr : p.name_en,
    // Shoppers type names in either language ("televiseur" on the English store).
    name_other: locale === 'fr' ? p.name_en : p.name_fr,
    product_rank: productRank(p),
    url_key: p.url_key,
    brand: a['marque'] ?? '',
    type_id: p.type_id,
    price: p.price,
    special_price: special,
    final_price: final,
    percent_off: percentOff(p.price, final),
    hide_price: a['hide_price'] === '0',
    currency: 'FCFA',
    image: a['image'] ? `${MEDIA_BASE}${a['image']}` : '',
    category_ids: p.category_ids,
    categories: p.category_ids.map(categoryName).filter((n): n is string => Boolean(n)),
    in_stock: p.is_in_stock && (p.qty > 0 || p.type_id === 'configurable' || p.type_id === 'bundle'),
    qty: p.qty,
    is_on_flash_sale: a['is_on_flash_sale'] === '1' && magentoTime(a['flash_sale_start']) <= now && flashEnd >= now,
    flash_sale_end: Number.isFinite(flashEnd) ? Math.floor(flashEnd / 1000) : null,
    is_free_shipping: a['is_free_shipping'] === '1',
    is_second_hand: a['is_second_hand'] === '1',
    is_gt_global: a['is_gt_global'] === '1',
    is_black_friday: a['is_black_friday'] === '1',
    has_guarantie_sur_sur: a['has_guarantie_sur_sur'] === '1',
    color: label('color'),
    memory: label('memory'),
    ram: label('ram'),
    screen: label('screen'),
    condition: label('condition'),
    os: label('os'),
    size: variantLabels('size'),
    shoe_size: variantLabels('shoe_size'),
    created_at: Math.floor(magentoTime(p.created_at) / 1000),
    popularity: p.popularity,
    short_description: locale === 'fr' ? p.short_fr : p.short_en,
    description: locale === 'fr' ? p.description_fr : p.description_en,
  };
}

export class SearchError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

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

/** MiniSearch's raw answer to a query: short document id → score, query terms matched, fields per term. */
type RawResults = Map<number, { score: number; terms: string[]; match: Record<string, string[]> }>;

/**
 * MiniSearch, queried one word at a time: a word's raw results are kept (per index version) and
 * combined with the other words' as MiniSearch's own `AND` does, without altering the kept ones.
 * Shoppers reuse a small vocabulary in ever new combinations, and scoring a word over a large
 * catalogue (its prefixes, its typos, its synonyms, every field) is what a search costs.
 */
class IndexedMiniSearch extends MiniSearch<IndexedDocument> {
  /** The document id MiniSearch knows by `shortId`. */
  documentId(shortId: number): number {
    // oxlint-disable-next-line no-underscore-dangle -- MiniSearch's (protected) table of the ids it was given
    return this._documentIds.get(shortId) as number;
  }

  /** MiniSearch's query execution (its search() minus the ordering), for one sub-query. */
  raw(query: Query, options: SearchOptions): RawResults {
    return (this as unknown as { executeQuery(q: Query, o: SearchOptions): RawResults }).executeQuery(query, options);
  }
}

/** MiniSearch's `AND` of two raw results (order of `b`, scores added, terms merged) on copies. */
function intersect(a: RawResults, b: RawResults): RawResults {
  const out: RawResults = new Map();
  for (const [id, rb] of b) {
    const ra = a.get(id);
    if (!ra) continue;
    const terms = ra.terms.slice();
    for (const t of rb.terms) if (!terms.includes(t)) terms.push(t);
    out.set(id, { score: ra.score + rb.score, terms, match: { ...ra.match, ...rb.match } });
  }
  return out;
}

/** One result as MiniSearch's search() reports it. */
interface TextResult {
  id: number;
  score: number;
  terms: string[];
  queryTerms: string[];
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: { name: 4, brand: 3, categories: 2, name_other: 1.5, sku: 2 },
  // Meilisearch's defaults: one typo from 5 characters, two from 9.
  fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false),
  weights: { fuzzy: 0.6, prefix: 0.8 },
};

interface LocaleIndex {
  version: number;
  mini: IndexedMiniSearch;
  /** Documents are rebuilt (not re-indexed) when stock moves or a minute passes: prices depend on time. */
  docs: Map<number, IndexedDocument>;
  docsBuiltAt: number;
  /** When the next special price or flash sale starts or ends: documents are rebuilt then. */
  validUntil: number;
  docsStamp: string;
}

const MAX_TOTAL_HITS = 1000;

/** The hits of a search in order: each one's match and document (two lists: no object per hit). */
interface Hits {
  matches: Match[];
  docs: SearchDocument[];
}

/** A matching document: relevance score, matched terms, and the bucket of the rules before `sort`. */
export interface Match {
  id: number;
  score: number;
  terms: string[];
  bucket: number;
}
/** Dates that change a document's prices or flash-sale flag. */
const TIME_BOUNDARIES = ['special_from_date', 'special_to_date', 'flash_sale_start', 'flash_sale_end'];

function nextBoundary(summaries: ProductSummary[], now: number): number {
  let next = Infinity;
  for (const p of summaries) {
    for (const key of TIME_BOUNDARIES) {
      const t = magentoTime(p.attributes[key]);
      if (t > now && t < next) next = t;
    }
  }
  return next;
}

/**
 * The embedded search: MiniSearch (BM25, prefix and typo tolerance) finds and ranks the matches;
 * filters, facets, sort and pagination are then computed over the matched documents with
 * Meilisearch's semantics. One index per locale, rebuilt when the catalogue version moves.
 */
export class SearchEngine {
  private readonly indexes = new Map<Locale, LocaleIndex>();
  /** Text matches per index version: the same words always match the same documents. */
  private readonly matches = new VersionedLru<Match[]>(2000);
  /** Raw results of one word (with its synonyms), and of a run of words, per index version. */
  private readonly words = new VersionedLru<RawResults>(4000, 2_000_000);
  private readonly runs = new VersionedLru<TextResult[]>(4000, 2_000_000);
  /** Filtered, sorted hits and facet counts per index state: pages and sorts of one search reuse them. */
  private readonly hitLists = new VersionedLru<Hits>(1000, 1_000_000);
  /** Per locale's index and its state: each sort's ranks of the documents (`sortRanks`). */
  private readonly ranks = new WeakMap<LocaleIndex, { state: string; bySort: Map<string, Int32Array> }>();
  private readonly facetCounts = new VersionedLru<{ distribution: Record<string, Record<string, number>>; stats: Record<string, { min: number; max: number }> }>(2000);

  constructor(
    private readonly db: Db,
    private readonly summaries: SummaryCache,
    private readonly now: () => Date,
  ) {}

  private categoryNames(locale: Locale): (id: number) => string | undefined {
    const rows = this.db.prepare('SELECT id, name_fr, name_en, level FROM categories').all() as { id: number; name_fr: string; name_en: string; level: number }[];
    const names = new Map(rows.filter((r) => r.level >= 2).map((r) => [r.id, locale === 'fr' ? r.name_fr : r.name_en]));
    return (id) => names.get(id);
  }

  /** Documents of the searchable products (enabled, visible in search) for a locale. */
  documents(locale: Locale): IndexedDocument[] {
    const { summaries } = this.summaries.get();
    const names = this.categoryNames(locale);
    const now = this.now().getTime();
    // Built directly: pushing to Meilisearch needs no local full-text index.
    return summaries.filter((p) => p.status === 1 && (p.visibility === 3 || p.visibility === 4)).map((p) => toDocument(p, locale, now, names));
  }

  private index(locale: Locale): LocaleIndex {
    const { version, stockVersion, summaries } = this.summaries.get();
    const now = this.now().getTime();
    const stamp = String(stockVersion);
    let entry = this.indexes.get(locale);
    const searchable = () => summaries.filter((p) => p.status === 1 && (p.visibility === 3 || p.visibility === 4));
    if (!entry || entry.version !== version) {
      const names = this.categoryNames(locale);
      const docs = new Map(searchable().map((p) => [p.id, toDocument(p, locale, now, names)]));
      const mini = new IndexedMiniSearch({
        fields: [...SEARCHABLE_ATTRIBUTES],
        extractField: (doc, field) => {
          const value = (doc as unknown as Record<string, unknown>)[field];
          if (field === 'id') return value as string; // MiniSearch reads the id through this too: keep it a number
          return Array.isArray(value) ? value.join(' ') : String(value ?? '');
        },
        processTerm: (term) => fold(term) || null,
        searchOptions: { processTerm: (term) => fold(term) || null },
      });
      mini.addAll([...docs.values()]);
      entry = { version, mini, docs, docsBuiltAt: now, docsStamp: stamp, validUntil: nextBoundary(summaries, now) };
      this.indexes.set(locale, entry);
    } else if (now >= entry.validUntil || now < entry.docsBuiltAt) {
      const names = this.categoryNames(locale);
      entry.docs = new Map(searchable().map((p) => [p.id, toDocument(p, locale, now, names)]));
      entry.docsBuiltAt = now;
      entry.docsStamp = stamp;
      entry.validUntil = nextBoundary(summaries, now);
    } else if (entry.docsStamp !== stamp) {
      // Only stock moved (an order): update the two stock fields in place, a copy per document
      // so results already handed out stay as they were.
      const { byId } = this.summaries.get();
      for (const [id, doc] of entry.docs) {
        const p = byId.get(id);
        if (!p) continue;
        const inStock = p.is_in_stock && (p.qty > 0 || p.type_id === 'configurable' || p.type_id === 'bundle');
        if (doc.qty !== p.qty || doc.in_stock !== inStock) entry.docs.set(id, { ...doc, qty: p.qty, in_stock: inStock });
      }
      entry.docsStamp = stamp;
    }
    return entry;
  }

  /** Matching ids in relevance order with their scores; all searchable ids when `q` is empty. */
  match(locale: Locale, q: string | null | undefined, strategy: 'last' | 'all' | 'frequency' = 'last'): Match[] {
    const entry = this.index(locale);
    const text = (q ?? '').trim();
    const key = `${locale}:${strategy}:${text}`;
    const cached = this.matches.at(entry.version).get(key);
    if (cached) return cached;
    if (!text) {
      const all = [...entry.docs.keys()].map((id) => ({ id, score: 0, terms: [] as string[], bucket: 0 }));
      this.matches.set(key, all);
      return all;
    }
    // Meilisearch considers the first ten words only.
    const words = text.split(/\s+/).slice(0, 10);
    const run = (ws: string[]) => this.textResults(locale, ws);
    const seen = new Set<number>();
    const found: { id: number; score: number; terms: string[]; words: number; rank: number; typo: number }[] = [];
    const take = (results: ReturnType<typeof run>, matchedWords: number) => {
      for (const r of results) {
        const id = r.id as number;
        const doc = entry.docs.get(id);
        if (seen.has(id) || !doc) continue;
        seen.add(id);
        // A query word found only through a typo ranks after the exact (or prefix) finds.
        const typo = r.queryTerms.some((term) => !r.terms.some((t) => t.startsWith(term))) ? 1 : 0;
        found.push({ id, score: r.score, terms: r.terms, words: matchedWords, rank: doc.product_rank, typo });
      }
    };
    take(run(words), words.length);
    if (strategy !== 'all') {
      // "last": documents matching fewer words, dropping words from the end, rank after.
      for (let n = words.length - 1; n >= 1; n--) take(run(words.slice(0, n)), n);
    }
    // Meilisearch's rules in their order (settings.ts): words matched, the product rank (main
    // products, packs, accessories), typos, then relevance. One score carries that order.
    const out = found
      .toSorted((a, b) => b.words - a.words || b.rank - a.rank || a.typo - b.typo || b.score - a.score)
      .map((f) => ({ id: f.id, score: f.words * 1e7 + f.rank * 1e5 + (1 - f.typo) * 1e4 + Math.min(f.score, 9_999), terms: f.terms, bucket: f.words * 10 + f.rank }));
    this.matches.set(key, out);
    return out;
  }

  /**
   * What `mini.search(withSynonyms(ws), SEARCH_OPTIONS)` answers, from each word's kept raw
   * results: the same documents, scores, terms and order.
   */
  textResults(locale: Locale, ws: string[], { kept: useKept = true } = {}): TextResult[] {
    const entry = this.index(locale);
    // The reference the kept results must equal (tests compare them).
    if (!useKept) return entry.mini.search(withSynonyms(ws), SEARCH_OPTIONS).map((r) => ({ id: r.id as number, score: r.score, terms: r.terms, queryTerms: r.queryTerms }));
    const key = `${locale}\u0001${ws.join('\u0001')}`;
    const kept = this.runs.at(entry.version).get(key);
    if (kept) return kept;
    // As MiniSearch runs a compound query: its options, with the outer `AND`, for each part.
    const options = { ...SEARCH_OPTIONS, combineWith: 'AND', queries: undefined } as SearchOptions;
    let combined: RawResults | undefined;
    for (const part of (withSynonyms(ws) as { queries: Query[] }).queries) {
      const partKey = `${locale}\u0001${JSON.stringify(part)}`;
      let raw = this.words.at(entry.version).get(partKey);
      if (!raw) {
        raw = entry.mini.raw(part, options);
        this.words.set(partKey, raw, raw.size + 1);
      }
      combined = combined ? intersect(combined, raw) : raw;
    }
    const results: TextResult[] = [];
    for (const [shortId, { score, terms, match }] of combined ?? new Map()) {
      results.push({ id: entry.mini.documentId(shortId), score: score * (terms.length || 1), terms: Object.keys(match), queryTerms: terms });
    }
    results.sort((a, b) => b.score - a.score);
    this.runs.set(key, results, results.length + 1);
    return results;
  }

  /**
   * Each searchable document's place in the catalogue ordered by `sort` (equal documents share
   * one), per index state: a search then orders its hits by two integers instead of comparing
   * documents' fields, and the catalogue is ordered once per sort, not once per search.
   */
  private sortRanks(entry: LocaleIndex, state: string, sort: readonly { field: keyof SearchDocument; dir: number }[]): Int32Array {
    let kept = this.ranks.get(entry);
    if (kept?.state !== state) this.ranks.set(entry, (kept = { state, bySort: new Map() }));
    const key = JSON.stringify(sort);
    let ranks = kept.bySort.get(key);
    if (ranks) return ranks;
    const compare = (x: SearchDocument, y: SearchDocument) => {
      for (const { field, dir } of sort) {
        const va = x[field] as number | string | null;
        const vb = y[field] as number | string | null;
        if (va === vb) continue;
        if (va === null) return 1;
        if (vb === null) return -1;
        return (va < vb ? -1 : 1) * dir;
      }
      return 0;
    };
    const docs = [...entry.docs.values()].toSorted(compare);
    let maxId = 0;
    for (const d of docs) if (d.id > maxId) maxId = d.id;
    ranks = new Int32Array(maxId + 1);
    let rank = 0;
    for (let i = 0; i < docs.length; i++) {
      if (i > 0 && compare(docs[i - 1]!, docs[i]!) !== 0) rank = i;
      ranks[docs[i]!.id] = rank;
    }
    kept.bySort.set(key, ranks);
    return ranks;
  }

  /** The matches the filter keeps, in the asked order (the rules before `sort` lead). */
  private filterAndSort(entry: LocaleIndex, state: string, matched: Match[], predicate: (doc: Doc) => boolean, sort: { field: keyof SearchDocument; dir: number }[]) {
    const hits: Match[] = [];
    const docs: SearchDocument[] = [];
    for (const m of matched) {
      const doc = entry.docs.get(m.id);
      if (doc && predicate(doc as unknown as Doc)) {
        hits.push(m);
        docs.push(doc);
      }
    }
    if (!sort.length || hits.length < 2) return { matches: hits, docs };
    // The rules before `sort` (settings.ts: words matched, product rank) lead, then the sort's
    // rank, then relevance order (the sort is stable): one number per hit, sorted natively.
    const ranks = this.sortRanks(entry, state, sort);
    let low = Infinity;
    let high = -Infinity;
    for (const h of hits) {
      if (h.bucket < low) low = h.bucket;
      if (h.bucket > high) high = h.bucket;
    }
    const n = hits.length;
    const span = ranks.length + 1;
    const keys = new Float64Array(n);
    if (Number.isInteger(low) && Number.isInteger(high) && (high - low + 1) * span * n < Number.MAX_SAFE_INTEGER) {
      for (let i = 0; i < n; i++) keys[i] = ((high - hits[i]!.bucket) * span + ranks[hits[i]!.id]!) * n + i;
      keys.sort();
      const order = Array.from(keys, (k) => k % n);
      return { matches: order.map((i) => hits[i]!), docs: order.map((i) => docs[i]!) };
    }
    const order = hits.map((_, i) => i).toSorted((x, y) => hits[y]!.bucket - hits[x]!.bucket || ranks[hits[x]!.id]! - ranks[hits[y]!.id]! || x - y);
    return { matches: order.map((i) => hits[i]!), docs: order.map((i) => docs[i]!) };
  }

  /** Changes whenever a search over `locale` could answer differently. */
  stateKey(locale: Locale): string {
    const entry = this.index(locale);
    return `${entry.version}:${entry.docsStamp}:${entry.docsBuiltAt}`;
  }

  search(locale: Locale, params: SearchParams) {
    const started = performance.now();
    const entry = this.index(locale);
    let predicate;
    try {
      predicate = compileFilter(params.filter, FILTERABLE_ATTRIBUTES);
    } catch (error) {
      if (error instanceof FilterError) throw new SearchError(400, 'invalid_search_filter', error.message);
      throw error;
    }
    const sort = (params.sort ?? []).map((s) => {
      const m = /^([A-Za-z_][\w.]*):(asc|desc)$/.exec(s.trim());
      if (!m) throw new SearchError(400, 'invalid_search_sort', `Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${s.slice(0, 80)}\`.`);
      if (!SORTABLE_ATTRIBUTES.includes(m[1]!)) {
        throw new SearchError(400, 'invalid_search_sort', `Attribute \`${m[1]}\` is not sortable. Available sortable attributes are: \`${SORTABLE_ATTRIBUTES.join(', ')}\`.`);
      }
      return { field: m[1]! as keyof SearchDocument, dir: m[2] === 'desc' ? -1 : 1 };
    });
    const facets = params.facets ?? [];
    const facetNames = facets.includes('*') ? FILTERABLE_ATTRIBUTES : facets;
    for (const f of facetNames) {
      if (!FILTERABLE_ATTRIBUTES.includes(f)) {
        throw new SearchError(400, 'invalid_search_facets', `Invalid facet requested: Attribute \`${f.slice(0, 80)}\` is not filterable. Available filterable attributes are: \`${FILTERABLE_ATTRIBUTES.join(', ')}\`.`);
      }
    }

    const matched = this.match(locale, params.q, params.matchingStrategy);
    // Documents change with the state (stock, prices in time): hit lists hold them, so key by it.
    const state = `${entry.version}:${entry.docsStamp}:${entry.docsBuiltAt}`;
    const filterKey = `${locale}\u0001${params.matchingStrategy ?? 'last'}\u0001${(params.q ?? '').trim()}\u0001${JSON.stringify(params.filter ?? null)}`;
    const hitsKey = `${filterKey}\u0001${JSON.stringify(sort)}`;
    let hits = this.hitLists.at(state).get(hitsKey);
    if (!hits) {
      hits = this.filterAndSort(entry, state, matched, predicate, sort);
      this.hitLists.set(hitsKey, hits, hits.docs.length + 1);
    }

    const facetKey = `${filterKey}\u0001${facetNames.join(',')}`;
    let facetCounts = this.facetCounts.at(state).get(facetKey);
    if (!facetCounts) {
      facetCounts = countFacets(hits.docs, facetNames);
      this.facetCounts.set(facetKey, facetCounts);
    }
    const { distribution: facetDistribution, stats: facetStats } = facetCounts;

    const paged = params.page !== undefined || params.hitsPerPage !== undefined;
    // Only the page's hits become answers: the others stay indexes into the kept list.
    const total = Math.min(hits.docs.length, MAX_TOTAL_HITS);
    let from: number;
    let to: number;
    let pagination: Record<string, number>;
    if (paged) {
      const hitsPerPage = params.hitsPerPage ?? 20;
      const page = params.page ?? 1;
      [from, to] = hitsPerPage === 0 || page === 0 ? [0, 0] : [(page - 1) * hitsPerPage, page * hitsPerPage];
      pagination = { hitsPerPage, page, totalPages: hitsPerPage === 0 ? 0 : Math.ceil(total / hitsPerPage), totalHits: total };
    } else {
      const offset = params.offset ?? 0;
      const limit = params.limit ?? 20;
      [from, to] = [offset, offset + limit];
      pagination = { limit, offset, estimatedTotalHits: total };
    }

    const retrieve = params.attributesToRetrieve && !params.attributesToRetrieve.includes('*') ? new Set(params.attributesToRetrieve) : undefined;
    const topScore = matched[0]?.score || 1;
    const highlight = params.attributesToHighlight ?? [];
    const pre = params.highlightPreTag ?? '<em>';
    const post = params.highlightPostTag ?? '</em>';
    const window = hits.matches.slice(Math.min(from, total), Math.min(to, total));
    const out = window.map((h, i) => {
      const doc = hits.docs[Math.min(from, total) + i]!;
      const hit: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(doc)) if (!retrieve || retrieve.has(k)) hit[k] = v;
      if (highlight.length) {
        const formatted: Record<string, unknown> = {};
        const names = highlight.includes('*') ? Object.keys(doc) : highlight;
        for (const [k, v] of Object.entries(doc)) {
          if (retrieve && !retrieve.has(k) && !names.includes(k)) continue;
          formatted[k] = typeof v === 'string' && names.includes(k) ? highlightText(v, h.terms, pre, post) : typeof v === 'number' ? String(v) : v;
        }
        hit['_formatted'] = formatted;
      }
      if (params.showRankingScore) hit['_rankingScore'] = params.q ? Math.round((h.score / topScore) * 10_000) / 10_000 : 1;
      return hit;
    });
    return {
      hits: out,
      query: params.q ?? '',
      processingTimeMs: Math.round(performance.now() - started),
      ...pagination,
      ...(params.facets ? { facetDistribution, facetStats } : {}),
    };
  }
}

/** Meilisearch's `facetDistribution` (at most 100 values a facet, sorted) and `facetStats` of the hits. */
function countFacets(docs: readonly SearchDocument[], facetNames: readonly string[]) {
  const facetDistribution: Record<string, Record<string, number>> = {};
  const facetStats: Record<string, { min: number; max: number }> = {};
  for (const f of facetNames) {
    const counts = new Map<string | number, number>();
    let min = Infinity;
    let max = -Infinity;
    let numeric = true;
    const add = (v: unknown) => {
      if (v === null || v === undefined || v === '') return;
      counts.set(v as string | number, (counts.get(v as string | number) ?? 0) + 1);
      if (typeof v === 'number') {
        if (v < min) min = v;
        if (v > max) max = v;
      } else {
        numeric = false;
      }
    };
    for (const doc of docs) {
      const raw = (doc as unknown as Record<string, unknown>)[f];
      if (!Array.isArray(raw)) add(raw);
      else for (const v of raw) add(v);
    }
    // Meilisearch returns at most 100 values per facet, sorted alphanumerically.
    // Numbers (prices: one value per hit or nearly) are ordered as a typed array and only the
    // first 100 turned into strings.
    facetDistribution[f] = numeric
      ? Object.fromEntries(Array.from(Float64Array.from(counts.keys() as Iterable<number>).toSorted().subarray(0, 100), (k) => [String(k), counts.get(k)!]))
      : Object.fromEntries([...counts].map(([k, n]) => [String(k), n] as const).toSorted((a, b) => COLLATOR.compare(a[0], b[0])).slice(0, 100));
    if (NUMERIC_FACETS.has(f) && Number.isFinite(min)) facetStats[f] = { min, max };
  }
  return { distribution: facetDistribution, stats: facetStats };
}

/** Folded word or phrase → the folded alternatives it also finds (settings.ts `synonyms`). */
const SYNONYMS = new Map(Object.entries(synonyms()).map(([word, also]) => [fold(word), [...new Set(also.map(fold))]]));
const LONGEST_SYNONYM = Math.max(...[...SYNONYMS.keys()].map((k) => k.split(' ').length));

/**
 * The words as one MiniSearch query: every word (or known phrase) must match, itself (the last
 * one as a prefix, with typos) or one of its synonyms (exactly), as Meilisearch applies them.
 */
function withSynonyms(words: string[]): Query {
  const queries: Query[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 1;
    let also: string[] = [];
    for (let n = Math.min(LONGEST_SYNONYM, words.length - i); n >= 1; n--) {
      const found = SYNONYMS.get(fold(words.slice(i, i + n).join(' ')));
      if (found) {
        taken = n;
        also = found;
        break;
      }
    }
    const last = i + taken === words.length;
    const own: Query = { queries: [words.slice(i, i + taken).join(' ')], combineWith: 'AND', prefix: last && taken === 1 };
    // Synonyms match exactly (no typos), as prefixes too when last ("smartphone" finds "Smartphones").
    queries.push(also.length ? { combineWith: 'OR', queries: [own, ...also.map((a): Query => ({ queries: [a], combineWith: 'AND', prefix: last, fuzzy: false }))] } : own);
    i += taken;
  }
  return { combineWith: 'AND', queries };
}

function highlightText(text: string, terms: string[], pre: string, post: string): string {
  if (terms.length === 0) return text;
  const folded = fold(text);
  const marks: [number, number][] = [];
  for (const term of terms) {
    if (!term) continue;
    for (let i = folded.indexOf(term); i >= 0; i = folded.indexOf(term, i + term.length)) {
      // Highlight whole-word starts only, as Meilisearch does for prefixes.
      if (i === 0 || !/[\p{L}\p{N}]/u.test(folded[i - 1]!)) marks.push([i, i + term.length]);
    }
  }
  if (marks.length === 0) return text;
  let out = '';
  let last = 0;
  for (const [s, e] of marks.toSorted((a, b) => a[0] - b[0])) {
    if (s < last) continue;
    out += text.slice(last, s) + pre + text.slice(s, e) + post;
    last = e;
  }
  return out + text.slice(last);
}

const engines = new WeakMap<Db, SearchEngine>();

/** The engine of a database, shared by the search endpoints and Magento's `/V1/search`. */
export function searchEngineFor(db: Db, now: () => Date): SearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = new SearchEngine(db, sharedSummaries(db), now);
    engines.set(db, engine);
  }
  return engine;
}

