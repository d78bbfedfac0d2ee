/**
 * Meilisearch's filter expressions as a predicate over documents, for the embedded engine (no
 * maintained JavaScript library reads them): `brand = "Samsung" AND price 10000 TO 50000`,
 * `color IN [Noir, Bleu]`, `NOT in_stock = true`, `(a = 1 OR b != 2)`, `x EXISTS`, `x IS NULL`,
 * `x IS EMPTY`, and the array form `[["a = 1", "b = 2"], "c = 3"]` (outer AND, inner OR).
 */
export type Doc = Record<string, unknown>;
export type Predicate = (doc: Doc) => boolean;

export class FilterError extends Error {}

const TOKEN = /\s*(?:(\(|\)|\[|\]|,)|(!=|>=|<=|=|>|<)|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^\s()[\],=!<>"']+))/y;
type Token = { kind: 'punct' | 'op' | 'word'; text: string; quoted?: boolean };

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < input.length) {
    if (/^\s*$/.test(input.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(input);
    if (!m) throw new FilterError(`Invalid syntax for the filter parameter at \`${input.slice(at, at + 40)}\`.`);
    if (m[1]) tokens.push({ kind: 'punct', text: m[1] });
    else if (m[2]) tokens.push({ kind: 'op', text: m[2] });
    else if (m[3] !== undefined || m[4] !== undefined) tokens.push({ kind: 'word', text: (m[3] ?? m[4]!).replace(/\\(.)/g, '$1'), quoted: true });
    else tokens.push({ kind: 'word', text: m[5]! });
  }
  return tokens;
}

// A filter tests every document: the few hundred distinct texts it compares (brands, colours,
// category names) are folded once, not once per document.
const folded = new Map<string, string>();
function fold(v: string): string {
  let f = folded.get(v);
  if (f === undefined) {
    if (folded.size > 50_000) folded.clear();
    f = v.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    folded.set(v, f);
  }
  return f;
}
const asNumber = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));

/** `=` as Meilisearch compares: numbers as numbers, booleans as `true`/`false`, texts case- and accent-insensitively. */
function equalsTo(value: string): (v: unknown) => boolean {
  const n = asNumber(value);
  const text = fold(value);
  return (v) => (typeof v === 'number' ? v === n : typeof v === 'boolean' ? String(v) === text : typeof v === 'string' && fold(v) === text);
}

function compareTo(op: string, value: string): (v: unknown) => boolean {
  const n = asNumber(value);
  const cmp = (a: number | string, b: number | string) => (op === '>' ? a > b : op === '>=' ? a >= b : op === '<' ? a < b : a <= b);
  return (v) => (typeof v === 'number' && n !== undefined ? cmp(v, n) : typeof v === 'string' && n === undefined ? cmp(fold(v), fold(value)) : false);
}

/** Any of the attribute's values (a list's elements, or the one value) passes. */
const anyValue = (attribute: string, test: (v: unknown) => boolean, negate = false): Predicate => (doc) => {
  const v = doc[attribute];
  const found = Array.isArray(v) ? v.some(test) : v !== undefined && test(v);
  return found !== negate;
};

const isEmpty = (v: unknown) => v === '' || (Array.isArray(v) && v.length === 0);

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO', 'IN', 'EXISTS', 'IS', 'NULL', 'EMPTY']);
const OPERATIONS = '`=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`';

function parse(source: string, filterable: ReadonlySet<string>): Predicate {
  const tokens = tokenize(source);
  let pos = 0;
  const fail = (expected: string): never => {
    throw new FilterError(`Was expecting ${expected} at ${pos < tokens.length ? `\`${tokens.slice(pos).map((t) => t.text).join(' ').slice(0, 80)}\`` : 'the end of the filter'}.`);
  };
  const keyword = (word: string) => {
    const t = tokens[pos];
    if (t?.kind === 'word' && !t.quoted && t.text.toUpperCase() === word) return Boolean(++pos);
    return false;
  };
  const punct = (text: string) => (tokens[pos]?.kind === 'punct' && tokens[pos]!.text === text ? Boolean(++pos) : false);
  const value = () => (tokens[pos]?.kind === 'word' ? tokens[pos++]!.text : fail('a value'));

  const condition = (): Predicate => {
    const t = tokens[pos];
    if (t?.kind !== 'word' || (!t.quoted && KEYWORDS.has(t.text.toUpperCase()))) return fail(`an operation ${OPERATIONS}`);
    pos++;
    const attribute = t.text;
    if (attribute.startsWith('_geo')) throw new FilterError('Geographic filters are not available on this index.');
    if (!filterable.has(attribute)) throw new FilterError(`Attribute \`${attribute.slice(0, 80)}\` is not filterable. Available filterable attributes are: \`${[...filterable].join(', ')}\`.`);
    const op = tokens[pos];
    if (op?.kind === 'op') {
      pos++;
      const v = value();
      return op.text === '=' || op.text === '!=' ? anyValue(attribute, equalsTo(v), op.text === '!=') : anyValue(attribute, compareTo(op.text, v));
    }
    const list = (negate: boolean) => {
      if (!punct('[')) fail('`[`');
      const tests: ((v: unknown) => boolean)[] = [];
      while (!punct(']')) {
        tests.push(equalsTo(value()));
        if (!punct(',') && tokens[pos]?.text !== ']') fail('`,` or `]`');
      }
      return anyValue(attribute, (v) => tests.some((test) => test(v)), negate);
    };
    if (keyword('EXISTS')) return (doc) => doc[attribute] !== undefined;
    if (keyword('IN')) return list(false);
    if (keyword('NOT')) {
      if (keyword('IN')) return list(true);
      if (keyword('EXISTS')) return (doc) => doc[attribute] === undefined;
      return fail('`IN` or `EXISTS` after `NOT`');
    }
    if (keyword('IS')) {
      const negate = keyword('NOT');
      const test: Predicate = keyword('NULL') ? (doc) => doc[attribute] === null : keyword('EMPTY') ? (doc) => isEmpty(doc[attribute]) : fail('`NULL` or `EMPTY`');
      return negate ? (doc) => !test(doc) : test;
    }
    if (op?.kind === 'word') {
      const from = value();
      if (!keyword('TO')) fail('`TO`');
      const to = value();
      if (asNumber(from) === undefined || asNumber(to) === undefined) throw new FilterError(`\`${from.slice(0, 40)} TO ${to.slice(0, 40)}\` needs two numbers.`);
      const [atLeast, atMost] = [compareTo('>=', from), compareTo('<=', to)];
      return anyValue(attribute, (v) => atLeast(v) && atMost(v));
    }
    return fail(`an operation ${OPERATIONS}`);
  };
  const not = (): Predicate => {
    if (keyword('NOT')) {
      const inner = not();
      return (doc) => !inner(doc);
    }
    if (!punct('(')) return condition();
    const inner = or();
    if (!punct(')')) fail('a closing parenthesis `)`');
    return inner;
  };
  const and = (): Predicate => {
    const parts = [not()];
    while (keyword('AND')) parts.push(not());
    return parts.length === 1 ? parts[0]! : (doc) => parts.every((p) => p(doc));
  };
  const or = (): Predicate => {
    const parts = [and()];
    while (keyword('OR')) parts.push(and());
    return parts.length === 1 ? parts[0]! : (doc) => parts.some((p) => p(doc));
  };
  if (tokens.length === 0) return () => true;
  const predicate = or();
  if (pos < tokens.length) fail('`AND`, `OR` or the end of the filter');
  return predicate;
}

const INVALID = 'Invalid syntax for the filter parameter: expected a string or an array of strings and arrays of strings.';

/** A filter in string or array form as one predicate; throws `FilterError` with Meilisearch's wording. */
export function compileFilter(filter: unknown, filterable: readonly string[]): Predicate {
  const allowed = new Set(filterable);
  const one = (text: string) => {
    if (text.length > 10_000) throw new FilterError('The filter is too long.');
    return parse(text, allowed);
  };
  if (filter === undefined || filter === null) return () => true;
  if (typeof filter === 'string') return one(filter);
  if (!Array.isArray(filter)) throw new FilterError(INVALID);
  if (filter.length > 200) throw new FilterError('The filter has too many conditions.');
  const groups = filter.map((entry): Predicate => {
    if (typeof entry === 'string') return one(entry);
    if (!Array.isArray(entry) || !entry.every((e) => typeof e === 'string')) throw new FilterError(INVALID);
    const parts = (entry as string[]).map(one);
    return (doc) => parts.some((p) => p(doc));
  });
  return (doc) => groups.every((g) => g(doc));
}
