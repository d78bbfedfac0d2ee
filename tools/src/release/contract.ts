import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The run-time contract between bundles that the type checker cannot see across separate
 * releases: the names of the bus events with their payload types, and the names of the shared
 * stores with their value types. Each type is its source text (comments and spacing removed)
 * followed by the declarations it names from `shared/src`, expanded, so changing a field of
 * `CartState` changes the signature of `$cart` too.
 */
export interface ContractSignature {
  events: Record<string, string>;
  stores: Record<string, string>;
  /** First 8 hex digits of the sha256 of the two maps, for display. */
  hash: string;
}

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');
}

const normalise = (text: string): string => text.replace(/\s+/g, ' ').replace(/\s*([{}();:,<>|&=[\]?])\s*/g, '$1').replace(/;}/g, '}').trim();

/** Index of the bracket closing the one at `open` (`{`/`<`/`(`/`[`), or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '{' || c === '<' || c === '(' || c === '[') depth++;
    else if ((c === '}' || (c === '>' && text[i - 1] !== '=')) || c === ')' || c === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** `interface X {…}` and `type X = …;` declarations of the source, by name. */
export function declarations(source: string): Map<string, string> {
  const text = stripComments(source);
  const found = new Map<string, string>();
  for (const m of text.matchAll(/(?:^|\n)\s*(?:export\s+)?interface\s+(\w+)[^{]*\{/g)) {
    const open = m.index + m[0].length - 1;
    const end = closing(text, open);
    if (end > 0) found.set(m[1]!, normalise(text.slice(open, end + 1)));
  }
  for (const m of text.matchAll(/(?:^|\n)\s*(?:export\s+)?type\s+(\w+)(?:<[^=]*>)?\s*=/g)) {
    let i = m.index + m[0].length;
    let depth = 0;
    for (; i < text.length; i++) {
      const c = text[i];
      if ('{<(['.includes(c!)) depth++;
      else if ('}>)]'.includes(c!) && !(c === '>' && text[i - 1] === '=')) depth--;
      else if (c === ';' && depth === 0) break;
    }
    found.set(m[1]!, normalise(text.slice(m.index + m[0].length, i)));
  }
  return found;
}

/** Splits the body of an object type (`{ a: A; 'b': B }`) into its members at depth 0. */
function members(body: string): [string, string][] {
  const inner = body.slice(1, -1);
  const out: [string, string][] = [];
  let depth = 0;
  let start = 0;
  const push = (end: number) => {
    const member = inner.slice(start, end).trim();
    // A quoted key (`'cart:item-added'`) holds colons of its own.
    const quoted = /^(['"])(.*?)\1\??:/.exec(member) ?? /^()([\w$]+)\??:/.exec(member);
    if (quoted) out.push([quoted[2]!, member.slice(quoted[0].length).trim()]);
  };
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if ('{<(['.includes(c)) depth++;
    else if ('}>)]'.includes(c) && !(c === '>' && inner[i - 1] === '=')) depth--;
    else if ((c === ';' || c === '\n') && depth === 0) {
      push(i);
      start = i + 1;
    }
  }
  push(inner.length);
  return out;
}

/** The type text followed by every shared declaration it names, recursively (sorted, once each). */
function expand(type: string, decls: Map<string, string>): string {
  const seen = new Set<string>();
  const queue = [type];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const [word] of next.matchAll(/\b[A-Z]\w*\b/g)) {
      const decl = decls.get(word);
      if (decl !== undefined && !seen.has(word)) {
        seen.add(word);
        queue.push(decl);
      }
    }
  }
  const where = [...seen].toSorted().map((name) => `${name}=${decls.get(name)}`);
  return where.length ? `${type} where ${where.join(' ')}` : type;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .toSorted();
}

/** The contract signature of `shared/src` as it is on disk now. */
export async function contractSignature(sharedSrc: string): Promise<ContractSignature> {
  const sources = await Promise.all((await sourceFiles(sharedSrc)).map((f) => readFile(f, 'utf8')));
  return signatureOf(sources);
}

function sorted(r: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(r).toSorted(([a], [b]) => a.localeCompare(b)));
}

function parseVersion(v: string): [number, number, number] | null {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(v.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

export function signatureOf(sources: string[]): ContractSignature {
  const decls = new Map<string, string>();
  for (const source of sources) for (const [name, decl] of declarations(source)) decls.set(name, decl);
  const events: Record<string, string> = {};
  const eventMap = decls.get('EventMap');
  if (eventMap) for (const [name, type] of members(eventMap)) events[name] = expand(normalise(type), decls);
  const stores: Record<string, string> = {};
  for (const source of sources) {
    const text = stripComments(source);
    for (const m of text.matchAll(/export\s+const\s+(\$\w+)\s*(?::\s*([^=]+?))?=\s*(\w+)\s*(<)?/g)) {
      let type = m[2]?.trim() ?? '';
      if (!type && m[4]) {
        const open = m.index + m[0].length - 1;
        type = text.slice(open + 1, closing(text, open));
      }
      stores[m[1]!] = expand(`${m[3]}<${normalise(type)}>`, decls);
    }
  }
  const body = { events: sorted(events), stores: sorted(stores) };
  return { ...body, hash: createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 8) };
}

/**
 * What breaks if a bundle compiled against `next` runs beside bundles compiled against `live`
 * (`label` names them). An event or store they know that `next` lacks (a rename is a removal
 * plus an addition) or types differently breaks one side at run time. A store `next` adds
 * breaks too when `live` is the shell's contract: stores are instances in the shell's copy of
 * `shared`, which does not have it. A new event is harmless (the bus carries any name).
 */
export function contractProblems(live: ContractSignature, next: ContractSignature, label: string, liveIsShell: boolean): string[] {
  if (live.hash === next.hash) return [];
  const problems: string[] = [];
  for (const kind of ['events', 'stores'] as const) {
    for (const [name, type] of Object.entries(live[kind])) {
      const mine = next[kind][name];
      if (mine === undefined) problems.push(`${kind.slice(0, -1)} "${name}" used by ${label} is missing`);
      else if (mine !== type) problems.push(`${kind.slice(0, -1)} "${name}" differs from ${label}: ${type} ≠ ${mine}`);
    }
  }
  if (liveIsShell) {
    for (const name of Object.keys(next.stores)) {
      if (!(name in live.stores)) problems.push(`store "${name}" does not exist in ${label}'s shared (release the shell first)`);
    }
  }
  return problems;
}

/**
 * Whether `version` satisfies `range`. The builds only ever write `^x.y.z` (decision 003) or an
 * exact version; anything else is refused rather than guessed.
 */
export function satisfies(version: string, range: string): boolean {
  const have = parseVersion(version);
  if (!have) return false;
  const caret = range.trim().startsWith('^');
  const want = parseVersion(caret ? range.trim().slice(1) : range);
  if (!want) return false;
  const cmp = have[0] - want[0] || have[1] - want[1] || have[2] - want[2];
  if (!caret) return cmp === 0;
  if (cmp < 0) return false;
  // ^1.2.3 := >=1.2.3 <2.0.0; ^0.2.3 := <0.3.0; ^0.0.3 := exactly 0.0.3.
  if (want[0] > 0) return have[0] === want[0];
  if (want[1] > 0) return have[0] === 0 && have[1] === want[1];
  return have[0] === 0 && have[1] === 0 && have[2] === want[2];
}
