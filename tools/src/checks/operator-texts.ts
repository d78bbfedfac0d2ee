import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync, Visitor } from 'oxc-parser';
import { leafKeys } from './translations.ts';

/**
 * The operator pages (console, campaign editor, order and review desks) are served by the gateway
 * beside the storefront, outside the packages' i18next namespaces: their words are the parts of
 * `gateway/src/operator-texts.{fr,en}.json`. This check holds them to the same rule as the rest:
 * both languages carry the same keys with non-empty texts, and a page module's markup and JSON
 * refusals hold no word of their own (every text comes from an expression over those files).
 */
export interface OperatorTextProblem {
  file: string;
  problem: string;
}

const DIR = join('gateway', 'src');
const KIT = './operator-page.ts';
const file = (lang: string) => join(DIR, `operator-texts.${lang}.json`);

/**
 * The words written into HTML template literals of `source`, outside tags and `${…}`: the static
 * parts of a template, read as markup from the first tag on. Templates with no tag (paths, CSS,
 * messages) are not markup and are passed over. A page's `title:` given as a literal counts too.
 */
export function markupWords(source: string, fileName = 'page.ts'): string[] {
  const words: string[] = [];
  const { program } = parseSync(fileName, source);
  new Visitor({
    TemplateLiteral: (node) => {
      const parts = node.quasis.map((q) => q.value.cooked ?? q.value.raw);
      if (!parts.some((part) => /<[a-z!/]/i.test(part))) return;
      let inTag = false;
      let run = '';
      const flush = () => {
        if (/\p{L}/u.test(run)) words.push(run.trim());
        run = '';
      };
      for (const part of parts) {
        for (let i = 0; i < part.length; i += 1) {
          const c = part[i]!;
          if (!inTag && c === '<' && /[a-z!/]/i.test(part[i + 1] ?? '')) {
            flush();
            inTag = true;
          } else if (inTag && c === '>') {
            inTag = false;
          } else if (!inTag) {
            run += c;
          }
        }
        // An expression stands between two parts: what is around it is two texts, not one.
        flush();
      }
    },
    Property: (node) => {
      const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : '';
      if (key === 'title' && node.value.type === 'Literal' && typeof node.value.value === 'string' && /\p{L}/u.test(node.value.value)) words.push(node.value.value);
    },
  }).visit(program);
  return words;
}

/**
 * The words a page module answers a call with: a literal `message:` of a JSON body (a refusal the
 * pages show). The gateway's own answers take their words from the texts' `errors` part.
 */
export function answerWords(source: string, fileName = 'page.ts'): string[] {
  const words: string[] = [];
  const { program } = parseSync(fileName, source);
  new Visitor({
    Property: (node) => {
      const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : '';
      if (key !== 'message') return;
      const value = node.value;
      if (value.type === 'Literal' && typeof value.value === 'string' && /\p{L}/u.test(value.value)) words.push(value.value);
      if (value.type === 'TemplateLiteral') for (const quasi of value.quasis) if (/\p{L}/u.test(quasi.value.cooked ?? quasi.value.raw)) words.push((quasi.value.cooked ?? quasi.value.raw).trim());
    },
  }).visit(program);
  return words;
}

// oxc's ESTree nodes, read loosely: the walk below looks at a handful of node kinds by name.
type Node = { type: string; [field: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const hasLetter = (value: string) => /\p{L}/u.test(value);

/** Calls whose argument at the index is shown as text (the kit's `text` and `element`, the browser's dialogs). */
const TEXT_ARGUMENT: Record<string, number> = { text: 1, element: 1, confirm: 0, alert: 0, prompt: 0 };
/** Methods that put their string arguments on the page as text. */
const TEXT_METHODS = new Set(['append', 'prepend', 'replaceChildren', 'before', 'after', 'replaceWith', 'createTextNode']);
/** Properties and attributes whose value an operator reads (or hears). */
const TEXT_PROPERTIES = new Set(['textContent', 'innerText', 'innerHTML', 'title', 'placeholder', 'alt', 'label', 'ariaLabel']);
const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt']);

/** The kit's helpers that give a text of the page's files: what they are called with is a key (their fallback too). */
const FROM_TEXTS = new Set(['t', 'both', 'fill', 'filled']);
/** Methods whose result is made of the value they are called on (its text, its items). */
const KEEPING = new Set(['slice', 'substring', 'trim', 'trimStart', 'trimEnd', 'join', 'concat', 'toUpperCase', 'toLowerCase', 'padStart', 'padEnd', 'repeat', 'at', 'filter', 'toSorted', 'toReversed', 'replace', 'replaceAll', 'split', 'flat']);
const nameOf = (node: unknown): string => (isNode(node) ? (node.type === 'Identifier' ? String(node.name) : node.type === 'Literal' ? String(node.value) : '') : '');

/**
 * The words an operator page's browser script writes on the page itself: string literals and the
 * static parts of template literals, with a letter, that reach a text sink (`textContent`, the
 * text argument of `text`/`element`, `append`, a dialog, a title or label attribute). It follows
 * what such a value is made of (`+`, `?:`, `||`, an array joined, a method called on it, a
 * `const` or a function of the same file by its name), not the arguments of other calls: those
 * are keys (`t('key')`, `both('key')`), selectors and values, never shown as such.
 */
export function scriptWords(source: string, fileName = 'page.js'): string[] {
  const { program } = parseSync(fileName, source);
  const declared = new Map<string, Node[]>();
  const remember = (name: string, value: unknown) => {
    if (isNode(value)) declared.set(name, [...(declared.get(name) ?? []), value]);
  };
  // A function's parameters by name (where each comes in), and every call of a function by name.
  const parameters = new Map<string, { fn: string; index: number }[]>();
  const calls = new Map<string, Node[][]>();
  const takes = (fn: string, params: Node[]) =>
    params.forEach((param, index) => {
      if (param.type === 'Identifier') parameters.set(String(param.name), [...(parameters.get(String(param.name)) ?? []), { fn, index }]);
    });
  new Visitor({
    VariableDeclarator: (node) => {
      if (node.id.type !== 'Identifier') return;
      remember(node.id.name, node.init);
      if (node.init?.type === 'ArrowFunctionExpression' || node.init?.type === 'FunctionExpression') takes(node.id.name, node.init.params as never);
    },
    FunctionDeclaration: (node) => {
      if (!node.id) return;
      remember(node.id.name, node.body);
      takes(node.id.name, node.params as never);
    },
    ForOfStatement: (node) => {
      // `for (const h of ['version', …])`: each `h` is one of the array's values.
      const left = node.left;
      if (left.type === 'VariableDeclaration' && left.declarations[0]?.id.type === 'Identifier') remember(left.declarations[0].id.name, node.right);
    },
    CallExpression: (node) => {
      const name = nameOf(node.callee);
      if (node.callee.type === 'Identifier') calls.set(name, [...(calls.get(name) ?? []), node.arguments as never]);
    },
  }).visit(program);

  const words: string[] = [];
  const followed = new Set<Node>();
  const shown = (value: unknown): void => {
    if (!isNode(value) || followed.has(value)) return;
    followed.add(value);
    const node = value;
    switch (node.type) {
      case 'Literal':
        if (typeof node.value === 'string' && hasLetter(node.value)) words.push(node.value.trim());
        return;
      case 'TemplateLiteral':
        for (const quasi of node.quasis as { value: { cooked?: string | null; raw: string } }[]) {
          const part = quasi.value.cooked ?? quasi.value.raw;
          if (hasLetter(part)) words.push(part.trim());
        }
        for (const expression of node.expressions as unknown[]) shown(expression);
        return;
      case 'BinaryExpression':
        if (node.operator === '+') [node.left, node.right].forEach(shown);
        return;
      case 'LogicalExpression':
        [node.left, node.right].forEach(shown);
        return;
      case 'ConditionalExpression':
        [node.consequent, node.alternate].forEach(shown);
        return;
      case 'ParenthesizedExpression':
      case 'ChainExpression':
        shown(node.expression);
        return;
      case 'SpreadElement':
      case 'ReturnStatement':
        shown(node.argument);
        return;
      case 'ArrayExpression':
        (node.elements as unknown[]).forEach(shown);
        return;
      case 'ObjectExpression':
        for (const property of node.properties as Node[]) shown(property.type === 'Property' ? property.value : property);
        return;
      case 'MemberExpression':
        shown(node.object);
        return;
      case 'CallExpression': {
        // `(x || 'none').slice(…)`, `[…].join(' · ')`: what such a method is called on is shown;
        // `.map(fn)` shows what `fn` gives; a function of this file shows what it returns.
        // Other calls' arguments (keys, selectors, numbers to format) are not shown as such.
        const callee = node.callee as Node;
        const method = callee.type === 'MemberExpression' ? nameOf(callee.property) : '';
        if (KEEPING.has(method)) shown(callee.object);
        else if (method === 'map' || method === 'flatMap') shown((node.arguments as unknown[])[0]);
        else if (callee.type === 'Identifier' && !FROM_TEXTS.has(nameOf(callee))) (declared.get(nameOf(callee)) ?? []).forEach(shown);
        return;
      }
      case 'Identifier':
        (declared.get(String(node.name)) ?? []).forEach(shown);
        for (const { fn, index } of parameters.get(String(node.name)) ?? []) for (const args of calls.get(fn) ?? []) shown(args[index]);
        return;
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        shown(node.body);
        return;
      case 'BlockStatement':
        // What a function gives back: its return statements, not the statements of nested functions.
        new Visitor({ ReturnStatement: (statement) => shown(statement), ArrowFunctionExpression: () => undefined }).visit(node as never);
        return;
      default:
    }
  };

  new Visitor({
    CallExpression: (node) => {
      const callee = node.callee;
      if (callee.type === 'Identifier' && callee.name in TEXT_ARGUMENT) {
        shown(node.arguments[TEXT_ARGUMENT[callee.name]!]);
        const attributes = callee.name === 'element' ? node.arguments[2] : undefined;
        if (attributes?.type === 'ObjectExpression') {
          for (const property of attributes.properties) if (property.type === 'Property' && TEXT_ATTRIBUTES.has(nameOf(property.key))) shown(property.value);
        }
      } else if (callee.type === 'MemberExpression' && TEXT_METHODS.has(nameOf(callee.property))) {
        node.arguments.forEach(shown);
      } else if (callee.type === 'MemberExpression' && nameOf(callee.property) === 'setAttribute' && TEXT_ATTRIBUTES.has(nameOf(node.arguments[0]))) {
        shown(node.arguments[1]);
      }
    },
    AssignmentExpression: (node) => {
      if (node.left.type === 'MemberExpression' && TEXT_PROPERTIES.has(nameOf(node.left.property))) shown(node.right);
    },
  }).visit(program);
  return words;
}

/** The operator pages' browser scripts (the gateway's only ones): the kit's helpers and each page's own file. */
const pageScripts = (root: string): string[] => readdirSync(join(root, DIR)).filter((name) => name.endsWith('-client.js')).toSorted();

/** The gateway's operator page modules: the kit and every module built on it. */
function pageModules(root: string): string[] {
  const dir = join(root, DIR);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .filter((name) => name === KIT.slice(2) || readFileSync(join(dir, name), 'utf8').includes(`from '${KIT}'`))
    .toSorted();
}

export function findOperatorTextProblems(root: string): OperatorTextProblem[] {
  const problems: OperatorTextProblem[] = [];
  for (const lang of ['fr', 'en']) if (!existsSync(join(root, file(lang)))) problems.push({ file: file(lang), problem: 'is missing' });
  if (problems.length) return problems;
  const [fr, en] = ['fr', 'en'].map((lang) => JSON.parse(readFileSync(join(root, file(lang)), 'utf8')) as Record<string, unknown>);
  const frKeys = leafKeys(fr!);
  const enKeys = leafKeys(en!);
  for (const key of frKeys) if (!enKeys.includes(key)) problems.push({ file: file('en'), problem: `misses "${key}"` });
  for (const key of enKeys) if (!frKeys.includes(key)) problems.push({ file: file('fr'), problem: `misses "${key}"` });
  for (const [lang, tree] of [['fr', fr!], ['en', en!]] as const) {
    for (const key of leafKeys(tree)) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
      if (typeof value !== 'string' || value.trim() === '') problems.push({ file: file(lang), problem: `"${key}" is empty` });
    }
  }
  for (const name of pageModules(root)) {
    for (const word of markupWords(readFileSync(join(root, DIR, name), 'utf8'), name)) {
      problems.push({ file: join(DIR, name), problem: `writes "${word}" in its markup instead of taking it from the texts` });
    }
    for (const word of answerWords(readFileSync(join(root, DIR, name), 'utf8'), name)) {
      problems.push({ file: join(DIR, name), problem: `answers "${word}" instead of taking it from the texts` });
    }
  }
  for (const name of pageScripts(root)) {
    for (const word of scriptWords(readFileSync(join(root, DIR, name), 'utf8'), name)) {
      problems.push({ file: join(DIR, name), problem: `writes "${word}" on the page instead of taking it from the texts` });
    }
  }
  return problems;
}
