import type { Query, SearchOptions } from 'minisearch';

/**
 * MiniSearch's query execution (7.x `executeQuery`, `executeQuerySpec`, `termResults` and its
 * `AND`/`OR` combinators) over the same index, with the matches of a query node held as parallel
 * typed arrays instead of one object (score, terms array, match object, one array per field) per
 * document. At 50,000 products a common word or prefix matches tens of thousands of documents:
 * building and garbage-collecting those objects was most of what a search cost.
 *
 * The answer is MiniSearch's, bit for bit: documents in the same order, scores summed in the same
 * order (floating-point sums depend on it), the same query terms. What the compact form leaves out
 * (the words each document matched, MiniSearch's `match` keys) is rebuilt for one document on
 * demand by `explain`, for the hits a page highlights; the two facts ranking needs from them are
 * kept as bit sets over the query's source terms: which ones the document matched (MiniSearch's
 * `terms`), and which ones a matched word starts with (no typo was needed).
 */

type FieldData = Map<number, Map<number, number>>;

/** The parts of a MiniSearch instance its own search reads (protected fields, named without their `_`). */
export interface MiniInternals {
  index: {
    get(term: string): FieldData | undefined;
    atPrefix(prefix: string): Iterable<[string, FieldData]>;
    fuzzyGet(term: string, distance: number): Map<string, [FieldData, number]>;
  };
  fieldIds: Record<string, number>;
  avgFieldLength: number[];
  documentCount: number;
  fieldLength: Map<number, number[]>;
  nextId: number;
  options: {
    fields: string[];
    tokenize: (text: string) => string[];
    processTerm: (term: string) => string | string[] | null | undefined | false;
    searchOptions: SearchOptions;
  };
}

/** MiniSearch's defaults its search merges the weights with. */
const DEFAULT_WEIGHTS = { fuzzy: 0.45, prefix: 0.375 };

interface Derived {
  term: string;
  weight: number;
  data: FieldData;
}
interface Leaf {
  kind: 'leaf';
  source: string;
  termBoost: number;
  derived: Derived[];
  fields: { id: number; boost: number }[];
  bm25: { k: number; b: number; d: number };
}
interface Branch {
  kind: 'and' | 'or';
  children: QueryNode[];
}
type QueryNode = Leaf | Branch;

/** Matching documents in MiniSearch's order; `sources`, `covered`: bit i = source term i (see above). */
export interface Scored {
  n: number;
  ids: Int32Array;
  scores: Float64Array;
  sources: Int32Array;
  covered: Int32Array;
}

/** One compiled query (a word with its synonyms): its matches, source terms and tree. */
export interface ScoredQuery {
  scored: Scored;
  /** Source terms: bit i of `sources`/`covered` is `terms[i]`. */
  terms: string[];
  /** Every word the query may match a document through (for the typo check across words). */
  derivedTerms: string[];
  root: QueryNode;
}

/** MiniSearch's answer for one document: its query terms and the keys of its `match`, in MiniSearch's order. */
export interface Explained {
  terms: string[];
  match: Record<string, 1>;
}

const MAX_SOURCES = 31;
const EMPTY: Scored = { n: 0, ids: new Int32Array(0), scores: new Float64Array(0), sources: new Int32Array(0), covered: new Int32Array(0) };

export class CompactScorer {
  /** shortId → position in the node being combined, -1 outside. */
  private readonly slot: Int32Array;
  private readonly ids: Int32Array;
  private readonly scores: Float64Array;
  private readonly sources: Int32Array;
  private readonly covered: Int32Array;
  /** Field lengths by field id, then shortId (MiniSearch keeps an array per document in a Map). */
  private readonly lengths: Float64Array[];

  /** Short ids run from 0 to `size - 1`. */
  readonly size: number;

  constructor(private readonly mini: MiniInternals) {
    const size = mini.nextId;
    this.size = size;
    this.slot = new Int32Array(size).fill(-1);
    this.ids = new Int32Array(size);
    this.scores = new Float64Array(size);
    this.sources = new Int32Array(size);
    this.covered = new Int32Array(size);
    const fieldCount = Object.keys(mini.fieldIds).length;
    this.lengths = Array.from({ length: fieldCount }, () => new Float64Array(size));
    for (const [shortId, perField] of mini.fieldLength) {
      for (let f = 0; f < fieldCount; f++) this.lengths[f]![shortId] = perField[f] ?? 0;
    }
  }

  /** MiniSearch's `executeQuery(query, options)`, compact; undefined when the query is beyond it (then ask MiniSearch). */
  run(query: Query, options: SearchOptions): ScoredQuery | undefined {
    const root = this.compile(query, options);
    if (!root) return undefined;
    const terms: string[] = [];
    const derivedTerms = new Set<string>();
    const visit = (node: QueryNode) => {
      if (node.kind !== 'leaf') return node.children.forEach(visit);
      if (!terms.includes(node.source)) terms.push(node.source);
      for (const d of node.derived) derivedTerms.add(d.term);
    };
    visit(root);
    if (terms.length > MAX_SOURCES) return undefined;
    return { scored: this.evaluate(root, terms), terms, derivedTerms: [...derivedTerms], root };
  }

  /** The tree of term lookups `executeQuery` would walk, with the options each part runs with. */
  private compile(query: Query, searchOptions: SearchOptions): QueryNode | undefined {
    if (typeof query !== 'string') {
      if (typeof query !== 'object' || !Array.isArray(query.queries)) return undefined;
      const options = { ...searchOptions, ...query, queries: undefined } as SearchOptions;
      const kind = String(options.combineWith ?? 'or').toLowerCase();
      if (kind !== 'and' && kind !== 'or') return undefined;
      const children: QueryNode[] = [];
      for (const sub of query.queries) {
        const child = this.compile(sub, options);
        if (!child) return undefined;
        children.push(child);
      }
      return { kind, children };
    }
    const { tokenize, processTerm, searchOptions: global } = this.mini.options;
    const options = { tokenize, processTerm, ...global, ...searchOptions } as SearchOptions & { tokenize: typeof tokenize; processTerm: typeof processTerm };
    const kind = String(options.combineWith ?? 'or').toLowerCase();
    if (kind !== 'and' && kind !== 'or') return undefined;
    if (options.boostDocument || options.filter || options.fields) return undefined;
    const terms = options.tokenize(query).flatMap((term) => options.processTerm(term)).filter((term): term is string => !!term);
    return { kind, children: terms.map((term, i) => this.leaf(term, i, terms, options)) };
  }

  /** `termToQuerySpec` and the term lookups of `executeQuerySpec`, in its order. */
  private leaf(term: string, i: number, terms: string[], options: SearchOptions): Leaf {
    const fuzzy = typeof options.fuzzy === 'function' ? options.fuzzy(term, i, terms) : options.fuzzy || false;
    const prefix = typeof options.prefix === 'function' ? options.prefix(term, i, terms) : options.prefix === true;
    const termBoost = typeof options.boostTerm === 'function' ? options.boostTerm(term, i, terms) : 1;
    const merged = { ...this.mini.options.searchOptions, ...options };
    const fields = this.mini.options.fields.map((field) => ({
      id: this.mini.fieldIds[field]!,
      boost: (merged.boost && Object.prototype.hasOwnProperty.call(merged.boost, field) ? merged.boost[field] : undefined) || 1,
    }));
    const { fuzzy: fuzzyWeight, prefix: prefixWeight } = { ...DEFAULT_WEIGHTS, ...merged.weights };
    const index = this.mini.index;
    const derived: Derived[] = [];
    const exact = index.get(term);
    if (exact) derived.push({ term, weight: 1, data: exact });
    let fuzzyMatches: Map<string, [FieldData, number]> | undefined;
    if (fuzzy) {
      const f = fuzzy === true ? 0.2 : fuzzy;
      const maxDistance = f < 1 ? Math.min(merged.maxFuzzy!, Math.round(term.length * f)) : f;
      if (maxDistance) fuzzyMatches = index.fuzzyGet(term, maxDistance);
    }
    if (prefix) {
      for (const [t, data] of index.atPrefix(term)) {
        const distance = t.length - term.length;
        if (!distance) continue;
        fuzzyMatches?.delete(t);
        derived.push({ term: t, weight: (prefixWeight * t.length) / (t.length + 0.3 * distance), data });
      }
    }
    if (fuzzyMatches) {
      for (const t of fuzzyMatches.keys()) {
        const [data, distance] = fuzzyMatches.get(t)!;
        if (!distance) continue;
        derived.push({ term: t, weight: (fuzzyWeight * t.length) / (t.length + distance), data });
      }
    }
    return { kind: 'leaf', source: term, termBoost, derived, fields, bm25: merged.bm25 as Leaf['bm25'] };
  }

  private evaluate(node: QueryNode, terms: string[]): Scored {
    if (node.kind === 'leaf') return this.scoreLeaf(node, terms);
    if (node.children.length === 0) return EMPTY;
    let acc = this.evaluate(node.children[0]!, terms);
    for (let c = 1; c < node.children.length; c++) {
      const next = this.evaluate(node.children[c]!, terms);
      acc = node.kind === 'and' ? this.and(acc, next) : this.or(acc, next);
    }
    return acc;
  }

  /** `termResults` for each derived term: BM25 per field, summed per document in MiniSearch's order. */
  private scoreLeaf(leaf: Leaf, terms: string[]): Scored {
    const { slot, ids, scores, covered, lengths } = this;
    const total = this.mini.documentCount;
    const { k, b, d } = leaf.bm25;
    let n = 0;
    for (const { term, weight, data } of leaf.derived) {
      let mask = 0;
      for (let s = 0; s < terms.length; s++) if (term.startsWith(terms[s]!)) mask |= 1 << s;
      for (const field of leaf.fields) {
        const postings = data.get(field.id);
        if (postings === undefined) continue;
        const matching = postings.size;
        const avg = this.mini.avgFieldLength[field.id]!;
        const fieldLengths = lengths[field.id]!;
        const w = weight * leaf.termBoost * field.boost * 1;
        const invDocFreq = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
        postings.forEach((termFreq, shortId) => {
          const raw = invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLengths[shortId]!) / avg)));
          const weighted = w * raw;
          const at = slot[shortId]!;
          if (at < 0) {
            slot[shortId] = n;
            ids[n] = shortId;
            scores[n] = weighted;
            covered[n] = mask;
            n++;
          } else {
            scores[at] = scores[at]! + weighted;
            covered[at] = covered[at]! | mask;
          }
        });
      }
    }
    for (let i = 0; i < n; i++) slot[ids[i]!] = -1;
    return { n, ids: ids.slice(0, n), scores: scores.slice(0, n), sources: new Int32Array(n).fill(1 << terms.indexOf(leaf.source)), covered: covered.slice(0, n) };
  }

  /** MiniSearch's `AND`: the documents of `b` (in its order) also in `a`, scores `a + b`. */
  and(a: Scored, b: Scored): Scored {
    const { slot, ids, scores, sources, covered } = this;
    for (let i = 0; i < a.n; i++) slot[a.ids[i]!] = i;
    let n = 0;
    for (let j = 0; j < b.n; j++) {
      const i = slot[b.ids[j]!]!;
      if (i < 0) continue;
      ids[n] = b.ids[j]!;
      scores[n] = a.scores[i]! + b.scores[j]!;
      sources[n] = a.sources[i]! | b.sources[j]!;
      covered[n] = a.covered[i]! | b.covered[j]!;
      n++;
    }
    for (let i = 0; i < a.n; i++) slot[a.ids[i]!] = -1;
    return { n, ids: ids.slice(0, n), scores: scores.slice(0, n), sources: sources.slice(0, n), covered: covered.slice(0, n) };
  }

  /** MiniSearch's `OR`: the documents of `a`, then those only in `b`; scores `a + b`. */
  private or(a: Scored, b: Scored): Scored {
    const { slot, ids, scores, sources, covered } = this;
    ids.set(a.ids);
    scores.set(a.scores);
    sources.set(a.sources);
    covered.set(a.covered);
    let n = a.n;
    for (let i = 0; i < n; i++) slot[ids[i]!] = i;
    for (let j = 0; j < b.n; j++) {
      const id = b.ids[j]!;
      const i = slot[id]!;
      if (i < 0) {
        slot[id] = n;
        ids[n] = id;
        scores[n] = b.scores[j]!;
        sources[n] = b.sources[j]!;
        covered[n] = b.covered[j]!;
        n++;
      } else {
        scores[i] = scores[i]! + b.scores[j]!;
        sources[i] = sources[i]! | b.sources[j]!;
        covered[i] = covered[i]! | b.covered[j]!;
      }
    }
    for (let i = 0; i < n; i++) slot[ids[i]!] = -1;
    return { n, ids: ids.slice(0, n), scores: scores.slice(0, n), sources: sources.slice(0, n), covered: covered.slice(0, n) };
  }

  /** What MiniSearch's result for `shortId` holds (terms, match keys) under `node`; null when it does not match. */
  explain(node: QueryNode, shortId: number): Explained | null {
    if (node.kind === 'leaf') {
      let match: Record<string, 1> | undefined;
      for (const { term, data } of node.derived) {
        if (node.fields.some((f) => data.get(f.id)?.has(shortId))) (match ??= {})[term] = 1;
      }
      return match ? { terms: [node.source], match } : null;
    }
    let acc: Explained | null = null;
    for (let c = 0; c < node.children.length; c++) {
      const next = this.explain(node.children[c]!, shortId);
      if (c === 0) acc = next;
      else if (node.kind === 'and') acc = acc && next ? merge(acc, next) : null;
      else acc = acc && next ? merge(acc, next) : (acc ?? next);
    }
    return acc;
  }
}

/** How MiniSearch merges one document's results: terms appended once each, match keys assigned. */
export function merge(a: Explained, b: Explained): Explained {
  for (const t of b.terms) if (!a.terms.includes(t)) a.terms.push(t);
  Object.assign(a.match, b.match);
  return a;
}

/** Number of bits set. */
export function bitCount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const RADIX_BITS = 11;
const HISTOGRAM = new Int32Array(1 << RADIX_BITS);
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/** The 11-bit digits of a 64-bit key, lowest first: [word (little-endian: 0 low), shift, mask]. */
const DIGITS: (readonly [number, number, number])[] = [];
for (let bit = 0; bit < 64; bit += RADIX_BITS) {
  const width = Math.min(RADIX_BITS, 64 - bit, 32 - (bit % 32));
  DIGITS.push([bit < 32 ? 0 : 1, bit % 32, (1 << width) - 1]);
  bit -= RADIX_BITS - width;
}

/**
 * Positions 0..n-1 ordered by `scores` descending, equal scores in position order: the order of
 * a stable `sort((a, b) => b.score - a.score)`. Positive scores order as their IEEE-754 bits do, so
 * a stable radix sort on the bits gives it in linear time.
 */
export function orderByScore(scores: Float64Array, n: number): Int32Array {
  let order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  if (n < 2) return order;
  let positive = LITTLE_ENDIAN && n > 64;
  for (let i = 0; i < n && positive; i++) positive = scores[i]! > 0 && scores[i]! !== Infinity;
  if (!positive) return order.toSorted((x, y) => scores[y]! - scores[x]! || x - y);
  const words = new Uint32Array(scores.buffer, scores.byteOffset, n * 2);
  // Descending = ascending on the complement of the bits.
  let next = new Int32Array(n);
  for (const [word, shift, mask] of DIGITS) {
    HISTOGRAM.fill(0);
    for (let i = 0; i < n; i++) HISTOGRAM[(~words[2 * i + word]! >>> shift) & mask]!++;
    if (HISTOGRAM[(~words[word]! >>> shift) & mask] === n) continue;
    let sum = 0;
    for (let v = 0; v <= mask; v++) {
      const c = HISTOGRAM[v]!;
      HISTOGRAM[v] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const p = order[i]!;
      next[HISTOGRAM[(~words[2 * p + word]! >>> shift) & mask]!++] = p;
    }
    [order, next] = [next, order];
  }
  return order;
}
