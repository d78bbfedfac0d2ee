/**
 * Meilisearch's filter expression language, parsed into a predicate over documents:
 * `brand = "Samsung" AND price 10000 TO 50000`, `category_ids = 12`, `color IN [Noir, Bleu]`,
 * `NOT is_second_hand = true`, `(a = 1 OR b != 2)`, `x EXISTS`, `x IS NULL`, `x IS EMPTY`, and the
 * array form `[["a = 1", "b = 2"], "c = 3"]` (outer AND, inner OR).
 */
export type Doc = Record<string, unknown>;
export type Predicate = (doc: Doc) => boolean;

/**
 * A compiled filter as a tree: its conditions (`test`, with a `key` naming the condition as
 * written, so the same key always tests the same) combined by `and`, `or` and `not`. A search
 * engine can then keep each condition's documents and combine sets instead of testing documents.
 */
export type FilterNode =
  | { kind: 'all' }
  | { kind: 'test'; key: string; test: Predicate; values?: ValueTest }
  | { kind: 'and' | 'or'; parts: FilterNode[] }
  | { kind: 'not'; inner: FilterNode };

/**
 * A condition on an attribute's values: a document passes when any of its values (a list's
 * elements, or the one value) passes `test`, or, `negate`d, when none does. An engine holding the
 * attribute's distinct values can test each value once instead of each document.
 */
export interface ValueTest {
  attribute: string;
  test: (value: unknown) => boolean;
  negate: boolean;
}

/** The tree as one predicate over documents. */
export function toPredicate(node: FilterNode): Predicate {
  switch (node.kind) {
    case 'all':
      return () => true;
    case 'test':
      return node.test;
    case 'not': {
      const inner = toPredicate(node.inner);
      return (doc) => !inner(doc);
    }
    default: {
      const parts = node.parts.map(toPredicate);
      if (parts.length === 1) return parts[0]!;
      return node.kind === 'and' ? (doc) => parts.every((p) => p(doc)) : (doc) => parts.some((p) => p(doc));
    }
  }
}

export class FilterError extends Error {
  constructor(
    message: string,
    readonly code: 'invalid_search_filter' = 'invalid_search_filter',
  ) {
    super(message);
  }
}

type Token =
  | { kind: 'word'; text: string; quoted: boolean; at: number }
  | { kind: 'op'; text: '=' | '!=' | '>' | '>=' | '<' | '<='; at: number }
  | { kind: 'punct'; text: '(' | ')' | '[' | ']' | ','; at: number };

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')' || c === '[' || c === ']' || c === ',') {
      tokens.push({ kind: 'punct', text: c, at: i });
      i++;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      let text = '';
      while (j < input.length && input[j] !== c) {
        if (input[j] === '\\' && j + 1 < input.length) j++;
        text += input[j];
        j++;
      }
      if (j >= input.length) throw new FilterError(`Expression \`${input.slice(i)}\` is missing a closing quote.`);
      tokens.push({ kind: 'word', text, quoted: true, at: i });
      i = j + 1;
    } else if (c === '!' && input[i + 1] === '=') {
      tokens.push({ kind: 'op', text: '!=', at: i });
      i += 2;
    } else if (c === '>' || c === '<') {
      const two = input[i + 1] === '=';
      tokens.push({ kind: 'op', text: (two ? `${c}=` : c) as '>=' | '<=' | '>' | '<', at: i });
      i += two ? 2 : 1;
    } else if (c === '=') {
      tokens.push({ kind: 'op', text: '=', at: i });
      i++;
    } else {
      let j = i;
      while (j < input.length && !/[\s()[\],=!<>"']/.test(input[j]!)) j++;
      if (j === i) throw new FilterError(`Unexpected character \`${c}\` at position ${i + 1}.`);
      tokens.push({ kind: 'word', text: input.slice(i, j), quoted: false, at: i });
      i = j;
    }
  }
  return tokens;
}

const foldText = (v: string) => v.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
/**
 * Folded forms of the values filters compare (brands, colours, category names: a few hundred
 * distinct strings), kept: a filter tests every matching document, and folding is what costs.
 */
const folded = new Map<string, string>();
function fold(v: string): string {
  let f = folded.get(v);
  if (f === undefined) {
    if (folded.size > 50_000) folded.clear();
    f = foldText(v);
    folded.set(v, f);
  }
  return f;
}

function asNumber(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function values(doc: Doc, attribute: string): unknown[] {
  // A plain attribute (all but nested paths) is read directly.
  if (!attribute.includes('.')) {
    const v = doc[attribute];
    return v === undefined ? [] : Array.isArray(v) ? v : [v];
  }
  let v: unknown = doc;
  for (const part of attribute.split('.')) {
    if (v === null || typeof v !== 'object') return [];
    v = (v as Record<string, unknown>)[part];
  }
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

/**
 * Whether any of a document's values for `attribute` passes `test`. A filter tests every matching
 * document (tens of thousands in a large catalogue): a plain attribute is read directly, with no
 * list made for it.
 */
function some(doc: Doc, attribute: string, test: (value: unknown) => boolean): boolean {
  if (attribute.includes('.')) return values(doc, attribute).some(test);
  const v = doc[attribute];
  if (v === undefined) return false;
  return Array.isArray(v) ? v.some(test) : test(v);
}

/** `= value` on one document value; the filter's value is read (number, folded text) once. */
function equalsTo(filterValue: string): (docValue: unknown) => boolean {
  const n = asNumber(filterValue);
  const lower = filterValue.toLowerCase();
  const text = fold(filterValue);
  return (docValue) => {
    if (typeof docValue === 'number') return n !== undefined && n === docValue;
    if (typeof docValue === 'boolean') return String(docValue) === lower;
    if (typeof docValue === 'string') return fold(docValue) === text;
    return false;
  };
}

/** `> >= < <= value` on one document value: numbers with numbers, folded texts with texts. */
function compareTo(op: '>' | '>=' | '<' | '<=', filterValue: string): (docValue: unknown) => boolean {
  const n = asNumber(filterValue);
  const text = n === undefined ? fold(filterValue) : '';
  const test = (a: number | string, b: number | string) => {
    switch (op) {
      case '>': return a > b;
      case '>=': return a >= b;
      case '<': return a < b;
      default: return a <= b;
    }
  };
  return (docValue) => {
    if (typeof docValue === 'number' && n !== undefined) return test(docValue, n);
    if (typeof docValue === 'string' && n === undefined) return test(fold(docValue), text);
    return false;
  };
}

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO', 'IN', 'EXISTS', 'IS', 'NULL', 'EMPTY']);

class Parser {
  private pos = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
    private readonly filterable: (attribute: string) => boolean,
    private readonly filterableList: string,
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private keyword(word: string): boolean {
    const t = this.peek();
    if (t?.kind === 'word' && !t.quoted && t.text.toUpperCase() === word) {
      this.pos++;
      return true;
    }
    return false;
  }

  private fail(expected: string): never {
    const t = this.peek();
    const where = t ? `\`${this.source.slice(t.at)}\`` : 'the end of the filter';
    throw new FilterError(`Was expecting ${expected} at ${where}.`);
  }

  parse(): FilterNode {
    if (this.tokens.length === 0) return { kind: 'all' };
    const predicate = this.or();
    if (this.pos < this.tokens.length) this.fail('`AND`, `OR` or the end of the filter');
    return predicate;
  }

  private or(): FilterNode {
    const parts = [this.and()];
    while (this.keyword('OR')) parts.push(this.and());
    return parts.length === 1 ? parts[0]! : { kind: 'or', parts };
  }

  private and(): FilterNode {
    const parts = [this.not()];
    while (this.keyword('AND')) parts.push(this.not());
    return parts.length === 1 ? parts[0]! : { kind: 'and', parts };
  }

  private not(): FilterNode {
    if (this.keyword('NOT')) return { kind: 'not', inner: this.not() };
    const t = this.peek();
    if (t?.kind === 'punct' && t.text === '(') {
      this.pos++;
      const inner = this.or();
      const close = this.peek();
      if (close?.kind !== 'punct' || close.text !== ')') this.fail('a closing parenthesis `)`');
      this.pos++;
      return inner;
    }
    const start = this.pos;
    const { test, values: valueTest } = this.condition();
    // The condition's tokens as written name it: the same tokens compile to the same test.
    const key = this.tokens
      .slice(start, this.pos)
      .map((token) => `${token.kind}${token.kind === 'word' && token.quoted ? '"' : ''}:${token.text}`)
      .join('\u0001');
    return { kind: 'test', key, test, ...(valueTest ? { values: valueTest } : {}) };
  }

  private value(): string {
    const t = this.peek();
    if (t?.kind !== 'word') this.fail('a value');
    this.pos++;
    return t.text;
  }

  private condition(): { test: Predicate; values?: ValueTest } {
    const t = this.peek();
    if (t?.kind !== 'word' || (!t.quoted && KEYWORDS.has(t.text.toUpperCase()))) {
      this.fail('an operation `=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`, `_geoRadius`, or `_geoBoundingBox`');
    }
    this.pos++;
    const attribute = t.text;
    if (attribute.startsWith('_geo')) throw new FilterError('Geographic filters are not available on this index.');
    if (!this.filterable(attribute)) {
      throw new FilterError(`Attribute \`${attribute}\` is not filterable. Available filterable attributes are: \`${this.filterableList}\`.`);
    }
    const next = this.peek();
    if (next?.kind === 'op') {
      this.pos++;
      const v = this.value();
      switch (next.text) {
        case '=':
          return anyValue(attribute, equalsTo(v), false);
        case '!=':
          return anyValue(attribute, equalsTo(v), true);
        default:
          return anyValue(attribute, compareTo(next.text, v), false);
      }
    }
    if (this.keyword('EXISTS')) return { test: (doc) => values(doc, attribute).length > 0 };
    if (this.keyword('IN')) return this.inList(attribute, false);
    if (this.keyword('NOT')) {
      if (this.keyword('IN')) return this.inList(attribute, true);
      if (this.keyword('EXISTS')) return { test: (doc) => values(doc, attribute).length === 0 };
      this.fail('`IN` or `EXISTS` after `NOT`');
    }
    if (this.keyword('IS')) {
      const negate = this.keyword('NOT');
      let test: Predicate;
      if (this.keyword('NULL')) test = (doc) => (doc as Record<string, unknown>)[attribute] === null;
      else if (this.keyword('EMPTY')) {
        test = (doc) => {
          const v = (doc as Record<string, unknown>)[attribute];
          return v === '' || (Array.isArray(v) && v.length === 0) || (v !== null && typeof v === 'object' && Object.keys(v).length === 0);
        };
      } else this.fail('`NULL` or `EMPTY`');
      return { test: negate ? (doc) => !test(doc) : test };
    }
    if (next?.kind === 'word') {
      // `attribute from TO to`
      const from = this.value();
      if (!this.keyword('TO')) this.fail('`TO`');
      const to = this.value();
      if (asNumber(from) === undefined || asNumber(to) === undefined) throw new FilterError(`\`${from} TO ${to}\` needs two numbers.`);
      const atLeast = compareTo('>=', from);
      const atMost = compareTo('<=', to);
      return anyValue(attribute, (x) => atLeast(x) && atMost(x), false);
    }
    return this.fail('an operation `=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`');
  }

  private inList(attribute: string, negate: boolean): { test: Predicate; values?: ValueTest } {
    const open = this.peek();
    if (open?.kind !== 'punct' || open.text !== '[') this.fail('`[`');
    this.pos++;
    const list: string[] = [];
    for (;;) {
      const t = this.peek();
      if (t?.kind === 'punct' && t.text === ']') {
        this.pos++;
        break;
      }
      list.push(this.value());
      const sep = this.peek();
      if (sep?.kind === 'punct' && sep.text === ',') this.pos++;
      else if (!(sep?.kind === 'punct' && sep.text === ']')) this.fail('`,` or `]`');
    }
    const tests = list.map(equalsTo);
    return anyValue(attribute, (x) => tests.some((t) => t(x)), negate);
  }
}

/** A condition passing when any of the attribute's values passes `test` (`negate`: when none does). */
function anyValue(attribute: string, test: (value: unknown) => boolean, negate: boolean): { test: Predicate; values?: ValueTest } {
  return {
    test: negate ? (doc) => !some(doc, attribute, test) : (doc) => some(doc, attribute, test),
    // Nested paths are read through objects: only plain attributes have a column of values.
    ...(attribute.includes('.') ? {} : { values: { attribute, test, negate } }),
  };
}

const MAX_FILTER_LENGTH = 10_000;

/** Compiles a filter in string or array form; throws FilterError with Meilisearch's wording. */
export function compileFilter(filter: unknown, filterable: readonly string[]): Predicate {
  return toPredicate(compileFilterTree(filter, filterable));
}

/** `compileFilter`'s filter as a tree of conditions (`FilterNode`). */
export function compileFilterTree(filter: unknown, filterable: readonly string[]): FilterNode {
  const allowed = new Set(filterable);
  const list = filterable.join(', ');
  const one = (text: string): FilterNode => {
    if (text.length > MAX_FILTER_LENGTH) throw new FilterError('The filter is too long.');
    return new Parser(tokenize(text), text, (a) => allowed.has(a), list).parse();
  };
  if (filter === undefined || filter === null) return { kind: 'all' };
  if (typeof filter === 'string') return one(filter);
  if (Array.isArray(filter)) {
    if (filter.length > 200) throw new FilterError('The filter has too many conditions.');
    // Outer AND, inner OR (an empty inner list keeps nothing, an empty outer one everything).
    const groups = filter.map((entry): FilterNode => {
      if (typeof entry === 'string') return one(entry);
      if (Array.isArray(entry) && entry.every((e) => typeof e === 'string')) return { kind: 'or', parts: (entry as string[]).map(one) };
      throw new FilterError('Invalid syntax for the filter parameter: expected a string or an array of strings and arrays of strings.');
    });
    return { kind: 'and', parts: groups };
  }
  throw new FilterError('Invalid syntax for the filter parameter: expected a string or an array of strings and arrays of strings.');
}
