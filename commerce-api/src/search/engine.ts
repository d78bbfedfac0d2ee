import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import type { Db } from '../db/database.ts';
import type { Locale } from '../http/locale.ts';
import { finalPrice, magentoTime, sharedSummaries, type ProductSummary, type SummaryCache } from '../catalog/snapshot.ts';
import { selectLabel } from '../catalog/products.ts';
import { compileFilterTree, FilterError, toPredicate, type Doc, type FilterNode } from './filter.ts';
import { addBit, complement, emptyBitset, hasBit, intersect, unite, type Bitset } from './bitset.ts';
import { VersionedLru } from '../catalog/lru.ts';
import { scratchFloat64, scratchInt32, scratchInt8, zeroedInt32, zeroedUint8 } from '../catalog/scratch.ts';
import { productRank, SEARCHABLE_ATTRIBUTES, synonyms } from './settings.ts';
import { smallestKeys } from './smallest.ts';
import { bitCount, CompactScorer, merge, orderByScore, type Explained, type MiniInternals, type ScoredQuery } from './scorer.ts';
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
const UNIQUE_ATTRIBUTES = new Set(['id', 'sku', 'created_at']);
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

/**
 * MiniSearch, queried one word at a time: a word's results are kept (per index version) and
 * combined with the other words' as MiniSearch's own `AND` does. Shoppers reuse a small vocabulary
 * in ever new combinations, and scoring a word over a large catalogue (its prefixes, its typos,
 * its synonyms, every field) is what a search costs; `CompactScorer` does it as MiniSearch does,
 * with typed arrays instead of objects per document.
 */
class IndexedMiniSearch extends MiniSearch<IndexedDocument> {
  private compact?: CompactScorer;
  private ids?: Int32Array;

  /** The document id MiniSearch knows by `shortId`. */
  documentId(shortId: number): number {
    return this.documentIds()[shortId]!;
  }

  /** Document ids by short id (-1 for a removed document), for loops over many short ids. */
  documentIds(): Int32Array {
    if (!this.ids) {
      const { nextId, documentIds } = this.internals;
      this.ids = Int32Array.from({ length: nextId }, (_, i) => documentIds.get(i) ?? -1);
    }
    return this.ids;
  }

  shortId(id: number): number | undefined {
    return this.internals.idToShortId.get(id);
  }

  get scorer(): CompactScorer {
    return (this.compact ??= new CompactScorer(this.internals));
  }

  /** MiniSearch's (protected) index and id tables. */
  private get internals(): MiniInternals & { documentIds: Map<number, number>; idToShortId: Map<number, number> } {
    const self = this as unknown as Record<string, unknown>;
    const field = (name: string) => self[`_${name}`];
    return {
      index: field('index'),
      fieldIds: field('fieldIds'),
      avgFieldLength: field('avgFieldLength'),
      documentCount: field('documentCount'),
      fieldLength: field('fieldLength'),
      nextId: field('nextId'),
      options: field('options'),
      documentIds: field('documentIds'),
      idToShortId: field('idToShortId'),
    } as MiniInternals & { documentIds: Map<number, number>; idToShortId: Map<number, number> };
  }
}

/**
 * The documents matching a run of words, in MiniSearch's order (score descending), with whether
 * each needed a typo; `explain` gives one document's query terms and matched words (MiniSearch's
 * `queryTerms` and `terms`).
 */
interface Run {
  n: number;
  /** MiniSearch's short ids. */
  ids: Int32Array;
  scores: Float64Array;
  typo: Uint8Array;
  explain(shortId: number): { queryTerms: string[]; terms: string[] } | null;
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
  /** The same documents by id (an array: a search reads one per match). */
  byId: IndexedDocument[];
  docsBuiltAt: number;
  /** When the next special price or flash sale starts or ends: documents are rebuilt then. */
  validUntil: number;
  docsStamp: string;
}

const MAX_TOTAL_HITS = 1000;

/**
 * Matching documents in order, as parallel lists (no object per document): document id, relevance
 * score, and the bucket of the rules before `sort` (words matched × 10 + product rank). A search's
 * hits are the same, filtered and sorted.
 */
export interface Matches {
  n: number;
  ids: Int32Array;
  scores: Float64Array;
  buckets: Int32Array;
  /**
   * The query text whose matches are these same documents in another order, when known: a query
   * of several words whose every match also matches its first word (dropping words from the end,
   * the first word's documents come last and include all the others) has its first word's.
   */
  sameDocumentsAs?: string;
}

/**
 * A search's hits (the matches its filter keeps, in relevance order: facets are counted over
 * them) and, per sort, the positions of as many hits in that order as pages have asked for.
 */
interface HitList extends Matches {
  orders: Map<string, Int32Array>;
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
  private readonly matches = new VersionedLru<Matches>(2000, 2_000_000, { admitOnSecondSight: 20_000 });
  /** Results of one word (with its synonyms; null: beyond the compact scorer), and of a run of words, per index version. */
  private readonly words = new VersionedLru<ScoredQuery | null>(4000, 2_000_000);
  private readonly runs = new VersionedLru<Run>(4000, 2_000_000);
  /** Per index: each short id's product rank (-1: not a searchable document). */
  private readonly shortRanks = new WeakMap<LocaleIndex, Int8Array>();
  /** Per locale's index: each facet's coded values (`facetColumn`). */
  private readonly columns = new WeakMap<LocaleIndex, Map<string, FacetColumn>>();
  /** Filtered hits (with each sort's order) per locale and index state: pages and sorts of one search reuse them. */
  private readonly hitLists = perLocale(() => new VersionedLru<HitList>(1000, 1_000_000, { admitOnSecondSight: 20_000 }));
  /** Per locale's index and its state: each sort's ranks of the documents (`sortRanks`). */
  private readonly ranks = new WeakMap<LocaleIndex, Map<string, { state: string; ranks: Int32Array }>>();
  /** Each filter condition's documents over the catalogue, per index state (`filterBits`). */
  private readonly conditions = perLocale(() => new VersionedLru<Bitset>(2000, 50_000_000));
  // Whole filters' document sets (their conditions combined, documents of the index only), by the
  // filter's text: shoppers' filters repeat far more than their queries do.
  private readonly filterSets = perLocale(() => new VersionedLru<Bitset>(1000, 16_000_000));
  // The ids that have a document, per document list (rebuilt lists are new arrays).
  private readonly presentIds = new WeakMap<IndexedDocument[], Bitset>();
  private readonly facetCounts = perLocale(() => new VersionedLru<FacetCounts>(2000));

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
      entry = { version, mini, docs, byId: listById(docs), docsBuiltAt: now, docsStamp: stamp, validUntil: nextBoundary(summaries, now) };
      this.indexes.set(locale, entry);
    } else if (now >= entry.validUntil || now < entry.docsBuiltAt) {
      const names = this.categoryNames(locale);
      entry.docs = new Map(searchable().map((p) => [p.id, toDocument(p, locale, now, names)]));
      entry.byId = listById(entry.docs);
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
        if (doc.qty !== p.qty || doc.in_stock !== inStock) {
          const copy = { ...doc, qty: p.qty, in_stock: inStock };
          entry.docs.set(id, copy);
          entry.byId[id] = copy;
        }
      }
      entry.docsStamp = stamp;
    }
    return entry;
  }

  /** Matching ids in relevance order with their scores; all searchable ids when `q` is empty. */
  match(locale: Locale, q: string | null | undefined, strategy: 'last' | 'all' | 'frequency' = 'last'): Matches {
    const entry = this.index(locale);
    const text = (q ?? '').trim();
    const key = `${locale}:${strategy}:${text}`;
    const cached = this.matches.at(entry.version).get(key);
    if (cached) return cached;
    if (!text) {
      const ids = Int32Array.from(entry.docs.keys());
      const all = { n: ids.length, ids, scores: new Float64Array(ids.length), buckets: new Int32Array(ids.length) };
      this.matches.set(key, all, all.n + 1);
      return all;
    }
    const words = queryWords(text);
    const ranks = this.ranksOf(entry);
    // Each document is taken once at the most. Working arrays the catalogue's size: reused (scratch.ts).
    const seen = zeroedUint8('match.seen', ranks.length);
    const ids = scratchInt32('match.ids', ranks.length);
    const scores = scratchFloat64('match.scores', ranks.length);
    const buckets = scratchInt32('match.buckets', ranks.length);
    let taken = 0;
    // Meilisearch's rules in their order (settings.ts): words matched, the product rank (main
    // products, packs, accessories), typos, then relevance. Runs come in words-matched order and
    // each is in relevance order, so a stable count sort on (rank, typo) within a run orders
    // them all. One score carries that order.
    const counts = new Int32Array(6);
    // Documents of the last run taken that may be taken (rank 0 and up), seen before or not.
    let eligible = 0;
    const documentIds = entry.mini.documentIds();
    const take = (run: Run, matchedWords: number) => {
      const keys = scratchInt8('match.keys', run.n);
      counts.fill(0);
      eligible = 0;
      for (let i = 0; i < run.n; i++) {
        const shortId = run.ids[i]!;
        const rank = ranks[shortId]!;
        if (rank >= 0) eligible++;
        if (seen[shortId] || rank < 0) {
          keys[i] = -1;
          continue;
        }
        seen[shortId] = 1;
        // A query word found only through a typo ranks after the exact (or prefix) finds.
        const order = (2 - rank) * 2 + run.typo[i]!;
        keys[i] = order;
        counts[order]!++;
      }
      const starts = new Int32Array(6);
      for (let k = 1; k < 6; k++) starts[k] = starts[k - 1]! + counts[k - 1]!;
      const base = taken;
      taken += starts[5]! + counts[5]!;
      for (let i = 0; i < run.n; i++) {
        const order = keys[i]!;
        if (order < 0) continue;
        const rank = 2 - (order >> 1);
        const typo = order & 1;
        const at = base + starts[order]!++;
        ids[at] = documentIds[run.ids[i]!]!;
        scores[at] = matchedWords * 1e7 + rank * 1e5 + (1 - typo) * 1e4 + Math.min(run.scores[i]!, 9_999);
        buckets[at] = matchedWords * 10 + rank;
      }
    };
    take(this.run(entry, locale, words), words.length);
    if (strategy !== 'all') {
      // "last": documents matching fewer words, dropping words from the end, rank after.
      for (let n = words.length - 1; n >= 1; n--) take(this.run(entry, locale, words.slice(0, n)), n);
    }
    const out: Matches = { n: taken, ids: ids.slice(0, taken), scores: scores.slice(0, taken), buckets: buckets.slice(0, taken) };
    // The first word's run was taken last: when nothing outside it was taken before, these are
    // its documents (a phrase synonym of several words can find documents the first word alone does not).
    if (strategy !== 'all' && words.length > 1 && taken === eligible) out.sameDocumentsAs = words[0];
    this.matches.set(key, out, taken + 1);
    return out;
  }

  /** The words of the query `match` found document `m.id` (of bucket `m.bucket`) with (MiniSearch's matched terms, for highlighting). */
  matchedTerms(locale: Locale, q: string | null | undefined, m: { id: number; bucket: number }): string[] {
    const entry = this.index(locale);
    const words = queryWords((q ?? '').trim()).slice(0, Math.floor(m.bucket / 10));
    const shortId = entry.mini.shortId(m.id);
    if (!words.length || shortId === undefined) return [];
    return this.run(entry, locale, words).explain(shortId)?.terms ?? [];
  }

  private ranksOf(entry: LocaleIndex): Int8Array {
    let ranks = this.shortRanks.get(entry);
    if (!ranks) {
      ranks = new Int8Array(entry.mini.scorer.size).fill(-1);
      for (let shortId = 0; shortId < ranks.length; shortId++) {
        const doc = entry.docs.get(entry.mini.documentId(shortId));
        if (doc) ranks[shortId] = doc.product_rank;
      }
      this.shortRanks.set(entry, ranks);
    }
    return ranks;
  }

  /**
   * What `mini.search(withSynonyms(ws), SEARCH_OPTIONS)` answers, from each word's kept results:
   * the same documents, scores, terms and order (tests compare them).
   */
  textResults(locale: Locale, ws: string[], { kept: useKept = true } = {}): TextResult[] {
    const entry = this.index(locale);
    if (!useKept) return this.miniSearch(entry, ws);
    const run = this.run(entry, locale, ws);
    return Array.from(run.ids, (shortId, i) => ({ id: entry.mini.documentId(shortId), score: run.scores[i]!, ...run.explain(shortId)! }));
  }

  private miniSearch(entry: LocaleIndex, ws: string[]): TextResult[] {
    return entry.mini.search(withSynonyms(ws), SEARCH_OPTIONS).map((r) => ({ id: r.id as number, score: r.score, terms: r.terms, queryTerms: r.queryTerms }));
  }

  /** A run of words (all must match), from each word's kept results, combined as MiniSearch's `AND`. */
  private run(entry: LocaleIndex, locale: Locale, ws: string[]): Run {
    const key = `${locale}\u0001${ws.join('\u0001')}`;
    const kept = this.runs.at(entry.version).get(key);
    if (kept) return kept;
    const scorer = entry.mini.scorer;
    // As MiniSearch runs a compound query: its options, with the outer `AND`, for each part.
    const options = { ...SEARCH_OPTIONS, combineWith: 'AND', queries: undefined } as SearchOptions;
    const queries = (withSynonyms(ws) as { queries: Query[] }).queries;
    const parts: ScoredQuery[] = [];
    for (const part of queries) {
      const partKey = `${locale}\u0001${JSON.stringify(part)}`;
      let scored = this.words.at(entry.version).get(partKey);
      if (scored === undefined) {
        scored = scorer.run(part, options) ?? null;
        this.words.set(partKey, scored, (scored?.scored.n ?? 0) + 1);
      }
      if (!scored) break;
      parts.push(scored);
    }
    const run = (parts.length === queries.length && combineParts(scorer, parts)) || this.referenceRun(entry, ws);
    this.runs.set(key, run, run.n + 1);
    return run;
  }

  /** MiniSearch's own answer as a run: for queries beyond the compact scorer (over 31 source terms). */
  private referenceRun(entry: LocaleIndex, ws: string[]): Run {
    const results = this.miniSearch(entry, ws);
    const byShortId = new Map(results.map((r) => [entry.mini.shortId(r.id)!, r]));
    return {
      n: results.length,
      ids: Int32Array.from(results, (r) => entry.mini.shortId(r.id)!),
      scores: Float64Array.from(results, (r) => r.score),
      typo: Uint8Array.from(results, (r) => (r.queryTerms.some((term) => !r.terms.some((t) => t.startsWith(term))) ? 1 : 0)),
      explain: (shortId) => byShortId.get(shortId) ?? null,
    };
  }

  /**
   * Each searchable document's place in the catalogue ordered by `sort` (equal documents share
   * one), per index state: a search then orders its hits by two integers instead of comparing
   * documents' fields, and the catalogue is ordered once per sort, not once per search.
   */
  private sortRanks(entry: LocaleIndex, sort: readonly { field: keyof SearchDocument; dir: number }[]): Int32Array {
    // An order (stock) changes only `qty` and `in_stock`: other sorts' ranks last until the
    // documents are rebuilt.
    const state = sort.some((s) => s.field === 'qty' || s.field === 'in_stock') ? `${entry.docsStamp}:${entry.docsBuiltAt}` : String(entry.docsBuiltAt);
    let kept = this.ranks.get(entry);
    if (!kept) this.ranks.set(entry, (kept = new Map()));
    const key = JSON.stringify(sort);
    const found = kept.get(key);
    if (found?.state === state) return found.ranks;
    const all = [...entry.docs.values()];
    let ranks = sort.length === 1 ? singleFieldRanks(all, sort[0]!.field, sort[0]!.dir) : undefined;
    if (ranks) {
      kept.set(key, { state, ranks });
      return ranks;
    }
    // Each sort field's values read once into a list: the comparisons then index lists.
    const columns = sort.map(({ field, dir }) => ({ values: all.map((d) => d[field] as number | string | null), dir }));
    const compare = (x: number, y: number) => {
      for (const { values, dir } of columns) {
        const va = values[x]!;
        const vb = values[y]!;
        if (va === vb) continue;
        if (va === null) return 1;
        if (vb === null) return -1;
        return (va < vb ? -1 : 1) * dir;
      }
      return 0;
    };
    const order = all.map((_, i) => i).toSorted(compare);
    let maxId = 0;
    for (const d of all) if (d.id > maxId) maxId = d.id;
    ranks = new Int32Array(maxId + 1);
    let rank = 0;
    for (let i = 0; i < order.length; i++) {
      if (i > 0 && compare(order[i - 1]!, order[i]!) !== 0) rank = i;
      ranks[all[order[i]!]!.id] = rank;
    }
    kept.set(key, { state, ranks });
    return ranks;
  }

  /**
   * The documents a filter keeps, as a set over the catalogue (ids without a document left out):
   * each condition's set is kept per index state (shoppers combine a few brands, categories and
   * price bounds in ever new ways) and the sets are combined 32 documents at a time; the result is
   * kept too, by the filter's text. A condition on an attribute's values tests each distinct value
   * once and reads the documents' coded values (`facetColumn`); others test every document.
   * Undefined when that costs more than testing the matches one by one: when some condition is
   * new and the matches are few, or when many conditions are new.
   */
  private filterBits(locale: Locale, entry: LocaleIndex, state: string, filter: FilterNode, filterText: string, matches: number): Bitset | undefined {
    const byId = entry.byId;
    const combined = this.filterSets(locale).at(state);
    const known = combined.get(filterText);
    if (known) return known;
    const kept = this.conditions(locale).at(state);
    const tests: Extract<FilterNode, { kind: 'test' }>[] = [];
    const collect = (node: FilterNode) => {
      if (node.kind === 'test') tests.push(node);
      else if (node.kind === 'not') collect(node.inner);
      else if (node.kind !== 'all') node.parts.forEach(collect);
    };
    collect(filter);
    // This filter's condition sets, held here: the cache may drop some while others are added.
    const sets = new Map<string, Bitset>();
    const missing: typeof tests = [];
    for (const node of tests) {
      const bits = kept.get(node.key);
      if (bits) sets.set(node.key, bits);
      else if (!sets.has(node.key) && !missing.some((m) => m.key === node.key)) missing.push(node);
    }
    // A column holds no empty values (null, '', none): conditions such a value passes test documents.
    const byColumn = ({ values: v }: (typeof tests)[number]) => v !== undefined && !v.test(null) && !v.test(undefined) && !v.test('');
    if (missing.length > 16) return undefined;
    if (missing.some((node) => !byColumn(node)) ? matches * 8 < byId.length : missing.length && matches * 32 < byId.length) return undefined;
    for (const node of missing) {
      const bits = emptyBitset(byId.length);
      if (byColumn(node)) {
        const { attribute, test, negate } = node.values!;
        const { values, start, codes } = this.facetColumn(entry, attribute);
        const passes = Uint8Array.from(values, (value) => (test(value) ? 1 : 0));
        for (let id = 0; id < byId.length; id++) {
          if (byId[id] === undefined) continue;
          let any = false;
          for (let k = start[id]!, end = start[id + 1]!; k < end && !any; k++) any = passes[codes[k]!] === 1;
          if (any !== negate) addBit(bits, id);
        }
      } else {
        for (let id = 0; id < byId.length; id++) {
          const doc = byId[id];
          if (doc !== undefined && node.test(doc as unknown as Doc)) addBit(bits, id);
        }
      }
      sets.set(node.key, bits);
      kept.set(node.key, bits, bits.length * 4);
    }
    const all = complement(emptyBitset(byId.length));
    const evaluate = (node: FilterNode): Bitset => {
      switch (node.kind) {
        case 'all':
          return all;
        case 'test':
          return sets.get(node.key)!;
        case 'not':
          return complement(evaluate(node.inner));
        default:
          return node.parts.reduce<Bitset>((acc, part) => (node.kind === 'and' ? intersect(acc, evaluate(part)) : unite(acc, evaluate(part))), node.kind === 'and' ? all : emptyBitset(byId.length));
      }
    };
    let present = this.presentIds.get(byId);
    if (!present) {
      present = emptyBitset(byId.length);
      for (let id = 0; id < byId.length; id++) if (byId[id] !== undefined) addBit(present, id);
      this.presentIds.set(byId, present);
    }
    const result = intersect(evaluate(filter), present);
    combined.set(filterText, result, result.length * 4);
    return result;
  }

  /** The matches the filter keeps, in relevance order. */
  private filtered(locale: Locale, entry: LocaleIndex, state: string, matched: Matches, filter: FilterNode, filterText: string): HitList {
    // Positions in `matched` of the documents the filter keeps (`pick` copies them out).
    const kept = scratchInt32('filtered.kept', matched.n);
    let n = 0;
    const byId = entry.byId;
    if (filter.kind === 'all') {
      for (let i = 0; i < matched.n; i++) if (byId[matched.ids[i]!] !== undefined) kept[n++] = i;
    } else {
      const bits = this.filterBits(locale, entry, state, filter, filterText, matched.n);
      if (bits) {
        for (let i = 0; i < matched.n; i++) if (hasBit(bits, matched.ids[i]!)) kept[n++] = i;
      } else {
        const predicate = toPredicate(filter);
        for (let i = 0; i < matched.n; i++) {
          const doc = byId[matched.ids[i]!];
          if (doc !== undefined && predicate(doc as unknown as Doc)) kept[n++] = i;
        }
      }
    }
    const hits = n === matched.n ? matched : pick(matched, kept.subarray(0, n));
    return { n: hits.n, ids: hits.ids, scores: hits.scores, buckets: hits.buckets, orders: new Map() };
  }

  /**
   * Positions in `hits` of its first `need` hits in the asked order (the rules before `sort` —
   * words matched, product rank — lead, then the sort's rank, then relevance order: a stable
   * sort), kept on the hit list per sort; undefined when the order is relevance order. A page
   * of many hits selects its first ones instead of ordering them all.
   */
  private ordered(entry: LocaleIndex, hits: HitList, sort: { field: keyof SearchDocument; dir: number }[], need: number): Int32Array | undefined {
    const n = hits.n;
    if (!sort.length || n < 2) return undefined;
    const sortKey = JSON.stringify(sort);
    let order = hits.orders.get(sortKey);
    if (order && order.length >= Math.min(need, n)) return order;
    const ranks = this.sortRanks(entry, sort);
    const bucket = (k: number) => hits.buckets[k]!;
    const rank = (k: number) => ranks[hits.ids[k]!]!;
    let low = Infinity;
    let high = -Infinity;
    for (let k = 0; k < n; k++) {
      if (bucket(k) < low) low = bucket(k);
      if (bucket(k) > high) high = bucket(k);
    }
    const span = ranks.length + 1;
    // One number per hit holds its whole place (bucket, rank, position) when it fits exactly.
    const packed = (high - low + 1) * span * n < Number.MAX_SAFE_INTEGER;
    const key = (k: number) => ((high - bucket(k)) * span + rank(k)) * n + k;
    if (packed && need * 16 < n) {
      // A few pages ahead while the selection stays a small part of the hits: shoppers read on,
      // and the next pages then reuse this order instead of selecting again.
      const ahead = Math.max(need, Math.min(need * 4, Math.floor((n - 1) / 16)));
      order = Int32Array.from(smallestKeys(n, ahead, key), (v) => v % n);
    } else if (high - low < 64 && n >= 1024) {
      // Many hits: two stable counting sorts (by the sort's rank, then by bucket) order them in
      // linear time, as the packed numbers would.
      order = countingOrder(n, high - low + 1, (k) => high - bucket(k), countingOrder(n, span, rank));
    } else if (packed) {
      const keys = new Float64Array(n);
      for (let k = 0; k < n; k++) keys[k] = key(k);
      keys.sort();
      order = Int32Array.from(keys, (v) => v % n);
    } else {
      order = Int32Array.from({ length: n }, (_, k) => k).toSorted((x, y) => bucket(y) - bucket(x) || rank(x) - rank(y) || x - y);
    }
    hits.orders.set(sortKey, order);
    return order;
  }

  /**
   * One facet's values, coded, by document id, per index state (only `qty` and `in_stock` move
   * with stock): counting a facet over the hits is then an array increment per value.
   */
  private facetColumn(entry: LocaleIndex, field: string): FacetColumn {
    const state = field === 'qty' || field === 'in_stock' ? `${entry.docsStamp}:${entry.docsBuiltAt}` : String(entry.docsBuiltAt);
    let kept = this.columns.get(entry);
    if (!kept) this.columns.set(entry, (kept = new Map()));
    let column = kept.get(field);
    if (column?.state === state) return column;
    const codeOf = new Map<string | number, number>();
    const values: (string | number)[] = [];
    const size = entry.byId.length + 1;
    const start = new Int32Array(size + 1);
    const valuesOf = (doc: IndexedDocument): unknown[] => {
      const raw = (doc as unknown as Record<string, unknown>)[field];
      return (Array.isArray(raw) ? raw : [raw]).filter((v) => v !== null && v !== undefined && v !== '');
    };
    for (const doc of entry.docs.values()) start[doc.id + 1] = valuesOf(doc).length;
    for (let id = 0; id < size; id++) start[id + 1]! += start[id]!;
    const codes = new Int32Array(start[size]!);
    for (const doc of entry.docs.values()) {
      let at = start[doc.id]!;
      for (const v of valuesOf(doc) as (string | number)[]) {
        let code = codeOf.get(v);
        if (code === undefined) {
          code = values.length;
          codeOf.set(v, code);
          // A Map holds -0 as 0: keep the value as the Map's key reads.
          values.push(v === 0 ? 0 : v);
        }
        codes[at++] = code;
      }
    }
    column = { state, values, codeOf, start, codes };
    kept.set(field, column);
    return column;
  }

  /** Whether a facet's distribution is the same whatever the order of the hits it is counted over. */
  private orderFreeFacet(entry: LocaleIndex, field: string): boolean {
    const column = this.facetColumn(entry, field);
    if (column.orderFree === undefined) {
      const place = (column.collated ??= collatedPlaces(column.values));
      column.orderFree = new Set(place).size === place.length;
    }
    return column.orderFree;
  }

  /**
   * Meilisearch's `facetDistribution` (at most 100 values a facet, sorted) and `facetStats` of
   * the hits: values in the order the hits first show them, then sorted (numbers as numbers).
   */
  private countFacets(entry: LocaleIndex, hits: Matches, facetNames: readonly string[]): FacetCounts {
    const facetDistribution: Record<string, Record<string, number>> = {};
    const facetStats: Record<string, { min: number; max: number }> = {};
    for (const f of facetNames) {
      const column = this.facetColumn(entry, f);
      const { values, codeOf, start, codes } = column;
      const counts = zeroedInt32('facets.counts', values.length);
      const seen: number[] = [];
      for (let i = 0; i < hits.n; i++) {
        const id = hits.ids[i]!;
        for (let k = start[id]!, end = start[id + 1]!; k < end; k++) {
          const code = codes[k]!;
          if (counts[code] === 0) seen.push(code);
          counts[code] = counts[code]! + 1;
        }
      }
      let min = Infinity;
      let max = -Infinity;
      let numeric = true;
      for (const code of seen) {
        const v = values[code]!;
        if (typeof v === 'number') {
          if (v < min) min = v;
          if (v > max) max = v;
        } else {
          numeric = false;
        }
      }
      let first: number[];
      if (numeric) {
        // Numbers (prices: one value per hit or nearly) in ascending order, the first 100: read
        // from the column's values in order when the hits show many of them.
        const ascending = (column.ascending ??= ascendingNumbers(values, codeOf));
        if (seen.length * 16 < ascending.length) first = Array.from(Float64Array.from(seen, (code) => values[code] as number).toSorted().subarray(0, 100), (k) => codeOf.get(k)!);
        else {
          first = [];
          for (let i = 0; i < ascending.length && first.length < 100; i++) if (counts[ascending[i]!]) first.push(ascending[i]!);
        }
      } else {
        // Texts in the collation's order (each value's place computed once), equal ones in the
        // order the hits show them.
        const place = (column.collated ??= collatedPlaces(values));
        first = seen.toSorted((a, b) => place[a]! - place[b]!).slice(0, 100);
      }
      const labels = (column.labels ??= values.map(String));
      facetDistribution[f] = Object.fromEntries(first.map((code) => [labels[code]!, counts[code]!]));
      if (NUMERIC_FACETS.has(f) && Number.isFinite(min)) facetStats[f] = { min, max };
    }
    return { distribution: facetDistribution, stats: facetStats };
  }

  /**
   * Builds `locale`'s index and, ahead of the first shoppers, what searches share across it:
   * every one-field sort's ranks and every facet's coded values. At 50,000 products a first
   * sort by name takes ~100 ms, which the first search asking for it would otherwise wait for,
   * and every request queued behind it.
   */
  warm(locale: Locale): void {
    const entry = this.index(locale);
    for (const field of SORTABLE_ATTRIBUTES as (keyof SearchDocument)[]) for (const dir of [1, -1]) this.sortRanks(entry, [{ field, dir }]);
    // Not the attributes unique to each product: their columns are a map as large as the
    // catalogue, made only if a filter or facet asks for them.
    for (const field of FILTERABLE_ATTRIBUTES) if (!UNIQUE_ATTRIBUTES.has(field)) this.facetColumn(entry, field);
  }

  /** Changes whenever a search over `locale` could answer differently. */
  stateKey(locale: Locale): string {
    return indexState(this.index(locale));
  }

  /** A search's answer (Meilisearch's shape). */
  search(locale: Locale, params: SearchParams) {
    const { head, facets } = this.answer(locale, params);
    return facets ? { ...head, facetDistribution: facets.distribution, facetStats: facets.stats } : head;
  }

  /**
   * The same answer as JSON (the same text `JSON.stringify(search(…))` gives): the facets' part,
   * up to 300 values at 50,000 products, is written once per facet count kept, not per answer.
   */
  searchJson(locale: Locale, params: SearchParams): string {
    const { head, facets } = this.answer(locale, params);
    const json = JSON.stringify(head);
    if (!facets) return json;
    facets.json ??= `"facetDistribution":${JSON.stringify(facets.distribution)},"facetStats":${JSON.stringify(facets.stats)}`;
    return `${json.slice(0, -1)},${facets.json}}`;
  }

  private answer(locale: Locale, params: SearchParams) {
    const started = performance.now();
    const entry = this.index(locale);
    let filter;
    try {
      filter = compileFilterTree(params.filter, FILTERABLE_ATTRIBUTES);
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
    const state = indexState(entry);
    // The documents a (query text, filter) keeps, whatever their order or page.
    const filterText = JSON.stringify(params.filter ?? null);
    const documentsKey = (text: string) => `${locale}\u0001${params.matchingStrategy ?? 'last'}\u0001${text}\u0001${filterText}`;
    const filterKey = documentsKey((params.q ?? '').trim());
    let hits = this.hitLists(locale).at(state).get(filterKey);
    if (!hits) {
      hits = this.filtered(locale, entry, state, matched, filter, filterText);
      this.hitLists(locale).set(filterKey, hits, hits.n + 1);
    }

    // Facet counts depend on the documents, not their order: a query with its first word's
    // documents shares that word's counts, unless a facet orders values by the order the hits
    // show them (texts that collate equal).
    const sameDocuments = matched.sameDocumentsAs !== undefined && facetNames.every((f) => this.orderFreeFacet(entry, f));
    const facetKey = `${sameDocuments ? documentsKey(matched.sameDocumentsAs!) : filterKey}\u0001${facetNames.join(',')}`;
    let facetCounts = this.facetCounts(locale).at(state).get(facetKey);
    if (!facetCounts) {
      facetCounts = this.countFacets(entry, hits, facetNames);
      this.facetCounts(locale).set(facetKey, facetCounts);
    }

    const paged = params.page !== undefined || params.hitsPerPage !== undefined;
    // Only the page's hits become answers: the others stay indexes into the kept list.
    const total = Math.min(hits.n, MAX_TOTAL_HITS);
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
    const topScore = matched.scores[0] || 1;
    const highlight = params.attributesToHighlight ?? [];
    const pre = params.highlightPreTag ?? '<em>';
    const post = params.highlightPostTag ?? '</em>';
    const first = Math.min(from, total);
    const last = Math.max(first, Math.min(to, total));
    const order = last > first ? this.ordered(entry, hits, sort, last) : undefined;
    const out = Array.from({ length: last - first }, (_, i) => {
      const at = order ? order[first + i]! : first + i;
      const h = { id: hits.ids[at]!, score: hits.scores[at]!, bucket: hits.buckets[at]! };
      // The hits were kept for this index state: its documents are the ones they were filtered on.
      const doc = entry.byId[h.id]!;
      // A copy of the whole document is one spread (the documents share one shape).
      const hit: Record<string, unknown> = retrieve ? {} : { ...doc };
      if (retrieve) for (const [k, v] of Object.entries(doc)) if (retrieve.has(k)) hit[k] = v;
      if (highlight.length) {
        const terms = this.matchedTerms(locale, params.q, h);
        const formatted: Record<string, unknown> = {};
        const names = highlight.includes('*') ? Object.keys(doc) : highlight;
        for (const [k, v] of Object.entries(doc)) {
          if (retrieve && !retrieve.has(k) && !names.includes(k)) continue;
          formatted[k] = typeof v === 'string' && names.includes(k) ? highlightText(v, terms, pre, post) : typeof v === 'number' ? String(v) : v;
        }
        hit['_formatted'] = formatted;
      }
      if (params.showRankingScore) hit['_rankingScore'] = params.q ? Math.round((h.score / topScore) * 10_000) / 10_000 : 1;
      return hit;
    });
    return {
      head: { hits: out, query: params.q ?? '', processingTimeMs: Math.round(performance.now() - started), ...pagination },
      facets: params.facets ? facetCounts : undefined,
    };
  }
}

/** A hit list's facet counts (Meilisearch's `facetDistribution`, `facetStats`) and, once written, their JSON members. */
interface FacetCounts {
  distribution: Record<string, Record<string, number>>;
  stats: Record<string, { min: number; max: number }>;
  json?: string;
}

/** One facet's values by document id: `codes[start[id]..start[id + 1]]` index `values`. */
interface FacetColumn {
  state: string;
  values: (string | number)[];
  codeOf: Map<string | number, number>;
  start: Int32Array;
  codes: Int32Array;
  /** Codes of the numbers among `values`, ascending (`ascendingNumbers`), once needed. */
  ascending?: Int32Array;
  /** Each code's place in the collation order of the values as text (`collatedPlaces`), once needed. */
  collated?: Int32Array;
  /** The values as the answer's keys (texts), once needed. */
  labels?: string[];
  /** Whether no two values collate equal (the distribution is then the same in any hit order), once needed. */
  orderFree?: boolean;
}

/**
 * `sortRanks` for a sort on one field whose values are all numbers (or all texts), nulls last:
 * a document's rank is the number of documents ordered strictly before it, counted by a binary
 * search in the field's values sorted natively (a typed array for numbers) instead of ordering
 * the documents with a comparison function. Undefined for other fields (mixed types, NaN).
 */
function singleFieldRanks(all: readonly IndexedDocument[], field: keyof SearchDocument, dir: number): Int32Array | undefined {
  let maxId = 0;
  let numbers = 0;
  let texts = 0;
  for (const d of all) {
    if (d.id > maxId) maxId = d.id;
    const v = d[field];
    if (typeof v === 'number' && !Number.isNaN(v)) numbers++;
    else if (typeof v === 'string') texts++;
    else if (v !== null) return undefined;
  }
  if (numbers && texts) return undefined;
  const ranks = new Int32Array(maxId + 1);
  const present = numbers + texts;
  if (numbers) {
    // Descending is ascending over the negated values.
    const sorted = new Float64Array(present);
    let k = 0;
    for (const d of all) if (d[field] !== null) sorted[k++] = (d[field] as number) * dir;
    sorted.sort();
    for (const d of all) ranks[d.id] = d[field] === null ? present : lowerBound(sorted, (d[field] as number) * dir);
    return ranks;
  }
  // Texts: `<` orders them by UTF-16 code units; a text's rank is
  // where its first copy lands (descending: counted from the other end).
  const sorted: string[] = [];
  for (const d of all) if (d[field] !== null) sorted.push(d[field] as string);
  sorted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  sorted.forEach((t, i) => {
    if (!first.has(t)) first.set(t, i);
    last.set(t, i);
  });
  for (const d of all) ranks[d.id] = d[field] === null ? present : dir > 0 ? first.get(d[field] as string)! : present - 1 - last.get(d[field] as string)!;
  return ranks;
}

/** How many of the ascending `sorted` are below `v`. */
function lowerBound(sorted: Float64Array, v: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One cache per locale: each locale's index has its own state (built at its own time), and a
 * cache shared by both would be emptied whenever a search in the other locale came in.
 */
function perLocale<V>(make: () => VersionedLru<V>): (locale: Locale) => VersionedLru<V> {
  const caches = new Map<Locale, VersionedLru<V>>();
  return (locale) => {
    let cache = caches.get(locale);
    if (!cache) caches.set(locale, (cache = make()));
    return cache;
  };
}

/** Codes of the numbers among `values`, in ascending order of the numbers (as a typed array sorts them). */
function ascendingNumbers(values: readonly (string | number)[], codeOf: Map<string | number, number>): Int32Array {
  const numbers = Float64Array.from(values.filter((v): v is number => typeof v === 'number')).toSorted();
  return Int32Array.from(numbers, (v) => codeOf.get(v)!);
}

/** Each value's place when the values, as text, are sorted by the facets' collator (equal texts share one). */
function collatedPlaces(values: readonly (string | number)[]): Int32Array {
  const texts = values.map(String);
  const order = texts.map((_, i) => i).toSorted((a, b) => COLLATOR.compare(texts[a]!, texts[b]!));
  const place = new Int32Array(values.length);
  for (let k = 1; k < order.length; k++) place[order[k]!] = COLLATOR.compare(texts[order[k - 1]!]!, texts[order[k]!]!) === 0 ? place[order[k - 1]!]! : k;
  return place;
}

/**
 * Positions 0..n-1 (in the order of `within`, when given) stably ordered by `key`, an integer
 * from 0 to `range - 1`: a counting sort.
 */
/** The matches at `positions`, in that order. */
function pick(matched: Matches, positions: Int32Array): Matches {
  const n = positions.length;
  const out = { n, ids: new Int32Array(n), scores: new Float64Array(n), buckets: new Int32Array(n) };
  for (let k = 0; k < n; k++) {
    const i = positions[k]!;
    out.ids[k] = matched.ids[i]!;
    out.scores[k] = matched.scores[i]!;
    out.buckets[k] = matched.buckets[i]!;
  }
  return out;
}

function countingOrder(n: number, range: number, key: (i: number) => number, within?: Int32Array): Int32Array {
  // `range` may be the catalogue's size (a sort's ranks).
  const starts = zeroedInt32('countingOrder.starts', range + 1);
  for (let i = 0; i < n; i++) starts[key(i) + 1]!++;
  for (let v = 0; v < range; v++) starts[v + 1]! += starts[v]!;
  const out = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const i = within ? within[k]! : k;
    out[starts[key(i)]!++] = i;
  }
  return out;
}

/** An index's state: its version, and when and from which stock its documents were made. */
function indexState(entry: LocaleIndex): string {
  return `${entry.version}:${entry.docsStamp}:${entry.docsBuiltAt}`;
}

/** Documents in an array by id. */
function listById(docs: Map<number, IndexedDocument>): IndexedDocument[] {
  const byId: IndexedDocument[] = [];
  for (const [id, doc] of docs) byId[id] = doc;
  return byId;
}

/** The words of a query: Meilisearch considers the first ten only. */
function queryWords(text: string): string[] {
  return text.split(/\s+/).slice(0, 10);
}

/** Up to this many terms in a word, its masks are remapped through a table (2^bits entries). */
const REMAP_TABLE_BITS = 10;

/** Mask over a word's terms → the same terms' bits among the run's terms (`bits[i]` is term i's). */
function remapTable(bits: readonly number[]): Int32Array {
  const table = new Int32Array(1 << bits.length);
  for (let mask = 1; mask < table.length; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    table[mask] = table[mask & (mask - 1)]! | (1 << bits[low]!);
  }
  return table;
}

/**
 * The words of a run, each compiled with its synonyms, combined as MiniSearch's `AND` of them
 * (the order of the last, scores added), then scored and ordered as its `search()` does (score ×
 * the number of query terms matched, descending, stable). False when the query terms are too
 * many for the bit sets.
 */
function combineParts(scorer: CompactScorer, parts: ScoredQuery[]): Run | false {
  const terms: string[] = [];
  for (const part of parts) for (const t of part.terms) if (!terms.includes(t)) terms.push(t);
  if (terms.length > 31) return false;
  let combined;
  // Bit sets over the run's terms; a query term another word's match starts with ("tele" in
  // "tele television") may be covered across words: such documents are checked one by one.
  let across = 0;
  for (const [p, part] of parts.entries()) {
    const bits = part.terms.map((t) => terms.indexOf(t));
    const remap = (masks: Int32Array) => {
      if (bits.every((b, i) => b === i)) return masks;
      const out = new Int32Array(masks.length);
      // A word has a handful of terms: every mask over them is remapped once, then looked up
      // (at 50,000 products a word's masks number in the thousands).
      if (bits.length <= REMAP_TABLE_BITS) {
        const table = remapTable(bits);
        for (let k = 0; k < masks.length; k++) out[k] = table[masks[k]! & (table.length - 1)]!;
        return out;
      }
      for (let k = 0; k < masks.length; k++) {
        for (let i = 0; i < bits.length; i++) if (masks[k]! & (1 << i)) out[k] = out[k]! | (1 << bits[i]!);
      }
      return out;
    };
    const scored = { ...part.scored, sources: remap(part.scored.sources), covered: remap(part.scored.covered) };
    combined = p === 0 ? scored : scorer.and(combined!, scored);
    for (const [s, term] of terms.entries()) {
      if (!part.terms.includes(term) && part.derivedTerms.some((t) => t.startsWith(term))) across |= 1 << s;
    }
  }
  const { n, ids, scores, sources, covered } = combined!;
  const explain = (shortId: number) => {
    let acc: Explained | undefined;
    for (const part of parts) {
      const e = scorer.explain(part.root, shortId);
      if (!e) return null;
      // Fresh objects each time: merging in place is the engine's copy-and-merge of two words.
      acc = acc ? merge(acc, e) : e;
    }
    return acc ? { queryTerms: acc.terms, terms: Object.keys(acc.match) } : null;
  };
  const final = new Float64Array(n);
  for (let i = 0; i < n; i++) final[i] = scores[i]! * (bitCount(sources[i]!) || 1);
  const order = orderByScore(final, n);
  const typo = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    const i = order[k]!;
    const uncovered = sources[i]! & ~covered[i]!;
    if (!uncovered) continue;
    if (uncovered & ~across) typo[k] = 1;
    else {
      const e = explain(ids[i]!)!;
      typo[k] = e.queryTerms.some((term) => !e.terms.some((t) => t.startsWith(term))) ? 1 : 0;
    }
  }
  const orderedIds = new Int32Array(n);
  const orderedScores = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    orderedIds[k] = ids[order[k]!]!;
    orderedScores[k] = final[order[k]!]!;
  }
  return { n, ids: orderedIds, scores: orderedScores, typo, explain };
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

