import { LRUCache } from 'lru-cache';
import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { addBit, emptyBitset, hasBit, type Bitset } from './bitset.ts';
import { FILTERABLE_ATTRIBUTES, SORTABLE_ATTRIBUTES, type IndexedDocument } from './documents.ts';
import { compileFilter, FilterError, type Doc } from './meili-filter.ts';
import { SearchError, type IndexSettings, type SearchAnswer, type SearchParams, type SearchPort } from './port.ts';
import { SEARCHABLE_ATTRIBUTES, synonyms } from './settings.ts';

const MAX_TOTAL_HITS = 1000;
const MAX_FACET_VALUES = 100;
const NUMERIC_FACETS = new Set(['price', 'special_price', 'final_price', 'percent_off', 'qty', 'created_at', 'popularity', 'id', 'category_ids']);
// One collator for every facet sort: `localeCompare` with options builds a new one per call.
const COLLATOR = new Intl.Collator('fr', { numeric: true });
const fold = (term: string) => term.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const SEARCH_OPTIONS: SearchOptions = {
  boost: { name: 4, brand: 3, categories: 2, name_other: 1.5, sku: 2 },
  // Meilisearch's defaults: one typo from 5 characters, two from 9.
  fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false),
  weights: { fuzzy: 0.6, prefix: 0.8 },
};

/** MiniSearch's `prefix` option for a phrase: its last term only. */
const lastTermOnly = (_term: string, at: number, terms: string[]) => at === terms.length - 1;

/** The terms of `b` not in `a` added to `a` (query terms are a handful: arrays, not sets). */
const union = (a: string[], b: string[]) => (b.every((t) => a.includes(t)) ? a : [...a, ...b.filter((t) => !a.includes(t))]);

/** Folded word or phrase → the folded alternatives it also finds (settings.ts `synonyms`). */
const SYNONYMS = new Map(Object.entries(synonyms()).map(([word, also]) => [fold(word), [...new Set(also.map(fold))]]));
const LONGEST_SYNONYM = Math.max(...[...SYNONYMS.keys()].map((k) => k.split(' ').length));

/**
 * The words as one MiniSearch query tree: every word (or known phrase) must match, itself (the
 * last one as a prefix, with typos) or one of its synonyms (exactly), as Meilisearch applies them.
 */
export function withSynonyms(words: readonly string[]): Query {
  const queries: Query[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 1;
    let also: string[] = [];
    for (let n = Math.min(LONGEST_SYNONYM, words.length - i); n >= 1; n--) {
      const found = SYNONYMS.get(fold(words.slice(i, i + n).join(' ')));
      if (found) {
        [taken, also] = [n, found];
        break;
      }
    }
    const last = i + taken === words.length;
    const own: Query = { queries: [words.slice(i, i + taken).join(' ')], combineWith: 'AND', prefix: last && taken === 1 };
    // As Meilisearch, only the query's last word is a prefix: in a phrase synonym ("machine à
    // laver"), its last word, not every word ("a" as a prefix matches most of the vocabulary).
    const prefix = last ? lastTermOnly : false;
    queries.push(also.length ? { combineWith: 'OR', queries: [own, ...also.map((a): Query => ({ queries: [a], combineWith: 'AND', prefix, fuzzy: false }))] } : own);
    i += taken;
  }
  return { combineWith: 'AND', queries };
}

/** One text match: its document, the bucket of the rules before `sort` (words × 10 + product rank), a relevance score, the words it matched. */
interface Match {
  doc: IndexedDocument;
  bucket: number;
  score: number;
  terms: string[];
}

/** One document of a run of words: whether it needed a typo, MiniSearch's score, the words it matched. */
interface Ranked {
  doc: IndexedDocument;
  typo: number;
  score: number;
  terms: string[];
}

interface FacetCount {
  distribution: Record<string, number>;
  stats?: { min: number; max: number };
}

/** A search's hits (its text matches the filter keeps, in relevance order), with what pages reuse. */
interface HitList {
  hits: Match[];
  topScore: number;
  orders: Map<string, Match[]>;
  facets: Map<string, FacetCount>;
}

/**
 * The embedded adapter of the search port: stock MiniSearch (public API only) finds and scores
 * the text matches; filters, facets, sorts and paging follow Meilisearch's protocol and the
 * ranking rules of `settings.ts` (words, product rank, sort, typo, then relevance). One per index.
 */
export class EmbeddedIndex {
  private mini = EmbeddedIndex.emptyIndex();
  private docs = new Map<number, IndexedDocument>();
  private maxId = 0;
  // Shoppers reuse a small vocabulary and a few filters: a query's matches and a filter's
  // documents (a bitset by id) are kept, bounded by what they hold.
  private readonly matches = new LRUCache<string, Match[]>({ maxSize: 2_000_000, sizeCalculation: (m) => m.length + 1 });
  private readonly rankedRuns = new LRUCache<string, Ranked[]>({ maxSize: 2_000_000, sizeCalculation: (r) => r.length + 1 });
  /** MiniSearch's answer for each word (or phrase) of a query, with its synonyms (`run`). */
  private readonly runs = new LRUCache<string, SearchResult[]>({ maxSize: 2_000_000, sizeCalculation: (r) => r.length + 1 });
  private readonly filters = new LRUCache<string, Bitset>({ maxSize: 16_000_000, sizeCalculation: (b) => b.byteLength + 1 });
  // A search's filtered hits, with their facet counts and sorted orders once asked for: the pages
  // and sorts of one search (and its facet panel) reuse them.
  private readonly hitLists = new LRUCache<string, HitList>({ maxSize: 2_000_000, sizeCalculation: (list) => list.hits.length + 1 });

  private static emptyIndex() {
    return new MiniSearch<IndexedDocument>({
      fields: [...SEARCHABLE_ATTRIBUTES],
      extractField: (doc, field) => {
        const value = (doc as unknown as Record<string, unknown>)[field];
        if (field === 'id') return value as string; // the id is read through this too: keep it a number
        return Array.isArray(value) ? value.join(' ') : String(value ?? '');
      },
      processTerm: (term) => fold(term) || null,
      searchOptions: { processTerm: (term) => fold(term) || null },
    });
  }

  get size(): number {
    return this.docs.size;
  }

  replaceAll(documents: readonly IndexedDocument[]): void {
    const mini = EmbeddedIndex.emptyIndex();
    mini.addAll(documents);
    this.mini = mini;
    this.runs.clear();
    this.docs = new Map(documents.map((d) => [d.id, d]));
    this.maxId = Math.max(0, ...this.docs.keys());
    this.changed();
  }

  /** Adds documents, or replaces those with the same id that differ (unchanged ones are left as they are). */
  upsert(documents: readonly IndexedDocument[]): void {
    let changes = 0;
    for (const doc of documents) {
      const old = this.docs.get(doc.id);
      if (old && JSON.stringify(old) === JSON.stringify(doc)) continue;
      // Stock and prices are not searched: only a change of a searched field touches the text index.
      const text = !old || SEARCHABLE_ATTRIBUTES.some((f) => JSON.stringify(old[f]) !== JSON.stringify(doc[f]));
      if (text) {
        if (old) this.mini.replace(doc);
        else this.mini.add(doc);
        this.runs.clear();
      }
      this.docs.set(doc.id, doc);
      this.maxId = Math.max(this.maxId, doc.id);
      changes++;
    }
    if (changes) this.changed();
  }

  remove(ids: readonly number[]): void {
    const gone = ids.filter((id) => this.docs.delete(id));
    for (const id of gone) this.mini.discard(id);
    if (!gone.length) return;
    this.runs.clear();
    this.changed();
  }

  ids(): number[] {
    return [...this.docs.keys()];
  }

  /** Matches hold documents and filters read their values: what a change may have made stale. */
  private changed() {
    this.matches.clear();
    this.rankedRuns.clear();
    this.filters.clear();
    this.hitLists.clear();
  }

  /** The documents matching `q` in relevance order (all, in id order, when `q` is empty). */
  match(q: string | null | undefined, strategy: SearchParams['matchingStrategy'] = 'last'): Match[] {
    const text = (q ?? '').trim();
    const key = `${strategy}\u0001${text}`;
    const kept = this.matches.get(key);
    if (kept) return kept;
    let out: Match[];
    if (!text) {
      out = [...this.docs.values()].toSorted((a, b) => a.id - b.id).map((doc) => ({ doc, bucket: 0, score: 0, terms: [] }));
    } else {
      // Meilisearch considers a query's first ten words; "last" also finds documents matching fewer, dropping words from the end.
      const words = text.split(/\s+/).slice(0, 10);
      const seen = new Set<number>();
      out = [];
      for (let n = words.length; n >= (strategy === 'all' ? words.length : 1); n--) {
        for (const r of this.ranked(words.slice(0, n))) {
          if (seen.has(r.doc.id)) continue;
          seen.add(r.doc.id);
          out.push({ doc: r.doc, bucket: n * 10 + r.doc.product_rank, score: n * 1e7 + r.doc.product_rank * 1e5 + (1 - r.typo) * 1e4 + Math.min(r.score, 9_999), terms: r.terms });
        }
      }
    }
    this.matches.set(key, out);
    return out;
  }

  /** A run of words' documents in the order of the rules before `sort` within it (product rank, then typo, then MiniSearch's relevance), kept. */
  private ranked(words: readonly string[]): Ranked[] {
    const key = words.join('\u0001');
    let ranked = this.rankedRuns.get(key);
    if (!ranked) {
      const found: Ranked[] = [];
      for (const r of this.run(words)) {
        const doc = this.docs.get(r.id as number);
        // A query word found only through a typo ranks after exact and prefix finds.
        if (doc) found.push({ doc, typo: r.queryTerms.some((term) => !r.terms.some((t) => t.startsWith(term))) ? 1 : 0, score: r.score, terms: r.terms });
      }
      ranked = found.toSorted((a, b) => b.doc.product_rank - a.doc.product_rank || a.typo - b.typo);
      this.rankedRuns.set(key, ranked);
    }
    return ranked;
  }

  /**
   * MiniSearch's answer to the words (all must match, `withSynonyms`), made from each word's own
   * answer, kept: shoppers combine a small vocabulary in ever new ways, and scoring a word (its
   * prefixes, typos, synonyms, every field) is what a search costs. The words' answers are
   * combined as MiniSearch combines an AND (documents in all of them, their scores added, times
   * the query terms matched); `quality.test.ts` checks it against MiniSearch's own (`miniSearch`).
   */
  run(words: readonly string[]): SearchResult[] {
    const parts = (withSynonyms(words) as { queries: Query[] }).queries.map((query) => {
      const key = JSON.stringify(query);
      let results = this.runs.get(key);
      if (!results) {
        results = this.mini.search({ combineWith: 'AND', queries: [query] }, SEARCH_OPTIONS);
        this.runs.set(key, results);
      }
      return results;
    });
    if (parts.length === 1) return parts[0]!;
    // Each part's score before MiniSearch multiplied it by its query terms matched.
    let combined = new Map(parts[0]!.map((r) => [r.id as number, { raw: r.score / (r.queryTerms.length || 1), queryTerms: r.queryTerms, terms: r.terms }]));
    for (const part of parts.slice(1)) {
      const next: typeof combined = new Map();
      for (const r of part) {
        const known = combined.get(r.id as number);
        if (known) next.set(r.id as number, { raw: known.raw + r.score / (r.queryTerms.length || 1), queryTerms: union(known.queryTerms, r.queryTerms), terms: union(known.terms, r.terms) });
      }
      combined = next;
    }
    return [...combined].map(([id, c]) => ({ id, score: c.raw * (c.queryTerms.length || 1), terms: c.terms, queryTerms: c.queryTerms, match: {} })).toSorted((x, y) => y.score - x.score);
  }

  /** MiniSearch's own answer to the whole query at once (what `run` must equal). */
  miniSearch(words: readonly string[]): SearchResult[] {
    return this.mini.search(withSynonyms(words), SEARCH_OPTIONS);
  }

  /**
   * The matches a filter keeps. A filter's documents are kept as a bitset by id (one bit test per
   * match afterwards); while a filter is new and the matches are few, testing just those costs less.
   */
  private filtered(matched: Match[], filter: unknown): Match[] {
    if (filter === undefined || filter === null || filter === '' || (Array.isArray(filter) && filter.length === 0)) return matched;
    const key = JSON.stringify(filter);
    const kept = this.filters.get(key);
    if (kept) return matched.filter((m) => hasBit(kept, m.doc.id));
    let predicate;
    try {
      predicate = compileFilter(filter, FILTERABLE_ATTRIBUTES);
    } catch (error) {
      if (error instanceof FilterError) throw new SearchError(400, 'invalid_search_filter', error.message);
      throw error;
    }
    if (matched.length * 4 < this.docs.size) return matched.filter((m) => predicate(m.doc as unknown as Doc));
    const bits = emptyBitset(this.maxId + 1);
    for (const doc of this.docs.values()) if (predicate(doc as unknown as Doc)) addBit(bits, doc.id);
    this.filters.set(key, bits);
    return matched.filter((m) => hasBit(bits, m.doc.id));
  }

  search(params: SearchParams): SearchAnswer {
    const started = performance.now();
    const sort = (params.sort ?? []).map((s) => {
      const m = /^([A-Za-z_][\w.]*):(asc|desc)$/.exec(s.trim());
      if (!m) throw new SearchError(400, 'invalid_search_sort', `Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${s.slice(0, 80)}\`.`);
      if (!SORTABLE_ATTRIBUTES.includes(m[1]!)) {
        throw new SearchError(400, 'invalid_search_sort', `Attribute \`${m[1]}\` is not sortable. Available sortable attributes are: \`${SORTABLE_ATTRIBUTES.join(', ')}\`.`);
      }
      return { field: m[1]! as keyof IndexedDocument, dir: m[2] === 'desc' ? -1 : 1 };
    });
    const facetNames = params.facets?.includes('*') ? FILTERABLE_ATTRIBUTES : (params.facets ?? []);
    for (const f of facetNames) {
      if (!FILTERABLE_ATTRIBUTES.includes(f)) {
        throw new SearchError(400, 'invalid_search_facets', `Invalid facet requested: Attribute \`${f.slice(0, 80)}\` is not filterable. Available filterable attributes are: \`${FILTERABLE_ATTRIBUTES.join(', ')}\`.`);
      }
    }
    const listKey = `${params.matchingStrategy ?? 'last'}\u0001${(params.q ?? '').trim()}\u0001${JSON.stringify(params.filter ?? null)}`;
    let list = this.hitLists.get(listKey);
    if (!list) {
      const matched = this.match(params.q, params.matchingStrategy);
      list = { hits: this.filtered(matched, params.filter), topScore: matched[0]?.score || 1, orders: new Map(), facets: new Map() };
      this.hitLists.set(listKey, list);
    }
    const { hits } = list;

    const paged = params.page !== undefined || params.hitsPerPage !== undefined;
    const total = Math.min(hits.length, MAX_TOTAL_HITS);
    let [from, to] = [0, 0];
    let pagination: Pick<SearchAnswer, 'limit' | 'offset' | 'estimatedTotalHits' | 'hitsPerPage' | 'page' | 'totalPages' | 'totalHits'>;
    if (paged) {
      const hitsPerPage = params.hitsPerPage ?? 20;
      const page = params.page ?? 1;
      if (hitsPerPage > 0 && page > 0) [from, to] = [(page - 1) * hitsPerPage, page * hitsPerPage];
      pagination = { hitsPerPage, page, totalPages: hitsPerPage === 0 ? 0 : Math.ceil(total / hitsPerPage), totalHits: total };
    } else {
      const offset = params.offset ?? 0;
      const limit = params.limit ?? 20;
      [from, to] = [offset, offset + limit];
      pagination = { limit, offset, estimatedTotalHits: total };
    }
    const first = Math.min(from, total);
    const last = Math.max(first, Math.min(to, total));
    let ordered = hits;
    if (sort.length && last > first) {
      const sortKey = JSON.stringify(sort);
      ordered = list.orders.get(sortKey) ?? sortHits(hits, sort);
      list.orders.set(sortKey, ordered);
    }

    const retrieve = params.attributesToRetrieve && !params.attributesToRetrieve.includes('*') ? new Set(params.attributesToRetrieve) : undefined;
    const highlight = params.attributesToHighlight ?? [];
    const { topScore } = list;
    const out = ordered.slice(first, last).map((m) => {
      const entries = Object.entries(m.doc);
      const hit: Record<string, unknown> = Object.fromEntries(retrieve ? entries.filter(([k]) => retrieve.has(k)) : entries);
      if (highlight.length) {
        const names = new Set(highlight.includes('*') ? Object.keys(m.doc) : highlight);
        const pre = params.highlightPreTag ?? '<em>';
        const post = params.highlightPostTag ?? '</em>';
        hit['_formatted'] = Object.fromEntries(
          entries
            .filter(([k]) => !retrieve || retrieve.has(k) || names.has(k))
            .map(([k, v]) => [k, typeof v === 'string' && names.has(k) ? highlightText(v, m.terms, pre, post) : typeof v === 'number' ? String(v) : v]),
        );
      }
      if (params.showRankingScore) hit['_rankingScore'] = params.q ? Math.round((m.score / topScore) * 10_000) / 10_000 : 1;
      return hit;
    });
    const answer: SearchAnswer = { hits: out, query: params.q ?? '', processingTimeMs: 0, ...pagination };
    if (params.facets) {
      answer.facetDistribution = {};
      answer.facetStats = {};
      for (const f of facetNames) {
        let counted = list.facets.get(f);
        if (!counted) list.facets.set(f, (counted = countFacet(hits, f)));
        answer.facetDistribution[f] = counted.distribution;
        if (counted.stats) answer.facetStats[f] = counted.stats;
      }
    }
    answer.processingTimeMs = Math.round(performance.now() - started);
    return answer;
  }
}

/** The hits ordered by the rules before `sort` (their bucket), then the sort, then relevance (a stable sort). */
function sortHits(hits: readonly Match[], sort: readonly { field: keyof IndexedDocument; dir: number }[]): Match[] {
  return hits.toSorted((a, b) => {
    if (a.bucket !== b.bucket) return b.bucket - a.bucket;
    for (const { field, dir } of sort) {
      const [x, y] = [a.doc[field], b.doc[field]];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * dir;
    }
    return 0;
  });
}

/** One facet of Meilisearch's `facetDistribution` (at most 100 values, sorted: numbers as numbers, texts by collation) and `facetStats`. */
function countFacet(hits: readonly Match[], f: string): FacetCount {
  {
    const counts = new Map<string | number | boolean, number>();
    for (const { doc } of hits) {
      const raw = (doc as unknown as Record<string, unknown>)[f];
      for (const v of Array.isArray(raw) ? raw : [raw]) {
        if (v !== null && v !== undefined && v !== '') counts.set(v as string | number, (counts.get(v as string | number) ?? 0) + 1);
      }
    }
    const values = [...counts.keys()];
    const numbers = values.filter((v): v is number => typeof v === 'number');
    const first = numbers.length === values.length ? numbers.toSorted((a, b) => a - b) : values.toSorted((a, b) => COLLATOR.compare(String(a), String(b)));
    const distribution = Object.fromEntries(first.slice(0, MAX_FACET_VALUES).map((v) => [String(v), counts.get(v)!]));
    return NUMERIC_FACETS.has(f) && numbers.length ? { distribution, stats: { min: Math.min(...numbers), max: Math.max(...numbers) } } : { distribution };
  }
}

function highlightText(text: string, terms: readonly string[], pre: string, post: string): string {
  const folded = fold(text);
  const marks: [number, number][] = [];
  for (const term of terms) {
    if (!term) continue;
    for (let i = folded.indexOf(term); i >= 0; i = folded.indexOf(term, i + term.length)) {
      if (i === 0 || !/[\p{L}\p{N}]/u.test(folded[i - 1]!)) marks.push([i, i + term.length]);
    }
  }
  let out = '';
  let last = 0;
  for (const [s, e] of marks.toSorted((a, b) => a[0] - b[0])) {
    if (s < last) continue;
    out += text.slice(last, s) + pre + text.slice(s, e) + post;
    last = e;
  }
  return out + text.slice(last);
}

/** The port over embedded indexes by uid (tests, and the same calls the Meilisearch adapter answers). */
export class EmbeddedIndexes implements SearchPort {
  readonly indexes = new Map<string, EmbeddedIndex>();

  index(uid: string): EmbeddedIndex {
    let index = this.indexes.get(uid);
    if (!index) this.indexes.set(uid, (index = new EmbeddedIndex()));
    return index;
  }

  async rebuild(uid: string, _settings: IndexSettings, documents: readonly IndexedDocument[]): Promise<void> {
    this.index(uid).replaceAll(documents);
  }

  async upsert(uid: string, documents: readonly IndexedDocument[]): Promise<void> {
    this.index(uid).upsert(documents);
  }

  async remove(uid: string, ids: readonly number[]): Promise<void> {
    this.index(uid).remove(ids);
  }

  async search(uid: string, params: SearchParams): Promise<SearchAnswer> {
    const index = this.indexes.get(uid);
    if (!index) throw new SearchError(404, 'index_not_found', `Index \`${uid.slice(0, 100)}\` not found.`);
    return index.search(params);
  }
}
